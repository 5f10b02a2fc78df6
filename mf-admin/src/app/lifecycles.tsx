// The only module this remote exposes: single-spa lifecycles around the console's root.
import { createModuleLifecycles } from '@college/web-kit';
import { Root } from './root';

export const { bootstrap, mount, unmount } = createModuleLifecycles(Root);
