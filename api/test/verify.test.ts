// Printout verification: the owner (or the office) gets the code; anyone can check it and sees no personal data.
import type { FastifyInstance } from 'fastify';
import { parseVerificationCode } from '@college/shared-types';
import { issueToken } from '../src/accounts/tokens';
import { bearer, createStudent, postAdmission, validAdmission, type TestStudent } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
let app: FastifyInstance;
let owner: TestStudent;
let admissionCode: string;

async function addTransaction(studentId: number, txnid: string, purpose: string, amount: string, status: string) {
  const now = new Date().toISOString();
  await app.db
    .insertInto('transactions')
    .values({
      txnid,
      student_id: studentId,
      purpose,
      amount,
      productinfo: purpose === 'admission' ? 'BCOM' : 'Registration Fee',
      firstname: 'Reena Devi',
      email: 'x@example.com',
      phone: '9876543210',
      status,
      unmappedstatus: null,
      mihpayid: null,
      mode: 'CC',
      bank_ref_num: null,
      error_message: null,
      addedon: '2025-07-04 13:45:10',
      verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function codeFor(token: string, query: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/api/v2/verification-code', query, headers: bearer(token) });
}

async function check(code: string) {
  return app.inject({ method: 'GET', url: `/api/v2/verify/${encodeURIComponent(code)}` });
}

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  owner = await createStudent(app, { status: 1, fee_to_pay: '1250.00', course_name: 'BCOM' });
  const saved = await postAdmission(app, owner.token, validAdmission('BCOM'));
  expect(saved.statusCode).toBe(200);
  admissionCode = saved.json().admission_code;
  await addTransaction(owner.id, 'RTEST0001AB', 'registration', '50.00', 'success');
});

afterAll(async () => {
  await t.close();
});

describe('the code on a printout', () => {
  it('is given to the owner of the form, in the printed format', async () => {
    const res = await codeFor(owner.token, { admission_code: admissionCode });
    expect(res.statusCode).toBe(200);
    const { code, path } = res.json();
    expect(code).toMatch(/^\d+-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(path).toBe(`/verify/${code}`);
    // The same form always gets the same code.
    expect((await codeFor(owner.token, { admission_code: admissionCode })).json().code).toBe(code);
  });

  it('is refused to another student and to a caller without a session', async () => {
    const other = await createStudent(app, { status: 1 });
    const res = await codeFor(other.token, { admission_code: admissionCode });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(owner.email);
    expect((await codeFor(other.token, { txnid: 'RTEST0001AB' })).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/v2/verification-code',
      query: { admission_code: admissionCode },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await codeFor(owner.token, {})).statusCode).toBe(400);
  });

  it('is given to an administrator', async () => {
    const now = new Date().toISOString();
    const admin = await app.db
      .insertInto('admins')
      .values({
        email: `office${Date.now()}@college.local`,
        name: 'Office',
        password_hash: 'x',
        last_signin_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await issueToken(app.db, 'admin', admin.id);
    const res = await codeFor(token, { admission_code: admissionCode });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe((await codeFor(owner.token, { admission_code: admissionCode })).json().code);
  });
});

describe('checking a code', () => {
  it('confirms the form number, course and a pending payment, and nothing personal', async () => {
    const { code } = (await codeFor(owner.token, { admission_code: admissionCode })).json();
    const res = await check(code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    const formNumber = parseVerificationCode(code)?.number;
    expect(data).toMatchObject({
      kind: 'form',
      code,
      form_number: formNumber,
      course: 'BCOM',
      course_name: 'Bachelor of Commerce',
      year: 'First Year',
      payment_status: 'Pending',
      amount_paid: null,
    });
    expect(data.submitted_on).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    for (const personal of [owner.email, owner.name, 'Ram Prasad', '123412341234', '9876543210', admissionCode]) {
      expect(res.body).not.toContain(personal);
    }
  });

  it('shows Paid once an admission fee above 50 succeeded', async () => {
    await addTransaction(owner.id, 'ATEST0001AB', 'admission', '1250.00', 'failure');
    await addTransaction(owner.id, 'ATEST0002CD', 'admission', '1250.00', 'success');
    const { code } = (await codeFor(owner.token, { admission_code: admissionCode })).json();
    const data = (await check(code)).json().data;
    expect(data).toMatchObject({ payment_status: 'Paid', amount_paid: '1250.00', paid_on: '04/07/2025' });
  });

  it('reads a code typed from paper (case, spaces, look-alike letters)', async () => {
    const { code } = (await codeFor(owner.token, { admission_code: admissionCode })).json();
    const typed = ` ${code.toLowerCase().replace('-', ' - ')} `;
    expect((await check(typed)).statusCode).toBe(200);
  });

  it('rejects a made-up, altered or malformed code with one message', async () => {
    const { code } = (await codeFor(owner.token, { admission_code: admissionCode })).json();
    const parsed = parseVerificationCode(code)!;
    const altered = `${parsed.number}-${parsed.check.slice(0, 7)}${parsed.check.endsWith('0') ? '1' : '0'}`;
    const otherForm = `${parsed.number + 1}-${parsed.check}`;
    for (const bad of [altered, otherForm, '1-ABCDEFGH', 'not-a-code', '99999999-00000000']) {
      const res = await check(bad);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(
        'This code does not match any admission form, receipt or offer letter of the college.',
      );
    }
  });

  it('confirms a receipt: purpose, amount, status and date', async () => {
    const res = await codeFor(owner.token, { txnid: 'RTEST0001AB' });
    expect(res.statusCode).toBe(200);
    const { code } = res.json();
    expect(code).toMatch(/^R\d+-[0-9A-Z]{8}$/);
    const data = (await check(code)).json().data;
    expect(data).toMatchObject({
      kind: 'receipt',
      purpose: 'Registration Fee',
      amount: '50.00',
      status: 'success',
      paid_on: '04/07/2025',
    });
    expect(JSON.stringify(data)).not.toContain('RTEST0001AB');
  });
});
