// Label-and-value cells laid out like a paper form: two pairs a row on paper and desktop, one on a phone.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Grid = styled.dl<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  margin: 0;
  border-top: 1px solid var(--color-border-strong);
  border-left: 1px solid var(--color-border-strong);
  @media screen and (max-width: 599px) {
    grid-template-columns: 1fr;
  }
  > div {
    display: grid;
    grid-template-columns: minmax(96px, 40%) 1fr;
    border-right: 1px solid var(--color-border-strong);
    border-bottom: 1px solid var(--color-border-strong);
    break-inside: avoid;
    page-break-inside: avoid;
  }
  dt {
    background: var(--color-primary-tint);
    padding: 4px 6px;
    font-weight: 600;
    -webkit-print-color-adjust: exact;
    print-color-adjust: exact;
  }
  dt span[lang='hi'] {
    display: block;
    font-weight: normal;
    font-size: 0.85em;
    color: var(--color-muted);
  }
  dd {
    margin: 0;
    padding: 4px 6px;
    overflow-wrap: anywhere;
  }
`;

export type Pair = [label: string, hindi: string, value: ReactNode, testId?: string];

/** Each value is named by its English label (aria-labelledby), so assistive technology reads the pair together. */
export function Pairs({ pairs, columns = 2 }: { pairs: Pair[]; columns?: number }) {
  const id = useId();
  return (
    <Grid $columns={columns}>
      {pairs.map(([label, hindi, value, testId], i) => (
        <div key={label}>
          <dt>
            <span id={`${id}-${i}`}>{label}</span>
            {hindi && <span lang="hi">{hindi}</span>}
          </dt>
          <dd data-testid={testId} aria-labelledby={`${id}-${i}`}>
            {value === '' || value == null ? '—' : value}
          </dd>
        </div>
      ))}
    </Grid>
  );
}
