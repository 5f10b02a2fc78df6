// Buttons: a pending button shows a spinner, says it is busy and cannot be pressed twice. Every size is at
// least 44 px tall (the tap target); `small` only makes the text and padding smaller.
import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../theme/tokens';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'success' | 'danger' | 'link';

const c = tokens.color;
const palette: Record<ButtonVariant, { bg: string; fg: string; border: string }> = {
  primary: { bg: c.primary, fg: c.onPrimary, border: c.primary },
  secondary: { bg: c.surface, fg: c.primary, border: c.primary },
  success: { bg: c.success, fg: c.onPrimary, border: c.success },
  danger: { bg: c.danger, fg: c.onPrimary, border: c.danger },
  link: { bg: 'transparent', fg: c.primary, border: 'transparent' },
};

/** Style props of anything drawn as a button (a link may look like one: `styled.a\`${buttonStyles}\``). */
export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $small?: boolean;
  $block?: boolean;
}

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space(1)};
  box-sizing: border-box;
  min-height: ${tokens.tapTarget};
  min-width: ${tokens.tapTarget};
  padding: ${(p) => (p.$small ? `4px 12px` : `${tokens.space(1)} 20px`)};
  border-radius: ${tokens.radius.md};
  border: 2px solid ${(p) => palette[p.$variant ?? 'primary'].border};
  background: ${(p) => palette[p.$variant ?? 'primary'].bg};
  color: ${(p) => palette[p.$variant ?? 'primary'].fg};
  font: inherit;
  font-weight: 600;
  font-size: ${(p) => (p.$small ? tokens.fontSize.sm : tokens.fontSize.md)};
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  ${(p) => p.$block && 'width: 100%;'}
  &:hover:not(:disabled) {
    filter: brightness(0.92);
  }
  &:focus-visible {
    outline: 3px solid ${c.accent};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Styled = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  small?: boolean;
  block?: boolean;
  /** Shows a spinner and blocks presses while an answer is awaited. */
  pending?: boolean;
}

export function Button({ variant, small, block, pending, disabled, children, type, ...rest }: ButtonProps) {
  return (
    <Styled
      {...rest}
      type={type ?? 'button'}
      $variant={variant}
      $small={small}
      $block={block}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending && <Spinner size={16} />}
      {children}
    </Styled>
  );
}
