// Formik-bound fields labelled in the site language (Hindi or English); each error shows beside its field (the schema's or the server's).
import { createContext, useContext, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import { useText } from '@college/web-kit';
import { errorText, labelOf, optionLabel } from '../labels';
import { ChoiceRow, ErrorText, FieldBox, Fieldset, Hint, Input, LabelText, Select } from './ui';

/** Field errors the server sent, shown until the student changes that field. */
export interface ServerErrors {
  errors: Record<string, string>;
  clear: (field: string) => void;
}

export const ServerErrorsContext = createContext<ServerErrors>({ errors: {}, clear: () => undefined });

export const fieldId = (name: string) => `f-${name.replace(/[.[\]]/g, '-')}`;

/** The message to show beside a field: the server's first, then the schema's once the field was touched. */
export function useFieldError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<Record<string, unknown>>();
  const server = useContext(ServerErrorsContext).errors[name];
  if (server) return server;
  const error = getIn(errors, name) as string | string[] | undefined;
  const shown = getIn(touched, name) || submitCount > 0;
  if (!error || !shown) return undefined;
  return Array.isArray(error) ? error[0] : error;
}

function FieldLabel({ name, htmlFor, required }: { name: string; htmlFor?: string; required?: boolean }) {
  const { t } = useText();
  const l = labelOf(name);
  const content = (
    <>
      {t(l)}
      {required && <span aria-hidden="true"> *</span>}
    </>
  );
  return htmlFor ? <LabelText htmlFor={htmlFor}>{content}</LabelText> : content;
}

function Describe({ name, error, note }: { name: string; error?: string; note?: ReactNode }) {
  const { t } = useText();
  const id = fieldId(name);
  const hint = labelOf(name).hint;
  return (
    <>
      {(note || hint) && <Hint id={`${id}-hint`}>{note ?? (hint && t(hint))}</Hint>}
      {error && (
        <ErrorText id={`${id}-error`} data-field-error={name}>
          {t(errorText(error))}
        </ErrorText>
      )}
    </>
  );
}

function describedBy(name: string, error?: string, note?: ReactNode): string | undefined {
  const id = fieldId(name);
  const ids = [note || labelOf(name).hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> & {
  name: string;
  required?: boolean;
  note?: ReactNode;
  /** Replaces the plain value change (e.g. marks also update the percentage). */
  onValue?: (value: string) => void;
  /** What a read-only field shows instead of the stored value (e.g. 'Female' for 'F'). */
  display?: string;
};

export function TextField({ name, required, note, onValue, readOnly, display, ...rest }: TextProps) {
  const { values, handleBlur, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const server = useContext(ServerErrorsContext);
  const error = useFieldError(name);
  const id = fieldId(name);
  const value = (getIn(values, name) as string | undefined) ?? '';
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    server.clear(name);
    if (onValue) onValue(e.target.value);
    else void setFieldValue(name, e.target.value);
  };
  return (
    <FieldBox>
      <FieldLabel name={name} htmlFor={id} required={required && !readOnly} />
      <Input
        id={id}
        name={name}
        value={readOnly && display !== undefined ? display : value}
        onChange={onChange}
        onBlur={handleBlur}
        readOnly={readOnly}
        aria-required={required && !readOnly ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, note)}
        {...rest}
      />
      <Describe name={name} error={error} note={note} />
    </FieldBox>
  );
}

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

export function SelectField({
  name,
  options,
  required,
  note,
  onValue,
  placeholder,
}: {
  name: string;
  options: readonly Option[];
  required?: boolean;
  note?: ReactNode;
  onValue?: (value: string) => void;
  placeholder?: string;
}) {
  const { values, handleBlur, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const { t } = useText();
  const server = useContext(ServerErrorsContext);
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <FieldBox>
      <FieldLabel name={name} htmlFor={id} required={required} />
      <Select
        id={id}
        name={name}
        value={(getIn(values, name) as string | undefined) ?? ''}
        onChange={(e) => {
          server.clear(name);
          if (onValue) onValue(e.target.value);
          else void setFieldValue(name, e.target.value);
        }}
        onBlur={handleBlur}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, note)}
      >
        <option value="">{placeholder ?? t({ en: 'Select', hi: 'चुनें' })}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {t(optionLabel(o.value, o.label))}
          </option>
        ))}
      </Select>
      <Describe name={name} error={error} note={note} />
    </FieldBox>
  );
}

/** One choice of a few (radio buttons), or several of a list (checkboxes) when `multiple`. */
export function ChoiceField({
  name,
  options,
  multiple,
  required,
  note,
}: {
  name: string;
  options: readonly Option[];
  multiple?: boolean;
  required?: boolean;
  note?: ReactNode;
}) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const { t } = useText();
  const server = useContext(ServerErrorsContext);
  const error = useFieldError(name);
  const id = fieldId(name);
  const current = getIn(values, name) as string | string[] | undefined;
  const list = Array.isArray(current) ? current : [];
  const toggle = (value: string, checked: boolean) => {
    server.clear(name);
    if (multiple) {
      const next = checked ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
      // Keep the list in the order the options are shown, whatever order they were ticked in.
      void setFieldValue(
        name,
        options.map((o) => o.value).filter((v) => next.includes(v)),
      );
    } else {
      void setFieldValue(name, value);
    }
    void setFieldTouched(name, true, false);
  };
  return (
    <Fieldset
      id={id}
      // One choice of a few is a radio group, which may say it is required and invalid; a list of boxes is a group.
      role={multiple ? undefined : 'radiogroup'}
      aria-describedby={describedBy(name, error, note)}
      aria-invalid={!multiple && error ? true : undefined}
      aria-required={(!multiple && required) || undefined}
    >
      <legend>
        <FieldLabel name={name} required={required} />
      </legend>
      <ChoiceRow>
        {options.map((o) => (
          <label key={o.value}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={o.value}
              disabled={o.disabled}
              checked={multiple ? list.includes(o.value) : current === o.value}
              onChange={(e) => toggle(o.value, e.target.checked)}
            />
            {t(optionLabel(o.value, o.label))}
          </label>
        ))}
      </ChoiceRow>
      <Describe name={name} error={error} note={note} />
    </Fieldset>
  );
}
