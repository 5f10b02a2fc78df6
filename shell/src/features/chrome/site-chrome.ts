// The chrome's one chunk: header and footer together (see lazy-chrome.tsx).
export { SiteHeader } from './site-header';
export { SiteFooter } from './site-footer';
