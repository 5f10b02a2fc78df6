// Every API test builds a real app on a freshly migrated database (a new PostgreSQL database per app under
// PG_TEST_URL), which takes longer than Jest's 5 s default on a busy machine; assertions stay the same.
jest.setTimeout(30_000);

// Every error answer carries a code of the one error catalogue (shared-types/src/errors): a refusal thrown
// without one fails the test file that met it.
import { uncataloguedErrors } from '../src/plugins/errors';

afterAll(() => {
  expect(uncataloguedErrors).toEqual([]);
});
