// Wraps a remote's lifecycles so that a remote that cannot load or mount shows a fallback with Retry
// inside its own container, while the chrome and the other modules keep working.
import type { LifeCycles } from 'single-spa';

type Lifecycle<P> = (props: P) => Promise<unknown>;
type Loaded<P> = { bootstrap: Lifecycle<P>[]; mount: Lifecycle<P>[]; unmount: Lifecycle<P>[] };

function asArray<P>(fn: Lifecycle<P> | Lifecycle<P>[] | undefined): Lifecycle<P>[] {
  if (!fn) return [];
  return Array.isArray(fn) ? fn : [fn];
}

async function runAll<P>(fns: Lifecycle<P>[], props: P): Promise<void> {
  for (const fn of fns) await fn(props);
}

export interface ResilientOptions<P> {
  /** Loads the remote's exposed lifecycles (e.g. through the Module Federation runtime). */
  load: () => Promise<LifeCycles<P>>;
  /** Called before a retry so the next load fetches afresh. */
  reset: () => void;
  /** The element the module renders into. */
  container: (props: P) => HTMLElement;
  onError?: (error: unknown) => void;
}

export const FALLBACK_TEXT = 'This section is temporarily unavailable';

export function resilientApp<P extends object>(opts: ResilientOptions<P>): LifeCycles<P> {
  let loaded: Loaded<P> | null = null;
  let mounted = false;
  let fallback: HTMLElement | null = null;
  let active = false;

  function removeFallback(): void {
    fallback?.remove();
    fallback = null;
  }

  function showFallback(props: P): void {
    removeFallback();
    const box = document.createElement('div');
    box.setAttribute('role', 'alert');
    box.className = 'module-fallback';
    box.style.cssText =
      'margin:32px auto;max-width:560px;padding:24px;border:1px solid var(--color-border);border-radius:8px;background:var(--color-surface);text-align:center;';
    const text = document.createElement('p');
    text.textContent = FALLBACK_TEXT;
    text.style.cssText = 'font-size:18px;margin:0 0 8px;';
    const hint = document.createElement('p');
    hint.textContent = 'यह भाग अभी उपलब्ध नहीं है। कृपया पुनः प्रयास करें।';
    hint.lang = 'hi';
    hint.style.cssText = 'margin:0 0 16px;color:var(--color-muted);';
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = 'Retry';
    retry.style.cssText =
      'padding:10px 24px;font-size:16px;border:0;border-radius:4px;background:var(--color-primary);color:var(--color-surface);cursor:pointer;';
    retry.addEventListener('click', () => {
      retry.disabled = true;
      retry.textContent = 'Loading...';
      opts.reset();
      void attempt(props);
    });
    box.append(text, hint, retry);
    opts.container(props).appendChild(box);
    fallback = box;
  }

  async function attempt(props: P): Promise<void> {
    try {
      if (!loaded) {
        const lc = await opts.load();
        if (!lc || typeof lc !== 'object' || !('mount' in lc)) throw new Error('remote exposes no lifecycles');
        const next: Loaded<P> = {
          bootstrap: asArray(lc.bootstrap as Lifecycle<P> | Lifecycle<P>[] | undefined),
          mount: asArray(lc.mount as Lifecycle<P> | Lifecycle<P>[]),
          unmount: asArray(lc.unmount as Lifecycle<P> | Lifecycle<P>[]),
        };
        await runAll(next.bootstrap, props);
        loaded = next;
      }
      if (!active) return; // the student navigated away while loading
      removeFallback();
      await runAll(loaded.mount, props);
      mounted = true;
    } catch (error) {
      opts.onError?.(error);
      if (loaded && !mounted) {
        // A remote that threw while mounting may have left half a tree behind.
        try {
          await runAll(loaded.unmount, props);
        } catch {
          /* already broken */
        }
      }
      loaded = null;
      mounted = false;
      if (active) showFallback(props);
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: async (props: P) => {
      active = true;
      await attempt(props);
    },
    unmount: async (props: P) => {
      active = false;
      removeFallback();
      if (mounted && loaded) {
        mounted = false;
        await runAll(loaded.unmount, props);
      }
    },
  };
}
