import { buildTestApp, PRODUCTION_SETTINGS, type TestApp } from './helpers';
import { post, uniqueEmail } from './accounts-fixtures';
import { ONLY_THIS_MACHINE } from '../src/plugins/security';

describe('GET /api/dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists kept mails newest last, with to, subject, text and html, filtered by ?to=', async () => {
    const a = uniqueEmail('a');
    const b = uniqueEmail('b');
    await post(t.app, '/api/v2/send-otp', { type_of: 'email_otp', sender: a });
    await post(t.app, '/api/v2/send-otp', { type_of: 'email_otp', sender: b });
    const all = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().data;
    expect(all.map((m: { to: string }) => m.to).slice(-2)).toEqual([a, b]);
    for (const key of ['id', 'to', 'subject', 'text', 'html', 'created_at']) expect(all[0]).toHaveProperty(key);
    const onlyA = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${a.toUpperCase()}` })).json().data;
    expect(onlyA).toHaveLength(1);
    expect(onlyA[0].to).toBe(a);
  });

  it('answers only the machine itself, even through a proxy on it', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '198.51.100.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().message).toBe(ONLY_THIS_MACHINE);
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(proxied.statusCode).toBe(403);
    const simulator = await t.app.inject({
      method: 'POST',
      url: '/api/dev/payu/verify_payment',
      remoteAddress: '198.51.100.7',
      payload: 'key=DEVKEY',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(simulator.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(PRODUCTION_SETTINGS);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no outbox call at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });

  it('does not make phone codes it could never deliver', async () => {
    const res = await post(t.app, '/api/v2/send-otp', { type_of: 'phone', sender: '9876543210' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, refrence_id: null });
  });

  it('throttles requests from this machine too (no loopback exemption)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(t.app, '/api/v1/add-enquiry', {
        name: 'Asha',
        email: 'a@example.com',
        mobile: '1',
        message: 'Hello',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[5]).toBe(429);
  });
});
