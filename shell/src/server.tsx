// The server bundle of the shell (decision 017): the chrome (header with the menu and the page banner, footer)
// rendered to HTML around a server-rendered public page, from the same components the browser hydrates. Built for
// Node beside the browser build (dist/server/server.js) and released with the shell.
import { renderToString } from 'react-dom/server';
import type { ChromeRenderResult, ServerRenderInput } from '@college/shared-types';
import { THEME_STYLE_ID, themeCss } from '@college/web-kit';
import { serverShell } from '@college/web-kit/server';
import { SiteHeader } from './features/chrome/site-header';
import { SiteFooter } from './features/chrome/site-footer';
import { ServerPageProvider } from './features/chrome/server-context';
import { StaticRouter } from '@college/web-kit/routing';

export const moduleName = 'shell';
export const moduleVersion = __MODULE_VERSION__;

/**
 * The theme's variables for <head>, in time for the first paint; the browser's applyThemeVariables finds them there
 * and leaves <html> alone.
 */
export const themeStyle = `<style id="${THEME_STYLE_ID}">${themeCss(':root')}</style>`;

/** The header and footer for a page; throws on any error (the site server then sends the page without SSR). */
export function renderChrome(input: ServerRenderInput): ChromeRenderResult {
  // The footer lists the versions as the browser's shell does: its own build's, then each live remote's.
  const shell = serverShell(input, { shell: __MODULE_VERSION__, ...input.versions });
  const page = { lang: input.lang };
  return {
    header: renderToString(
      <StaticRouter location={input.path}>
        <ServerPageProvider value={page}>
          <SiteHeader shell={shell} banner={input.banner ?? null} />
        </ServerPageProvider>
      </StaticRouter>,
    ),
    footer: renderToString(
      <StaticRouter location={input.path}>
        <ServerPageProvider value={page}>
          <SiteFooter shell={shell} />
        </ServerPageProvider>
      </StaticRouter>,
    ),
  };
}
