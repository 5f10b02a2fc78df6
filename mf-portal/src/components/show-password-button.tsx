// Shows or hides the password beside it (login, register, reset): a portal control, built on the theme tokens.
import styled from 'styled-components';
import { tokens, useText } from '@college/web-kit';

const ToggleButton = styled.button`
  flex: none;
  min-width: 64px;
  min-height: 44px;
  border: 2px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.primary};
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
  const { t } = useText();
  return (
    <ToggleButton type="button" onClick={onToggle} aria-controls={controls}>
      {shown ? t({ en: 'Hide', hi: 'छिपाएँ' }) : t({ en: 'Show', hi: 'दिखाएँ' })}
    </ToggleButton>
  );
}
