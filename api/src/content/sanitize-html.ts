// The server's HTML sanitiser: a page body an editor saves is cleaned before it is stored, so script tags, event
// handlers, javascript: (and other non-web) addresses, forms, frames and inline styles never reach a reader. The
// public site sanitises again when it renders (mf-public/src/components/sanitize.ts); both use DOMPurify.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | null = null;

/** Headings, paragraphs, lists, tables, links, images and line breaks: what the page editor produces. */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
  'span',
  'div',
  'abbr',
];
const ALLOWED_ATTR = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'title',
  'colspan',
  'rowspan',
  'scope',
  'lang',
];
/** Web, mail and phone addresses, or a path on this site. */
const SAFE_URI = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

function get(): Purifier {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const p = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  p.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of ['href', 'src']) {
      const value = node.getAttribute(attr);
      if (value !== null && !SAFE_URI.test(value.trim())) node.removeAttribute(attr);
    }
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = p;
  return p;
}

/** The HTML with only the allowed tags, attributes and addresses left. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return get().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false }).trim();
}
