// The short fuzz run of `npm test` (the long one: `npm run fuzz -w api`), and the bugs fuzzing found, pinned.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatHistogram, runFuzz } from '../fuzz/fuzz';
import { NUL_MESSAGE } from '../src/plugins/text-input';
import { bearer, createStudent } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { demoAdminToken } from './staff-fixtures';

describe('fuzz: 4,000 seeded malformed requests to every route of a real server', () => {
  it('gets no 5xx, no crash, no hang, and no heap growth over 32 MB', async () => {
    const result = await runFuzz({
      // Every GET route's parameters get each absurd number first (about 2,000 requests with today's routes), then the
      // seeded mix reaches every route.
      count: 4000,
      seed: 2026,
      timeLimitMs: 100_000,
      memoryBoundBytes: 32 * 1024 * 1024,
      concurrency: 4,
    });
    console.log(formatHistogram(result));
    expect(result.failures.slice(0, 5)).toEqual([]);
    expect(result.problems).toEqual([]);
    expect(result.sent).toBe(4000);
    expect(result.routesHit).toBe(result.routes);
    // The run reached past the token checks and the schemas, not only refusals.
    expect(result.histogram['200']).toBeGreaterThan(100);
  }, 120_000);
});

describe('what fuzzing found', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('an unknown field called "constructor" or "__proto__" is a 400, not a 500', async () => {
    for (const field of ['constructor', 'prototype', '__proto__', 'toString']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/signin',
        headers: { 'content-type': 'application/json' },
        payload: `{"email":"a@example.com","password":"x","${field}":1}`,
      });
      expect([field, res.statusCode]).toEqual([field, 400]);
    }
  });

  it('a NUL character in a path, query or body is a 400 naming the field (PostgreSQL cannot store one)', async () => {
    const s = await createStudent(t.app, { status: 1 });
    const inPath = await t.app.inject({ url: '/api/v2/payment/receipt/%00', headers: bearer(s.token) });
    expect(inPath.statusCode).toBe(400);
    const inQuery = await t.app.inject({ url: '/api/v2/verify/x?a=%00' });
    expect(inQuery.statusCode).toBe(400);
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/v2/signin',
      payload: { email: 'a\u0000@example.com', password: 'x' },
    });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().errors).toEqual({ email: [NUL_MESSAGE] });
  });

  it('a save2 part without a name is ignored, not a 500', async () => {
    const s = await createStudent(t.app, { status: 1 });
    const b = '----nameless';
    const payload =
      `--${b}\r\nContent-Disposition: form-data\r\n\r\nhello\r\n` +
      `--${b}\r\nContent-Disposition: form-data; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--${b}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admission/save2',
      headers: { ...bearer(s.token), 'content-type': `multipart/form-data; boundary=${b}` },
      payload,
    });
    expect(res.statusCode).toBe(422);
  });

  it('an answer given before a large body was read closes the connection instead of leaving it to hang', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = Buffer.alloc(2 * 1024 * 1024, 0x61);
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v2/admission/save2',
        headers: { authorization: 'Bearer not-a-token', 'content-type': 'multipart/form-data; boundary=x' },
        agent: new http.Agent({ keepAlive: true }),
      });
      req.on('response', resolve);
      req.on('error', reject);
      req.end(body);
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers.connection).toBe('close');
    answer.resume();
  });

  it('page and per_page of the students list must be whole numbers in range (400)', async () => {
    const headers = bearer(await demoAdminToken(t.app));
    for (const q of ['page=Infinity', 'page=1e300', 'page=-0', 'page=0', 'per_page=NaN', 'page=99999999999999999999']) {
      const res = await t.app.inject({ url: `/api/admin/students?${q}`, headers });
      expect([q, res.statusCode]).toEqual([q, 400]);
    }
    const ok = await t.app.inject({ url: '/api/admin/students?page=2&per_page=5', headers });
    expect(ok.json()).toMatchObject({ page: 2, per_page: 5 });
  });
});
