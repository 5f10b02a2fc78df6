// A status word in a coloured pill; the word itself carries the meaning, the colour only repeats it.
import styled from 'styled-components';
import { colors } from '@college/shared-types';

export type BadgeTone = 'resolved' | 'pending' | 'danger' | 'info';

const tones: Record<BadgeTone, { bg: string; fg: string }> = {
  resolved: { bg: '#e3f4e8', fg: '#14642e' },
  pending: { bg: '#fff3d6', fg: colors.warning },
  danger: { bg: '#fbe4e2', fg: colors.danger },
  info: { bg: '#e6edf9', fg: colors.primary },
};

export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 3px 10px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 700;
  white-space: nowrap;
  background: ${(p) => tones[p.$tone].bg};
  color: ${(p) => tones[p.$tone].fg};
`;
