// The bar above a printout (never printed): back to the dashboard, the language switch and Print.
import styled from 'styled-components';
import { ModuleLink, tokens, useSetLanguage, useText } from '@college/web-kit';
import { TEXT } from '../lib/texts';
import { Toolbar, ToolButton, ToolLink } from './print-styles';

const c = tokens.color;

const LangButton = styled.button`
  font: inherit;
  font-size: 15px;
  min-height: 44px;
  min-width: 44px;
  padding: 6px 12px;
  border-radius: 6px;
  border: 1px solid ${c.primary};
  background: ${c.surface};
  color: ${c.primary};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${c.primaryTint};
    font-weight: 700;
  }
  &:focus-visible {
    outline: 3px solid ${c.accent};
    outline-offset: 2px;
  }
`;

export function LanguageSwitch() {
  const { t, lang } = useText();
  const setLanguage = useSetLanguage();
  return (
    <div role="group" aria-label={t(TEXT.language)} style={{ display: 'flex', gap: 4 }}>
      <LangButton type="button" lang="en" aria-pressed={lang === 'en'} onClick={() => setLanguage('en')}>
        English
      </LangButton>
      <LangButton type="button" lang="hi" aria-pressed={lang === 'hi'} onClick={() => setLanguage('hi')}>
        हिन्दी
      </LangButton>
    </div>
  );
}

export function PrintToolbar({ onPrint }: { onPrint: () => void }) {
  const { t } = useText();
  return (
    <Toolbar>
      <ToolLink as={ModuleLink} href="/student/dashboard">
        {t(TEXT.dashboard)}
      </ToolLink>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <LanguageSwitch />
        <ToolButton type="button" onClick={onPrint}>
          <span aria-hidden="true">🖨</span> {t(TEXT.print)}
        </ToolButton>
      </div>
    </Toolbar>
  );
}
