import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { responseHash } from '../src/payments/payu';
import { ACCOUNT_MESSAGES } from '@college/shared-types';
import { PAYMENT_MESSAGES } from '../src/payments/payu-checkout-service';
import {
  bearer,
  checkout,
  createStudent,
  initiate,
  pay,
  postAdmission,
  postForm,
  validAdmission,
  verifyForm,
} from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const SALT = () => t.app.config.payu.salt;

async function transactionsOf(studentId: number) {
  return t.app.db.selectFrom('transactions').selectAll().where('student_id', '=', studentId).execute();
}

async function mailsTo(email: string) {
  return t.app.db.selectFrom('outbox').selectAll().where('to', '=', email).orderBy('id').execute();
}

function resultOf(res: { statusCode: number; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(303);
  const url = new URL(res.headers.location as string);
  return { path: url.pathname, amount: url.searchParams.get('amount'), txnid: url.searchParams.get('txnid') };
}

describe('POST /api/v2/payment/initiate', () => {
  it('answers the signed form with a server-decided amount and no salt', async () => {
    const s = await createStudent(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment/initiate',
      // Opened under the public address: the gateway returns there.
      headers: { ...bearer(s.token), host: new URL(t.app.config.publicUrl).host },
      payload: { purpose: 'registration', firstname: 'Reena Devi', phone: '9876543210' },
    });
    expect(res.statusCode).toBe(200);
    const { action, fields } = res.json();
    expect(action).toBe(t.app.config.payu.url);
    expect(fields).toMatchObject({
      key: t.app.config.payu.key,
      amount: '50.00',
      productinfo: 'Registration Fee',
      firstname: 'Reena Devi',
      email: s.email,
      phone: '9876543210',
      surl: `${t.app.config.publicUrl}/api/v2/student/payment/success`,
      furl: `${t.app.config.publicUrl}/api/v2/student/payment/failed`,
    });
    for (const k of ['lastname', 'txnid', 'hash']) expect(typeof fields[k]).toBe('string');
    expect(fields.txnid.length).toBeLessThanOrEqual(25);
    expect(res.body).not.toContain(SALT());
    const rows = await transactionsOf(s.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ txnid: fields.txnid, status: 'pending', amount: '50.00', purpose: 'registration' });
  });

  it('needs a student token and checks its fields', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment/initiate',
      payload: { purpose: 'registration' },
    });
    expect(anon.statusCode).toBe(401);
    const s = await createStudent(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment/initiate',
      headers: bearer(s.token),
      payload: { purpose: 'tuition', firstname: 'A|B', phone: '12345' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      purpose: [ACCOUNT_MESSAGES.option],
      firstname: ['Enter your full name (letters and spaces only).'],
      phone: [ACCOUNT_MESSAGES.mobile],
    });
    const shape = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment/initiate',
      headers: bearer(s.token),
      payload: { purpose: 'registration', firstname: 'Reena', phone: '9876543210', amount: '1' },
    });
    // The amount is never the browser's to send.
    expect(shape.statusCode).toBe(400);
    expect(shape.json().errors).toEqual({ amount: ['This field is not accepted'] });
  });

  it('refuses the admission fee until it is due, then asks fee_to_pay with the course name', async () => {
    const pending = await createStudent(t.app, { status: 0 });
    const r1 = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment/initiate',
      headers: bearer(pending.token),
      payload: { purpose: 'admission', firstname: 'Reena', phone: '9876543210' },
    });
    expect(r1.statusCode).toBe(409);
    expect(r1.json().message).toBe(PAYMENT_MESSAGES.notApproved);

    const approved = await createStudent(t.app, { status: 1, fee_to_pay: '2450' });
    const r2 = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment/initiate',
      headers: bearer(approved.token),
      payload: { purpose: 'admission', firstname: 'Reena', phone: '9876543210' },
    });
    expect(r2.statusCode).toBe(409);
    expect(r2.json().message).toBe(PAYMENT_MESSAGES.notSubmitted);

    expect((await postAdmission(t.app, approved.token, validAdmission())).statusCode).toBe(200);
    // Submitted but not yet verified by the office: still no fee.
    const r3 = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment/initiate',
      headers: bearer(approved.token),
      payload: { purpose: 'admission', firstname: 'Reena', phone: '9876543210' },
    });
    expect(r3.statusCode).toBe(409);
    expect(r3.json().code).toBe('admission_not_verified');
    await verifyForm(t.app, approved.id);
    const init = await initiate(t.app, approved.token, 'admission');
    expect(init.fields.amount).toBe('2450.00');
    expect(init.fields.productinfo).toBe('Bachelor of Commerce');
  });

  it('refuses a second registration fee once one is paid', async () => {
    const s = await createStudent(t.app);
    await pay(t.app, s.token, 'registration');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment/initiate',
      headers: bearer(s.token),
      payload: { purpose: 'registration', firstname: 'Reena', phone: '9876543210' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.registrationPaid);
  });
});

describe('gateway callbacks', () => {
  it('records a verified success, redirects to the result page and mails a receipt', async () => {
    const s = await createStudent(t.app);
    const { txnid, callback } = await pay(t.app, s.token, 'registration');
    expect(resultOf(callback)).toEqual({ path: '/admission/student/payment/success', amount: '50.00', txnid });
    const [tx] = await transactionsOf(s.id);
    expect(tx).toMatchObject({ status: 'success', mode: 'CC', unmappedstatus: 'captured' });
    expect(tx!.mihpayid).toMatch(/^\d+$/);
    expect(tx!.addedon).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const mails = await mailsTo(s.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Payment receipt');
    expect(mails[0]!.text).toContain('पंजीकरण शुल्क');
    expect(mails[0]!.text).toContain(txnid);

    const user = await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(s.token) });
    expect(user.json().user.transactions).toEqual([
      {
        txnid,
        amount: '50.00',
        status: 'success',
        purpose: 'registration',
        created_at: tx!.created_at,
        addedon: tx!.addedon,
      },
    ]);
  });

  it.each(['Failure', 'Cancel'] as const)(
    'records a %s as failure and redirects to the failed page',
    async (outcome) => {
      const s = await createStudent(t.app);
      const { txnid, callback } = await pay(t.app, s.token, 'registration', outcome);
      expect(resultOf(callback)).toEqual({ path: '/admission/student/payment/failed', amount: '50.00', txnid });
      const [tx] = await transactionsOf(s.id);
      expect(tx!.status).toBe('failure');
      expect(await mailsTo(s.email)).toHaveLength(0);
    },
  );

  it('records a replayed callback once: five identical posts, one success, one receipt', async () => {
    const s = await createStudent(t.app);
    const init = await initiate(t.app, s.token, 'registration');
    const { target, fields } = await checkout(t.app, init, 'Success');
    const answers = await Promise.all(Array.from({ length: 5 }, () => postForm(t.app, target, fields)));
    for (const a of answers) expect(resultOf(a).path).toBe('/admission/student/payment/success');
    const rows = await transactionsOf(s.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('success');
    expect(await mailsTo(s.email)).toHaveLength(1);
  });

  it('ignores a forged reverse hash', async () => {
    const s = await createStudent(t.app);
    const init = await initiate(t.app, s.token, 'registration');
    const { target, fields } = await checkout(t.app, init, 'Failure');
    // A failed payment dressed up as a success, signed without the salt.
    const forged: Record<string, string> = { ...fields, status: 'success', unmappedstatus: 'captured' };
    forged.hash = responseHash({ ...forged, status: 'success' } as never, 'guessed-salt');
    const res = await postForm(t.app, '/api/v2/student/payment/success', forged);
    expect(resultOf(res).path).toBe('/admission/student/payment/failed');
    expect((await transactionsOf(s.id))[0]!.status).toBe('pending');
    expect(target).toBe('/api/v2/student/payment/failed');
  });

  it('never records a changed amount as success, even when correctly signed: it is flagged as a mismatch', async () => {
    const s = await createStudent(t.app);
    const init = await initiate(t.app, s.token, 'registration');
    const { target, fields } = await checkout(t.app, init, 'Success');
    const changed: Record<string, string> = { ...fields, amount: '5.00' };
    changed.hash = responseHash(changed as never, SALT());
    const res = await postForm(t.app, target, changed);
    expect(resultOf(res).path).toBe('/admission/student/payment/failed');
    const [tx] = await transactionsOf(s.id);
    expect(tx!.status).toBe('mismatch');
    expect(tx!.flag_reason).toContain('amount 5.00 instead of 50.00');
    expect(await mailsTo(s.email)).toHaveLength(0);
  });

  it('ignores an unknown txnid', async () => {
    const s = await createStudent(t.app);
    const init = await initiate(t.app, s.token, 'registration');
    const { target, fields } = await checkout(t.app, init, 'Success');
    const unknown: Record<string, string> = { ...fields, txnid: 'R0NOSUCHTXN' };
    unknown.hash = responseHash(unknown as never, SALT());
    const res = await postForm(t.app, target, unknown);
    expect(resultOf(res)).toEqual({ path: '/admission/student/payment/failed', amount: null, txnid: null });
    const count = await t.app.db.selectFrom('transactions').select('id').where('txnid', '=', 'R0NOSUCHTXN').execute();
    expect(count).toHaveLength(0);
  });

  it('marks nothing paid when the gateway has no record of the payment', async () => {
    const s = await createStudent(t.app);
    const init = await initiate(t.app, s.token, 'registration');
    // A success callback correctly signed (as if the salt leaked) for a checkout that never happened.
    const fields: Record<string, string> = {
      ...init.fields,
      status: 'success',
      mihpayid: '1',
      hash: '',
    };
    fields.hash = responseHash(fields as never, SALT());
    const res = await postForm(t.app, '/api/v2/student/payment/success', fields);
    expect(resultOf(res).path).toBe('/admission/student/payment/failed');
    expect((await transactionsOf(s.id))[0]!.status).toBe('pending');
  });

  it('shows a receipt to its owner only, with the amount in words, and never for an attempt that failed', async () => {
    const owner = await createStudent(t.app);
    const other = await createStudent(t.app);
    const { txnid } = await pay(t.app, owner.token, 'registration');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v2/payment/receipt/${txnid}`,
      headers: bearer(owner.token),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      txnid,
      amount: '50.00',
      status: 'success',
      student: { email: owner.email },
    });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v2/payment/receipt/${txnid}`,
      headers: bearer(other.token),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(owner.email);
    expect(mine.json().data.amount_words).toEqual({ en: 'Fifty Rupees Only', hi: 'पचास रुपये मात्र' });
    expect(mine.json().data.mode).toBe('CC');

    const failed = await pay(t.app, other.token, 'registration', 'Failure');
    const notPaid = await t.app.inject({
      method: 'GET',
      url: `/api/v2/payment/receipt/${failed.txnid}`,
      headers: bearer(other.token),
    });
    expect(notPaid.statusCode).toBe(404);
  });
});

describe('the salt', () => {
  it('appears in no built front-end file', () => {
    const salt = SALT();
    const root = path.join(__dirname, '..', '..');
    const hits: string[] = [];
    const walk = (dir: string) => {
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        return;
      }
      for (const name of names) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(js|html|json|css|map)$/.test(name) && readFileSync(file, 'utf8').includes(salt)) hits.push(file);
      }
    };
    for (const pkg of ['shell', 'mf-public', 'mf-portal', 'mf-admission', 'mf-print', 'mf-admin']) {
      walk(path.join(root, pkg, 'dist'));
      walk(path.join(root, pkg, 'src'));
    }
    expect(hits).toEqual([]);
  });
});
