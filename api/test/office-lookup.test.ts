// The office's working day (decision 033): an exact look-up in the applicants' search (form number, admission
// code, enrolment number, mobile, email) finds that applicant first and names it; partial names still match; the
// CSV writes India time; a new staff account starts on the least powerful role; the fee table has only the years a
// course has.
import { API_PATHS } from '@college/shared-types';
import {
  bearer,
  createStudent,
  pay,
  postAdmission,
  validAdmission,
  verifyForm,
  type TestStudent,
} from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { createStaff, type TestStaff } from './staff-fixtures';

jest.setTimeout(60_000);

let t: TestApp;
let admin: TestStaff;
let verifier: TestStaff;
let editor: TestStaff;
const tag = `Lookup${Date.now()}`;
let target: TestStudent;
let formNumber = 0;
let code = '';
const others: TestStudent[] = [];

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const search = (text: string, token = verifier.token, more = '') =>
  get(`${API_PATHS.adminStudents}?search=${encodeURIComponent(text)}${more}`, token);

beforeAll(async () => {
  t = await buildTestApp();
  [admin, verifier, editor] = await Promise.all([
    createStaff(t.app, 'admin'),
    createStaff(t.app, 'verifier'),
    createStaff(t.app, 'editor'),
  ]);
  // Several applicants whose mobiles contain the form number's digits, so a partial match alone would bury it.
  for (let i = 0; i < 4; i += 1) {
    const o = await createStudent(t.app, { name: `${tag} Other ${i}` });
    others.push(o);
  }
  target = await createStudent(t.app, { name: `${tag} Seema Yadav`, status: 1, fee_to_pay: '1450.00' });
  expect((await postAdmission(t.app, target.token, validAdmission())).statusCode).toBe(200);
  const form = await t.app.db
    .selectFrom('admissions')
    .select(['id', 'admission_code'])
    .where('student_id', '=', target.id)
    .executeTakeFirstOrThrow();
  formNumber = form.id;
  code = form.admission_code;
  await t.app.db.updateTable('students').set({ phone_number: '9450012345' }).where('id', '=', target.id).execute();
  for (const [i, o] of others.entries()) {
    await t.app.db
      .updateTable('students')
      .set({ phone_number: `98${String(formNumber).padStart(4, '0')}000${i}`.slice(0, 10) })
      .where('id', '=', o.id)
      .execute();
  }
  await t.app.db
    .insertInto('enrolments')
    .values({
      student_id: target.id,
      enrolment_no: '2026-27/BCOM/0042',
      course: 'BCOM',
      session: '2026-27',
      created_at: new Date().toISOString(),
    })
    .execute();
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('the exact look-up', () => {
  it.each([
    ['form number', () => String(formNumber), 'form'],
    ['admission code', () => code.toLowerCase(), 'code'],
    ['enrolment number', () => '2026-27/bcom/0042', 'enrolment'],
    ['mobile', () => '9450012345', 'phone'],
    ['mobile with +91', () => '+91 94500 12345', 'phone'],
    ['email in capitals', () => target.email.toUpperCase(), 'email'],
  ])('by %s: names the applicant and puts them first', async (_what, key, kind) => {
    const res = await search(key());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.exact).toEqual({ id: target.id, kind });
    expect(body.data[0].id).toBe(target.id);
  });

  it('a form number lists that applicant alone, though other mobiles contain its digits', async () => {
    const body = (await search(String(formNumber), verifier.token, '&sort=-id')).json();
    expect(body.data.map((r: { id: number }) => r.id)).toEqual([target.id]);
    expect(body.total).toBe(1);
    expect(body.exact).toEqual({ id: target.id, kind: 'form' });
    // Digits that name nobody exactly still match mobiles in part.
    const part = (await search('945001')).json();
    expect(part.exact).toBeNull();
    expect(part.data.map((r: { id: number }) => r.id)).toContain(target.id);
  });

  it('a partial name still lists every applicant it matches, with no exact one named', async () => {
    const body = (await search(`${tag.toLowerCase()} other`)).json();
    expect(body.exact).toBeNull();
    expect(body.total).toBe(4);
    expect(body.data.map((r: { id: number }) => r.id).sort()).toEqual(others.map((o) => o.id).sort());
    const one = (await search('seema yad')).json();
    expect(one.data.map((r: { id: number }) => r.id)).toContain(target.id);
    expect(one.exact).toBeNull();
  });

  it('a key that names nobody answers an empty list; a role without the queue is refused', async () => {
    const none = (await search('2026-27/BCOM/9999')).json();
    expect(none).toMatchObject({ total: 0, exact: null, data: [] });
    const refused = await search(String(formNumber), editor.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('data');
  });
});

describe('ready to review', () => {
  it('lists the paid, complete, submitted and unverified; the pending tab leaves out the unpaid', async () => {
    const mark = `Ready${Date.now()}`;
    const ready = await createStudent(t.app, { name: `${mark} Ready`, status: 1, fee_to_pay: '1450.00' });
    await pay(t.app, ready.token, 'registration');
    expect((await postAdmission(t.app, ready.token, validAdmission())).statusCode).toBe(200);
    const unpaid = await createStudent(t.app, { name: `${mark} Unpaid` });
    const paid = await createStudent(t.app, { name: `${mark} Paid` });
    await pay(t.app, paid.token, 'registration');
    const noPhoto = await createStudent(t.app, { name: `${mark} NoPhoto`, profile_photo: '0' });
    await pay(t.app, noPhoto.token, 'registration');

    const ids = async (status: string) => {
      const res = await search(mark.toLowerCase(), verifier.token, `&status=${status}&sort=id`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const readyView = await ids('ready');
    expect(readyView.data.map((r: { id: number }) => r.id)).toEqual([ready.id]);
    expect(readyView.views).toEqual({ ready: 1, incomplete: 2 });
    expect((await ids('0')).data.map((r: { id: number }) => r.id)).toEqual([paid.id]);
    expect((await ids('incomplete')).data.map((r: { id: number }) => r.id)).toEqual([unpaid.id, noPhoto.id]);
    expect(readyView.counts.pending).toBe(1);

    // Verified: no longer waiting for the verifier.
    await verifyForm(t.app, ready.id, verifier.token);
    expect((await ids('ready')).data).toEqual([]);
    expect((await search('', verifier.token, '&status=waiting')).statusCode).toBe(400);
  });
});

describe('the audit log in words', () => {
  it('names a student target by form number and name', async () => {
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.adminCorrection.replace(':id', String(target.id)),
      headers: bearer(verifier.token),
      payload: { reason: 'Upload a clear photo' },
    });
    const res = await get(`${API_PATHS.adminAudit}?target=student:${target.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      action: 'applicant.correction',
      target_student: { name: target.name, form_number: formNumber },
    });
  });
});

describe('the CSV, staff accounts, the fee table', () => {
  it('writes the times of the applicants CSV in India time, DD/MM/YYYY HH:mm', async () => {
    const at = '2026-11-27T00:25:41.639Z';
    await t.app.db.updateTable('students').set({ submitted_at: at }).where('id', '=', target.id).execute();
    await t.app.db.updateTable('admissions').set({ created_at: at }).where('student_id', '=', target.id).execute();
    const res = await get(`${API_PATHS.adminExport}?search=${formNumber}`, verifier.token);
    expect(res.statusCode).toBe(200);
    const line = res.body.split('\r\n').find((l) => l.startsWith(`"${formNumber}"`))!;
    expect(line).toContain('"27/11/2026 05:55"');
    expect(res.body).not.toContain('2026-11-27T00:25');
    expect(res.body).toContain('First submitted (India time)');
  });

  it('gives a new staff account the least powerful role when none is chosen', async () => {
    const email = `no.role.${Date.now()}@college.local`;
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.adminStaff,
      headers: bearer(admin.token),
      payload: { email, name: 'नया कर्मचारी' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email, role: 'editor' });
    const bad = await t.app.inject({
      method: 'POST',
      url: API_PATHS.adminStaff,
      headers: bearer(admin.token),
      payload: { email: `x${email}`, name: 'X', role: 'owner' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses a fee for a year the course does not have, and records nothing', async () => {
    const put = (fees: unknown[]) =>
      t.app.inject({ method: 'PUT', url: API_PATHS.adminFees, headers: bearer(admin.token), payload: { fees } });
    const refused = await put([{ course: 'MCOM', year: 3, category: 'GENERAL', amount: '3000' }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty(['fees[0].year']);
    const rows = await t.app.db.selectFrom('admission_fees').selectAll().where('course', '=', 'MCOM').execute();
    // The demo fee table has no year 3 for a PG course either.
    expect(rows.filter((r) => r.year === 3)).toEqual([]);
    expect(rows.filter((r) => r.year === 3 && r.amount === '3000.00')).toEqual([]);
    const fine = await put([
      { course: 'MCOM', year: 2, category: 'GENERAL', amount: '3000' },
      { course: 'BCOM', year: 3, category: 'GENERAL', amount: '2000' },
    ]);
    expect(fine.statusCode).toBe(200);
  });
});
