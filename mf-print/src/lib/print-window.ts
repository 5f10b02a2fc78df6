// Print opens a window holding only the printout, prints it, and closes it 100 ms later (SPEC §2, §9).
import { themeCss } from '@college/web-kit';
export const PRINT_CLOSE_DELAY_MS = 100;

/** Every rule of the page's style sheets, including those styled-components inserts without text nodes. */
function pageCss(doc: Document): string {
  return [...doc.styleSheets]
    .map((sheet) => {
      try {
        return [...sheet.cssRules].map((r) => r.cssText).join('\n');
      } catch {
        // A style sheet of another origin cannot be read; the printout does not need it.
        return '';
      }
    })
    .join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
}

function imagesLoaded(doc: Document, timeoutMs = 3000): Promise<void> {
  const pending = [...doc.images].filter((img) => !img.complete);
  if (!pending.length) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const done = () => {
      left -= 1;
      if (left <= 0) resolve();
    };
    for (const img of pending) {
      img.addEventListener('load', done, { once: true });
      img.addEventListener('error', done, { once: true });
    }
    window.setTimeout(resolve, timeoutMs);
  });
}

/**
 * Prints one element in a window of its own. When the browser blocks the window, the page itself is printed:
 * its print styles hide everything but the printout.
 */
export async function printInNewWindow(element: HTMLElement, title: string): Promise<'window' | 'page'> {
  const win = window.open('', '_blank', 'width=960,height=1100');
  if (!win) {
    window.print();
    return 'page';
  }
  win.document.open();
  win.document.write(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
      `<style>${themeCss()}${pageCss(document)}</style></head><body class="print-window">${element.outerHTML}</body></html>`,
  );
  win.document.close();
  await imagesLoaded(win.document);
  win.focus();
  win.print();
  window.setTimeout(() => win.close(), PRINT_CLOSE_DELAY_MS);
  return 'window';
}
