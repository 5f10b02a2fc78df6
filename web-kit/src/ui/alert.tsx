// A message in the page that stays until it is dismissed or the problem is fixed (the caller removes it);
// errors are announced at once (role alert), other tones politely (role status).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useText } from '../text';
import { tokens } from '../theme/tokens';

export type Tone = 'info' | 'success' | 'warning' | 'error';

const c = tokens.color;
export const TONES: Record<Tone, { bg: string; fg: string; border: string }> = {
  info: { bg: c.primaryTint, fg: c.primaryDark, border: c.primary },
  success: { bg: c.successTint, fg: c.successDark, border: c.success },
  warning: { bg: c.warningTint, fg: c.warning, border: c.warning },
  error: { bg: c.dangerTint, fg: c.danger, border: c.danger },
};

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space(1)};
  border-radius: ${tokens.radius.md};
  border: 1px solid ${(p) => TONES[p.$tone].border};
  border-left-width: 6px;
  background: ${(p) => TONES[p.$tone].bg};
  color: ${(p) => TONES[p.$tone].fg};
  padding: 12px 14px;
  margin: 0 0 ${tokens.space(2)};
  > div {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
  }
  p {
    margin: ${tokens.space(0.5)} 0 0;
  }
`;

const Dismiss = styled.button`
  flex: none;
  width: ${tokens.tapTarget};
  height: ${tokens.tapTarget};
  margin: -10px -8px -10px 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${c.accent};
  }
`;

export interface AlertProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button; without it the alert stays until the caller removes it. */
  onDismiss?: () => void;
  id?: string;
}

export function Alert({ tone = 'info', title, children, onDismiss, id }: AlertProps) {
  const { t } = useText();
  return (
    <Box $tone={tone} role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'} id={id}>
      <div>
        {title && <strong>{title}</strong>}
        {children}
      </div>
      {onDismiss && (
        <Dismiss type="button" onClick={onDismiss} aria-label={t({ en: 'Dismiss', hi: 'हटाएँ' })}>
          ×
        </Dismiss>
      )}
    </Box>
  );
}
