// The page a server render of the chrome is for: the server has no window to read the path or language from.
import { createContext, useContext } from 'react';
import type { Language } from '@college/shared-types';

export interface ChromeServerPage {
  path: string;
  lang: Language;
}

const ServerPageContext = createContext<ChromeServerPage | null>(null);
export const ServerPageProvider = ServerPageContext.Provider;

/** The server's page while rendering on the server; null in the browser. */
export function useServerPage(): ChromeServerPage | null {
  return useContext(ServerPageContext);
}
