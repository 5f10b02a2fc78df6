import { createContext, useContext, useEffect } from 'react';

/** Where a server render records the title of the page it rendered (the server runs no effects; decision 017). */
export const ServerTitleContext = createContext<{ title: string } | null>(null);

/** The tab's title for a page of the portal. */
export function portalTitle(title: string): string {
  return `${title} | Student Portal`;
}

/** Names the browser tab after the page, so a student with many tabs (or a screen reader) knows where they are. */
export function usePageTitle(title: string): void {
  const server = useContext(ServerTitleContext);
  if (server) server.title = portalTitle(title);
  useEffect(() => {
    document.title = portalTitle(title);
  }, [title]);
}
