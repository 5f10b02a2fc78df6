// This module's router: the URL's path matched against the route table with the shared matchPath. Links
// move through single-spa (navigateToUrl), which also tells the other modules; see docs/decisions/006.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { matchPath } from '@college/shared-types';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}
const currentPath = () => window.location.pathname;

/** The path a server render is for (the server has no window); null in the browser. */
const ServerPathContext = createContext<string | null>(null);
export const ServerPathProvider = ServerPathContext.Provider;

/** The current path; re-renders on every navigation, whichever module made it. */
export function usePathname(): string {
  const serverPath = useContext(ServerPathContext);
  // Hydration reads the server snapshot: in the browser it is the address the server rendered, the same path.
  const serverSnapshot = serverPath === null ? currentPath : () => serverPath;
  return useSyncExternalStore(subscribe, currentPath, serverSnapshot);
}

export interface RouteMatchResult<R extends { path: string }> {
  route: R;
  params: Record<string, string>;
}

/** The first route whose pattern matches the path (trailing slashes ignored), with its parameters. */
export function findRoute<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): RouteMatchResult<R> | null {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

const ParamsContext = createContext<Record<string, string>>({});
export const ParamsProvider = ParamsContext.Provider;

/** The parameters of the matched route, e.g. { slug } for /gallery/:slug. */
export function useParams(): Record<string, string> {
  return useContext(ParamsContext);
}
