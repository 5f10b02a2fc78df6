import { useMemo } from 'react';
import { languageOfText } from '@college/shared-types';
import { sanitizeHtml, textOf } from './sanitize';

/** Renders HTML from the server, sanitised, marked with the language it is mostly written in. */
export function SanitizedHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  return <div className={className} lang={languageOfText(textOf(clean))} dangerouslySetInnerHTML={{ __html: clean }} />;
}
