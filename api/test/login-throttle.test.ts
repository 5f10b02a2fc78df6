// The login throttle counts before it checks: parallel wrong passwords cannot all be tried (SQLite and, with
// PG_TEST_URL, PostgreSQL).
import type { AddressInfo } from 'node:net';
import { ACCOUNT_ANSWERS } from '../src/accounts/student-accounts-routes';
import { clearAttempts, countAttempt, LOGIN_MAX_FAILURES } from '../src/accounts/login-throttle';
import { registerStudent, uniqueEmail, uniqueIp } from './accounts-fixtures';
import { createStaff, STAFF_PASSWORD } from './staff-fixtures';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

describe('countAttempt', () => {
  const rule = { max: 3, windowMs: 60_000 };

  it('numbers attempts, refuses past the max, and restarts after the window', async () => {
    const account = uniqueEmail();
    const now = Date.parse('2026-11-23T10:00:00Z');
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push(await countAttempt(t.app.db, 'test-kind', account, rule, now + i));
    expect(counts.map((c) => c.count)).toEqual([1, 2, 3, 4]);
    expect(counts.map((c) => c.allowed)).toEqual([true, true, true, false]);
    expect(counts[3]?.retryAfterSeconds).toBe(60);
    const later = await countAttempt(t.app.db, 'test-kind', account, rule, now + 60_001);
    expect(later).toMatchObject({ count: 1, allowed: true });
  });

  it('keeps kinds and accounts apart, and forgets an account when cleared', async () => {
    const account = uniqueEmail();
    for (let i = 0; i < 4; i++) await countAttempt(t.app.db, 'kind-a', account, rule);
    expect((await countAttempt(t.app.db, 'kind-b', account, rule)).count).toBe(1);
    expect((await countAttempt(t.app.db, 'kind-a', uniqueEmail(), rule)).count).toBe(1);
    await clearAttempts(t.app.db, 'kind-a', account);
    expect((await countAttempt(t.app.db, 'kind-a', account, rule)).count).toBe(1);
  });

  it('gives 50 concurrent callers 50 different numbers', async () => {
    const account = uniqueEmail();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => countAttempt(t.app.db, 'test-kind', account, rule)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(rule.max);
  });
});

describe('POST /api/v2/signin under 20 parallel wrong passwords', () => {
  it(`checks at most ${LOGIN_MAX_FAILURES} of them and refuses the rest with 429`, async () => {
    const s = await registerStudent(t.app);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${base}/api/v2/signin`, {
          method: 'POST',
          // Each from its own address, so only the per-account throttle can stop them.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
          body: JSON.stringify({ email: s.email, password: `wrong-password-${i}` }),
        }).then(async (r) => ({
          status: r.status,
          retryAfter: r.headers.get('retry-after'),
          body: (await r.json()) as { message: string },
        })),
      ),
    );
    const elapsed = Date.now() - started;
    const checked = answers.filter((a) => a.status === 401);
    const refused = answers.filter((a) => a.status === 429);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(checked.length + refused.length).toBe(20);
    expect(refused.every((a) => a.body.message === ACCOUNT_ANSWERS.throttled && Number(a.retryAfter) > 0)).toBe(true);
    // Only checked passwords leave a login record.
    const records = await t.app.db
      .selectFrom('login_attempts')
      .select('succeeded')
      .where('email', '=', s.email)
      .where('created_at', '>=', new Date(started).toISOString())
      .execute();
    expect(records.length).toBe(checked.length);
    // The right password is refused too while the account is held back.
    const right = await fetch(`${base}/api/v2/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: s.email, password: s.password }),
    });
    expect(right.status).toBe(429);
    console.log(
      `parallel signin: 20 wrong passwords -> ${checked.length} checked (401), ${refused.length} refused (429) in ${elapsed} ms`,
    );
  });

  it('holds for the office too: 20 parallel wrong passwords for one staff account, at most 5 checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${base}/api/admin/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
          body: JSON.stringify({ email: 'admin@college.local', password: `wrong-password-${i}` }),
        }).then((r) => r.status),
      ),
    );
    const checked = answers.filter((s) => s === 401).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(answers.filter((s) => s === 429).length).toBe(20 - checked);
    console.log(`parallel staff signin: 20 wrong passwords -> ${checked} checked (401), ${20 - checked} refused (429)`);
  });

  it('lets a right password through after a few failures and starts the count again', async () => {
    const s = await registerStudent(t.app);
    const signin = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v2/signin', payload: { email: s.email, password } });
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) expect((await signin('wrong-password')).statusCode).toBe(401);
    expect((await signin(s.password)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) expect((await signin('wrong-password')).statusCode).toBe(401);
    expect((await signin(s.password)).statusCode).toBe(200);
  });
});

describe('a hold never locks the owner out', () => {
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const cookieOf = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['set-cookie'] ?? '').split(';')[0]!;

  it('lets a student in from a browser that signed in before, while others are held back', async () => {
    const s = await registerStudent(t.app);
    const first = await post('/api/v2/signin', { email: s.email, password: s.password });
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^college_device=[\w-]+; Path=\/api\/v2\/signin; Max-Age=\d+; HttpOnly; SameSite=Strict/);
    const device = cookieOf(first);
    // Someone else tries passwords until the account is held back.
    for (let i = 0; i <= LOGIN_MAX_FAILURES; i++)
      await post('/api/v2/signin', { email: s.email, password: `guess-${i}` });
    expect((await post('/api/v2/signin', { email: s.email, password: s.password })).statusCode).toBe(429);
    // The owner's browser still gets in with the right password, and is throttled on its own count.
    expect((await post('/api/v2/signin', { email: s.email, password: 'typo' }, device)).statusCode).toBe(401);
    const owner = await post('/api/v2/signin', { email: s.email, password: s.password }, device);
    expect(owner.statusCode).toBe(200);
    // No new device cookie (only the session's page cookie).
    expect(String(owner.headers['set-cookie'] ?? '')).not.toMatch(/college_device=/);
    // A device cookie of another account proves nothing here.
    const other = await registerStudent(t.app);
    const otherDevice = cookieOf(await post('/api/v2/signin', { email: other.email, password: other.password }));
    expect((await post('/api/v2/signin', { email: s.email, password: s.password }, otherDevice)).statusCode).toBe(429);
  });

  it('lets an administrator in from a known browser, lists the holds for an administrator and lifts one, audited', async () => {
    const admin = await createStaff(t.app, 'admin');
    const first = await post('/api/admin/signin', { email: admin.email, password: STAFF_PASSWORD });
    expect(first.statusCode).toBe(200);
    const device = cookieOf(first);
    expect(device).toMatch(/^college_staff_device=/);
    for (let i = 0; i <= LOGIN_MAX_FAILURES; i++) {
      await post('/api/admin/signin', { email: admin.email, password: `guess-${i}` });
    }
    expect((await post('/api/admin/signin', { email: admin.email, password: STAFF_PASSWORD })).statusCode).toBe(429);
    expect((await post('/api/admin/signin', { email: admin.email, password: STAFF_PASSWORD }, device)).statusCode).toBe(
      200,
    );

    const s = await registerStudent(t.app);
    for (let i = 0; i <= LOGIN_MAX_FAILURES; i++)
      await post('/api/v2/signin', { email: s.email, password: `guess-${i}` });
    const headers = { authorization: `Bearer ${admin.token}` };
    const holds = await t.app.inject({ method: 'GET', url: '/api/admin/login-holds', headers });
    expect(holds.statusCode).toBe(200);
    const listed = holds.json().data as Array<{ kind: string; account: string; attempts: number; held_until: string }>;
    expect(listed).toEqual(
      expect.arrayContaining([
        { kind: 'student-login', account: s.email, attempts: LOGIN_MAX_FAILURES + 1, held_until: expect.any(String) },
        expect.objectContaining({ kind: 'staff-login', account: admin.email }),
      ]),
    );
    const verifier = await createStaff(t.app, 'verifier');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/login-holds',
      headers: { authorization: `Bearer ${verifier.token}` },
    });
    expect(refused.statusCode).toBe(403);

    const lift = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login-holds/lift',
        headers,
        payload: { kind: 'student-login', account: s.email },
      });
    const lifted = await lift();
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ message: 'The hold is lifted.', message_hi: 'रोक हटा दी गई है।' });
    expect((await post('/api/v2/signin', { email: s.email, password: s.password })).statusCode).toBe(200);
    const again = await lift();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'no_such_login_hold', message_hi: expect.any(String) });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login-holds/lift',
      headers,
      payload: { kind: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'login_hold.lifted')
      .where('staff_id', '=', admin.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(String(audit[0]!.detail)).toContain(s.email);
  });
});
