// Wraps a remote's lifecycles so that a remote that cannot load or mount shows a fallback with Retry
// inside its own container, while the chrome and the other modules keep working.
import type { LifeCycles } from 'single-spa';
import { fallbackBox } from './fallback-box';

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
export const FALLBACK_HINT = 'यह भाग अभी उपलब्ध नहीं है। कृपया पुनः प्रयास करें।';

export function resilientApp<P extends object>(opts: ResilientOptions<P>): LifeCycles<P> {
  let loaded: Loaded<P> | null = null;
  let mounted = false;
  let fallback: HTMLElement | null = null;
  let active = false;
  let running: Promise<void> | null = null;

  function removeFallback(): void {
    fallback?.remove();
    fallback = null;
  }

  function showFallback(props: P): void {
    removeFallback();
    const box = fallbackBox(FALLBACK_TEXT, FALLBACK_HINT, () => {
      opts.reset();
      return attempt(props);
    });
    opts.container(props).appendChild(box.element);
    fallback = box.element;
  }

  /** One attempt at a time: a mount or Retry while one is running joins it instead of loading twice. */
  function attempt(props: P): Promise<void> {
    running ??= tryOnce(props).finally(() => {
      running = null;
    });
    return running;
  }

  async function tryOnce(props: P): Promise<void> {
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
