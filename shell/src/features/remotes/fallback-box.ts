// The box shown where a part of the site could not load: one message in English and Hindi and one Retry button.
// While a retry is running the button is disabled and a second click starts nothing.
import { LIVE_ATTR } from '@college/shared-types';

export const RETRY_LABEL = 'Retry · पुनः प्रयास करें';
export const RETRYING_LABEL = 'Loading... · लोड हो रहा है...';

export interface FallbackBox {
  element: HTMLElement;
  /** Back to a clickable Retry after a retry that failed. */
  ready: () => void;
}

/** `onRetry` runs on a click unless the previous click's retry is still running. */
export function fallbackBox(text: string, hint: string, onRetry: () => void | Promise<void>): FallbackBox {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  // Its Retry works at once, even inside a server-rendered part not yet taken over (the page's inline script, PAINT_FIRST_SCRIPT).
  box.setAttribute(LIVE_ATTR, '');
  box.className = 'module-fallback';
  box.style.cssText =
    'margin:32px auto;max-width:560px;padding:24px;border:1px solid var(--color-border);border-radius:8px;background:var(--color-surface);text-align:center;';
  const p = document.createElement('p');
  p.textContent = text;
  p.style.cssText = 'font-size:18px;margin:0 0 8px;';
  const h = document.createElement('p');
  h.textContent = hint;
  h.lang = 'hi';
  h.style.cssText = 'margin:0 0 16px;color:var(--color-muted);';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = RETRY_LABEL;
  retry.style.cssText =
    'min-height:44px;padding:10px 24px;font-size:16px;border:0;border-radius:4px;background:var(--color-primary);color:var(--color-surface);cursor:pointer;';
  let busy = false;
  const ready = () => {
    busy = false;
    retry.disabled = false;
    retry.textContent = RETRY_LABEL;
  };
  retry.addEventListener('click', () => {
    if (busy) return;
    busy = true;
    retry.disabled = true;
    retry.textContent = RETRYING_LABEL;
    void onRetry();
  });
  box.append(p, h, retry);
  return { element: box, ready };
}
