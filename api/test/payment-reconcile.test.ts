// Payments that always match the money: one open payment per fee, settlement once whoever reports it
// (browser, webhook, job, a new Pay Now), mismatches never successes, reconciliation, refunds and the
// accounts office's calls. Runs on SQLite, and on PostgreSQL with PG_TEST_URL.
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { PaymentInitiateResponse } from '@college/shared-types';
import { responseHash } from '../src/payments/payu';
import { PAYMENT_MESSAGES } from '../src/payments/payu-checkout-service';
import { RECONCILE_LOCK_KEY } from '../src/payments/reconciliation-service';
import {
  bearer,
  checkout,
  createStudent,
  formsOf,
  initiate,
  pay,
  postAdmission,
  postForm,
  validAdmission,
  verifyForm,
} from './admission-fixtures';
import { demoAdminToken } from './staff-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { issueToken } from '../src/accounts/tokens';

let t: TestApp;
let app: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp({
    payments: {
      reconcileIntervalMs: 0,
      openMs: 10 * 60_000,
      expireMs: 24 * 3600_000,
      batchSize: 7,
      verifyTimeoutMs: 10_000,
    },
  });
  app = t.app;
  adminToken = await demoAdminToken(app);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const SALT = () => app.config.payu.salt;

async function rowsOf(studentId: number) {
  return app.db.selectFrom('transactions').selectAll().where('student_id', '=', studentId).orderBy('id').execute();
}

async function receiptsTo(email: string) {
  const mails = await app.db.selectFrom('outbox').selectAll().where('to', '=', email).orderBy('id').execute();
  return mails.filter((m) => m.subject.includes('Payment receipt'));
}

async function scenario(txnid: string, s: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/dev/payu/scenario', payload: { txnid, ...s } });
  expect(res.statusCode).toBe(200);
}

/** Makes a payment look as if it started `minutes` ago. */
async function age(txnid: string, minutes: number) {
  const at = new Date(Date.now() - minutes * 60_000).toISOString();
  await app.db.updateTable('transactions').set({ created_at: at }).where('txnid', '=', txnid).execute();
}

/** The simulator's pages up to the outcome button; answers the completing post and the signed fields. */
async function walk(init: PaymentInitiateResponse, outcome: 'Success' | 'Failure' | 'Cancel' = 'Success') {
  const page1 = await postForm(app, new URL(init.action).pathname, init.fields);
  expect(page1.statusCode).toBe(200);
  const choose = formsOf(page1.body).find((f) => f.button === 'Card')!;
  const page2 = await postForm(app, choose.action, choose.fields);
  const pick = formsOf(page2.body).find((f) => f.button === outcome)!;
  const done = await postForm(app, pick.action, pick.fields);
  return { done, fields: pick.fields };
}

/** Opens the checkout page only (the student is at the gateway, has not paid). */
async function openCheckout(init: PaymentInitiateResponse) {
  const page1 = await postForm(app, new URL(init.action).pathname, init.fields);
  expect(page1.statusCode).toBe(200);
}

function reconcileNow() {
  return app.inject({ method: 'POST', url: '/api/admin/payments/reconcile', headers: bearer(adminToken) });
}

const counted = {
  doubleScenarios: 0,
  doubleTried: 0,
  doubleCharges: 0,
  racesTried: 0,
  raceSettlements: 0,
  mismatchTried: 0,
  mismatchSuccesses: 0,
};

describe('one open payment per student and fee', () => {
  it('20 concurrent Pay Now presses make one open payment, and paying it makes one charge', async () => {
    const s = await createStudent(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/v2/payment/initiate',
          headers: bearer(s.token),
          payload: { purpose: 'registration', firstname: 'Reena Devi', phone: '9876543210' },
        }),
      ),
    );
    for (const a of answers) expect(a.statusCode).toBe(200);
    const txnids = new Set(answers.map((a) => a.json().fields.txnid));
    expect(txnids.size).toBe(1);
    const rows = await rowsOf(s.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('pending');

    // Every tab goes on to pay the same txnid: the gateway takes one payment for it.
    const init = answers[0]!.json() as PaymentInitiateResponse;
    const { target, fields } = await checkout(app, init, 'Success');
    await Promise.all(answers.slice(0, 5).map(() => postForm(app, target, fields)));
    const after = await rowsOf(s.id);
    counted.doubleScenarios += 1;
    counted.doubleTried += 20;
    counted.doubleCharges += after.filter((r) => r.status === 'success').length;
    expect(after.map((r) => r.status)).toEqual(['success']);
    expect(await receiptsTo(s.email)).toHaveLength(1);

    const again = await app.inject({
      method: 'POST',
      url: '/api/v2/payment/initiate',
      headers: bearer(s.token),
      payload: { purpose: 'registration', firstname: 'Reena Devi', phone: '9876543210' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.registrationPaid);
  });

  it('reuses a young open payment with the same txnid and amount', async () => {
    const s = await createStudent(app);
    const first = await initiate(app, s.token, 'registration');
    await openCheckout(first);
    const second = await initiate(app, s.token, 'registration');
    expect(second.fields.txnid).toBe(first.fields.txnid);
    expect(second.fields.amount).toBe('50.00');
    expect(second.fields.hash).toBe(first.fields.hash);
  });

  it('settles an open payment the gateway took (closed tab) instead of charging again, and says so', async () => {
    const s = await createStudent(app);
    const first = await initiate(app, s.token, 'registration');
    await scenario(first.fields.txnid!, { return: 'none' });
    const { done } = await walk(first);
    expect(done.statusCode).toBe(200); // the tab closed: no return to the site
    expect((await rowsOf(s.id))[0]!.status).toBe('pending');

    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/payment/initiate',
      headers: bearer(s.token),
      payload: { purpose: 'registration', firstname: 'Reena Devi', phone: '9876543210' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ paid: true, txnid: first.fields.txnid, message: PAYMENT_MESSAGES.earlierPaid });
    const rows = await rowsOf(s.id);
    counted.doubleScenarios += 1;
    counted.doubleTried += 2;
    counted.doubleCharges += rows.filter((r) => r.status === 'success').length;
    expect(rows.map((r) => [r.status, r.settled_by])).toEqual([['success', 'initiate']]);
    expect(await receiptsTo(s.email)).toHaveLength(1);
  });

  it('abandons an old open payment the gateway never completed and starts a new one', async () => {
    const s = await createStudent(app);
    const first = await initiate(app, s.token, 'registration');
    await openCheckout(first);
    await age(first.fields.txnid!, 11);
    const second = await initiate(app, s.token, 'registration');
    expect(second.fields.txnid).not.toBe(first.fields.txnid);
    expect((await rowsOf(s.id)).map((r) => r.status)).toEqual(['abandoned', 'pending']);
  });
});

describe('settled exactly once, whoever reports it', () => {
  it('races the browser callback, the webhook and the job 20 times: one settlement and one receipt each', async () => {
    for (let i = 0; i < 20; i += 1) {
      const s = await createStudent(app);
      const init = await initiate(app, s.token, 'registration');
      const { target, fields } = await checkout(app, init, 'Success');
      await Promise.all([
        postForm(app, target, fields),
        postForm(app, '/api/v2/payment/webhook', fields),
        app.reconcilePayments({ all: true }),
        postForm(app, target, fields),
        postForm(app, '/api/v2/payment/webhook', fields),
      ]);
      const rows = await rowsOf(s.id);
      counted.racesTried += 1;
      counted.raceSettlements += rows.filter((r) => r.status === 'success').length;
      expect(rows.map((r) => r.status)).toEqual(['success']);
      expect(await receiptsTo(s.email)).toHaveLength(1);
    }
  }, 60_000);

  it.each(['before', 'after'] as const)('settles once when the webhook comes %s the browser', async (when) => {
    const s = await createStudent(app);
    const init = await initiate(app, s.token, 'registration');
    await scenario(init.fields.txnid!, { webhook: when });
    const { done, fields } = await walk(init);
    expect(done.statusCode).toBe(307);
    const browser = await postForm(app, new URL(done.headers.location as string).pathname, fields);
    await app.payuSimulator.idle();
    expect(new URL(browser.headers.location as string).pathname).toBe('/admission/student/payment/success');
    const rows = await rowsOf(s.id);
    expect(rows.map((r) => [r.status, r.settled_by])).toEqual([
      ['success', when === 'before' ? 'webhook' : 'callback'],
    ]);
    expect(await receiptsTo(s.email)).toHaveLength(1);
  });

  it('settles from the webhook alone when the student closes the tab', async () => {
    const s = await createStudent(app);
    const init = await initiate(app, s.token, 'registration');
    await scenario(init.fields.txnid!, { webhook: 'after', return: 'none' });
    const { done } = await walk(init);
    expect(done.statusCode).toBe(200);
    await app.payuSimulator.idle();
    expect((await rowsOf(s.id)).map((r) => [r.status, r.settled_by])).toEqual([['success', 'webhook']]);
    expect(await receiptsTo(s.email)).toHaveLength(1);
  });

  it('refuses a webhook with a forged hash', async () => {
    const s = await createStudent(app);
    const init = await initiate(app, s.token, 'registration');
    const { fields } = await checkout(app, init, 'Failure');
    const forged: Record<string, string> = { ...fields, status: 'success' };
    forged.hash = responseHash(forged as never, 'guessed-salt');
    const res = await postForm(app, '/api/v2/payment/webhook', forged);
    expect(res.statusCode).toBe(200);
    expect((await rowsOf(s.id))[0]!.status).toBe('pending');
  });
});

describe('everything the gateway says is checked', () => {
  it('a different amount reported by the callback, the webhook and verify is a mismatch, never a success', async () => {
    for (const path of ['/api/v2/student/payment/success', '/api/v2/payment/webhook', 'reconcile'] as const) {
      const s = await createStudent(app);
      const init = await initiate(app, s.token, 'registration');
      await scenario(init.fields.txnid!, { amount: '1.00', return: path === 'reconcile' ? 'none' : 'browser' });
      const { fields } = await walk(init);
      expect(fields.amount).toBe('1.00');
      if (path === 'reconcile') {
        const res = await reconcileNow();
        expect(res.json().mismatched).toBeGreaterThanOrEqual(1);
      } else {
        const res = await postForm(app, path, fields);
        if (path !== '/api/v2/payment/webhook') {
          expect(new URL(res.headers.location as string).searchParams.get('state')).toBe('review');
        }
      }
      const [tx] = await rowsOf(s.id);
      counted.mismatchTried += 1;
      if (tx!.status === 'success') counted.mismatchSuccesses += 1;
      expect(tx!.status).toBe('mismatch');
      expect(tx!.gateway_amount).toBe('1.00');
      expect(tx!.flag_reason).toContain('amount 1.00 instead of 50.00');
      expect(await receiptsTo(s.email)).toHaveLength(0);
      const user = await app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(s.token) });
      expect(user.json().user.transactions[0].status).toBe('mismatch');
    }
    const flagged = await app.inject({
      method: 'GET',
      url: '/api/admin/payments?status=mismatch',
      headers: bearer(adminToken),
    });
    expect(flagged.json().total).toBeGreaterThanOrEqual(3);
  });

  it('a changed productinfo, email or udf in a signed post is a mismatch', async () => {
    const changes: Array<Record<string, string>> = [
      { productinfo: 'Something Else' },
      { email: 'other@example.com' },
      { udf1: 'admission' },
    ];
    for (const change of changes) {
      counted.mismatchTried += 1;
      const s = await createStudent(app);
      const init = await initiate(app, s.token, 'registration');
      const { target, fields } = await checkout(app, init, 'Success');
      const changed: Record<string, string> = { ...fields, ...change };
      changed.hash = responseHash(changed as never, SALT());
      await postForm(app, target, changed);
      const [tx] = await rowsOf(s.id);
      if (tx!.status === 'success') counted.mismatchSuccesses += 1;
      expect(tx!.status).toBe('mismatch');
      expect(tx!.flag_reason).toContain(Object.keys(change)[0]!);
    }
  });
});

describe('reconciliation', () => {
  it('settles a closed tab, keeps a young unknown payment pending, abandons and expires old ones', async () => {
    const paid = await createStudent(app);
    const paidInit = await initiate(app, paid.token, 'registration');
    await scenario(paidInit.fields.txnid!, { return: 'none' });
    const paidAt = Date.now();
    await walk(paidInit);

    const young = await createStudent(app);
    await initiate(app, young.token, 'registration'); // never reached the gateway

    const old = await createStudent(app);
    const oldInit = await initiate(app, old.token, 'registration');
    await openCheckout(oldInit);
    await age(oldInit.fields.txnid!, 30);

    const stale = await createStudent(app);
    const staleInit = await initiate(app, stale.token, 'registration');
    await scenario(staleInit.fields.txnid!, { verify: 'down' });
    await openCheckout(staleInit);
    await age(staleInit.fields.txnid!, 25 * 60);

    const failed = await createStudent(app);
    const failedInit = await initiate(app, failed.token, 'registration');
    await scenario(failedInit.fields.txnid!, { return: 'none' });
    await walk(failedInit, 'Failure');

    // The job (not the office's "now") leaves young payments to the browser.
    const job = await app.reconcilePayments({ all: false });
    expect(job).not.toBeNull();
    expect((await rowsOf(paid.id))[0]!.status).toBe('pending');
    expect((await rowsOf(old.id))[0]!.status).toBe('abandoned');
    expect((await rowsOf(stale.id))[0]!.status).toBe('expired');

    const res = await reconcileNow();
    expect(res.statusCode).toBe(200);
    const counts = res.json();
    expect(Object.keys(counts).sort()).toEqual(
      ['checked', 'expired', 'mismatched', 'settled_failure', 'settled_success', 'still_pending'].sort(),
    );
    expect(counts.settled_success).toBeGreaterThanOrEqual(1);
    expect(counts.settled_failure).toBeGreaterThanOrEqual(1);
    expect(counts.still_pending).toBeGreaterThanOrEqual(1);
    const reconciledMs = Date.now() - paidAt;
    expect((await rowsOf(paid.id)).map((r) => [r.status, r.settled_by])).toEqual([['success', 'reconcile']]);
    expect(await receiptsTo(paid.email)).toHaveLength(1);
    expect((await rowsOf(young.id))[0]!.status).toBe('pending');
    expect((await rowsOf(failed.id))[0]!.status).toBe('failure');
    console.log(`closed tab: paid → reconciled (office "reconcile now") in ${reconciledMs} ms`);

    const user = await app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(paid.token) });
    expect(user.json().user.transactions.map((x: { status: string }) => x.status)).toEqual(['success']);
  });

  it('keeps a payment pending when verify answers late or not at all, and settles it once the gateway answers', async () => {
    // An app of its own with a short verify deadline, so a late answer is quick to play.
    const main = { app, adminToken };
    const slow = await buildTestApp({
      payments: {
        reconcileIntervalMs: 0,
        openMs: 10 * 60_000,
        expireMs: 24 * 3600_000,
        batchSize: 7,
        verifyTimeoutMs: 300,
      },
    });
    app = slow.app;
    adminToken = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/signin',
        payload: { email: 'admin@college.local', password: 'Admin@12345' },
      })
    ).json().token;
    try {
      await lateOrDown();
    } finally {
      ({ app, adminToken } = main);
      await slow.close();
    }
  }, 30_000);

  async function lateOrDown() {
    for (const mode of [{ verify: 'late', verify_delay_ms: 1000 }, { verify: 'down' }]) {
      const s = await createStudent(app);
      const init = await initiate(app, s.token, 'registration');
      await scenario(init.fields.txnid!, mode);
      const { done, fields } = await walk(init);
      const back = await postForm(app, new URL(done.headers.location as string).pathname, fields);
      const url = new URL(back.headers.location as string);
      expect(url.pathname).toBe('/admission/student/payment/failed');
      expect(url.searchParams.get('state')).toBe('checking');
      expect((await rowsOf(s.id))[0]!.status).toBe('pending');
      const one = await app.inject({
        method: 'POST',
        url: `/api/admin/payments/${init.fields.txnid}/verify`,
        headers: bearer(adminToken),
      });
      expect(one.statusCode).toBe(503);

      await scenario(init.fields.txnid!, { verify: 'normal' });
      const checked = await app.inject({
        method: 'POST',
        url: `/api/admin/payments/${init.fields.txnid}/verify`,
        headers: bearer(adminToken),
      });
      expect(checked.statusCode).toBe(200);
      expect(checked.json().data).toMatchObject({ status: 'success', settled_by: 'staff' });
      expect(await receiptsTo(s.email)).toHaveLength(1);
    }
  }

  it('runs in one process at a time', async () => {
    const [a, b] = await Promise.all([app.reconcilePayments({ all: true }), app.reconcilePayments({ all: true })]);
    expect([a, b].filter((x) => x === null)).toHaveLength(1);
    if (app.dbKind === 'postgres') {
      // Another API process holding the advisory lock: this one skips its run.
      const { Pool } = require('pg') as typeof import('pg');
      const url = (app.db as unknown as { getExecutor(): unknown }) && app.config.databaseUrl;
      const other = new Kysely<unknown>({
        dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 1 }) }),
      });
      await other.connection().execute(async (conn) => {
        await sql`SELECT pg_advisory_lock(${RECONCILE_LOCK_KEY}::bigint)`.execute(conn);
        expect(await app.reconcilePayments({ all: true })).toBeNull();
        const busy = await reconcileNow();
        expect(busy.statusCode).toBe(409);
        await sql`SELECT pg_advisory_unlock(${RECONCILE_LOCK_KEY}::bigint)`.execute(conn);
      });
      await other.destroy();
      expect(await app.reconcilePayments({ all: true })).not.toBeNull();
    }
  });
});

describe('fees paid twice and refunds', () => {
  it('marks the later of two successes refund_due, lists it, and refunds it through the gateway', async () => {
    const s = await createStudent(app);
    // Tab 1 reaches the bank page and waits; ten minutes later tab 2 starts again and pays.
    const first = await initiate(app, s.token, 'registration');
    const page1 = await postForm(app, new URL(first.action).pathname, first.fields);
    const choose = formsOf(page1.body).find((f) => f.button === 'Card')!;
    const page2 = await postForm(app, choose.action, choose.fields);
    await age(first.fields.txnid!, 11);
    // The simulator answers "initiated" until the outcome is chosen, so the old attempt is abandoned.
    const { callback, txnid: secondTxnid } = await pay(app, s.token, 'registration');
    expect(new URL(callback.headers.location as string).pathname).toBe('/admission/student/payment/success');
    // Then tab 1 completes too: the bank took the money twice.
    const pick = formsOf(page2.body).find((f) => f.button === 'Success')!;
    const done = await postForm(app, pick.action, pick.fields);
    const back = await postForm(app, new URL(done.headers.location as string).pathname, pick.fields);
    // The student is told the truth: this second payment is refunded (never "no money taken").
    expect(new URL(back.headers.location as string).searchParams.get('state')).toBe('refund');

    const rows = await rowsOf(s.id);
    expect(rows.map((r) => [r.txnid, r.status])).toEqual([
      [first.fields.txnid, 'refund_due'],
      [secondTxnid, 'success'],
    ]);
    expect(await receiptsTo(s.email)).toHaveLength(1);
    const notices = (await app.db.selectFrom('outbox').selectAll().where('to', '=', s.email).execute()).filter((m) =>
      m.subject.includes('Refund due'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('लौटा दिया जाएगा');
    expect(notices[0]!.text).toContain(first.fields.txnid!);

    const due = await app.inject({
      method: 'GET',
      url: '/api/admin/payments?status=refund_due&purpose=registration',
      headers: bearer(adminToken),
    });
    expect(due.json().data.map((r: { txnid: string }) => r.txnid)).toContain(first.fields.txnid);

    const notDue = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${secondTxnid}/refund`,
      headers: bearer(adminToken),
    });
    expect(notDue.statusCode).toBe(409);

    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${first.fields.txnid}/refund`,
      headers: bearer(adminToken),
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data).toMatchObject({ status: 'refunded', refund_status: 'Refund Request Queued' });
    const sim = await app.db
      .selectFrom('payu_sim_payments')
      .select('refund_status')
      .where('txnid', '=', first.fields.txnid!)
      .executeTakeFirstOrThrow();
    expect(sim.refund_status).toBe('queued');
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${first.fields.txnid}/refund`,
      headers: bearer(adminToken),
    });
    expect(again.statusCode).toBe(409);

    // The student's fee stays paid by the one success; no pay button, one receipt.
    const user = await app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(s.token) });
    expect(user.json().user.transactions.map((x: { status: string }) => x.status)).toEqual(['refunded', 'success']);
  });
});

describe('a fee changed during an open checkout', () => {
  it('never counts a payment at the old fee as paid: flagged, refundable, the student told; the new fee counts', async () => {
    const s = await createStudent(app, { status: 1, fee_to_pay: '1234.50' });
    expect((await postAdmission(app, s.token, validAdmission())).statusCode).toBe(200);
    await verifyForm(app, s.id);
    // Tab 1 reaches the bank page at 1234.50 and waits there.
    const first = await initiate(app, s.token, 'admission');
    expect(first.fields.amount).toBe('1234.50');
    const page1 = await postForm(app, new URL(first.action).pathname, first.fields);
    const choose = formsOf(page1.body).find((f) => f.button === 'Card')!;
    const page2 = await postForm(app, choose.action, choose.fields);
    // The office changes the fee; a new Pay Now replaces the open payment with one at 1300.
    await app.db.updateTable('students').set({ fee_to_pay: '1300' }).where('id', '=', s.id).execute();
    const second = await initiate(app, s.token, 'admission');
    expect(second.fields.amount).toBe('1300.00');

    // Tab 1 completes first: the bank took 1234.50.
    const pick = formsOf(page2.body).find((f) => f.button === 'Success')!;
    const done = await postForm(app, pick.action, pick.fields);
    const back = await postForm(app, new URL(done.headers.location as string).pathname, pick.fields);
    expect(new URL(back.headers.location as string).searchParams.get('state')).toBe('review');
    const afterOld = await app.db
      .selectFrom('students')
      .select('is_admission_fee_payed')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(afterOld.is_admission_fee_payed).toBeFalsy();

    // Then the payment at the fee now due: it is the one that counts.
    const { target, fields } = await checkout(app, second, 'Success');
    const cb = await postForm(app, target, fields);
    expect(new URL(cb.headers.location as string).pathname).toBe('/admission/student/admission/payment/success');

    const rows = await rowsOf(s.id);
    expect(rows.map((r) => [r.amount, r.status])).toEqual([
      ['1234.50', 'mismatch'],
      ['1300.00', 'success'],
    ]);
    expect(rows[0]!.flag_reason).toBe('fee changed: paid 1234.50, the fee is now 1300.00; refund it');
    const student = await app.db
      .selectFrom('students')
      .select('is_admission_fee_payed')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(student.is_admission_fee_payed).toBeTruthy();

    // The student is told, in Hindi and English; one receipt, for 1300.
    const mails = await app.db.selectFrom('outbox').selectAll().where('to', '=', s.email).orderBy('id').execute();
    const notice = mails.filter((m) => m.subject.includes('Fee changed'));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toContain('शुल्क बदला गया');
    expect(notice[0]!.text).toContain('₹1300.00');
    expect(notice[0]!.text).toContain('लौटा देगा');
    expect(notice[0]!.text).toContain('will refund it');
    expect((await receiptsTo(s.email)).map((m) => m.subject)).toEqual([expect.stringContaining('₹1300.00')]);

    // The accounts office sees it flagged and refunds it through the gateway.
    const flagged = await app.inject({
      method: 'GET',
      url: '/api/admin/payments?status=mismatch&purpose=admission',
      headers: bearer(adminToken),
    });
    const row = flagged.json().data.find((r: { txnid: string }) => r.txnid === first.fields.txnid);
    expect(row).toMatchObject({ amount: '1234.50', flag_reason: expect.stringContaining('fee changed') });
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${first.fields.txnid}/refund`,
      headers: bearer(adminToken),
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data).toMatchObject({ status: 'refunded' });
  });
});

describe("the accounts office's calls", () => {
  it('need an administrator', async () => {
    const s = await createStudent(app);
    for (const [method, url] of [
      ['GET', '/api/admin/payments'],
      ['POST', '/api/admin/payments/reconcile'],
      ['GET', '/api/admin/payments/report?date=2026-11-23'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
      expect((await app.inject({ method, url, headers: bearer(s.token) })).statusCode).toBe(401);
    }
  });

  it('are for the accounts role (and admin); a verifier is refused, and what they do is audited', async () => {
    const tokens: Record<string, string> = {};
    for (const role of ['accounts', 'verifier'] as const) {
      const now = new Date().toISOString();
      const row = await app.db
        .insertInto('admins')
        .values({
          email: `${role}.${Date.now()}@college.local`,
          name: `${role} clerk`,
          password_hash: 'not-a-real-hash',
          role,
          created_at: now,
          updated_at: now,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      tokens[role] = await issueToken(app.db, 'admin', row.id);
    }
    const refused = await app.inject({ method: 'GET', url: '/api/admin/payments', headers: bearer(tokens.verifier!) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to do this.');
    const ok = await app.inject({
      method: 'POST',
      url: '/api/admin/payments/reconcile',
      headers: bearer(tokens.accounts!),
    });
    expect(ok.statusCode).toBe(200);
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('action', '=', 'payments.reconciled')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('filter the list and refuse bad filters clearly', async () => {
    const s = await createStudent(app, { course_name: 'BSCBIO' });
    const { txnid } = await pay(app, s.token, 'registration');
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/payments?status=success&course=BSCBIO&mode=cc&date=${today}&per_page=200`,
      headers: bearer(adminToken),
    });
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((r: { txnid: string }) => r.txnid === txnid);
    expect(row).toMatchObject({
      status: 'success',
      course_name: 'BSCBIO',
      mode: 'CC',
      purpose: 'registration',
      overdue: false,
    });
    const none = await app.inject({
      method: 'GET',
      url: '/api/admin/payments?date=2001-01-01',
      headers: bearer(adminToken),
    });
    expect(none.json()).toMatchObject({ total: 0, data: [] });

    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/payments?date=2026-02-30&status=paid',
      headers: bearer(adminToken),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['date', 'status']);
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/admin/payments?amount=1',
      headers: bearer(adminToken),
    });
    expect(unknown.statusCode).toBe(400);
    const noTx = await app.inject({
      method: 'POST',
      url: '/api/admin/payments/R0NOSUCH/verify',
      headers: bearer(adminToken),
    });
    expect(noTx.statusCode).toBe(404);
  });

  it('highlights pending payments older than 10 minutes', async () => {
    const s = await createStudent(app);
    const init = await initiate(app, s.token, 'registration');
    await age(init.fields.txnid!, 12);
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/payments?status=pending&per_page=200',
      headers: bearer(adminToken),
    });
    const row = list.json().data.find((r: { txnid: string }) => r.txnid === init.fields.txnid);
    expect(row.overdue).toBe(true);
  });

  it('answer the daily collection report by purpose, course and mode, in JSON and CSV with a BOM', async () => {
    const s = await createStudent(app, { course_name: 'BA', status: 1, fee_to_pay: '2450' });
    // The report counts the profile's course (BA here); the form itself is sent and verified under a catalogue course.
    await app.db.updateTable('students').set({ course_name: 'BCOM' }).where('id', '=', s.id).execute();
    expect((await postAdmission(app, s.token, validAdmission())).statusCode).toBe(200);
    await verifyForm(app, s.id);
    await app.db.updateTable('students').set({ course_name: 'BA' }).where('id', '=', s.id).execute();
    await pay(app, s.token, 'registration');
    await pay(app, s.token, 'admission');
    const paidRows = await rowsOf(s.id);
    // Printed payments carry the amount in words and the bank's reference.
    const detail = await app.inject({ method: 'GET', url: `/api/admin/students/${s.id}`, headers: bearer(adminToken) });
    const fee = detail.json().data.transactions.find((x: { purpose: string }) => x.purpose === 'admission');
    expect(fee.amount_words).toEqual({
      en: 'Two Thousand Four Hundred Fifty Rupees Only',
      hi: 'दो हज़ार चार सौ पचास रुपये मात्र',
    });
    expect(fee.bank_ref_num).toMatch(/^\d+$/);
    const day = `20${paidRows[1]!.addedon!.slice(2, 10)}`;
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/payments/report?date=${day}`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report.date).toBe(day);
    const ba = report.by_course.find((c: { key: string }) => c.key === 'BA');
    expect(ba).toEqual({ key: 'BA', count: 2, amount: '2500.00' });
    const admission = report.by_purpose.find((c: { key: string }) => c.key === 'admission');
    expect(Number(admission.amount)).toBeGreaterThanOrEqual(2450);
    expect(report.by_mode.map((m: { key: string }) => m.key)).toContain('CC');
    const sum = report.by_purpose.reduce((n: number, c: { amount: string }) => n + Number(c.amount), 0);
    expect(sum.toFixed(2)).toBe(report.amount);

    const csv = await app.inject({
      method: 'GET',
      url: `/api/admin/payments/report.csv?date=${day}`,
      headers: bearer(adminToken),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body).toContain(`${day},course,BA,2,2500.00`);
    expect(csv.body).toContain(`${day},total,all,${report.count},${report.amount}`);

    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/payments/report?date=yesterday',
      headers: bearer(adminToken),
    });
    expect(bad.statusCode).toBe(422);
  });
});

afterAll(() => {
  console.log(
    `double-payment attempts tried ${counted.doubleTried} in ${counted.doubleScenarios} fees → charges ${counted.doubleCharges} (one a fee); ` +
      `races tried ${counted.racesTried} → settlements ${counted.raceSettlements}; ` +
      `mismatches tried ${counted.mismatchTried} → successes ${counted.mismatchSuccesses}`,
  );
});

describe('the job on its own timer', () => {
  it('settles a closed tab without anyone asking, once the open window has passed', async () => {
    // The production timings scaled down: a 10-minute window becomes 400 ms, a 5-minute interval 200 ms.
    const quick = await buildTestApp({
      payments: {
        reconcileIntervalMs: 200,
        openMs: 400,
        expireMs: 24 * 3600_000,
        batchSize: 25,
        verifyTimeoutMs: 2000,
      },
    });
    try {
      const s = await createStudent(quick.app);
      const res = await quick.app.inject({
        method: 'POST',
        url: '/api/v2/payment/initiate',
        headers: bearer(s.token),
        payload: { purpose: 'registration', firstname: 'Reena Devi', phone: '9876543210' },
      });
      const init = res.json() as PaymentInitiateResponse;
      await quick.app.inject({
        method: 'POST',
        url: '/api/dev/payu/scenario',
        payload: { txnid: init.fields.txnid, return: 'none' },
      });
      const page1 = await postForm(quick.app, new URL(init.action).pathname, init.fields);
      const choose = formsOf(page1.body).find((f) => f.button === 'Card')!;
      const page2 = await postForm(quick.app, choose.action, choose.fields);
      const pick = formsOf(page2.body).find((f) => f.button === 'Success')!;
      const paidAt = Date.now();
      const done = await postForm(quick.app, pick.action, pick.fields);
      expect(done.statusCode).toBe(200);
      let status = 'pending';
      while (status === 'pending' && Date.now() - paidAt < 5000) {
        await new Promise((r) => setTimeout(r, 25));
        const row = await quick.app.db
          .selectFrom('transactions')
          .select(['status', 'settled_by'])
          .where('txnid', '=', init.fields.txnid!)
          .executeTakeFirstOrThrow();
        status = row.status;
        if (status !== 'pending') expect(row.settled_by).toBe('reconcile');
      }
      const elapsed = Date.now() - paidAt;
      expect(status).toBe('success');
      // At most the open window plus one interval (and a little for the run itself).
      expect(elapsed).toBeLessThan(400 + 200 + 1500);
      console.log(`closed tab: paid → reconciled by the job in ${elapsed} ms (window 400 ms, interval 200 ms)`);
      // The receipt is mailed right after the settlement commits: wait for it, then check there is exactly one.
      const receipts = async () =>
        (await quick.app.db.selectFrom('outbox').select('subject').where('to', '=', s.email).execute()).filter((m) =>
          m.subject.includes('Payment receipt'),
        );
      for (let i = 0; i < 40 && (await receipts()).length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 300));
      expect(await receipts()).toHaveLength(1);
    } finally {
      await quick.close();
    }
  }, 30_000);
});
