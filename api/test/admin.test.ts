import { API_PATHS, STAFF_FORM_MESSAGES } from '@college/shared-types';
import { parseArgs } from '../src/cli/admin';
import { csvCell } from '../src/admission/applicant-export';
import { REVIEW_ANSWERS } from '../src/admission/applicant-review-service';
import { STAFF_ANSWERS } from '../src/accounts/staff-accounts-service';
import { checkAdminInput, DEMO_ADMIN, upsertAdmin } from '../src/accounts/admin-accounts';
import { issueToken } from '../src/accounts/tokens';
import { bearer, createStudent, pay, postAdmission, validAdmission } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
let adminToken: string;

async function signin(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/signin', payload: { email, password } });
}

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await signin(DEMO_ADMIN.email, DEMO_ADMIN.password)).json().token;
});
afterAll(async () => {
  await t.close();
});

describe('administrator sign-in', () => {
  it('signs the demo administrator in and refuses a wrong password or an unknown email alike', async () => {
    const ok = await signin('ADMIN@college.local ', DEMO_ADMIN.password);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: STAFF_ANSWERS.signedIn, admin: { email: DEMO_ADMIN.email } });
    const wrong = await signin(DEMO_ADMIN.email, 'Admin@00000');
    const unknown = await signin('nobody@college.local', DEMO_ADMIN.password);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      code: 'invalid_credentials',
      message: STAFF_ANSWERS.signinFailed,
      message_hi: 'ईमेल या पासवर्ड ग़लत है।',
    });
  });

  it('creates accounts the way the admin command does, and checks its input', async () => {
    expect(
      parseArgs(['create', '--email', 'office@college.local', '--password=Office12345', '--name', 'Office']),
    ).toEqual({
      command: 'create',
      options: { email: 'office@college.local', password: 'Office12345', name: 'Office' },
    });
    expect(() => parseArgs(['create', '--email'])).toThrow('--email needs a value');
    expect(checkAdminInput({ email: 'x', password: 'Office12345' })).toBe('Enter a valid email address.');
    expect(checkAdminInput({ email: 'o@c.in', password: 'short1' })).toMatch(/at least 10/);
    expect(checkAdminInput({ email: 'o@c.in', password: 'Office12345' })).toBeNull();
    const first = await upsertAdmin(t.app.db, { email: 'Office@College.local', password: 'Office12345' });
    expect(first.created).toBe(true);
    const again = await upsertAdmin(t.app.db, { email: 'office@college.local', password: 'Office67890' });
    expect(again).toEqual({ id: first.id, created: false });
    expect((await signin('office@college.local', 'Office12345')).statusCode).toBe(401);
    expect((await signin('office@college.local', 'Office67890')).statusCode).toBe(200);
    // The command makes an administrator, and brings back a disabled or demoted account as one.
    await t.app.db
      .updateTable('admins')
      .set({ role: 'editor', disabled_at: new Date().toISOString() })
      .where('id', '=', first.id)
      .execute();
    await upsertAdmin(t.app.db, { email: 'office@college.local', password: 'Office67890', role: 'admin' });
    const back = await signin('office@college.local', 'Office67890');
    expect(back.statusCode).toBe(200);
    expect(back.json().admin.role).toBe('admin');
  });

  it('logs out: the token stops working', async () => {
    const token = (await signin(DEMO_ADMIN.email, DEMO_ADMIN.password)).json().token;
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/students', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });
});

describe('admin-only calls', () => {
  const calls: Array<[string, string]> = [
    ['GET', '/api/admin/students'],
    ['GET', '/api/admin/students/1'],
    ['POST', '/api/admin/students/1/status'],
    ['GET', '/api/admin/admissions/ADM25AAAAAAAA'],
    ['GET', '/api/admin/admissions.csv'],
    ['GET', '/api/admin/documents/1'],
    ['POST', '/api/admin/logout'],
  ];

  it.each(calls)('%s %s refuses a student token and no token', async (method, url) => {
    const s = await createStudent(t.app);
    const asStudent = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: bearer(s.token),
      ...(method === 'POST' ? { payload: { status: 1, fee_to_pay: '10' } } : {}),
    });
    expect(asStudent.statusCode).toBe(401);
    const anon = await t.app.inject({ method: method as 'GET' | 'POST', url });
    expect(anon.statusCode).toBe(401);
  });

  it('an administrator token is not a student token either', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(401);
  });

  it('even a token with the id of an administrator but issued to a student is refused', async () => {
    const admin = await t.app.db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
    const studentToken = await issueToken(t.app.db, 'student', admin.id);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/students', headers: bearer(studentToken) });
    expect(res.statusCode).toBe(401);
  });
});

describe('students, decisions and export', () => {
  it('lists with filters and paging', async () => {
    const tag = `Filter${Date.now()}`;
    const a = await createStudent(t.app, { name: `${tag} Alpha`, course_name: 'BSCBIO', category: 'SC' });
    const b = await createStudent(t.app, { name: `${tag} Beta`, course_name: 'BCOM', category: 'OBC', status: 1 });
    const c = await createStudent(t.app, { name: `${tag} Gamma`, course_name: 'BCOM', category: 'OBC', status: 2 });
    const list = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/students?search=${tag.toLowerCase()}&${query}`,
          headers: bearer(adminToken),
        })
      ).json();

    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.data.map((r: { id: number }) => r.id)).toEqual([c.id, b.id, a.id]);
    expect((await list('status=1')).data.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect((await list('course=bscbio')).data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await list('category=OBC&status=2')).data.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect((await list('paid=yes')).total).toBe(0);
    const page2 = await list('per_page=2&page=2');
    expect(page2).toMatchObject({ page: 2, per_page: 2, total: 3 });
    expect(page2.data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const byEmail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/students?search=${encodeURIComponent(b.email)}`,
      headers: bearer(adminToken),
    });
    expect(byEmail.json().data.map((r: { id: number }) => r.id)).toEqual([b.id]);
    // LIKE wildcards typed by the user are taken literally.
    const literal = async (search: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/students?search=${encodeURIComponent(search)}`,
          headers: bearer(adminToken),
        })
      ).json().total;
    expect(await literal(`${tag} A_pha`)).toBe(0);
    expect(await literal(`${tag}%Alpha`)).toBe(0);
    expect(await literal(`${tag} Alpha`)).toBe(1);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/students?status=7', headers: bearer(adminToken) });
    expect(bad.statusCode).toBe(400);
  });

  it('approves with a fee, records who and when, mails the student in Hindi and English', async () => {
    const s = await createStudent(t.app);
    const missingFee = await t.app.inject({
      method: 'POST',
      url: `/api/admin/students/${s.id}/status`,
      headers: bearer(adminToken),
      payload: { status: 1 },
    });
    expect(missingFee.statusCode).toBe(422);
    expect(missingFee.json().errors).toEqual({ fee_to_pay: [STAFF_FORM_MESSAGES.fee] });
    const badStatus = await t.app.inject({
      method: 'POST',
      url: `/api/admin/students/${s.id}/status`,
      headers: bearer(adminToken),
      payload: { status: 0 },
    });
    expect(badStatus.statusCode).toBe(400);
    expect(Object.keys(badStatus.json().errors)).toEqual(['status']);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/students/${s.id}/status`,
      headers: bearer(adminToken),
      payload: { status: 1, fee_to_pay: 2450, remark: 'अभिलेख सत्यापित' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: REVIEW_ANSWERS.approved, data: { status: 1, fee_to_pay: '2450.00' } });
    const [mail] = await t.app.db.selectFrom('outbox').selectAll().where('to', '=', s.email).execute();
    expect(mail!.subject).toBe('आवेदन स्वीकृत / Application approved');
    expect(mail!.text).toContain('₹2450.00');
    expect(mail!.text).toContain('अभिलेख सत्यापित');
    expect(mail!.html).toContain('lang="hi"');

    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/students/${s.id}/status`,
      headers: bearer(adminToken),
      payload: { status: '2', remark: '<b>Incomplete</b>' },
    });
    expect(reject.statusCode).toBe(200);
    const mails = await t.app.db.selectFrom('outbox').selectAll().where('to', '=', s.email).orderBy('id').execute();
    expect(mails[1]!.subject).toBe('आवेदन अस्वीकृत / Application not approved');
    expect(mails[1]!.html).toContain('&lt;b&gt;Incomplete&lt;/b&gt;');

    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/students/${s.id}`, headers: bearer(adminToken) })
    ).json().data;
    expect(detail.status).toBe(2);
    expect(detail.status_history).toEqual([
      expect.objectContaining({
        action: 'approve',
        old_status: 0,
        status: 1,
        fee_to_pay: '2450.00',
        admin_email: DEMO_ADMIN.email,
      }),
      expect.objectContaining({
        action: 'reject',
        old_status: 1,
        status: 2,
        fee_to_pay: null,
        remark: '<b>Incomplete</b>',
      }),
    ]);
    expect(detail.status_history[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('shows a student with documents and transactions, and a 404 for an unknown one', async () => {
    const s = await createStudent(t.app);
    const { txnid } = await pay(t.app, s.token, 'registration');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/students/${s.id}`,
      headers: bearer(adminToken),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ id: s.id, email: s.email, registration_paid: true, documents: [] });
    expect(detail.json().data.transactions).toEqual([
      expect.objectContaining({ txnid, status: 'success', amount: '50.00' }),
    ]);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/students/999999',
      headers: bearer(adminToken),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('will not change the status once the admission fee is paid', async () => {
    const s = await createStudent(t.app, { status: 1, fee_to_pay: '1000' });
    await t.app.db.updateTable('students').set({ is_admission_fee_payed: 1 }).where('id', '=', s.id).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/students/${s.id}/status`,
      headers: bearer(adminToken),
      payload: { status: 2, remark: 'Marks sheet unreadable' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REVIEW_ANSWERS.paid);
  });

  it('reads an admission form by its code and exports applications as CSV', async () => {
    const s = await createStudent(t.app, { status: 1, fee_to_pay: '900', name: '=HYPERLINK("x") रीना' });
    const code = (await postAdmission(t.app, s.token, validAdmission())).json().admission_code;
    const one = await t.app.inject({
      method: 'GET',
      url: API_PATHS.adminAdmission.replace(':admission_code', code),
      headers: bearer(adminToken),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ admission_code: code, fees: '900.00', applicant_email: s.email });
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/admin/admissions/ADM25NOSUCH1',
      headers: bearer(adminToken),
    });
    expect(none.statusCode).toBe(404);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/admissions.csv?status=1',
      headers: bearer(adminToken),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="admissions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.body.startsWith('\uFEFF"Form number"')).toBe(true);
    const line = csv.body.split('\r\n').find((l) => l.includes(code))!;
    expect(line).toContain(`"'=HYPERLINK(""x"") रीना"`);
    expect(line).toContain('"N.S.S; Sports"');
    expect(line).toContain('"80.00"');
  });

  it('neutralises spreadsheet formulas in CSV cells', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('-5')).toBe(`"'-5"`);
    expect(csvCell('plain "q"')).toBe('"plain ""q"""');
    expect(csvCell(null)).toBe('""');
  });
});
