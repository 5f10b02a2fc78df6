// Label-and-value cells laid out like a paper form: two pairs a row on paper and desktop, one on a phone. Each label
// is printed in both languages, the page's language first (the office reads English, many families Hindi). Every
// text printed in both languages is marked data-pair: the language walks check that its first half is the page's.
import { useId, type CSSProperties, type ElementType, type ReactNode } from 'react';
import styled from 'styled-components';
import { findCourse, type Bilingual } from '@college/shared-types';
import { useText } from '@college/web-kit';

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
    overflow-wrap: normal;
    word-break: keep-all;
    -webkit-print-color-adjust: exact;
    print-color-adjust: exact;
  }
  dt .other {
    display: block;
    font-weight: normal;
    font-size: 0.85em;
    color: var(--color-muted);
  }
  dd {
    margin: 0;
    padding: 4px 6px;
    /* Whole words; only a word longer than the cell (an email address) is broken. */
    overflow-wrap: break-word;
    word-break: normal;
    min-width: 0;
  }
`;

export type Pair = [label: string, hindi: string, value: ReactNode, testId?: string];

/** Each value is named by its label in the page language (aria-labelledby): a screen reader reads the pair together. */
export function Pairs({ pairs, columns = 2 }: { pairs: Pair[]; columns?: number }) {
  const id = useId();
  const { lang } = useText();
  return (
    <Grid $columns={columns}>
      {pairs.map(([label, hindi, value, testId], i) => {
        const first = lang === 'hi' && hindi ? hindi : label;
        const second = lang === 'hi' && hindi ? label : hindi;
        return (
          <div key={label}>
            <dt data-pair>
              <span id={`${id}-${i}`} lang={lang === 'hi' && hindi ? 'hi' : 'en'}>
                {first}
              </span>
              {second && (
                <span className="other" lang={lang === 'hi' && hindi ? 'en' : 'hi'}>
                  {second}
                </span>
              )}
            </dt>
            <dd data-testid={testId} aria-labelledby={`${id}-${i}`}>
              {value === '' || value == null ? '—' : value}
            </dd>
          </div>
        );
      })}
    </Grid>
  );
}

/** A heading printed in both languages, the page's first. */
export function BiHeading({ en, hi }: { en: string; hi: string }) {
  return <Both text={{ en, hi }} as="h2" />;
}

/**
 * One text in both languages, the page's first: "भुगतान / Payment" in Hindi, "Payment / भुगतान" in English. With
 * `lines` the other language goes on a line of its own (amounts in words, sentences); a text the same in both
 * languages is printed once.
 */
export function Both({
  text,
  as: Tag = 'span',
  lines = false,
  className,
  style,
  testId,
}: {
  text: Bilingual;
  as?: ElementType;
  lines?: boolean;
  className?: string;
  style?: CSSProperties;
  testId?: string;
}) {
  const { lang } = useText();
  const other = lang === 'hi' ? 'en' : 'hi';
  if (text[other] === text[lang] || !text[other]) {
    return (
      <Tag className={className} style={style} data-testid={testId} lang={lang}>
        {text[lang]}
      </Tag>
    );
  }
  return (
    <Tag className={className} style={style} data-testid={testId} data-pair="">
      <span lang={lang}>{text[lang]}</span>
      {lines ? <br /> : ' / '}
      <span lang={other}>{text[other]}</span>
    </Tag>
  );
}

/** A course by its name in both languages, the page's first, then its code (an identifier, as SPEC §2 prints it). */
export function CourseName({ code, name }: { code: string; name?: string }) {
  const course = findCourse(code);
  const en = course?.name ?? name ?? code;
  return (
    <>
      <Both text={{ en, hi: course?.second_name || en }} />{' '}
      <span data-code="" translate="no">
        ({course?.code ?? code})
      </span>
    </>
  );
}
