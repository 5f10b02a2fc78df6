// A table that keeps its columns and scrolls sideways on a narrow screen (360 px): the scrolling region is focusable
// so a keyboard can scroll it. The merit screen and the admitted register use it; each sets its table's width.
import styled from 'styled-components';
import { tokens } from '@college/web-kit';

export const WideScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  &:focus-visible {
    outline: 3px solid ${tokens.color.accent};
    outline-offset: 2px;
  }
`;

export const WideTable = styled.table<{ $minWidth: number; $align?: 'top' | 'middle' }>`
  border-collapse: collapse;
  min-width: ${(p) => p.$minWidth}px;
  width: 100%;
  font-size: 15px;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 8px;
  }
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid ${tokens.color.border};
    vertical-align: ${(p) => p.$align ?? 'middle'};
  }
  thead th {
    background: ${tokens.color.primaryTint};
    color: ${tokens.color.primaryDark};
  }
  td.n {
    font-variant-numeric: tabular-nums;
  }
`;
