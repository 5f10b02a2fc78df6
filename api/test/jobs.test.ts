// The runner of background work: one run per interval across processes, taken over when the holder dies; and the
// balancer's two checks. With PG_TEST_URL the "processes" are two apps on one PostgreSQL database, each with its
// own pool, as two API processes are.
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/connect';
import { advisoryLockKey, runExclusive, runOncePerInterval, slotOf } from '../src/jobs/jobs';
import { buildTestApp, type TestApp } from './helpers';

// Starting apps (and a Redis) takes seconds on a loaded machine.
jest.setTimeout(30_000);

const onPostgres = Boolean(process.env.PG_TEST_URL);
const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp();
  if (onPostgres) {
    // A second process on the same database.
    const app = await buildApp({ config: { ...a.app.config } });
    await app.ready();
    b = { app, close: () => app.close() };
  } else {
    b = a;
  }
});
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
});

describe('runExclusive', () => {
  it('lets one holder run and tells the other it is busy', async () => {
    let inside = 0;
    let most = 0;
    const work = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await later(150);
      inside -= 1;
      return 'done';
    };
    const [first, second] = await Promise.all([
      runExclusive(a.app.db, a.app.dbKind, 'test-exclusive', work),
      runExclusive(b.app.db, b.app.dbKind, 'test-exclusive', work),
    ]);
    expect([first.ran, second.ran].sort()).toEqual([false, true]);
    expect(most).toBe(1);
    // Released afterwards.
    expect((await runExclusive(b.app.db, b.app.dbKind, 'test-exclusive', async () => 1)).ran).toBe(true);
  });

  it('releases the lock when the work fails', async () => {
    await expect(
      runExclusive(a.app.db, a.app.dbKind, 'test-failing', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await runExclusive(a.app.db, a.app.dbKind, 'test-failing', async () => 2)).toEqual({ ran: true, value: 2 });
  });

  (onPostgres ? it : it.skip)('is taken over when the process holding it dies (PostgreSQL)', async () => {
    // A "process" that takes the lock and is then killed: its connection ends, and the lock with it.
    const other = openDatabase(a.app.config.databaseUrl);
    try {
      const pid = await other.db.connection().execute(async (conn) => {
        await sql`SELECT pg_advisory_lock(${advisoryLockKey('test-dies')}::bigint)`.execute(conn);
        const r = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(conn);
        return r.rows[0]!.pid;
      });
      expect((await runExclusive(a.app.db, a.app.dbKind, 'test-dies', async () => 1)).ran).toBe(false);
      await sql`SELECT pg_terminate_backend(${pid})`.execute(a.app.db);
      await later(100);
      expect((await runExclusive(a.app.db, a.app.dbKind, 'test-dies', async () => 1)).ran).toBe(true);
    } finally {
      await other.db.destroy().catch(() => undefined);
    }
  });
});

describe('runOncePerInterval', () => {
  it('runs a job once per interval whichever process asks, however often', async () => {
    let runs = 0;
    const job = async () => {
      runs += 1;
      await later(50);
    };
    const interval = 60 * 60_000;
    const outcomes = await Promise.all(
      [a, b, a, b, a, b].map((t) => runOncePerInterval(t.app.db, t.app.dbKind, 'test-hourly', interval, job)),
    );
    outcomes.push(await runOncePerInterval(b.app.db, b.app.dbKind, 'test-hourly', interval, job));
    expect(runs).toBe(1);
    expect(outcomes.filter((o) => o.status === 'ran')).toHaveLength(1);
    expect(outcomes.every((o) => o.slot === slotOf(interval))).toBe(true);
    const rows = await a.app.db.selectFrom('job_runs').selectAll().where('name', '=', 'test-hourly').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.outcome).toBe('ok');
    expect(rows[0]!.finished_at).not.toBeNull();
  });

  it('runs again in the next interval', async () => {
    let runs = 0;
    const interval = 2_000;
    const job = async () => {
      runs += 1;
    };
    // Intervals follow the clock: start just after one begins, so the first two calls fall in the same one.
    const toNextSlot = () => later(interval - (Date.now() % interval) + 20);
    await toNextSlot();
    const first = slotOf(interval);
    await runOncePerInterval(a.app.db, a.app.dbKind, 'test-short', interval, job);
    await runOncePerInterval(b.app.db, b.app.dbKind, 'test-short', interval, job);
    expect(slotOf(interval)).toBe(first);
    expect(runs).toBe(1);
    await toNextSlot();
    await runOncePerInterval(b.app.db, b.app.dbKind, 'test-short', interval, job);
    expect(runs).toBe(2);
  });

  it('runs the interval again when its holder died during the run', async () => {
    const interval = 60 * 60_000;
    // What a process that died during its run leaves: a started row that never finished.
    await a.app.db
      .insertInto('job_runs')
      .values({
        name: 'test-died',
        slot: slotOf(interval),
        holder: 'gone:1',
        started_at: new Date().toISOString(),
        finished_at: null,
        outcome: null,
      })
      .execute();
    let runs = 0;
    const outcome = await runOncePerInterval(b.app.db, b.app.dbKind, 'test-died', interval, async () => {
      runs += 1;
    });
    expect(outcome.status).toBe('ran');
    expect(runs).toBe(1);
    const row = await a.app.db
      .selectFrom('job_runs')
      .selectAll()
      .where('name', '=', 'test-died')
      .executeTakeFirstOrThrow();
    expect(row.holder).not.toBe('gone:1');
    expect(row.finished_at).not.toBeNull();
  });

  it('records a failed run as finished, with the reason', async () => {
    const interval = 60 * 60_000;
    await expect(
      runOncePerInterval(a.app.db, a.app.dbKind, 'test-fails', interval, async () => {
        throw new Error('the gateway did not answer');
      }),
    ).rejects.toThrow('the gateway did not answer');
    const row = await a.app.db
      .selectFrom('job_runs')
      .selectAll()
      .where('name', '=', 'test-fails')
      .executeTakeFirstOrThrow();
    expect(row.outcome).toBe('failed: the gateway did not answer');
  });
});

describe('scheduled jobs', () => {
  it('run from the app once registered, and stop when it closes', async () => {
    const t = await buildTestApp();
    let runs = 0;
    // Registered before ready, as the plugins do: a fresh app, not the shared ones.
    const app = await buildApp({ config: { ...t.app.config } });
    app.scheduleJob({
      name: 'test-scheduled',
      intervalMs: 400,
      run: async () => {
        runs += 1;
      },
    });
    await app.ready();
    const started = Date.now();
    while (runs < 2 && Date.now() - started < 10_000) await later(50);
    await app.close();
    const seen = runs;
    // One run at start, then one per interval: never two in one interval.
    expect(seen).toBeGreaterThanOrEqual(2);
    const rows = await t.app.db.selectFrom('job_runs').select('slot').where('name', '=', 'test-scheduled').execute();
    if (t.app.config.databaseUrl !== ':memory:') expect(rows).toHaveLength(seen);
    // Closed: no more runs.
    await later(1000);
    expect(runs).toBe(seen);
    await t.close();
  }, 30_000);
});

describe('GET /api/health and /api/ready', () => {
  it('answers alive and ready on a migrated database', async () => {
    const health = await a.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: a.app.dbKind });
    const ready = await a.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while the process shuts down', async () => {
    const t = await buildTestApp();
    t.app.draining = true;
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, reason: 'shutting down' });
    await t.close();
  });

  it('answers 503 when a migration has not run', async () => {
    const t = await buildTestApp();
    await t.app.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '2026-11-23-cluster-file-bytes-and-jobs' as never)
      .execute();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().reason).toBe('migrations not run: 2026-11-23-cluster-file-bytes-and-jobs');
    await t.close();
  });
});
