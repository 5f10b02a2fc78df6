// No dead end (decision 030): the student's own check of a pending payment asks the gateway at once and says what
// to do (the result, Try again when the checkout was never completed, or when the automatic check runs next); a
// cancel at the gateway returns to a page of its own; a profile's fee fields are locked once a fee is fixed.
// Runs on SQLite, and on PostgreSQL with PG_TEST_URL.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@college/shared-types';
import { multipart } from './accounts-fixtures';
import { bearer, checkout, createStudent, initiate, pay, pngBytes, postForm } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';

jest.setTimeout(30_000);

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp({
    payments: {
      reconcileIntervalMs: 5 * 60_000,
      openMs: 10 * 60_000,
      expireMs: 24 * 3600_000,
      batchSize: 25,
      verifyTimeoutMs: 10_000,
    },
  });
  app = t.app;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const check = (token: string, txnid: string) =>
  app.inject({ method: 'POST', url: `/api/v2/payment/check/${encodeURIComponent(txnid)}`, headers: bearer(token) });

async function statusOf(txnid: string) {
  return (await app.db.selectFrom('transactions').select('status').where('txnid', '=', txnid).executeTakeFirstOrThrow())
    .status;
}

describe('POST /api/v2/payment/check/:txnid', () => {
  it('a checkout opened and left: still pending, Try again allowed, and when the automatic check runs', async () => {
    const s = await createStudent(app);
    const init = await initiate(app, s.token, 'registration');
    await postForm(app, new URL(init.action).pathname, init.fields);
    const before = Date.now();
    const res = await check(s.token, init.fields.txnid!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ txnid: init.fields.txnid, purpose: 'registration', status: 'pending', retry: true });
    // Young payment: the job takes it once the 10-minute window has passed, at its next 5-minute run.
    const at = Date.parse(body.next_check_at);
    expect(at).toBeGreaterThanOrEqual(before + 15 * 60_000 - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 5_000);
    // Paying again reuses the same open checkout: the gateway never charges one txnid twice.
    const again = await initiate(app, s.token, 'registration');
    expect(again.fields.txnid).toBe(init.fields.txnid);
  });

  it('a payment made at the gateway whose return never came: settled as paid by the check', async () => {
    const s = await createStudent(app);
    const init = await initiate(app, s.token, 'registration');
    await app.inject({
      method: 'POST',
      url: '/api/dev/payu/scenario',
      payload: { txnid: init.fields.txnid, return: 'none' },
    });
    // The bank takes the money; the browser never comes back (checkout's 307 to the site does not happen).
    await expect(checkout(app, init, 'Success')).rejects.toThrow(/complete answered 200/);
    const res = await check(s.token, init.fields.txnid!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', retry: false, next_check_at: null });
    expect(await statusOf(init.fields.txnid!)).toBe('success');
  });

  it('a settled payment is answered as it is, without asking again', async () => {
    const s = await createStudent(app);
    const { txnid } = await pay(app, s.token, 'registration', 'Failure');
    const res = await check(s.token, txnid);
    expect(res.json()).toMatchObject({ status: 'failure', retry: false, next_check_at: null });
  });

  it("answers 404 for another student's payment and for one that does not exist, in both languages", async () => {
    const owner = await createStudent(app);
    const other = await createStudent(app);
    const init = await initiate(app, owner.token, 'registration');
    for (const txnid of [init.fields.txnid!, 'RNOSUCH123']) {
      const res = await check(other.token, txnid);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'no_such_payment', message: 'No such payment.' });
      expect(res.json().message_hi).toMatch(/[\u0900-\u097F]/);
    }
    expect(await statusOf(init.fields.txnid!)).toBe('pending');
  });

  it('needs the student to be signed in', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v2/payment/check/R1' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the gateway return', () => {
  it('a cancel opens the cancelled page, a failure the failed page', async () => {
    const s = await createStudent(app);
    const cancelled = await pay(app, s.token, 'registration', 'Cancel');
    expect(cancelled.callback.statusCode).toBe(303);
    expect(cancelled.callback.headers.location).toMatch(/\/admission\/student\/payment\/failed\?.*state=cancelled/);
    const failed = await pay(app, s.token, 'registration', 'Failure');
    expect(failed.callback.headers.location).toMatch(/\/admission\/student\/payment\/failed\?/);
    expect(failed.callback.headers.location).not.toMatch(/state=/);
  });
});

describe('the profile once a fee is fixed', () => {
  const PROFILE = {
    gender: 'F',
    category: 'OBC',
    academic_level: 'UG',
    same_state: '1',
    admission_code: 'New',
    course_name: 'BCOM',
    course_year: '1',
    refrence_roll: '',
  };
  async function send(token: string, fields: Record<string, string>) {
    const body = multipart(fields, { profile_photo: { filename: 'p.png', type: 'image/png', data: await pngBytes() } });
    return app.inject({
      method: 'POST',
      url: API_PATHS.completeProfile,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  }

  it('refuses a change of course or category with the reason, and keeps the row as it was', async () => {
    const s = await createStudent(app, { status: 0, fee_to_pay: '1250.00' });
    for (const change of [{ course_name: 'BSCMATH' }, { category: 'GENERAL' }, { course_year: '2' }]) {
      const res = await send(s.token, { ...PROFILE, ...change });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'profile_fee_locked' });
      expect(res.json().message_hi).toMatch(/शुल्क तय हो चुका है/);
    }
    const row = await app.db.selectFrom('students').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ course_name: 'BCOM', category: 'OBC', course_year: 1 });
  });

  it('still takes the other fields (gender, photo) and takes everything before a fee is set', async () => {
    const fixed = await createStudent(app, { status: 0, fee_to_pay: '1250.00' });
    expect((await send(fixed.token, { ...PROFILE, gender: 'M' })).statusCode).toBe(200);
    const open = await createStudent(app, { status: 0 });
    expect((await send(open.token, { ...PROFILE, course_name: 'BSCMATH' })).statusCode).toBe(200);
  });
});
