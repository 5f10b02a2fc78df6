// The only module this remote exposes: single-spa lifecycles around the console's root. Mounting starts, beside the
// session's check, the fetch of the address's screen, rather than once the session has answered.
import { createModuleLifecycles } from '@college/web-kit';
import { Root } from './root';
import { preloadScreen } from './routes';

const lifecycles = createModuleLifecycles(Root);

export const { bootstrap, unmount } = lifecycles;

export const mount: typeof lifecycles.mount = (props) => {
  if (typeof window !== 'undefined') preloadScreen(window.location.pathname);
  return lifecycles.mount(props);
};
