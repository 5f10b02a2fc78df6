import { buildTestApp, type TestApp } from './helpers';
import { post, uniqueEmail } from './accounts-fixtures';

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
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: 'production' });
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
        name: 'A',
        email: 'a@example.com',
        mobile: '1',
        message: 'Hello',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[5]).toBe(429);
  });
});
