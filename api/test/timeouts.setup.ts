// Every API test builds a real app on a freshly migrated database (a new PostgreSQL database per app under
// PG_TEST_URL), which takes longer than Jest's 5 s default on a busy machine; assertions stay the same.
jest.setTimeout(30_000);
