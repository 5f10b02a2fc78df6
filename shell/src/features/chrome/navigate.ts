import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/** A click that the browser should handle itself: another tab or window, a download, a middle click. */
export function isModifiedClick(e: MouseEvent): boolean {
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}

/** Follows an internal link through single-spa, so moving between modules never reloads the page. */
export function followLink(e: MouseEvent<HTMLAnchorElement>): void {
  if (e.defaultPrevented || isModifiedClick(e)) return;
  e.preventDefault();
  navigateToUrl(e.currentTarget.href);
}
