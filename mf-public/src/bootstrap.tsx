// Runs this module alone in development, with its own site state and the API behind the dev proxy.
import { createStore } from 'jotai';
import type { ShellProps, SiteAtoms } from '@college/shared-types';
import { SITE_VERSION, STARTUP_CALLS, createSiteAtoms, initLanguage } from '@college/shared-types';
import { bootstrap, mount } from './app/lifecycles';

const jotaiStore = createStore();
const atoms = createSiteAtoms();
initLanguage();
const props: ShellProps & { domElement: HTMLElement; name: string } = {
  name: 'mf-public',
  jotaiStore,
  atoms,
  apiBase: '/api',
  setBanner: (b) => {
    document.title = b?.title ?? 'mf-public';
  },
  versions: { 'mf-public': __MODULE_VERSION__ },
  siteVersion: SITE_VERSION,
  domElement: document.getElementById('root') as HTMLElement,
};

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

void (async () => {
  await bootstrap(props as never);
  await mount(props as never);
})();
