// The shell cannot register any module without remotes.json: when it does not load, the page says so in English
// and Hindi with one Retry that fetches it again; the site starts once it arrives.
import { fallbackBox } from './fallback-box';
import type { RemotesManifest } from './remotes-manifest';

export const REMOTES_FAILED_TEXT = 'The site could not be loaded. Please check your connection and try again.';
export const REMOTES_FAILED_HINT = 'साइट लोड नहीं हो सकी। कृपया अपना इंटरनेट कनेक्शन जाँचें और पुनः प्रयास करें।';

/** Resolves with the manifest once a fetch succeeds; after a failure, the next fetch waits for Retry. */
export function loadRemotesWithRetry(
  fetchManifest: () => Promise<RemotesManifest>,
  host: HTMLElement,
  onError: (error: unknown) => void = () => undefined,
): Promise<RemotesManifest> {
  return new Promise((resolve) => {
    let box: ReturnType<typeof fallbackBox> | null = null;
    const attempt = async () => {
      try {
        const manifest = await fetchManifest();
        box?.element.remove();
        resolve(manifest);
      } catch (error) {
        onError(error);
        if (box) {
          box.ready();
        } else {
          box = fallbackBox(REMOTES_FAILED_TEXT, REMOTES_FAILED_HINT, attempt);
          // Above the loading circle, which covers the page until the startup data is in.
          box.element.style.position = 'fixed';
          box.element.style.inset = '20vh 16px auto';
          box.element.style.zIndex = '10000';
          host.appendChild(box.element);
        }
        box.element.querySelector('button')?.focus();
      }
    };
    void attempt();
  });
}
