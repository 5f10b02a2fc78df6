// The module's pages and the shared route table agree: a page missing from the table never mounts, and a path the
// table gives this module without a page here would open nothing.
import '../test-polyfills';
import { routeTableGaps } from '@college/shared-types';
import { MOUNTED_PATHS } from './routes';

describe('mf-admission routes', () => {
  it('mounts exactly the paths the shared route table gives it', () => {
    expect(routeTableGaps('mf-admission', MOUNTED_PATHS)).toEqual({ notInRoutes: [], notMounted: [] });
  });
});
