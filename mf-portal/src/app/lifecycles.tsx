// The only module this remote exposes ('./app'): its single-spa lifecycles, made by the kit.
import { createModuleLifecycles } from '@college/web-kit';
import { Root } from './root';

export const { bootstrap, mount, unmount } = createModuleLifecycles(Root);
