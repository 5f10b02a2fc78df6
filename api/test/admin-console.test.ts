// The office console's calls: staff accounts and their lockout, the queue, decisions and the correction loop,
// fees, seats, the overview, Aadhaar masking and the audit log.
import { API_PATHS, maskAadhaar } from '@college/shared-types';
import { REVIEW_ANSWERS } from '../src/admission/applicant-review-service';
import { STAFF_ANSWERS } from '../src/accounts/staff-accounts-service';
import { bearer, createStudent, pay, postAdmission, validAdmission } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { createStaff, STAFF_PASSWORD, type TestStaff } from './staff-fixtures';

// Many hashed passwords and whole payments per test: generous on a shared, loaded machine.
jest.setTimeout(30_000);

let t: TestApp;
let admin: TestStaff;
let verifier: TestStaff;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createStaff(t.app, 'admin');
  verifier = await createStaff(t.app, 'verifier');
}, 30_000);
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  token: string | null,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const signin = (email: string, password: string) => call('POST', API_PATHS.adminSignin, null, { email, password });

async function auditOf(action: string, target?: string) {
  let q = t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action);
  if (target) q = q.where('target', '=', target);
  return q.orderBy('id').execute();
}

async function lastMailTo(email: string) {
  return t.app.db.selectFrom('outbox').selectAll().where('to', '=', email).orderBy('id', 'desc').executeTakeFirst();
}

describe('staff accounts', () => {
  it('an admin creates an account; the mailed single-use link sets the password; then it signs in', async () => {
    const email = `new.verifier.${Date.now()}@college.local`;
    const created = await call('POST', API_PATHS.adminStaff, admin.token, {
      email: email.toUpperCase(),
      name: 'नई सत्यापनकर्ता',
      role: 'verifier',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: STAFF_ANSWERS.created,
      data: { email, role: 'verifier', disabled: false, password_set: false },
    });
    const mail = await lastMailTo(email);
    // A link, never a password.
    const link = /\/admin\/set-password\?token=([\w-]+)/.exec(mail!.text)!;
    expect(link).not.toBeNull();
    expect(mail!.text).not.toMatch(/password:/i);
    const token = decodeURIComponent(link[1]!);

    const weak = await call('POST', API_PATHS.adminSetPassword, null, {
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.statusCode).toBe(422);
    const set = await call('POST', API_PATHS.adminSetPassword, null, {
      token,
      password: 'Verifier2026',
      password_confirmation: 'Verifier2026',
    });
    expect(set.statusCode).toBe(200);
    const again = await call('POST', API_PATHS.adminSetPassword, null, {
      token,
      password: 'Verifier2027',
      password_confirmation: 'Verifier2027',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(STAFF_ANSWERS.invalidLink);
    const ok = await signin(email, 'Verifier2026');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().admin).toMatchObject({ email, role: 'verifier' });
    const me = await call('GET', API_PATHS.adminMe, ok.json().token);
    expect(me.json().data).toMatchObject({ email, role: 'verifier', name: 'नई सत्यापनकर्ता' });

    const duplicate = await call('POST', API_PATHS.adminStaff, admin.token, { email, name: 'X', role: 'editor' });
    expect(duplicate.statusCode).toBe(409);
    const badRole = await call('POST', API_PATHS.adminStaff, admin.token, { email: 'x@y.in', name: 'X', role: 'root' });
    expect(badRole.statusCode).toBe(422);
    expect(badRole.json().errors.role).toEqual(['Choose one of the listed roles']);
    expect(await auditOf('staff.created', `staff:${created.json().data.id}`)).toHaveLength(1);
    expect(await auditOf('staff.password_set', `staff:${created.json().data.id}`)).toHaveLength(1);
  });

  it('disabling an account ends its sessions and its sign-in; the last admin cannot be demoted', async () => {
    const editor = await createStaff(t.app, 'editor');
    const off = await call('PATCH', API_PATHS.adminStaffMember.replace(':id', String(editor.id)), admin.token, {
      disabled: true,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.disabled).toBe(true);
    expect((await call('GET', API_PATHS.adminMe, editor.token)).statusCode).toBe(401);
    expect((await signin(editor.email, STAFF_PASSWORD)).statusCode).toBe(401);
    const self = await call('PATCH', API_PATHS.adminStaffMember.replace(':id', String(admin.id)), admin.token, {
      disabled: true,
    });
    expect(self.statusCode).toBe(409);
    expect((await call('PATCH', API_PATHS.adminStaffMember, admin.token, { disabled: true })).statusCode).toBe(400);

    // Demote every other admin away, then the last one cannot lose the role.
    const others = await t.app.db
      .selectFrom('admins')
      .select('id')
      .where('role', '=', 'admin')
      .where('id', '!=', admin.id)
      .execute();
    await t.app.db
      .updateTable('admins')
      .set({ role: 'verifier' })
      .where(
        'id',
        'in',
        others.map((o) => o.id),
      )
      .execute();
    const demote = await call('PATCH', API_PATHS.adminStaffMember.replace(':id', String(admin.id)), admin.token, {
      role: 'verifier',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(STAFF_ANSWERS.lastAdmin);
    await t.app.db
      .updateTable('admins')
      .set({ role: 'admin' })
      .where(
        'id',
        'in',
        others.map((o) => o.id),
      )
      .execute();
    expect(await auditOf('staff.updated', `staff:${editor.id}`)).toHaveLength(1);
  });

  it('holds an account back after repeated failures: 25 wrong passwords, then the right one is refused', async () => {
    const victim = await createStaff(t.app, 'accounts');
    const answers: number[] = [];
    for (let i = 0; i < 25; i += 1) answers.push((await signin(victim.email, `Wrong${i}password`)).statusCode);
    expect(answers.filter((s) => s === 401)).toHaveLength(5);
    expect(answers.filter((s) => s === 429)).toHaveLength(20);
    const right = await signin(victim.email, STAFF_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().token).toBeUndefined();
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    const failed = await t.app.db
      .selectFrom('audit_log')
      .select('staff_id')
      .where('action', '=', 'staff.signin_failed')
      .where('staff_id', '=', victim.id)
      .execute();
    expect(failed.length).toBe(26);
  });

  it('changes its own password: other sessions end, this one goes on', async () => {
    const me = await createStaff(t.app, 'verifier');
    const other = (await signin(me.email, STAFF_PASSWORD)).json().token as string;
    const wrong = await call('POST', API_PATHS.adminPassword, me.token, {
      current_password: 'nope',
      password: 'Newpass2026',
      password_confirmation: 'Newpass2026',
    });
    expect(wrong.statusCode).toBe(422);
    const ok = await call('POST', API_PATHS.adminPassword, me.token, {
      current_password: STAFF_PASSWORD,
      password: 'Newpass2026',
      password_confirmation: 'Newpass2026',
    });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', API_PATHS.adminMe, me.token)).statusCode).toBe(200);
    expect((await call('GET', API_PATHS.adminMe, other)).statusCode).toBe(401);
    expect((await signin(me.email, 'Newpass2026')).statusCode).toBe(200);
    expect(await auditOf('staff.signin')).not.toHaveLength(0);
  });
});

describe('the queue', () => {
  it('filters, searches by form number and mobile, counts per state, sorts and gives neighbours', async () => {
    const tag = `Queue${Date.now()}`;
    const a = await createStudent(t.app, { name: `${tag} A`, course_name: 'BSCBIO', course_year: 2, category: 'SC' });
    const b = await createStudent(t.app, { name: `${tag} B`, status: 1, fee_to_pay: '900.00' });
    const c = await createStudent(t.app, { name: `${tag} C`, status: 2 });
    await pay(t.app, a.token, 'registration');
    const form = await postAdmission(t.app, b.token, validAdmission());
    expect(form.statusCode).toBe(200);
    const formNumber = (
      await t.app.db.selectFrom('admissions').select('id').where('student_id', '=', b.id).executeTakeFirstOrThrow()
    ).id;
    await t.app.db.updateTable('students').set({ phone_number: '9123400001' }).where('id', '=', c.id).execute();

    const list = async (query: string) => {
      const res = await call('GET', `${API_PATHS.adminStudents}?search=${tag.toLowerCase()}&${query}`, verifier.token);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const ids = (body: { data: Array<{ id: number }> }) => body.data.map((r) => r.id);
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.counts).toEqual({ pending: 1, approved: 1, rejected: 1, correction: 0 });
    expect(ids(await list('registration_paid=yes'))).toEqual([a.id]);
    expect(ids(await list('registration_paid=no&sort=id'))).toEqual([b.id, c.id]);
    expect(ids(await list('year=2'))).toEqual([a.id]);
    expect(ids(await list('submitted=yes'))).toEqual([b.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(ids(await list(`submitted_from=${today}&submitted_to=${today}`))).toEqual([b.id]);
    expect(ids(await list('submitted_from=2000-01-01&submitted_to=2000-01-02'))).toEqual([]);
    expect(ids(await list('sort=name'))).toEqual([a.id, b.id, c.id]);
    expect(ids(await list('sort=-name'))).toEqual([c.id, b.id, a.id]);
    // status=1 still counts every state for the tabs.
    const approved = await list('status=1');
    expect(ids(approved)).toEqual([b.id]);
    expect(approved.counts.rejected).toBe(1);
    expect(approved.data[0]).toMatchObject({
      form_number: formNumber,
      review_state: 'approved',
      registration_paid: false,
    });

    const byForm = await call('GET', `${API_PATHS.adminStudents}?search=${formNumber}`, verifier.token);
    expect(ids(byForm.json())).toContain(b.id);
    const byPhone = await call('GET', `${API_PATHS.adminStudents}?search=9123400001`, verifier.token);
    expect(ids(byPhone.json())).toEqual([c.id]);

    // Next and previous in the order of the same query, without going back to the list.
    const detail = async (id: number, query: string) =>
      (
        await call('GET', `${API_PATHS.adminStudent.replace(':id', String(id))}?search=${tag}&${query}`, verifier.token)
      ).json().data;
    const mid = await detail(b.id, 'sort=name');
    expect([mid.previous_id, mid.next_id]).toEqual([a.id, c.id]);
    const first = await detail(a.id, 'sort=name');
    expect([first.previous_id, first.next_id]).toEqual([null, b.id]);
    const desc = await detail(b.id, 'sort=-name');
    expect([desc.previous_id, desc.next_id]).toEqual([c.id, a.id]);

    const bad = await call(
      'GET',
      `${API_PATHS.adminStudents}?submitted_from=2026-02-10&submitted_to=2026-02-01`,
      verifier.token,
    );
    expect(bad.statusCode).toBe(422);
    expect((await call('GET', `${API_PATHS.adminStudents}?sort=password`, verifier.token)).statusCode).toBe(400);
    expect((await call('GET', `${API_PATHS.adminStudents}?colour=red`, verifier.token)).statusCode).toBe(400);
  });
});

describe('decisions', () => {
  it('prefills the fee from the fee table and masks the Aadhaar number', async () => {
    const put = await call('PUT', API_PATHS.adminFees, admin.token, {
      fees: [{ course: 'bcom', year: 1, category: 'obc', amount: 1850 }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toContainEqual({ course: 'BCOM', year: 1, category: 'OBC', amount: '1850.00' });
    const badCourse = await call('PUT', API_PATHS.adminFees, admin.token, {
      fees: [{ course: 'MBBS', year: 1, category: 'OBC', amount: '10' }],
    });
    expect(badCourse.statusCode).toBe(422);
    const s = await createStudent(t.app, { status: 1, fee_to_pay: '1850.00' });
    await postAdmission(t.app, s.token, validAdmission());
    const detail = (await call('GET', API_PATHS.adminStudent.replace(':id', String(s.id)), verifier.token)).json().data;
    expect(detail.suggested_fee).toBe('1850.00');
    expect(detail.admission.aadhar).toBe(maskAadhaar('123412341234'));
    expect(JSON.stringify(detail)).not.toContain('123412341234');
    const record = await call(
      'GET',
      API_PATHS.adminAdmission.replace(':admission_code', detail.admission_form_code),
      verifier.token,
    );
    expect(record.json().data.aadhar).toBe('XXXX XXXX 1234');
    expect(await auditOf('fees.changed')).toHaveLength(1);
  });

  it('rejects with a reason the student reads on the dashboard and in a mail', async () => {
    const s = await createStudent(t.app);
    const empty = await call('POST', API_PATHS.adminReject.replace(':id', String(s.id)), verifier.token, {
      reason: ' ',
    });
    expect(empty.statusCode).toBe(422);
    const res = await call('POST', API_PATHS.adminReject.replace(':id', String(s.id)), verifier.token, {
      reason: 'अंकपत्र अपठनीय है / Marksheet unreadable',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: REVIEW_ANSWERS.rejected,
      data: { status: 2, review_state: 'rejected' },
    });
    const user = (await call('GET', API_PATHS.getUser, s.token)).json().user;
    expect(user).toMatchObject({
      status: 2,
      reject_reason: 'अंकपत्र अपठनीय है / Marksheet unreadable',
      correction_reason: null,
    });
    expect((await lastMailTo(s.email))!.text).toContain('Marksheet unreadable');
    const [row] = await auditOf('applicant.rejected', `student:${s.id}`);
    expect(row!.staff_id).toBe(verifier.id);
    expect(JSON.parse(row!.detail!)).toMatchObject({ from: 'pending', to: 'Reject' });
  });

  it('the correction loop: the form reopens with the reason, the student resubmits, it is back in the queue', async () => {
    const s = await createStudent(t.app);
    await pay(t.app, s.token, 'registration');
    const approve = await call('POST', API_PATHS.adminApprove.replace(':id', String(s.id)), verifier.token, {
      fee_to_pay: '1200',
    });
    expect(approve.json().data).toMatchObject({ status: 1, fee_to_pay: '1200.00' });
    expect((await call('GET', API_PATHS.admissionForm, s.token)).json()).toEqual({ data: null });
    expect((await postAdmission(t.app, s.token, validAdmission())).statusCode).toBe(200);

    const ask = await call('POST', API_PATHS.adminCorrection.replace(':id', String(s.id)), verifier.token, {
      reason: 'Upload a clear 12th marksheet',
    });
    expect(ask.statusCode).toBe(200);
    expect(ask.json().data).toMatchObject({ review_state: 'correction', is_admission_submitted: false });
    const mail = await lastMailTo(s.email);
    expect(mail!.subject).toContain('Please correct your admission form');
    expect(mail!.text).toContain('Upload a clear 12th marksheet');
    const user = (await call('GET', API_PATHS.getUser, s.token)).json().user;
    expect(user).toMatchObject({ status: 0, correction_reason: 'Upload a clear 12th marksheet' });
    // The student reads the submitted form back to correct it, without typing it again.
    const own = await call('GET', API_PATHS.admissionForm, s.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ values: { father_name: validAdmission().father_name } });
    expect((await call('GET', API_PATHS.admissionForm, null)).statusCode).toBe(401);
    const waiting = await call('GET', `${API_PATHS.adminStudents}?status=correction&search=${s.email}`, verifier.token);
    expect(waiting.json().data.map((r: { id: number }) => r.id)).toEqual([s.id]);

    // The student corrects and sends the form again: accepted although the status is 0.
    const resubmit = await postAdmission(t.app, s.token, { ...validAdmission(), father_name: 'सुधारा नाम' });
    expect(resubmit.statusCode).toBe(200);
    const after = (await call('GET', API_PATHS.getUser, s.token)).json().user;
    expect(after).toMatchObject({ status: 0, correction_reason: null, is_admission_submitted: true });
    const queue = await call(
      'GET',
      `${API_PATHS.adminStudents}?status=0&submitted=yes&search=${s.email}`,
      verifier.token,
    );
    expect(queue.json().data).toEqual([expect.objectContaining({ id: s.id, review_state: 'pending' })]);
    // Once sent, the form is closed again until the office decides.
    expect((await postAdmission(t.app, s.token, validAdmission())).statusCode).toBe(403);

    const detail = (await call('GET', API_PATHS.adminStudent.replace(':id', String(s.id)), verifier.token)).json().data;
    expect(detail.admission.father_name).toBe('सुधारा नाम');
    // Every step, the student's sendings of the form included.
    expect(detail.status_history.map((h: { action: string }) => h.action)).toEqual([
      'approve',
      'submitted',
      'correction',
      'resubmitted',
    ]);
    expect(detail.status_history[3]).toMatchObject({ by: 'student', admin_email: s.email });
    expect(detail.status_history[2]).toMatchObject({
      by: 'office',
      old_status: 1,
      status: 0,
      remark: 'Upload a clear 12th marksheet',
      admin_email: verifier.email,
    });
    expect(await auditOf('applicant.approved', `student:${s.id}`)).toHaveLength(1);
    expect(await auditOf('applicant.correction', `student:${s.id}`)).toHaveLength(1);
  });

  it('approves several applicants with one fee, skipping a paid one; refuses to change a paid one', async () => {
    const a = await createStudent(t.app);
    const b = await createStudent(t.app);
    const paid = await createStudent(t.app, { status: 1, fee_to_pay: '500.00' });
    await t.app.db.updateTable('students').set({ is_admission_fee_payed: 1 }).where('id', '=', paid.id).execute();
    const res = await call('POST', API_PATHS.adminBulkApprove, verifier.token, {
      ids: [a.id, b.id, paid.id, a.id],
      fee_to_pay: 1500,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().approved).toEqual([a.id, b.id]);
    expect(res.json().skipped).toEqual([{ id: paid.id, reason: REVIEW_ANSWERS.paid }]);
    const rows = await t.app.db
      .selectFrom('students')
      .select(['id', 'status', 'fee_to_pay'])
      .where('id', 'in', [a.id, b.id])
      .execute();
    expect(rows.every((r) => r.status === 1 && r.fee_to_pay === '1500.00')).toBe(true);
    const correction = await call('POST', API_PATHS.adminCorrection.replace(':id', String(paid.id)), verifier.token, {
      reason: 'x',
    });
    expect(correction.statusCode).toBe(409);
    const none = await call('POST', API_PATHS.adminBulkApprove, verifier.token, { ids: [], fee_to_pay: '10' });
    expect(none.statusCode).toBe(422);
  });
});

describe('overview, seats, export and the audit log', () => {
  it('counts applicants and seats, exports with an audit row, and lets an admin filter the log', async () => {
    const seats = await call('PUT', API_PATHS.adminSeats, admin.token, { seats: [{ course: 'BCOM', seats: 120 }] });
    expect(seats.statusCode).toBe(200);
    expect(
      (await call('PUT', API_PATHS.adminSeats, admin.token, { seats: [{ course: 'BCOM', seats: -1 }] })).statusCode,
    ).toBe(422);
    const s = await createStudent(t.app, { course_name: 'BCOM' });
    await pay(t.app, s.token, 'registration');
    const o = (await call('GET', API_PATHS.adminOverview, verifier.token)).json().data;
    const bcom = o.by_course.find((c: { course: string }) => c.course === 'BCOM');
    expect(bcom.seats).toBe(120);
    expect(bcom.total).toBeGreaterThan(0);
    expect(o.today.registrations).toBeGreaterThan(0);
    expect(o.today.collections).toContainEqual(expect.objectContaining({ purpose: 'registration' }));
    expect(o.registration_paid).toBeGreaterThan(0);
    expect(Object.keys(o.by_state).sort()).toEqual(['approved', 'correction', 'pending', 'rejected']);

    const csv = await call('GET', `${API_PATHS.adminExport}?status=1&course=BCOM`, verifier.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const [exported] = (await auditOf('applicants.exported')).slice(-1);
    expect(exported!.staff_id).toBe(verifier.id);
    expect(JSON.parse(exported!.detail!).filters).toEqual({ status: '1', course: 'BCOM' });

    const log = await call('GET', `${API_PATHS.adminAudit}?action=applicant.&staff_id=${verifier.id}`, admin.token);
    expect(log.statusCode).toBe(200);
    const actions = log.json().data.map((r: { action: string }) => r.action);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((a: string) => a.startsWith('applicant.'))).toBe(true);
    expect(log.json().data[0]).toMatchObject({ staff_email: verifier.email });
    const today = new Date().toISOString().slice(0, 10);
    const dated = await call('GET', `${API_PATHS.adminAudit}?from=${today}&to=${today}&per_page=5`, admin.token);
    expect(dated.json()).toMatchObject({ page: 1, per_page: 5 });
    expect(dated.json().total).toBeGreaterThan(5);
    expect((await call('GET', `${API_PATHS.adminAudit}?from=2026-13-01`, admin.token)).statusCode).toBe(422);
  });

  it("finds a student's entries by the form number the office types, not by a stored key", async () => {
    const s = await createStudent(t.app);
    await pay(t.app, s.token, 'registration');
    await call('POST', API_PATHS.adminApprove.replace(':id', String(s.id)), verifier.token, { fee_to_pay: '1200' });
    expect((await postAdmission(t.app, s.token, validAdmission())).statusCode).toBe(200);
    const form = await t.app.db
      .selectFrom('admissions')
      .select('id')
      .where('student_id', '=', s.id)
      .executeTakeFirstOrThrow();
    const log = (await call('GET', `${API_PATHS.adminAudit}?target=${form.id}`, admin.token)).json();
    expect(log.data.length).toBeGreaterThan(0);
    expect(log.data.every((r: { target: string }) => r.target === `student:${s.id}`)).toBe(true);
    expect(log.data[0].target_student).toMatchObject({ form_number: form.id });
    const none = (await call('GET', `${API_PATHS.adminAudit}?target=999999`, admin.token)).json();
    expect(none.total).toBe(0);
    const huge = await call('GET', `${API_PATHS.adminAudit}?target=99999999999999999999`, admin.token);
    expect(huge.statusCode).toBe(200);
    expect(huge.json().total).toBe(0);
  });
});
