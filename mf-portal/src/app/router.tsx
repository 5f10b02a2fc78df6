// This module's router, without React Router (decision 006, as mf-public): the page is the URL's path, looked up
// in the route table; moving goes through the kit's navigate (single-spa's navigateToUrl), which also tells the
// other modules. The few calls the pages use keep React Router's names and shapes.
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { navigate as goTo } from '@college/web-kit';

/** Told after every move this router makes (single-spa tells its own only once it has started). */
const MOVED = 'mf-portal:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener(MOVED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener(MOVED, onChange);
  };
}
const currentHref = () => `${window.location.pathname}${window.location.search}`;

/** Opens a page of this module or of another one; `replace` leaves no history entry for the current page. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  goTo(to, options);
  window.dispatchEvent(new Event(MOVED));
}

/** The path and query a server render is for (the server has no window); null in the browser (decision 017). */
const ServerHrefContext = createContext<string | null>(null);
export const ServerPathProvider = ServerHrefContext.Provider;

/** The current path and query; re-renders on every navigation, whichever module made it. */
export function useLocation(): { pathname: string; search: string } {
  const serverHref = useContext(ServerHrefContext);
  // Hydration reads the server snapshot: in the browser it is the address the server rendered.
  const serverSnapshot = serverHref === null ? currentHref : () => serverHref;
  const href = useSyncExternalStore(subscribe, currentHref, serverSnapshot);
  return useMemo(() => {
    const q = href.indexOf('?');
    return q < 0 ? { pathname: href, search: '' } : { pathname: href.slice(0, q), search: href.slice(q) };
  }, [href]);
}

export function useNavigate(): typeof navigate {
  return navigate;
}

/** The query of the current address, as React Router's hook gives it (read only here). */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** Moves to `to` once rendered (the page it stands in for is never shown). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }): null {
  useEffect(() => {
    navigate(to, { replace });
  }, [to, replace]);
  return null;
}

/** A plain <a href> that a left click turns into navigate(); modifier clicks still open a new tab. */
export function Link({
  to,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; children?: ReactNode }) {
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return <a {...rest} href={to} onClick={handle} />;
}
