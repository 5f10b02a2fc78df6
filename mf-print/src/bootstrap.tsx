// Runs this module alone in development, with its own site state and the API behind the dev proxy.
import { createStore } from 'jotai';
import type { ShellProps, Store } from '@college/shared-types';
import { SITE_VERSION, createSiteAtoms } from '@college/shared-types';
import { bootstrap, mount } from './app/lifecycles';

const jotaiStore = createStore();
const atoms = createSiteAtoms();
const props: ShellProps & { domElement: HTMLElement; name: string } = {
  name: 'mf-print',
  jotaiStore,
  atoms,
  apiBase: '/api',
  setBanner: (b) => {
    document.title = b?.title ?? 'mf-print';
  },
  versions: { 'mf-print': __MODULE_VERSION__ },
  siteVersion: SITE_VERSION,
  domElement: document.getElementById('root') as HTMLElement,
};

fetch('/api/v1/get-store-data')
  .then((r) => r.json())
  .then((b: { data?: Store | null }) => {
    jotaiStore.set(atoms.store, b.data ?? null);
  })
  .catch((e) => console.error(e))
  .finally(() => jotaiStore.set(atoms.dataLoaded, true));

void (async () => {
  await bootstrap(props as never);
  await mount(props as never);
})();
