// Labelled form controls: the label names the control, the hint and the error describe it (aria-describedby).
// Field wraps any control; TextField, SelectField, TextAreaField, RadioGroup and Checkbox are the usual ones.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../theme/tokens';

const c = tokens.color;

export const FieldBox = styled.div`
  margin-bottom: ${tokens.space(2)};
  min-width: 0;
  > label {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
  }
`;

export const controlStyles = css<{ $invalid?: boolean; $verified?: boolean }>`
  box-sizing: border-box;
  width: 100%;
  min-height: ${tokens.tapTarget};
  padding: ${tokens.space(1)} 12px;
  font: inherit;
  font-size: ${tokens.fontSize.md};
  color: ${c.text};
  background: ${c.surface};
  border-width: 2px;
  border-style: solid;
  border-color: ${(p) => (p.$verified ? c.success : p.$invalid ? c.danger : c.border)};
  border-radius: ${tokens.radius.md};
  &:focus-visible {
    outline: 3px solid ${c.accent};
    outline-offset: 1px;
  }
  &:read-only:not(select),
  &:disabled {
    background: ${c.surfaceMuted};
  }
`;

export const Input = styled.input<{ $invalid?: boolean; $verified?: boolean }>`
  ${controlStyles}
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

export const Hint = styled.p`
  margin: ${tokens.space(0.5)} 0 0;
  font-size: ${tokens.fontSize.sm};
  color: ${c.muted};
`;

export const FieldError = styled.p`
  margin: ${tokens.space(0.5)} 0 0;
  font-size: ${tokens.fontSize.sm};
  color: ${c.danger};
`;

export type FieldErrors = string | readonly string[] | undefined | null;

export function hasErrors(errors: FieldErrors): boolean {
  return Array.isArray(errors) ? errors.length > 0 : !!errors;
}

/** Every message of a field (the API sends a list per field). */
export function ErrorList({ id, errors }: { id: string; errors: FieldErrors }) {
  const list = (Array.isArray(errors) ? errors : errors ? [errors as string] : []).filter(Boolean);
  if (!list.length) return null;
  return (
    <FieldError id={id}>
      {list.map((m, i) => (
        <span key={m}>
          {i > 0 && <br />}
          {m}
        </span>
      ))}
    </FieldError>
  );
}

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** What Field hands its control: put it on the <input>, <select> or <textarea>. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  $invalid: boolean;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldErrors;
  id?: string;
  children: (control: ControlProps) => ReactNode;
}

/** `<Field label="Email" error={errors.email}>{(p) => <Input {...p} type="email" />}</Field>` */
export function Field({ label, hint, error, id, children }: FieldProps) {
  const auto = useId();
  const controlId = id ?? auto;
  const invalid = hasErrors(error);
  return (
    <FieldBox>
      <label htmlFor={controlId}>{label}</label>
      {children({
        id: controlId,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy(hint ? `${controlId}-hint` : undefined, invalid && `${controlId}-error`),
        $invalid: invalid,
      })}
      {hint && <Hint id={`${controlId}-hint`}>{hint}</Hint>}
      <ErrorList id={`${controlId}-error`} errors={error} />
    </FieldBox>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${tokens.space(1)};
  align-items: stretch;
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldErrors;
  verified?: boolean;
  /** Something beside the control, e.g. a show/hide button. */
  addon?: ReactNode;
  id?: string;
}

export function TextField({ label, hint, error, verified, addon, id, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) =>
        addon ? (
          <Row>
            <Input {...input} {...control} $verified={verified} />
            {addon}
          </Row>
        ) : (
          <Input {...input} {...control} $verified={verified} />
        )
      }
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly Option[];
  placeholder?: string;
  hint?: ReactNode;
  error?: FieldErrors;
  id?: string;
}

export function SelectField({ label, options, placeholder, hint, error, id, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <Select {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldErrors;
  id?: string;
}

export function TextAreaField({ label, hint, error, id, ...area }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <TextArea {...area} {...control} />}
    </Field>
  );
}

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${tokens.space(2)};
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
    padding: 0;
  }
`;

/** A choice (radio or checkbox) with its text: the whole line is the tap target. */
export const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space(1)};
  min-height: ${tokens.tapTarget};
  font-weight: 400;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
  }
  input:focus-visible {
    outline: 3px solid ${c.accent};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space(1)} 20px;
`;

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  error?: FieldErrors;
  hint?: ReactNode;
  disabled?: boolean;
}

export function RadioGroup({ legend, name, value, options, onChange, error, hint, disabled }: RadioGroupProps) {
  const id = useId();
  const invalid = hasErrors(error);
  return (
    <Fieldset
      aria-describedby={describedBy(hint ? `${id}-hint` : undefined, invalid && `${id}-error`)}
      aria-invalid={invalid || undefined}
    >
      <legend>{legend}</legend>
      <Choices>
        {options.map((o) => (
          <ChoiceLabel key={o.value}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={disabled || o.disabled}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </ChoiceLabel>
        ))}
      </Choices>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <ErrorList id={`${id}-error`} errors={error} />
    </Fieldset>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  error?: FieldErrors;
  id?: string;
}

/** One checkbox with its label (a group of them: put several in a RadioGroup-like fieldset of your own). */
export function Checkbox({ label, error, id, ...input }: CheckboxProps) {
  const auto = useId();
  const boxId = id ?? auto;
  const invalid = hasErrors(error);
  return (
    <div>
      <ChoiceLabel htmlFor={boxId}>
        <input
          {...input}
          type="checkbox"
          id={boxId}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${boxId}-error` : undefined}
        />
        {label}
      </ChoiceLabel>
      <ErrorList id={`${boxId}-error`} errors={error} />
    </div>
  );
}
