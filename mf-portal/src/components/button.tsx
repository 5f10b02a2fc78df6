// Buttons of the portal; a pending button shows a spinner, says it is busy and cannot be pressed twice.
import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { colors } from '@college/shared-types';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'success' | 'danger' | 'link';

const palette: Record<ButtonVariant, { bg: string; fg: string; border: string }> = {
  primary: { bg: colors.primary, fg: '#fff', border: colors.primary },
  secondary: { bg: '#fff', fg: colors.primary, border: colors.primary },
  success: { bg: colors.success, fg: '#fff', border: colors.success },
  danger: { bg: colors.danger, fg: '#fff', border: colors.danger },
  link: { bg: 'transparent', fg: colors.primary, border: 'transparent' },
};

/** Style props of anything drawn as a button. */
export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $small?: boolean;
}

/** Shared by buttons and by links that look like buttons. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${(p) => (p.$small ? '36px' : '44px')};
  padding: ${(p) => (p.$small ? '4px 12px' : '8px 20px')};
  border-radius: 6px;
  border: 2px solid ${(p) => palette[p.$variant ?? 'primary'].border};
  background: ${(p) => palette[p.$variant ?? 'primary'].bg};
  color: ${(p) => palette[p.$variant ?? 'primary'].fg};
  font: inherit;
  font-weight: 600;
  font-size: ${(p) => (p.$small ? '14px' : '16px')};
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  &:hover:not(:disabled) {
    filter: brightness(0.92);
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Styled = styled.button<{ $variant?: ButtonVariant; $small?: boolean; $block?: boolean }>`
  ${buttonStyles}
  ${(p) => p.$block && 'width: 100%;'}
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
