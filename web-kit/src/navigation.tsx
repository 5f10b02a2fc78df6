// Links across modules: single-spa moves to a page of another module without reloading the document.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/** Told after every move navigate() makes: single-spa tells its own routing event only once it has started. */
export const MOVED_EVENT = 'college:navigate';

/** Goes to a page of any module (the shell mounts the module that owns it); every module's router re-renders. */
export function navigate(href: string, options: { replace?: boolean } = {}): void {
  if (options.replace) {
    window.history.replaceState(window.history.state, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  } else {
    navigateToUrl(href);
  }
  window.dispatchEvent(new Event(MOVED_EVENT));
}

/** The current page as a path with its query, e.g. for a `next=` parameter. */
export function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** A plain <a> that a left click turns into navigate(); modifier clicks still open a new tab. */
export function ModuleLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { onClick, ...rest } = props;
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(props.href);
  };
  return <a {...rest} onClick={handle} />;
}
