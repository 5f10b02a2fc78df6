// Sanitises HTML that comes from the server (marquee, course description and detail, principal's message)
// before it is rendered: scripts, event handlers, javascript: addresses, forms, frames and inline styles go.
import DOMPurify, { type WindowLike } from 'dompurify';

let purifier = DOMPurify;
let configured = false;

/**
 * On the server there is no window: the server bundle hands DOMPurify one (jsdom's), so a server-rendered page is
 * sanitised by the same rules as in the browser. Without one, server rendering refuses (never unsanitised HTML).
 */
export function setServerWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
  configured = false;
}

function configure(): void {
  if (configured) return;
  if (!purifier.isSupported) throw new Error('No DOM to sanitise HTML with');
  configured = true;
  // A link the server opens in a new tab must not give that tab a handle on this page.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  configure();
  return purifier.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/** The plain text of sanitised HTML, e.g. to tell its language. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
