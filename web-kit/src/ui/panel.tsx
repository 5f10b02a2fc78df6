// A titled card: a section of a page with its heading (an optional second line in Hindi).
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { up } from '@college/shared-types';
import { tokens } from '../theme/tokens';

const c = tokens.color;

const Box = styled.section`
  background: ${c.surface};
  border-radius: ${tokens.radius.lg};
  box-shadow: 0 2px 12px rgba(7, 42, 102, 0.08);
  border-top: 4px solid ${c.primary};
  padding: ${tokens.space(2)};
  min-width: 0;
  ${up('sm')} {
    padding: 20px ${tokens.space(3)};
  }
  > h2 {
    margin: 0 0 ${tokens.space(2)};
    font-size: ${tokens.fontSize.lg};
    color: ${c.primaryDark};
    display: flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: 4px 10px;
  }
  > h2 small {
    font-size: ${tokens.fontSize.sm};
    font-weight: 400;
    color: ${c.muted};
  }
`;

export interface PanelProps {
  title: ReactNode;
  /** A second, smaller title in Hindi (lang="hi"). */
  hindi?: string;
  children: ReactNode;
  id?: string;
  /** Something at the end of the heading line, e.g. a button. */
  actions?: ReactNode;
}

export function Panel({ title, hindi, children, id, actions }: PanelProps) {
  const auto = useId();
  const headingId = id ?? auto;
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title}
        {hindi && <small lang="hi">{hindi}</small>}
        {actions && <span style={{ marginLeft: 'auto' }}>{actions}</span>}
      </h2>
      {children}
    </Box>
  );
}
