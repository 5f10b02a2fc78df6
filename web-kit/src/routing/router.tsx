// The one router of every module (decision 036): React Router's names and shapes for the part of it the modules use,
// on the browser's address and the kit's navigate (single-spa's navigateToUrl, which also tells the other modules).
// A module's router reads window.location by default; MemoryRouter (tests) and StaticRouter (a server render,
// decision 017) give it an address of their own. No copy of the address is kept: a move made by any module, by
// Back or Forward, re-renders every router that reads it.
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { matchPath as matchSegments } from '@college/shared-types';
// The kit's own entry, not '../navigation': a module's copy of the router uses the one shared kit (decision 036).
import { MOVED_EVENT, navigate as goTo, ssrMark } from '@college/web-kit';

export interface NavigateOptions {
  /** Leaves no history entry for the current page. */
  replace?: boolean;
}
/** `to` is a path from the root with its query, as every route of the site is written. */
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

/** The address a page is for (a fragment never changes the page, so it is not part of it). */
export interface Location {
  pathname: string;
  search: string;
}

/** Where a router reads its address and how it moves: the browser's history, a list in memory or a fixed address. */
interface History {
  href(): string;
  /** The address hydration reads: the one the server rendered the page for. */
  serverHref?(): string;
  subscribe(onChange: () => void): () => void;
  navigate: NavigateFunction;
}

const EVENTS = ['popstate', 'single-spa:routing-event', MOVED_EVENT];

/**
 * The address the server rendered this page at (its mark, decision 017; the server renders a path without its
 * query), or the current one on a page it did not render. Hydration must render what the server rendered, whatever
 * the address is by then: a press on the header as it is taken over can move to another page before the footer is
 * hydrated, and a footer hydrated for a page without the chrome renders nothing and leaves the server's footer on
 * the page, unowned (React keeps a root's server nodes that match nothing), beside the one it renders on coming
 * back. Hydrated at the server's address, the part then renders the current one as an update.
 */
const renderedHref = () => ssrMark()?.path ?? browserHistory.href();

const browserHistory: History = {
  href: () => window.location.pathname + window.location.search,
  serverHref: renderedHref,
  subscribe(onChange) {
    for (const e of EVENTS) window.addEventListener(e, onChange);
    return () => {
      for (const e of EVENTS) window.removeEventListener(e, onChange);
    };
  },
  navigate: goTo,
};

const HistoryContext = /* @__PURE__ */ createContext<History>(browserHistory);
const ParamsContext = /* @__PURE__ */ createContext<Record<string, string>>({});

/** The browser's address (what a module's router reads without a provider); kept for React Router's shape. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** An address and a history in memory, for component tests: `initialEntries` as React Router's. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [history] = useState<History>(() => {
    const entries = [...initialEntries];
    let index = entries.length - 1;
    const listeners = new Set<() => void>();
    return {
      href: () => entries[index] as string,
      subscribe(onChange) {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
      navigate(to, options) {
        const href = to.split('#')[0] as string;
        if (options?.replace) entries[index] = href;
        else entries.splice(++index, entries.length, href);
        listeners.forEach((l) => l());
      },
    };
  });
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

/** The fixed address of a server render (the server has no window); hydration reads the same address. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const history = useMemo<History>(
    () => ({ href: () => location, subscribe: () => () => {}, navigate() {} }),
    [location],
  );
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

/** The current address; re-renders on every move, whichever module made it. */
export function useLocation(): Location {
  const history = useContext(HistoryContext);
  // Hydration reads the server snapshot: in the browser it is the address the server rendered.
  const href = useSyncExternalStore(history.subscribe, history.href, history.serverHref ?? history.href);
  return useMemo(() => {
    const q = href.indexOf('?');
    return q < 0 ? { pathname: href, search: '' } : { pathname: href.slice(0, q), search: href.slice(q) };
  }, [href]);
}

/** Moves to a page of this module or of another one (`replace` leaves no history entry for the current page). */
export function useNavigate(): NavigateFunction {
  return useContext(HistoryContext).navigate;
}

export type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/** The query of the current address, and a setter that moves to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((prev: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = (next: SearchParamsInit | ((prev: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
    const query = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(search)) : next).toString();
    navigate(query ? `${pathname}?${query}` : pathname, options);
  };
  return [params, set];
}

/** The parameters of the matched route, e.g. { id } for /admin/applicants/:id. */
export function useParams(): Record<string, string | undefined> {
  return useContext(ParamsContext);
}

/** Gives a subtree the parameters of its route, where a module matches its own table (findRoute). */
export function ParamsProvider({ value, children }: { value: Record<string, string>; children?: ReactNode }) {
  return <ParamsContext.Provider value={value}>{children}</ParamsContext.Provider>;
}

/** Moves to `to` once rendered (the page it stands in for is never shown). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }): null {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  children?: ReactNode;
};

/** A plain <a href> that a left click turns into a move; modifier clicks and other targets open as links do. */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    e.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} href={to} onClick={handle} />;
}

/** A Link marked `aria-current="page"` (and class "active") on its page and, unless `end`, on the pages below it. */
export function NavLink({
  end,
  className,
  ...rest
}: Omit<LinkProps, 'className'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}) {
  const { pathname } = useLocation();
  const to = rest.to.split(/[?#]/)[0] as string;
  const isActive = pathname === to || (!end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  const named = typeof className === 'function' ? className({ isActive }) : className;
  const classes = typeof className === 'function' ? named : [named, isActive && 'active'].filter(Boolean).join(' ');
  return <Link {...rest} className={classes || undefined} aria-current={isActive ? 'page' : undefined} />;
}

/**
 * A path's parameters under a pattern ('/gallery/:slug'; '*' at the end takes the rest, as params['*']), or null.
 * Trailing slashes are ignored and matching is case-sensitive, as the shared route table's.
 */
export function matchRoutePath(pattern: string, pathname: string): Record<string, string> | null {
  if (!pattern.endsWith('*')) return matchSegments(pattern, pathname);
  const head = pattern.split('/').filter(Boolean).slice(0, -1);
  const have = pathname.split('/').filter(Boolean);
  const params = matchSegments(`/${head.join('/')}`, `/${have.slice(0, head.length).join('/')}`);
  return params && have.length >= head.length ? { ...params, '*': have.slice(head.length).join('/') } : null;
}

/** React Router's ranking: a static segment beats a parameter, which beats the rest ('*'). */
function rank(pattern: string): number {
  return pattern
    .split('/')
    .filter(Boolean)
    .reduce((n, s) => n + (s === '*' ? -2 : s.startsWith(':') ? 3 : 10), 0);
}

export interface RouteMatchResult<R extends { path: string }> {
  route: R;
  params: Record<string, string>;
}

/** The best route of a table for a path (the highest ranked; the first of equals), with its parameters. */
export function findRoute<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): RouteMatchResult<R> | null {
  let best: RouteMatchResult<R> | null = null;
  for (const route of routes) {
    const params = matchRoutePath(route.path, pathname);
    if (params && (!best || rank(route.path) > rank(best.route.path))) best = { route, params };
  }
  return best;
}

export interface RouteProps {
  path: string;
  element?: ReactNode;
}

/** One entry of <Routes>; it renders nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}

/** Renders the element of the best <Route> for the current path (nothing when none matches). */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const routes: RouteProps[] = [];
  Children.forEach(children, (child) => {
    if (isValidElement(child)) routes.push((child as ReactElement<RouteProps>).props);
  });
  const match = findRoute(routes, pathname);
  return match ? <ParamsContext.Provider value={match.params}>{match.route.element}</ParamsContext.Provider> : null;
}
