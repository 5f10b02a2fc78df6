// The bar above a printout (never printed): back to the dashboard, the language switch and Print.
import styled from 'styled-components';
import { ModuleLink, tokens, useText } from '@college/web-kit';
import { LanguageSwitch as KitLanguageSwitch } from '@college/web-kit/language-switch';
import { TEXT } from '../lib/texts';
import { Toolbar, ToolButton, ToolLink } from './print-styles';

const c = tokens.color;

/** The kit's one language switch, drawn as the toolbar's buttons. */
const LanguageSwitch = styled(KitLanguageSwitch)`
  display: flex;
  gap: 4px;
  button {
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
  }
  button[aria-pressed='true'] {
    background: ${c.primaryTint};
    font-weight: 700;
  }
  button:focus-visible {
    outline: 3px solid ${c.accent};
    outline-offset: 2px;
  }
`;

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
