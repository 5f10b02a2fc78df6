// Loads the seven startup calls once per page load into the site atoms; failures are logged, never fatal.
import type { JotaiStore, SiteAtoms, StartupData } from '@college/shared-types';
import { STARTUP_CALLS } from '@college/shared-types';

async function getData(apiOrigin: string, path: string): Promise<unknown> {
  const res = await fetch(apiOrigin + path, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  const body = (await res.json()) as { data?: unknown };
  return body?.data;
}

export async function loadStartupData(store: JotaiStore, atoms: SiteAtoms, apiOrigin = ''): Promise<void> {
  await Promise.all(
    STARTUP_CALLS.map(async ({ key, path }) => {
      try {
        const data = await getData(apiOrigin, path);
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
