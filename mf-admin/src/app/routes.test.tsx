// The module's pages and the shared route table agree: a page missing from the table never mounts, and a path the
// table gives this module without a page here would open nothing.
import '../testing/jsdom-polyfills';
import { routeTableGaps } from '@college/shared-types';
import { MOUNTED_PATHS, SCREENS } from './routes';

describe('mf-admin routes', () => {
  it('mounts exactly the paths the shared route table gives it', () => {
    expect(routeTableGaps('mf-admin', Object.keys(SCREENS))).toEqual({ notInRoutes: [], notMounted: [] });
    expect(routeTableGaps('mf-admin', MOUNTED_PATHS)).toEqual({ notInRoutes: [], notMounted: [] });
  });
});
