// The frame of the payment result pages: an icon, a heading and the page's content in one card.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, up } from '@college/shared-types';
import { useText } from '@college/web-kit';

const Page = styled.div`
  min-height: 100vh;
  background: ${colors.background};
  padding: 24px 8px;
  ${up('sm')} {
    padding: 56px 16px;
  }
`;

const Card = styled.section<{ $tone: string }>`
  box-sizing: border-box;
  max-width: 520px;
  margin: 0 auto;
  background: var(--color-surface);
  border-radius: 12px;
  border-top: 6px solid ${(p) => p.$tone};
  box-shadow: 0 8px 30px rgba(7, 42, 102, 0.12);
  padding: 24px 16px;
  text-align: center;
  ${up('sm')} {
    padding: 32px;
  }
  h1 {
    margin: 8px 0 4px;
    font-size: 24px;
    color: ${(p) => p.$tone};
  }
  .icon {
    width: 64px;
    height: 64px;
    margin: 0 auto;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-size: 34px;
    color: var(--color-on-primary);
    background: ${(p) => p.$tone};
  }
`;

export function ResultLayout({
  ok,
  title,
  hindi,
  kind,
  children,
}: {
  ok: boolean;
  title: string;
  hindi: string;
  /** Which result this is (success, failed, cancelled, checking ...), for the page's tests. */
  kind?: string;
  children: ReactNode;
}) {
  const { t } = useText();
  // A cancel is the student's own choice: not the red of a failure.
  const tone = ok ? colors.success : kind === 'cancelled' ? colors.warning : colors.danger;
  return (
    <Page>
      <Card $tone={tone} data-result={kind ?? (ok ? 'success' : 'failed')}>
        <div className="icon" aria-hidden="true">
          {ok ? '✓' : kind === 'cancelled' ? '↺' : '✕'}
        </div>
        <h1 style={{ marginBottom: 20 }}>{t({ en: title, hi: hindi })}</h1>
        {children}
      </Card>
    </Page>
  );
}
