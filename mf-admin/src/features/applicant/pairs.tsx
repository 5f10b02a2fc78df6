// The label–value list of the applicant's profile and form.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { down } from '@college/shared-types';
import { tokens } from '@college/web-kit';

export const Pairs = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px ${tokens.space(2)};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${tokens.color.muted};
  }
  dd {
    margin: 0;
    word-break: break-word;
  }
  ${down('sm')} {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: 6px;
    }
  }
`;

export function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
