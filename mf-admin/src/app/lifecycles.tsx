// The only module this remote exposes: single-spa lifecycles around the console's root. Mounting starts, beside the
// session's check, what the address's screen needs first: its code, and for the queue its first page of applicants.
import { createModuleLifecycles } from '@college/web-kit';
import { askQueueEarly, dropEarlyQueue } from '../features/queue/early-queue';
import { Root } from './root';
import { preloadScreen } from './routes';

const lifecycles = createModuleLifecycles(Root);

export const { bootstrap } = lifecycles;

export const mount: typeof lifecycles.mount = (props) => {
  if (typeof window !== 'undefined') {
    preloadScreen(window.location.pathname);
    askQueueEarly(props.apiBase, window.location);
  }
  return lifecycles.mount(props);
};

export const unmount: typeof lifecycles.unmount = (props) => {
  dropEarlyQueue();
  return lifecycles.unmount(props);
};
