// Content answered from memory by several API processes: a write through one reaches the others at once (PostgreSQL
// LISTEN/NOTIFY), not only at their next periodic reload. Two apps on one PostgreSQL database play two processes;
// on SQLite (one process) there is nothing to tell, and the suite is skipped saying so.
import { API_PATHS } from '@college/shared-types';
import { buildApp } from '../src/app';
import { buildTestApp, type TestApp } from './helpers';

jest.setTimeout(30_000);
const onPostgres = Boolean(process.env.PG_TEST_URL);
if (!onPostgres) console.warn('content-changes.test.ts runs only on PostgreSQL (set PG_TEST_URL)');
const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('content changes across processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp();
    const app = await buildApp({ config: { ...a.app.config } });
    await app.ready();
    b = { app, close: () => app.close() };
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const sessionOn = async (t: TestApp) =>
    (await t.app.inject({ method: 'GET', url: API_PATHS.settings })).json().data.academic_session as string;

  it('a write through one process is served by the other within a second', async () => {
    const before = await sessionOn(b);
    const next = before === '2031-32' ? '2032-33' : '2031-32';
    await a.app.db
      .insertInto('settings')
      .values({ key: 'academic_session', value: next, updated_by: null, updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: next }))
      .execute();
    // What a writer does after its change.
    await a.app.contentCache.refresh();
    expect(await sessionOn(a)).toBe(next);
    const t0 = Date.now();
    let seen = await sessionOn(b);
    while (seen !== next && Date.now() - t0 < 5_000) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await sessionOn(b);
    }
    expect(seen).toBe(next);
    // Far sooner than the periodic reload (30 s).
    expect(Date.now() - t0).toBeLessThan(2_000);
  });
});
