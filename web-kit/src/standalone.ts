// Runs a remote alone in development (its own dev server): its own site state, the startup data the pages
// read, and the API behind the dev proxy. On the site every module is mounted by the shell instead.
import {
  STARTUP_CALLS,
  createStandaloneProps,
  initLanguage,
  type ModuleName,
  type SiteAtoms,
} from '@college/shared-types';

interface Lifecycles {
  bootstrap: (props: never) => Promise<unknown>;
  mount: (props: never) => Promise<unknown>;
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
