// Runs this module alone in development, with its own site state and the API behind the dev proxy.
import type { Store } from '@college/shared-types';
import { createStandaloneProps } from '@college/shared-types';
import { bootstrap, mount } from './app/lifecycles';

const props = createStandaloneProps('mf-portal', __MODULE_VERSION__, document.getElementById('root') as HTMLElement);

fetch('/api/v1/get-store-data')
  .then((r) => r.json())
  .then((b: { data?: Store | null }) => props.jotaiStore.set(props.atoms.store, b.data ?? null))
  .catch((e) => console.error(e))
  .finally(() => props.jotaiStore.set(props.atoms.dataLoaded, true));

void (async () => {
  await bootstrap(props as never);
  await mount(props as never);
})();
