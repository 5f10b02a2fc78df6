// Payment rows outlive their student: a delete is refused by the database, an erasure anonymises (SQLite and,
// with PG_TEST_URL, PostgreSQL).
import { admissionFormEntries } from '@college/shared-types';
import { eraseStudent, ERASED_NAME, erasedEmail } from '../src/accounts/erasure-service';
import { bearer, createStudent, PDF_BYTES, pay, pngBytes, postAdmission, validAdmission } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function paidApplicant() {
  const s = await createStudent(t.app, { status: 1 });
  const paid = await pay(t.app, s.token, 'registration');
  const png = await pngBytes();
  const saved = await postAdmission(t.app, s.token, admissionFormEntries(validAdmission()), [
    { field: 'image', bytes: png, filename: 'photo.png', type: 'image/png' },
    { field: 'signature', bytes: png, filename: 'sign.png', type: 'image/png' },
    { field: 'mark_10th', bytes: PDF_BYTES, filename: '10th.pdf', type: 'application/pdf' },
    { field: 'mark_12', bytes: PDF_BYTES, filename: '12th.pdf', type: 'application/pdf' },
    { field: 'aadhar', bytes: PDF_BYTES, filename: 'aadhaar.pdf', type: 'application/pdf' },
  ]);
  return { s, txnid: paid.txnid, code: saved.json().admission_code as string };
}

it('refuses to delete a student who has payment records, and keeps the records', async () => {
  const { s, txnid } = await paidApplicant();
  let refusal = '';
  await t.app.db
    .deleteFrom('students')
    .where('id', '=', s.id)
    .execute()
    .catch((error: unknown) => {
      refusal = String(error);
    });
  expect(refusal).not.toBe('');
  expect(await t.app.db.selectFrom('students').select('id').where('id', '=', s.id).executeTakeFirst()).toBeDefined();
  const tx = await t.app.db.selectFrom('transactions').selectAll().where('txnid', '=', txnid).executeTakeFirst();
  expect(tx?.student_id).toBe(s.id);
  // A student without payments can still be deleted.
  const unpaid = await createStudent(t.app);
  await t.app.db.deleteFrom('students').where('id', '=', unpaid.id).execute();
});

it('erasure anonymises the student, the form and the payments, deletes the files, and keeps amounts and ids', async () => {
  const { s, txnid, code } = await paidApplicant();
  const before = await t.app.db
    .selectFrom('transactions')
    .selectAll()
    .where('txnid', '=', txnid)
    .executeTakeFirstOrThrow();
  const fileKeys = (await t.app.db.selectFrom('files').select('key').where('student_id', '=', s.id).execute()).map(
    (f) => f.key,
  );
  expect(await eraseStudent(t.app.db, t.app.config, s.id)).toBe(true);

  const student = await t.app.db.selectFrom('students').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
  expect(student).toMatchObject({ name: ERASED_NAME, email: erasedEmail(s.id), phone_number: '0000000000' });
  const tx = await t.app.db.selectFrom('transactions').selectAll().where('txnid', '=', txnid).executeTakeFirstOrThrow();
  expect(tx).toMatchObject({
    firstname: ERASED_NAME,
    email: erasedEmail(s.id),
    amount: before.amount,
    status: before.status,
  });
  const form = await t.app.db
    .selectFrom('admissions')
    .selectAll()
    .where('admission_code', '=', code)
    .executeTakeFirstOrThrow();
  expect(form.payload).toBe('{}');
  expect(JSON.stringify(student) + JSON.stringify(form) + JSON.stringify(tx)).not.toContain(s.email);
  expect(JSON.stringify(form)).not.toContain(validAdmission().aadhar_no as string);
  expect(
    await t.app.db
      .selectFrom('files')
      .select('key')
      .where('key', 'in', fileKeys.length ? fileKeys : ['-'])
      .execute(),
  ).toEqual([]);
  // The old session is gone, and the files are no longer served.
  expect((await t.app.inject({ url: '/api/v2/get-user', headers: bearer(s.token) })).statusCode).toBe(401);
  expect(await eraseStudent(t.app.db, t.app.config, 999_999)).toBe(false);
});
