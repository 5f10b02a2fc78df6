// The frame of the portal's entry pages: the college's logo and names, then one card with the page's form.
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, splitStoreTitle, up } from '@college/shared-types';
import { ModuleLink } from '@college/web-kit';
import { useShell, useText } from '@college/web-kit';
import { usePageTitle } from '../lib/use-page-title';

const Page = styled.div`
  min-height: 100vh;
  background: linear-gradient(to bottom, ${colors.primaryDark} 0, ${colors.primary} 200px, ${colors.background} 200px);
  padding: 16px 8px 40px;
  ${up('sm')} {
    padding: 32px 16px 64px;
  }
`;

const Brand = styled(ModuleLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  color: var(--color-on-primary);
  text-decoration: none;
  margin: 0 auto 16px;
  max-width: 640px;
  text-align: left;
  img {
    width: 56px;
    height: 56px;
    object-fit: contain;
    background: var(--color-surface);
    border-radius: 50%;
    padding: 4px;
    flex: none;
  }
  span {
    display: block;
  }
  .hi {
    font-size: 18px;
    font-weight: 700;
  }
  .en {
    font-size: 14px;
    opacity: 0.9;
  }
`;

const Card = styled.section<{ $wide?: boolean }>`
  box-sizing: border-box;
  background: var(--color-surface);
  border-radius: 10px;
  box-shadow: 0 8px 30px rgba(7, 42, 102, 0.15);
  max-width: ${(p) => (p.$wide ? 560 : 440)}px;
  margin: 0 auto;
  padding: 20px 16px;
  ${up('sm')} {
    padding: 32px;
  }
  h1 {
    margin: 0 0 20px;
    font-size: 24px;
    color: ${colors.primaryDark};
  }
`;

export interface AuthLayoutProps {
  /** The heading in English… */
  title: string;
  /** …and in Hindi: the page shows the one of the chosen language (the header keeps both names). */
  hindi: string;
  children: ReactNode;
  wide?: boolean;
}

export function AuthLayout({ title, hindi, children, wide }: AuthLayoutProps) {
  const { atoms } = useShell();
  const store = useAtomValue(atoms.store);
  const names = splitStoreTitle(store?.store_title);
  const { t } = useText();
  const heading = t({ en: title, hi: hindi });
  usePageTitle(heading);
  return (
    <Page>
      <Brand href="/">
        {store?.store_logo && <img src={store.store_logo} alt="" />}
        <span data-both-languages>
          <span className="hi" lang="hi">
            {names.hindi}
          </span>
          <span className="en">{names.english}</span>
        </span>
      </Brand>
      <Card $wide={wide}>
        <h1>{heading}</h1>
        {children}
      </Card>
    </Page>
  );
}
