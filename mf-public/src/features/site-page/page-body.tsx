// The body of a page the office publishes: its HTML through the public sanitiser, each table in its own box that
// scrolls sideways (never the page) and can be scrolled with the keyboard; links to this site move without
// reloading the page.
import { useMemo, type MouseEvent } from 'react';
import { languageOfText } from '@college/shared-types';
import { navigate, useText } from '@college/web-kit';
import { sanitizeHtml, textOf } from '../../components/sanitize';
import * as css from './site-page.module.css';

const TABLE_LABEL = { en: 'Table (scrolls sideways)', hi: 'तालिका (बगल में खिसकाएँ)' };

function attr(text: string): string {
  return text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]!);
}

/** Wraps each table of sanitised HTML in a focusable, labelled scrolling box. */
export function wrapTables(html: string, label: string): string {
  return html
    .replace(
      /<table\b/g,
      `<div class="${css.tableScroll}" tabindex="0" role="region" aria-label="${attr(label)}"><table`,
    )
    .replace(/<\/table>/g, '</table></div>');
}

/** A click on a link to a page of this site: moved to without reloading (files and the API are loaded as usual). */
function followInternal(e: MouseEvent<HTMLDivElement>): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = (e.target as Element).closest?.('a');
  if (!a || a.target === '_blank' || a.hasAttribute('download')) return;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  if (url.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url.pathname)) return;
  e.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

export function PageBody({ html }: { html: string }) {
  const { t } = useText();
  const label = t(TABLE_LABEL);
  const clean = useMemo(() => wrapTables(sanitizeHtml(html), label), [html, label]);
  if (!clean) return null;
  return (
    // The links inside are the keyboard's way in (Enter clicks them too); the handler only saves a reload.
    <div
      className={css.body}
      lang={languageOfText(textOf(clean))}
      onClick={followInternal}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
