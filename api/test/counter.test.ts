// Fees taken at the college counter and the day-book (decision 032): one payment per fee whether online or at the
// counter (also when two clerks submit at once), office receipts and their verification, cancellation by an
// administrator only, the day-book's totals, every refusal in both languages with nothing recorded, and the roles.
// Runs on SQLite, and on PostgreSQL with PG_TEST_URL.
import type { FastifyInstance } from 'fastify';
import { dashboardState, type DayBook, type OfficeReceipt, type Student } from '@college/shared-types';
import { bearer, createStudent, pay, postAdmission, validAdmission, verifyForm } from './admission-fixtures';
import { createStaff, type TestStaff } from './staff-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { indiaDateTime } from '../src/payments/payu';

let t: TestApp;
let app: FastifyInstance;
let clerk: TestStaff;
let clerk2: TestStaff;
let admin: TestStaff;
let verifier: TestStaff;
let editor: TestStaff;

beforeAll(async () => {
  t = await buildTestApp({
    payments: {
      reconcileIntervalMs: 0,
      openMs: 10 * 60_000,
      expireMs: 24 * 3600_000,
      batchSize: 25,
      verifyTimeoutMs: 10_000,
    },
  });
  app = t.app;
  clerk = await createStaff(app, 'accounts');
  clerk2 = await createStaff(app, 'accounts');
  admin = await createStaff(app, 'admin');
  verifier = await createStaff(app, 'verifier');
  editor = await createStaff(app, 'editor');
}, 60_000);
afterAll(async () => {
  await t.close();
});

const today = () => indiaDateTime(new Date()).slice(0, 10);

function record(token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/admin/counter/receipts', headers: bearer(token), payload });
}

async function counts() {
  const tx = await app.db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const r = await app.db
    .selectFrom('office_receipts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return { tx: Number(tx.n), receipts: Number(r.n) };
}

/** A refusal: the status, a catalogued code, text in both languages, and nothing written. */
async function expectRefused(
  res: Awaited<ReturnType<typeof record>>,
  status: number,
  before: { tx: number; receipts: number },
  code?: string,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body.message).toEqual(expect.any(String));
  expect(body.message_hi).toEqual(expect.any(String));
  expect(body.message_hi).not.toBe(body.message);
  if (code) expect(body.code).toBe(code);
  expect(await counts()).toEqual(before);
}

/** A student whose admission fee is due: approved at 2450, form submitted and verified. */
async function admissionDue() {
  const s = await createStudent(app, { status: 1, fee_to_pay: '2450' });
  expect((await postAdmission(app, s.token, validAdmission())).statusCode).toBe(200);
  await verifyForm(app, s.id);
  return s;
}

async function getUser(token: string): Promise<Student> {
  const res = await app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return (body.data ?? body.user ?? body) as Student;
}

async function dayBookOf(from: string, to: string, token = clerk.token): Promise<DayBook> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/day-book?from=${from}&to=${to}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as DayBook;
}

describe('a fee taken at the counter', () => {
  it('records cash for the registration fee with an office receipt the student sees as paid', async () => {
    const s = await createStudent(app);
    const due = await app.inject({
      method: 'GET',
      url: `/api/admin/counter/due?student_id=${s.id}&purpose=registration`,
      headers: bearer(clerk.token),
    });
    expect(due.statusCode).toBe(200);
    expect(due.json().data.amount).toBe('50.00');

    const res = await record(clerk.token, { student_id: s.id, purpose: 'registration', mode: 'cash', amount: '50.00' });
    expect(res.statusCode).toBe(201);
    const receipt = res.json().data as OfficeReceipt;
    expect(receipt.receipt_no).toMatch(/^OR\/\d{4}-\d{2}\/\d{6}$/);
    expect(receipt.mode_code).toBe('COUNTER_CASH');
    expect(receipt.amount_words.en).toBe('Fifty Rupees Only');
    expect(receipt.amount_words.hi).toBe('पचास रुपये मात्र');
    expect(receipt.status).toBe('paid');
    expect(receipt.received_at).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    // The student's dashboard reads one state: paid, never Pay.
    const user = await getUser(s.token);
    const state = dashboardState(user);
    expect(state.chalan.status).toBe('Success');
    expect(state.chalan.payDisabled).toBe(true);
    expect(state.next.kind).not.toMatch(/^registration-(pay|retry)/);

    // Pay Now online is refused: the fee is paid.
    const online = await app.inject({
      method: 'POST',
      url: '/api/v2/payment/initiate',
      headers: bearer(s.token),
      payload: { purpose: 'registration', firstname: 'Reena Devi', phone: '9876543210' },
    });
    expect(online.statusCode).toBe(409);

    // The receipt verifies publicly, without names.
    const verify = await app.inject({ method: 'GET', url: `/api/v2/verify/${receipt.verification_code}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data).toMatchObject({
      kind: 'office',
      receipt_no: receipt.receipt_no,
      amount: '50.00',
      status: 'paid',
    });
    expect(verify.body).not.toContain(s.name);
    const forged = receipt.verification_code.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await app.inject({ method: 'GET', url: `/api/v2/verify/${forged}` })).statusCode).toBe(404);

    // In the audit log.
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'counter.receipt_recorded')
      .execute();
    expect(audit.some((a) => a.target === `student:${s.id}` && a.staff_id === clerk.id)).toBe(true);
  });

  it('refuses the counter for a fee paid online, and online for a fee paid at the counter (both fees)', async () => {
    // Registration paid online → the counter refuses it.
    const a = await createStudent(app);
    const paid = await pay(app, a.token, 'registration');
    expect(paid.target).toContain('success');
    let before = await counts();
    await expectRefused(
      await record(clerk.token, { student_id: a.id, purpose: 'registration', mode: 'cash', amount: '50' }),
      409,
      before,
      'counter_fee_paid',
    );

    // Admission fee at the counter by demand draft → online refused.
    const b = await admissionDue();
    const dd = await record(clerk.token, {
      student_id: b.id,
      purpose: 'admission',
      mode: 'dd',
      amount: '2450.00',
      instrument_no: `DD${b.id}001`,
      instrument_bank: 'State Bank of India',
      instrument_date: today(),
    });
    expect(dd.statusCode).toBe(201);
    const user = await getUser(b.token);
    expect(user.is_admission_fee_payed).toBeTruthy();
    const online = await app.inject({
      method: 'POST',
      url: '/api/v2/payment/initiate',
      headers: bearer(b.token),
      payload: { purpose: 'admission', firstname: 'Reena Devi', phone: '9876543210' },
    });
    expect(online.statusCode).toBe(409);

    // Admission fee paid online → the counter refuses it.
    const c = await admissionDue();
    expect((await pay(app, c.token, 'admission')).target).toContain('success');
    before = await counts();
    await expectRefused(
      await record(clerk.token, { student_id: c.id, purpose: 'admission', mode: 'cash', amount: '2450' }),
      409,
      before,
      'counter_fee_paid',
    );

    // Registration at the counter → online refused (the first test shows the dashboard); a second counter receipt too.
    const d = await createStudent(app);
    expect(
      (
        await record(clerk.token, {
          student_id: d.id,
          purpose: 'registration',
          mode: 'challan',
          amount: '50',
          instrument_no: `CH${d.id}77`,
          instrument_date: today(),
        })
      ).statusCode,
    ).toBe(201);
    before = await counts();
    await expectRefused(
      await record(clerk2.token, { student_id: d.id, purpose: 'registration', mode: 'cash', amount: '50' }),
      409,
      before,
      'counter_fee_paid',
    );
  });

  it('of twenty clerks submitting the same fee at once, one records it', async () => {
    const s = await createStudent(app);
    const before = await counts();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        record(i % 2 ? clerk.token : clerk2.token, {
          student_id: s.id,
          purpose: 'registration',
          mode: 'cash',
          amount: '50',
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe('counter_fee_paid');
    expect(await counts()).toEqual({ tx: before.tx + 1, receipts: before.receipts + 1 });
    const paidRows = await app.db
      .selectFrom('transactions')
      .selectAll()
      .where('student_id', '=', s.id)
      .where('status', '=', 'success')
      .execute();
    expect(paidRows).toHaveLength(1);
  });

  it('a counter receipt racing an online payment of the same fee: one success, the other refused or refund due', async () => {
    const s = await createStudent(app);
    const [counter, online] = await Promise.all([
      record(clerk.token, { student_id: s.id, purpose: 'registration', mode: 'cash', amount: '50' }),
      pay(app, s.token, 'registration').catch((e: Error) => e),
    ]);
    const rows = await app.db.selectFrom('transactions').selectAll().where('student_id', '=', s.id).execute();
    expect(rows.filter((r) => r.status === 'success')).toHaveLength(1);
    if (counter.statusCode === 201) {
      // The online attempt never became a second success: refused before the gateway, or due back to the student.
      expect(rows.filter((r) => r.status === 'success')[0]!.mode).toBe('COUNTER_CASH');
      expect(online instanceof Error || rows.every((r) => r.mode === 'COUNTER_CASH' || r.status !== 'success')).toBe(
        true,
      );
    } else {
      expect(counter.statusCode).toBe(409);
    }
  });

  it('numbers receipts in one series without gaps or repeats when clerks record at once', async () => {
    const students = await Promise.all(Array.from({ length: 10 }, () => createStudent(app)));
    const answers = await Promise.all(
      students.map((s, i) =>
        record(i % 2 ? clerk.token : clerk2.token, {
          student_id: s.id,
          purpose: 'registration',
          mode: 'cash',
          amount: '50',
        }),
      ),
    );
    for (const a of answers) expect(a.statusCode).toBe(201);
    const numbers = answers.map((a) => (a.json().data as OfficeReceipt).receipt_no);
    expect(new Set(numbers).size).toBe(10);
    const seqs = numbers.map((n) => Number(n.split('/')[2])).sort((x, y) => x - y);
    expect(seqs[9]! - seqs[0]!).toBe(9);
  });
});

describe('refusals, each a 4xx in both languages with nothing recorded', () => {
  it('an amount that is not the fee', async () => {
    const s = await createStudent(app);
    const before = await counts();
    const res = await record(clerk.token, { student_id: s.id, purpose: 'registration', mode: 'cash', amount: '40.00' });
    await expectRefused(res, 422, before, 'counter_amount_not_fee');
    expect(res.json().message).toContain('50.00');
  });

  it('a demand draft or challan dated in the future', async () => {
    const s = await createStudent(app);
    const before = await counts();
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await expectRefused(
      await record(clerk.token, {
        student_id: s.id,
        purpose: 'registration',
        mode: 'dd',
        amount: '50',
        instrument_no: 'DD900001',
        instrument_bank: 'Punjab National Bank',
        instrument_date: future,
      }),
      422,
      before,
      'counter_future_date',
    );
  });

  it('a demand draft number already on a live receipt, also when two clerks use it at once', async () => {
    const [s1, s2, s3] = await Promise.all([createStudent(app), createStudent(app), createStudent(app)]);
    const dd = (id: number) => ({
      student_id: id,
      purpose: 'registration',
      mode: 'dd',
      amount: '50',
      instrument_no: 'dd-771234',
      instrument_bank: 'Bank of Baroda',
      instrument_date: today(),
    });
    expect((await record(clerk.token, dd(s1.id))).statusCode).toBe(201);
    const before = await counts();
    await expectRefused(await record(clerk2.token, dd(s2.id)), 409, before, 'counter_dd_reused');

    const [x, y] = await Promise.all([
      record(clerk.token, { ...dd(s2.id), instrument_no: 'DD-880001' }),
      record(clerk2.token, { ...dd(s3.id), instrument_no: 'DD-880001' }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 409]);
    expect([x, y].find((r) => r.statusCode === 409)!.json().code).toBe('counter_dd_reused');
  });

  it('a student who does not exist', async () => {
    const before = await counts();
    await expectRefused(
      await record(clerk.token, { student_id: 987654321, purpose: 'registration', mode: 'cash', amount: '50' }),
      404,
      before,
      'counter_no_student',
    );
  });

  it('an admission fee that is not due', async () => {
    const s = await createStudent(app);
    const before = await counts();
    const res = await record(clerk.token, { student_id: s.id, purpose: 'admission', mode: 'cash', amount: '2450' });
    await expectRefused(res, 409, before);
  });

  it('malformed input: missing fields, wrong types, unknown fields, malformed JSON', async () => {
    const s = await createStudent(app);
    const before = await counts();
    for (const payload of [
      {},
      { student_id: s.id, purpose: 'registration', mode: 'cheque', amount: '50' },
      { student_id: s.id, purpose: 'hostel', mode: 'cash', amount: '50' },
      { student_id: s.id, purpose: 'registration', mode: 'dd', amount: '50' },
      { student_id: s.id, purpose: 'registration', mode: 'cash', amount: 'fifty' },
      { student_id: s.id, purpose: 'registration', mode: 'cash', amount: '50', extra: 1 },
      { student_id: 'abc', purpose: 'registration', mode: 'cash', amount: '50' },
    ]) {
      const res = await record(clerk.token, payload);
      expect([400, 422]).toContain(res.statusCode);
      expect(res.json().message_hi).toEqual(expect.any(String));
    }
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/counter/receipts',
      headers: { ...bearer(clerk.token), 'content-type': 'application/json' },
      payload: '{"student_id":',
    });
    expect(bad.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('a day-book range reversed or longer than one academic session', async () => {
    for (const [q, code] of [
      ['from=2026-11-20&to=2026-11-10', 'day_book_reversed'],
      ['from=2025-07-01&to=2026-07-02', 'day_book_too_long'],
      ['from=2026-02-30&to=2026-03-01', undefined],
      ['from=2026-11-01', undefined],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `/api/admin/day-book?${q}`, headers: bearer(clerk.token) });
      expect([400, 422]).toContain(res.statusCode);
      expect(res.json().message_hi).toEqual(expect.any(String));
      if (code) expect(res.json().code).toBe(code);
    }
    // One whole session (366 days) is allowed.
    const ok = await app.inject({
      method: 'GET',
      url: '/api/admin/day-book?from=2025-07-01&to=2026-07-01',
      headers: bearer(clerk.token),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('accounts and admin record; verifier and editor are refused; a student and nobody too', async () => {
    const s = await createStudent(app);
    const before = await counts();
    for (const who of [verifier, editor]) {
      await expectRefused(
        await record(who.token, { student_id: s.id, purpose: 'registration', mode: 'cash', amount: '50' }),
        403,
        before,
        'forbidden',
      );
      const book = await app.inject({
        method: 'GET',
        url: `/api/admin/day-book?from=${today()}&to=${today()}`,
        headers: bearer(who.token),
      });
      expect(book.statusCode).toBe(403);
    }
    expect(
      (await record(s.token, { student_id: s.id, purpose: 'registration', mode: 'cash', amount: '50' })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/admin/counter/receipts', payload: {} })).statusCode).toBe(
      401,
    );
    expect(
      (await record(admin.token, { student_id: s.id, purpose: 'registration', mode: 'cash', amount: '50' })).statusCode,
    ).toBe(201);
  });

  it('only an administrator cancels, with a reason; the receipt stays, the fee is payable again, both audited', async () => {
    const s = await admissionDue();
    const made = await record(clerk.token, { student_id: s.id, purpose: 'admission', mode: 'cash', amount: '2450' });
    expect(made.statusCode).toBe(201);
    const receipt = made.json().data as OfficeReceipt;
    const cancel = (token: string, payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/counter/receipts/${receipt.id}/cancel`,
        headers: bearer(token),
        payload,
      });

    const byClerk = await cancel(clerk.token, { reason: 'Entered against the wrong student' });
    expect(byClerk.statusCode).toBe(403);
    expect(byClerk.json().message_hi).toEqual(expect.any(String));
    expect((await cancel(admin.token, { reason: '' })).statusCode).toBe(422);
    expect((await cancel(admin.token, {})).statusCode).toBe(400);

    const done = await cancel(admin.token, { reason: 'Entered against the wrong student' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'cancelled',
      receipt_no: receipt.receipt_no,
      cancel_reason: 'Entered against the wrong student',
    });
    expect((await cancel(admin.token, { reason: 'Entered against the wrong student' })).json().code).toBe(
      'counter_already_cancelled',
    );

    // The receipt still verifies, as cancelled; the fee is payable again.
    const verify = await app.inject({ method: 'GET', url: `/api/v2/verify/${receipt.verification_code}` });
    expect(verify.json().data.status).toBe('cancelled');
    const user = await getUser(s.token);
    expect(user.is_admission_fee_payed).toBeFalsy();
    const again = await record(clerk.token, { student_id: s.id, purpose: 'admission', mode: 'cash', amount: '2450' });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.receipt_no).not.toBe(receipt.receipt_no);

    const audit = await app.db.selectFrom('audit_log').selectAll().where('target', '=', `student:${s.id}`).execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['counter.receipt_recorded', 'counter.receipt_cancelled']),
    );
    const cancelled = audit.find((a) => a.action === 'counter.receipt_cancelled')!;
    expect(cancelled.staff_id).toBe(admin.id);
    expect(cancelled.detail).toContain('wrong student');
  });
});

describe('the day-book', () => {
  it('lists online and counter receipts of a range with totals equal to the sum of its rows, and the CSV', async () => {
    const s1 = await createStudent(app);
    const s2 = await createStudent(app);
    await pay(app, s1.token, 'registration');
    expect(
      (await record(clerk.token, { student_id: s2.id, purpose: 'registration', mode: 'cash', amount: '50' }))
        .statusCode,
    ).toBe(201);
    const book = await dayBookOf(today(), today());
    const live = book.rows.filter((r) => !r.cancelled);
    const sum = live.reduce((n, r) => n + Math.round(Number(r.amount) * 100), 0);
    expect(book.amount).toBe((sum / 100).toFixed(2));
    expect(book.count).toBe(live.length);
    for (const group of [book.by_mode, book.by_purpose, book.by_course, book.by_source]) {
      expect(group.reduce((n, g) => n + Math.round(Number(g.amount) * 100), 0)).toBe(sum);
      expect(group.reduce((n, g) => n + g.count, 0)).toBe(live.length);
    }
    expect(book.by_source.map((g) => g.key)).toEqual(['counter', 'online']);
    expect(book.by_mode.map((g) => g.key)).toEqual(expect.arrayContaining(['COUNTER_CASH']));
    expect(book.rows.some((r) => r.cancelled)).toBe(true);
    for (const r of book.rows) expect(r.at).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    // The daily collection report is the day-book's one-day view.
    const report = await app.inject({
      method: 'GET',
      url: `/api/admin/payments/report?date=${today()}`,
      headers: bearer(clerk.token),
    });
    expect(report.json().data).toMatchObject({ count: book.count, amount: book.amount, by_mode: book.by_mode });

    const csv = await app.inject({
      method: 'GET',
      url: `/api/admin/day-book.csv?from=${today()}&to=${today()}`,
      headers: bearer(clerk.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body).toContain('Cash at the college counter / महाविद्यालय काउंटर पर नकद');
    expect(csv.body).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(csv.body).toContain(`Total / कुल`);
  });

  it('a day before or after holds none of today’s receipts (India time)', async () => {
    const book = await dayBookOf('2020-01-01', '2020-01-31');
    expect(book.rows).toHaveLength(0);
    expect(book.amount).toBe('0.00');
  });
});
