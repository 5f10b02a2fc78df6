// Runs a remote alone in development (its own dev server): its own site state, the startup data the pages
// read, and the API behind the dev proxy. On the site every module is mounted by the shell instead.
import { createStore } from 'jotai/vanilla';
import { SITE_VERSION, STARTUP_CALLS, type ModuleName, type ShellProps, type SiteAtoms } from '@college/shared-types';
import { initLanguage } from './language';
import { createSiteAtoms } from './site-state';

interface Lifecycles {
  bootstrap: (props: never) => Promise<unknown>;
  mount: (props: never) => Promise<unknown>;
}

/** Shell props for a remote running alone in development (its own store and atoms, the API behind the dev proxy). */
export function createStandaloneProps(
  name: ModuleName,
  version: string,
  domElement: HTMLElement,
): ShellProps & { domElement: HTMLElement; name: string } {
  return {
    name,
    jotaiStore: createStore(),
    atoms: createSiteAtoms(),
    apiBase: '/api',
    versions: { [name]: version },
    siteVersion: SITE_VERSION,
    domElement,
  };
}

/** `void runStandalone('mf-portal', __MODULE_VERSION__, lifecycles)` in a remote's src/bootstrap.tsx. */
export async function runStandalone(name: ModuleName, version: string, lifecycles: Lifecycles): Promise<void> {
  initLanguage();
  const props = createStandaloneProps(name, version, document.getElementById('root') as HTMLElement);
  const { jotaiStore, atoms } = props;
  void Promise.all(
    STARTUP_CALLS.map(async ({ key, path }) => {
      try {
        const body = (await (await fetch(path)).json()) as { data?: unknown };
        jotaiStore.set(atoms[key] as SiteAtoms['store'], (body.data ?? (key === 'store' ? null : [])) as never);
      } catch (error) {
        console.error(path, error);
      }
    }),
  ).finally(() => jotaiStore.set(atoms.dataLoaded, true));
  await lifecycles.bootstrap(props as never);
  await lifecycles.mount(props as never);
}
