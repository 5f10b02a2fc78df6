// Where the admission form puts focus when a step or the submit finds a field that needs attention.
import { fieldId } from './fields';

export function focusField(name: string) {
  const el = document.getElementById(fieldId(name));
  if (!el) return;
  const target = el.tagName === 'FIELDSET' ? el.querySelector<HTMLElement>('input:not([disabled])') : el;
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}

/** Of these fields, the one shown first on the page (the order of the page, not of the rules' messages). */
export function firstOnPage(fields: readonly string[]): string | undefined {
  const shown = fields
    .map((name) => ({ name, el: document.getElementById(fieldId(name)) }))
    .filter((f): f is { name: string; el: HTMLElement } => f.el !== null);
  shown.sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return shown[0]?.name ?? fields[0];
}
