// The scrutiny of a submitted form (api/src/selection): each document verified or not acceptable, the correction
// loop with the list, Verified, the fee refused before it, roles, the audit log and the verified figures.
import { apiErrorText, requiredUploads, type AdminScrutiny } from '@college/shared-types';
import {
  bearer,
  createStudent,
  initiate,
  PDF_BYTES,
  postAdmission,
  validAdmission,
  verifyForm,
  type TestStudent,
} from './admission-fixtures';
import { staffOfEveryRole, type TestStaff } from './staff-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import type { StaffRole } from '@college/shared-types';

let t: TestApp;
let staff: Record<StaffRole, TestStaff>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffOfEveryRole(t.app);
});
afterAll(async () => {
  await t.close();
});

const url = (id: number, rest = '') => `/api/admin/students/${id}/scrutiny${rest}`;

async function submitted(): Promise<TestStudent> {
  const s = await createStudent(t.app, { status: 1, fee_to_pay: '1500', category: 'OBC' });
  const res = await postAdmission(t.app, s.token, validAdmission());
  expect(res.statusCode).toBe(200);
  return s;
}

async function view(id: number, token = staff.verifier.token): Promise<AdminScrutiny> {
  const res = await t.app.inject({ method: 'GET', url: url(id), headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

function check(id: number, field: string, body: Record<string, unknown>, token = staff.verifier.token) {
  return t.app.inject({ method: 'PUT', url: url(id, `/documents/${field}`), headers: bearer(token), payload: body });
}

async function user(s: TestStudent) {
  return (await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(s.token) })).json().user;
}

function payAdmission(s: TestStudent) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/payment/initiate',
    headers: bearer(s.token),
    payload: { purpose: 'admission', firstname: 'Reena Devi', phone: '9876543210' },
  });
}

async function mailsTo(email: string) {
  return t.app.db.selectFrom('outbox').select(['subject', 'text']).where('to', '=', email).orderBy('id').execute();
}

describe('a submitted form waits for the verifier', () => {
  it('enters the queue as "to verify", and the fee is refused until it is verified', async () => {
    const s = await submitted();
    const v = await view(s.id);
    expect(v.state).toBe('to_verify');
    expect(v.open).toBe(true);
    expect(v.documents.map((d) => d.field).sort()).toEqual([...requiredUploads('BCOM', 'OBC')].sort());
    expect(v.documents.every((d) => d.state === null)).toBe(true);

    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/students?scrutiny=to_verify&per_page=100',
      headers: bearer(staff.verifier.token),
    });
    const row = queue.json().data.find((r: { id: number }) => r.id === s.id);
    expect(row.scrutiny_state).toBe('to_verify');

    const refused = await payAdmission(s);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'admission_not_verified',
      message: apiErrorText('admission_not_verified', 'en'),
      message_hi: apiErrorText('admission_not_verified', 'hi'),
    });
    expect((await user(s)).scrutiny).toMatchObject({ state: 'to_verify' });
  });
});

describe('checking each document', () => {
  it('sends the form back with the list when one is not acceptable, and a resubmission returns it to verify', async () => {
    const s = await submitted();
    const fields = (await view(s.id)).documents.map((d) => d.field);
    // A reason is required for a document not acceptable.
    const noReason = await check(s.id, 'mark_10th', { state: 'not_acceptable' });
    expect(noReason.statusCode).toBe(422);

    const refused = await check(s.id, 'mark_10th', { state: 'not_acceptable', reason: 'The scan is cut off' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data.documents.find((d: { field: string }) => d.field === 'mark_10th')).toMatchObject({
      state: 'not_acceptable',
      reason: 'The scan is cut off',
    });
    for (const f of fields.filter((x) => x !== 'mark_10th')) {
      expect((await check(s.id, f, { state: 'verified' })).statusCode).toBe(200);
    }
    const after = await view(s.id);
    expect(after.state).toBe('correction');
    expect(after.open).toBe(false);

    const u = await user(s);
    expect(u.is_admission_submitted).toBe(false);
    expect(u.status).toBe(1);
    expect(u.correction_reason).toContain('High School (10th) Marksheet / हाईस्कूल (10वीं) अंकपत्र — The scan is cut off');
    expect(u.scrutiny.documents.find((d: { field: string }) => d.field === 'mark_10th')).toMatchObject({
      state: 'not_acceptable',
      reason: 'The scan is cut off',
    });
    const mail = (await mailsTo(s.email)).at(-1)!;
    expect(mail.subject).toContain('Please correct your admission form');
    expect(mail.text).toContain('हाईस्कूल (10वीं) अंकपत्र — The scan is cut off');

    // No more checks while the form is with the student.
    expect((await check(s.id, 'mark_12', { state: 'verified' })).statusCode).toBe(409);

    // The student sends a new marksheet: back to verify; the replaced file has no word, the others keep theirs.
    const again = await postAdmission(
      t.app,
      s.token,
      validAdmission(),
      [{ field: 'mark_10th', bytes: PDF_BYTES, filename: 'marksheet.pdf', type: 'application/pdf' }],
      false,
    );
    expect(again.statusCode).toBe(200);
    const back = await view(s.id);
    expect(back.state).toBe('to_verify');
    expect(back.documents.find((d) => d.field === 'mark_10th')!.state).toBeNull();
    expect(back.documents.find((d) => d.field === 'mark_12')!.state).toBe('verified');

    const done = await check(s.id, 'mark_10th', { state: 'verified' });
    expect(done.json()).toMatchObject({ data: { state: 'verified' } });
    expect(done.json().message_hi).toBeTruthy();
    expect((await user(s)).scrutiny.state).toBe('verified');
    expect((await mailsTo(s.email)).at(-1)!.subject).toContain('Admission form verified');

    // Verified: the fee may be paid.
    const init = await initiate(t.app, s.token, 'admission');
    expect(init.fields.amount).toBe('1500.00');

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'detail'])
      .where('target', '=', `student:${s.id}`)
      .orderBy('id')
      .execute();
    const actions = audit.map((a) => a.action);
    expect(actions).toContain('scrutiny.document_not_acceptable');
    expect(actions).toContain('scrutiny.correction');
    expect(actions.at(-1)).toBe('scrutiny.verified');
    const refusal = audit.find((a) => a.action === 'scrutiny.document_not_acceptable')!;
    expect(JSON.parse(refusal.detail!)).toMatchObject({
      document: { field: 'mark_10th', name: 'High School (10th) Marksheet' },
      reason: 'The scan is cut off',
      form: { applicant: s.name },
    });
  });

  it('sends the form back at once when asked, listing the documents not acceptable', async () => {
    const s = await submitted();
    const none = await t.app.inject({
      method: 'POST',
      url: url(s.id, '/correction'),
      headers: bearer(staff.verifier.token),
    });
    expect(none.statusCode).toBe(409);
    await check(s.id, 'dc_caste', { state: 'not_acceptable', reason: 'Issued to another person' });
    const sent = await t.app.inject({
      method: 'POST',
      url: url(s.id, '/correction'),
      headers: bearer(staff.verifier.token),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.state).toBe('correction');
    expect((await user(s)).correction_reason).toContain(
      'Caste Certificate / जाति प्रमाण पत्र — Issued to another person',
    );
  });
});

describe('roles', () => {
  it('lets verifiers and admins check, accounts only read, and refuses the others', async () => {
    const s = await submitted();
    expect((await check(s.id, 'mark_12', { state: 'verified' }, staff.accounts.token)).statusCode).toBe(403);
    expect((await check(s.id, 'mark_12', { state: 'verified' }, staff.editor.token)).statusCode).toBe(403);
    expect((await view(s.id, staff.accounts.token)).state).toBe('to_verify');
    const editorRead = await t.app.inject({ method: 'GET', url: url(s.id), headers: bearer(staff.editor.token) });
    expect(editorRead.statusCode).toBe(403);
    const student = await t.app.inject({ method: 'GET', url: url(s.id), headers: bearer(s.token) });
    expect(student.statusCode).toBe(401);
    expect((await check(s.id, 'mark_12', { state: 'verified' }, staff.admin.token)).statusCode).toBe(200);
    const figure = await t.app.inject({
      method: 'POST',
      url: url(s.id, '/figures'),
      headers: bearer(staff.accounts.token),
      payload: { field: 'high_school_obtmarks', verified_value: '450', note: 'x' },
    });
    expect(figure.statusCode).toBe(403);
  });

  it('answers 404 for an applicant without a form and null for the panel', async () => {
    const s = await createStudent(t.app, { status: 1, fee_to_pay: '1500' });
    expect((await check(s.id, 'mark_12', { state: 'verified' })).statusCode).toBe(404);
    expect(await view(s.id)).toBeNull();
  });
});

describe('verified figures', () => {
  it('records a figure that differs from the marksheet with a note, audited and shown to the student', async () => {
    const s = await submitted();
    const form = validAdmission();
    const bad = await t.app.inject({
      method: 'POST',
      url: url(s.id, '/figures'),
      headers: bearer(staff.verifier.token),
      payload: { field: 'high_school_obtmarks', verified_value: 'many', note: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    const res = await t.app.inject({
      method: 'POST',
      url: url(s.id, '/figures'),
      headers: bearer(staff.verifier.token),
      payload: { field: 'high_school_obtmarks', verified_value: '450', note: 'Marksheet shows 450, not 480' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.figures).toEqual([
      expect.objectContaining({
        field: 'high_school_obtmarks',
        form_value: form.high_school_obtmarks,
        verified_value: '450',
        note: 'Marksheet shows 450, not 480',
        staff_name: expect.any(String),
      }),
    ]);
    expect((await user(s)).scrutiny.figures).toEqual([
      expect.objectContaining({
        field: 'high_school_obtmarks',
        form_value: form.high_school_obtmarks,
        verified_value: '450',
      }),
    ]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['detail'])
      .where('action', '=', 'scrutiny.figure_verified')
      .where('target', '=', `student:${s.id}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toMatchObject({ verified_value: '450', note: 'Marksheet shows 450, not 480' });

    // The figure does not stop the verification of the documents.
    await verifyForm(t.app, s.id);
    expect((await view(s.id)).state).toBe('verified');
  });
});
