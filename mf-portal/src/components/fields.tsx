// Labelled form controls: the label names the control, the hint and the error describe it.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { colors } from '@college/shared-types';

export const FieldBox = styled.div`
  margin-bottom: 16px;
  min-width: 0;
  label,
  legend {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
  }
`;

export const controlStyles = css<{ $invalid?: boolean; $verified?: boolean }>`
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  font-size: 16px;
  color: ${colors.text};
  background: #fff;
  border: 2px solid ${(p) => (p.$verified ? colors.success : p.$invalid ? colors.danger : colors.border)};
  border-radius: 6px;
  &:read-only:not(select),
  &:disabled {
    background: #eef1f6;
  }
`;

export const Input = styled.input<{ $invalid?: boolean; $verified?: boolean }>`
  ${controlStyles}
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export const Hint = styled.p`
  margin: 4px 0 0;
  font-size: 14px;
  color: ${colors.muted};
`;

export const FieldError = styled.p`
  margin: 4px 0 0;
  font-size: 14px;
  color: ${colors.danger};
`;

/** Every message of a field (the API sends a list per field). */
export function ErrorList({ id, errors }: { id: string; errors: string | string[] | undefined }) {
  const list = (Array.isArray(errors) ? errors : errors ? [errors] : []).filter(Boolean);
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

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | string[];
  verified?: boolean;
  /** Something beside the control, e.g. a show/hide button. */
  addon?: ReactNode;
  id?: string;
}

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: stretch;
`;

export function TextField({ label, hint, error, verified, addon, id, ...input }: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hasError = Array.isArray(error) ? error.length > 0 : !!error;
  const control = (
    <Input
      {...input}
      id={inputId}
      $invalid={hasError}
      $verified={verified}
      aria-invalid={hasError || undefined}
      aria-describedby={describedBy(hint ? `${inputId}-hint` : undefined, hasError && `${inputId}-error`)}
    />
  );
  return (
    <FieldBox>
      <label htmlFor={inputId}>{label}</label>
      {addon ? (
        <Row>
          {control}
          {addon}
        </Row>
      ) : (
        control
      )}
      {hint && <Hint id={`${inputId}-hint`}>{hint}</Hint>}
      <ErrorList id={`${inputId}-error`} errors={error} />
    </FieldBox>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  hint?: ReactNode;
  error?: string | string[];
  id?: string;
}

export function SelectField({ label, options, placeholder, hint, error, id, ...select }: SelectFieldProps) {
  const auto = useId();
  const selectId = id ?? auto;
  const hasError = Array.isArray(error) ? error.length > 0 : !!error;
  return (
    <FieldBox>
      <label htmlFor={selectId}>{label}</label>
      <Select
        {...select}
        id={selectId}
        $invalid={hasError}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy(hint ? `${selectId}-hint` : undefined, hasError && `${selectId}-error`)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {hint && <Hint id={`${selectId}-hint`}>{hint}</Hint>}
      <ErrorList id={`${selectId}-error`} errors={error} />
    </FieldBox>
  );
}

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
    padding: 0;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    font-weight: 400;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  error?: string | string[];
  disabled?: boolean;
}

export function RadioGroup({ legend, name, value, options, onChange, error, disabled }: RadioGroupProps) {
  const id = useId();
  const hasError = Array.isArray(error) ? error.length > 0 : !!error;
  return (
    <Fieldset aria-describedby={hasError ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <Choices>
        {options.map((o) => (
          <label key={o.value}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={disabled}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </Choices>
      <ErrorList id={`${id}-error`} errors={error} />
    </Fieldset>
  );
}

const ToggleButton = styled.button`
  flex: none;
  min-width: 64px;
  min-height: 44px;
  border: 2px solid ${colors.border};
  border-radius: 6px;
  background: #fff;
  color: ${colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/**
 * Shows or hides the password beside it; its name ('Show' / 'Hide') says what pressing it will do. It names no
 * field, so the password's own label stays the only label that says "Password".
 */
export function ShowPasswordButton({
  shown,
  onToggle,
  controls,
}: {
  shown: boolean;
  onToggle: () => void;
  controls: string;
}) {
  return (
    <ToggleButton type="button" onClick={onToggle} aria-controls={controls}>
      {shown ? 'Hide' : 'Show'}
    </ToggleButton>
  );
}
