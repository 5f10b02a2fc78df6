// A link to a page of this module or another one: single-spa moves there without reloading the document and
// every module's router follows. Modified clicks (new tab, download) keep the browser's behaviour.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

export function ModuleLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { onClick, ...rest } = props;
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigateToUrl(props.href);
  };
  return <a {...rest} onClick={handle} />;
}
