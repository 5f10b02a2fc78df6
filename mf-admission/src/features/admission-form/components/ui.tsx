// The form's building blocks, styled once: page, cards, grids, inputs, buttons, messages.
import styled, { css } from 'styled-components';
import { colors, fonts, up } from '@college/shared-types';
import { useText } from '@college/web-kit';

export const Page = styled.div`
  position: relative;
  overflow-x: clip;
  font-family: ${fonts.body};
  color: ${colors.text};
  background: ${colors.background};
  min-height: 100vh;
  padding: 12px 8px 48px;
  ${up('sm')} {
    padding: 24px 16px 64px;
  }
`;

export const Sheet = styled.div`
  max-width: 1040px;
  margin: 0 auto;
`;

export const Card = styled.section`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: 8px;
  padding: 16px 12px;
  margin-bottom: 16px;
  ${up('sm')} {
    padding: 24px;
  }
`;

export const Heading = styled.h1`
  font-size: 22px;
  margin: 0 0 4px;
  color: ${colors.primaryDark};
  ${up('sm')} {
    font-size: 26px;
  }
`;

export const StepHeading = styled.h2`
  font-size: 19px;
  margin: 0 0 16px;
  color: ${colors.primaryDark};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${colors.accent};
  }
`;

export const Hindi = styled.span.attrs({ lang: 'hi' })`
  font-weight: normal;
  color: ${colors.muted};
`;

export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  gap: 12px 16px;
  grid-template-columns: 1fr;
  ${up('sm')} {
    grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? 260}px, 1fr));
  }
`;

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

export const LabelText = styled.label`
  font-weight: 600;
  font-size: 14px;
  line-height: 1.35;
`;

const control = css`
  font: inherit;
  font-size: 16px;
  padding: 9px 10px;
  min-height: 42px;
  border: 1px solid ${colors.border};
  border-radius: 6px;
  background: var(--color-surface);
  color: ${colors.text};
  width: 100%;
  box-sizing: border-box;
  &:focus-visible {
    outline: 3px solid ${colors.accent};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${colors.danger};
    box-shadow: 0 0 0 1px ${colors.danger};
  }
  &[readonly],
  &:disabled {
    background: var(--color-surface-muted);
    color: var(--color-muted);
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const ErrorText = styled.p`
  color: ${colors.danger};
  font-size: 13px;
  margin: 0;
`;

export const Hint = styled.p`
  color: ${colors.muted};
  font-size: 13px;
  margin: 0;
`;

export const Fieldset = styled.fieldset`
  border: 1px solid ${colors.border};
  border-radius: 6px;
  padding: 10px 12px 12px;
  margin: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    font-size: 14px;
    padding: 0 4px;
  }
`;

export const ChoiceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
  }
  input:focus-visible {
    outline: 3px solid ${colors.accent};
  }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  font: inherit;
  font-size: 16px;
  font-weight: 600;
  min-height: 44px;
  padding: 8px 20px;
  border-radius: 6px;
  cursor: pointer;
  border: 1px solid ${colors.primary};
  background: ${(p) => (p.$variant === 'secondary' ? 'var(--color-surface)' : colors.primary)};
  color: ${(p) => (p.$variant === 'secondary' ? colors.primary : 'var(--color-on-primary)')};
  &:hover:not(:disabled) {
    background: ${(p) => (p.$variant === 'secondary' ? 'var(--color-primary-tint)' : colors.primaryDark)};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &:focus-visible {
    outline: 3px solid ${colors.accent};
    outline-offset: 2px;
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin-top: 20px;
`;

export const Notice = styled.div<{ $tone?: 'info' | 'error' | 'success' | 'warning' }>`
  border-radius: 6px;
  padding: 12px 14px;
  margin: 0 0 16px;
  font-size: 15px;
  border: 1px solid
    ${(p) =>
      p.$tone === 'error'
        ? colors.danger
        : p.$tone === 'success'
          ? colors.success
          : p.$tone === 'warning'
            ? colors.warning
            : colors.border};
  background: ${(p) =>
    p.$tone === 'error'
      ? 'var(--color-danger-tint)'
      : p.$tone === 'success'
        ? 'var(--color-success-tint)'
        : p.$tone === 'warning'
          ? 'var(--color-warning-tint)'
          : 'var(--color-primary-tint)'};
  p {
    margin: 4px 0;
  }
`;

export const TextLink = styled.a`
  color: ${colors.primary};
  font-weight: 600;
  &:focus-visible {
    outline: 3px solid ${colors.accent};
  }
`;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** A text in the site language (the shell's switch): `<Say en="Documents" hi="दस्तावेज़" />`. */
export function Say({ en, hi }: { en: string; hi: string }) {
  const { t } = useText();
  return <>{t({ en, hi })}</>;
}
