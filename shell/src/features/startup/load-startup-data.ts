// Loads the seven startup calls once per page load into the site atoms, from the answers the server wrote into
// index.html when present (no round trip), else from the API; failures are logged, never fatal.
import type { JotaiStore, SiteAtoms, StartupData } from '@college/shared-types';
import { STARTUP_CALLS } from '@college/shared-types';

/** The startup answers the server wrote into index.html (<script type="application/json" id="site-startup">). */
function embeddedStartup(): Record<string, { data?: unknown }> {
  const el = typeof document !== 'undefined' ? document.getElementById('site-startup') : null;
  if (!el?.textContent) return {};
  try {
    return JSON.parse(el.textContent) as Record<string, { data?: unknown }>;
  } catch {
    return {};
  }
}

async function getData(
  apiOrigin: string,
  path: string,
  embedded: Record<string, { data?: unknown }>,
): Promise<unknown> {
  const written = embedded[path];
  if (written && typeof written === 'object' && 'data' in written) return written.data;
  const res = await fetch(apiOrigin + path, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  const body = (await res.json()) as { data?: unknown };
  return body?.data;
}

export async function loadStartupData(store: JotaiStore, atoms: SiteAtoms, apiOrigin = ''): Promise<void> {
  const embedded = embeddedStartup();
  await Promise.all(
    STARTUP_CALLS.map(async ({ key, path }) => {
      try {
        const data = await getData(apiOrigin, path, embedded);
        if (key === 'store') {
          store.set(atoms.store, (data as StartupData['store']) ?? null);
        } else if (Array.isArray(data)) {
          store.set(atoms[key] as SiteAtoms['sliders'], data as StartupData['sliders']);
        }
      } catch (error) {
        console.error('startup data', path, error);
      }
    }),
  );
  store.set(atoms.dataLoaded, true);
}
