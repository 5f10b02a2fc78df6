// A titled card of the portal pages.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, up } from '@college/shared-types';

const Box = styled.section`
  background: #fff;
  border-radius: 10px;
  box-shadow: 0 2px 12px rgba(7, 42, 102, 0.08);
  border-top: 4px solid ${colors.primary};
  padding: 16px;
  min-width: 0;
  ${up('sm')} {
    padding: 20px 24px;
  }
  > h2 {
    margin: 0 0 16px;
    font-size: 19px;
    color: ${colors.primaryDark};
    display: flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: 4px 10px;
  }
  > h2 small {
    font-size: 14px;
    font-weight: 400;
    color: ${colors.muted};
  }
`;

export function Panel({
  title,
  hindi,
  children,
  id,
}: {
  title: string;
  hindi?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>
        {title}
        {hindi && <small lang="hi">{hindi}</small>}
      </h2>
      {children}
    </Box>
  );
}
