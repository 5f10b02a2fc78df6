// The console's single-spa lifecycles around its root: the router, the UI kit, styled-components and the screens'
// frame, loaded by the exposed entry (lifecycles.tsx) beside what it starts first.
import { createModuleLifecycles } from '@college/web-kit';
import { Root } from './root';

export const { bootstrap, mount, unmount } = createModuleLifecycles(Root);
