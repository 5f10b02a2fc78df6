// The language a server render of the chrome is for: the server has no window to read it from (the path comes from
// the kit's StaticRouter).
import { createContext, useContext } from 'react';
import type { Language } from '@college/shared-types';

export interface ChromeServerPage {
  lang: Language;
}

const ServerPageContext = createContext<ChromeServerPage | null>(null);
export const ServerPageProvider = ServerPageContext.Provider;

/** The server's page while rendering on the server; null in the browser. */
export function useServerPage(): ChromeServerPage | null {
  return useContext(ServerPageContext);
}
