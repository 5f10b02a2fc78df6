// A status word in a coloured pill; the word itself carries the meaning, the colour only repeats it.
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export type BadgeTone = 'resolved' | 'pending' | 'danger' | 'info';

const c = tokens.color;
const tones: Record<BadgeTone, { bg: string; fg: string }> = {
  resolved: { bg: c.successTint, fg: c.successDark },
  pending: { bg: c.warningTint, fg: c.warning },
  danger: { bg: c.dangerTint, fg: c.danger },
  info: { bg: c.primaryTint, fg: c.primary },
};

export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 3px 10px;
  border-radius: ${tokens.radius.pill};
  font-size: ${tokens.fontSize.xs};
  font-weight: 700;
  white-space: nowrap;
  background: ${(p) => tones[p.$tone].bg};
  color: ${(p) => tones[p.$tone].fg};
`;
