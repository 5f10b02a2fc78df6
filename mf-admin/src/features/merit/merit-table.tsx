// A table of the merit screen in a region of its own that scrolls sideways on a phone (and by keyboard), captioned.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useText } from '@college/web-kit';
import { WideScroll, WideTable } from '../../components/wide-table';
import { fill } from '../seat-matrix/seat-matrix-texts';
import { TEXT } from './merit-texts';

const Scroll = styled(WideScroll)`
  margin-bottom: 16px;
`;

export function MeritTable({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const { t } = useText();
  return (
    <Scroll tabIndex={0} role="region" aria-label={fill(t(TEXT.scroll), { table: label })} data-testid={testId}>
      <WideTable $minWidth={640}>
        <caption>{label}</caption>
        {children}
      </WideTable>
    </Scroll>
  );
}
