import { existsSync, readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { admissionFormEntries, ADMISSION_MESSAGES, apiErrorText } from '@college/shared-types';
import { ADMISSION_ANSWERS } from '../src/admission/admission-save-service';
import {
  bearer,
  createStudent,
  pay,
  PDF_BYTES,
  pngBytes,
  postAdmission,
  validAdmission,
  verifyForm,
  type TestStudent,
} from './admission-fixtures';
import { demoAdminToken } from './staff-fixtures';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await demoAdminToken(t.app);
});
afterAll(async () => {
  await t.close();
});

function uploadedKeys(): string[] {
  const dir = t.app.config.uploadsDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

async function admissionsOf(studentId: number) {
  return t.app.db.selectFrom('admissions').selectAll().where('student_id', '=', studentId).execute();
}

async function print(token: string, code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/admission/print2',
    headers: bearer(token),
    payload: { admission_code: code },
  });
}

describe('POST /api/v2/admission/save2', () => {
  it('refuses a student who is not approved', async () => {
    const s = await createStudent(t.app, { status: 0 });
    const res = await postAdmission(t.app, s.token, validAdmission());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      response: false,
      code: 'registration_pending',
      message: ADMISSION_ANSWERS.notApproved,
      message_hi: apiErrorText('registration_pending', 'hi'),
    });
    const anon = await t.app.inject({ method: 'POST', url: '/api/v2/admission/save2' });
    expect(anon.statusCode).toBe(401);
  });

  it('answers the field errors of the shared schema, per field, and saves nothing', async () => {
    const s = await createStudent(t.app, { status: 1, fee_to_pay: '2000' });
    const bad = {
      ...validAdmission(),
      aadhar_no: '1234',
      high_school_year: '1999',
      intermediate_year: '2030',
      permanent_address_pincode: 'abc',
      mother_name: '',
      high_school_obtmarks: '700',
      weightage: ['Chess'],
      agreed_to_declaration: '0',
      intermediate: { subject: '' },
    };
    const res = await postAdmission(t.app, s.token, bad);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.response).toBe(false);
    expect(body.message).toBe(ADMISSION_ANSWERS.invalid);
    expect(body.errors).toMatchObject({
      aadhar_no: [ADMISSION_MESSAGES.aadhar],
      high_school_year: [ADMISSION_MESSAGES.year],
      intermediate_year: [ADMISSION_MESSAGES.year],
      permanent_address_pincode: [ADMISSION_MESSAGES.pincode],
      mother_name: [ADMISSION_MESSAGES.required],
      high_school_obtmarks: [ADMISSION_MESSAGES.obtmarks],
      weightage: [ADMISSION_MESSAGES.option],
      agreed_to_declaration: [ADMISSION_MESSAGES.declaration],
      'intermediate.subject': [ADMISSION_MESSAGES.required],
    });
    expect(await admissionsOf(s.id)).toHaveLength(0);
  });

  it('requires the UG block for a PG course and the course of the profile', async () => {
    const s = await createStudent(t.app, { status: 1, course_name: 'MSCPHY', academic_level: 'PG' });
    const res = await postAdmission(t.app, s.token, validAdmission('BCOM'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.course).toEqual([ADMISSION_ANSWERS.course]);
    expect(res.json().errors.ug_year).toEqual([ADMISSION_MESSAGES.required]);
  });

  it('saves the form with the profile fields, server percentages and files, then updates it in place', async () => {
    const s = await createStudent(t.app, { status: 1, fee_to_pay: '2000', name: 'रीना देवी', category: 'SC' });
    const png = await pngBytes();
    const res = await postAdmission(t.app, s.token, validAdmission(), [
      { field: 'image', bytes: png, filename: 'photo.png', type: 'image/png' },
      { field: 'mark_10th', bytes: PDF_BYTES, filename: 'marks.pdf', type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ response: true, message: ADMISSION_ANSWERS.saved });
    expect(body.admission_code).toMatch(/^ADM\d{2}[A-Z0-9]{8}$/);

    const [row] = await admissionsOf(s.id);
    // The acknowledgement is mailed in Hindi and English, with the form's number and its provisional printout.
    const mails = await t.app.db.selectFrom('outbox').selectAll().where('to', '=', s.email).orderBy('id').execute();
    const ack = mails.find((m) => m.subject.includes('Admission form submitted'));
    expect(ack?.subject).toBe(`प्रवेश फॉर्म जमा हुआ (संख्या ${row!.id}) / Admission form submitted (No. ${row!.id})`);
    expect(ack?.text).toContain(`फॉर्म संख्या: ${row!.id}`);
    expect(ack?.text).toContain(`Form number: ${row!.id}`);
    expect(ack?.text).toContain(`/admission-form/print/${body.admission_code}`);
    const payload = JSON.parse(row!.payload);
    // Locked fields come from the profile, never from the request.
    expect(payload).toMatchObject({ applicant_name: 'रीना देवी', gender: 'F', email: s.email, category: 'SC' });
    expect(payload.high_school_percentage).toBe('80.00');
    expect(payload.intermediate_percentage).toBe('66.60');
    const student = await t.app.db.selectFrom('students').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(student.is_admission_submitted).toBe(1);
    const files = await t.app.db
      .selectFrom('admission_files')
      .selectAll()
      .where('admission_id', '=', row!.id)
      .execute();
    // The two sent, and the other required uploads of an SC student (the test helper adds them).
    expect(files.map((f) => [f.field, f.mime]).sort()).toEqual([
      ['dc_caste', 'application/pdf'],
      ['image', 'image/png'],
      ['mark_10th', 'application/pdf'],
      ['mark_12', 'application/pdf'],
      ['signature', 'image/png'],
    ]);

    const user = await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(s.token) });
    expect(user.json().user.admission_form_code).toBe(body.admission_code);

    const again = await postAdmission(
      t.app,
      s.token,
      { ...validAdmission(), father_name: 'Shyam Lal' },
      [{ field: 'image', bytes: png, filename: 'new.png', type: 'image/png' }],
      false,
    );
    expect(again.json()).toMatchObject({
      response: true,
      message: ADMISSION_ANSWERS.updated,
      admission_code: body.admission_code,
    });
    const rows = await admissionsOf(s.id);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload).father_name).toBe('Shyam Lal');
    const after = await t.app.db
      .selectFrom('admission_files')
      .selectAll()
      .where('admission_id', '=', row!.id)
      .execute();
    // The stored files stay: the form's required uploads are there without being sent again.
    expect(after).toHaveLength(5);
    // The replaced photo's bytes are gone.
    expect(uploadedKeys()).not.toContain(files.find((f) => f.field === 'image')!.file_key);
    expect(uploadedKeys()).toContain(after.find((f) => f.field === 'image')!.file_key);
  });

  it('refuses a file whose bytes are not what the field allows, under that field, keeping nothing', async () => {
    const s = await createStudent(t.app, { status: 1 });
    const before = uploadedKeys().length;
    const res = await postAdmission(t.app, s.token, validAdmission(), [
      { field: 'mark_10th', bytes: PDF_BYTES, filename: 'ok.pdf', type: 'application/pdf' },
      // A PDF is a document, not a photo: the photo field takes images only.
      { field: 'image', bytes: PDF_BYTES, filename: 'photo.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().response).toBe(false);
    expect(Object.keys(res.json().errors)).toEqual(['image']);
    expect(await admissionsOf(s.id)).toHaveLength(0);
    expect(uploadedKeys()).toHaveLength(before);
  });

  it('leaves no row and no file behind when the save fails half-way', async () => {
    const s = await createStudent(t.app, { status: 1 });
    const before = uploadedKeys().length;
    // The last write of the save (the student's submitted flag) fails inside the transaction.
    if (t.app.dbKind === 'postgres') {
      await sql`CREATE FUNCTION refuse_submit() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`.execute(
        t.app.db,
      );
      await sql`CREATE TRIGGER refuse_submit BEFORE UPDATE ON students FOR EACH ROW WHEN (NEW.is_admission_submitted = 1 AND NEW.id = ${sql.lit(s.id)}) EXECUTE FUNCTION refuse_submit()`.execute(
        t.app.db,
      );
    } else {
      await sql`CREATE TRIGGER refuse_submit BEFORE UPDATE ON students WHEN NEW.is_admission_submitted = 1 AND NEW.id = ${sql.lit(s.id)} BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(
        t.app.db,
      );
    }
    try {
      const res = await postAdmission(t.app, s.token, validAdmission(), [
        { field: 'signature', bytes: await pngBytes(), filename: 'sign.png', type: 'image/png' },
      ]);
      expect(res.statusCode).toBe(500);
      expect(await admissionsOf(s.id)).toHaveLength(0);
      expect(await t.app.db.selectFrom('files').select('id').where('student_id', '=', s.id).execute()).toHaveLength(0);
      expect(uploadedKeys()).toHaveLength(before);
    } finally {
      await sql`DROP TRIGGER refuse_submit${t.app.dbKind === 'postgres' ? sql` ON students` : sql``}`.execute(t.app.db);
      if (t.app.dbKind === 'postgres') await sql`DROP FUNCTION refuse_submit()`.execute(t.app.db);
    }
  });

  it('accepts list fields sent once or repeated, and ignores fields it does not know', async () => {
    const s = await createStudent(t.app, { status: 1 });
    const entries = admissionFormEntries({ ...validAdmission(), weightage: ['N.C.C'] }).concat([
      ['correspondence_same', 'yes'],
    ]);
    const res = await postAdmission(t.app, s.token, entries);
    expect(res.statusCode).toBe(200);
    const [row] = await admissionsOf(s.id);
    const payload = JSON.parse(row!.payload);
    expect(payload.weightage).toEqual(['N.C.C']);
    expect(payload.horizontal_reservation).toEqual(['Freedom Fighter']);
    expect(payload).not.toHaveProperty('correspondence_same');
  });
});

describe('POST /api/v2/admission/print2 and the form files', () => {
  let owner: TestStudent;
  let code: string;
  beforeAll(async () => {
    owner = await createStudent(t.app, { status: 1, fee_to_pay: '1500' });
    const res = await postAdmission(t.app, owner.token, validAdmission(), [
      { field: 'image', bytes: await pngBytes(), filename: 'photo.png', type: 'image/png' },
    ]);
    code = res.json().admission_code;
  });

  it('answers the owner a list whose first item has every field of the print record', async () => {
    const res = await print(owner.token, code);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    const r = list[0];
    const fields = [
      'id',
      'part',
      'course',
      'applicant_name',
      'father_name',
      'mother_name',
      'dob',
      'gender',
      'religion',
      'aadhar',
      'applicant_email',
      'applicant_mobile',
      'whatsapp_number',
      'urn',
      'same_state',
      'category',
      'subcategory',
      'caste_certificate_number',
      'category_issue_date',
      'father_occupation',
      'mother_occupation',
      'marital_status',
      'village_mohalla',
      'post',
      'tehsil',
      'district',
      'pincode',
      'image_file',
      'weightage',
      'horizontal_reservation',
      'gap',
      'attachments',
      'fees',
      'addedon',
      'transactions',
    ];
    for (const g of ['highschool', 'i', 'ug', 'other']) {
      for (const k of ['year', 'roll', 'board', 'name', 'obtmarks', 'maxmarks', 'percentage']) fields.push(`${g}_${k}`);
    }
    for (const f of fields) expect(r).toHaveProperty(f);
    expect(r).toMatchObject({
      part: '1',
      course: 'BCOM',
      // Masked to its last four digits: the whole number never leaves the server for a print view.
      aadhar: 'XXXX XXXX 1234',
      applicant_email: owner.email,
      village_mohalla: 'वार्ड 4, सिरसागंज',
      highschool_percentage: '80.00',
      i_percentage: '66.60',
      i_subject: 'Commerce',
      fees: '1500.00',
      weightage: ['N.S.S', 'Sports'],
    });
    expect(r.addedon).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(r.image_file).toBe(`/api/v2/admission/file/${code}/image`);
  });

  it('refuses another student, with the same answer as an unknown code', async () => {
    const other = await createStudent(t.app, { status: 1 });
    const theirs = await print(other.token, code);
    const unknown = await print(other.token, 'ADM25NOSUCH1');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.body).not.toContain(owner.email);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admission/file/${code}/image`,
      headers: bearer(other.token),
    });
    expect(file.statusCode).toBe(404);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admission/print2',
      payload: { admission_code: code },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('serves the files to the owner and an administrator', async () => {
    for (const token of [owner.token, adminToken]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v2/admission/file/${code}/image`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
    const adminPrint = await print(adminToken, code);
    expect(adminPrint.statusCode).toBe(200);
    expect(adminPrint.json()[0].admission_code).toBe(code);
  });
});

describe('the whole way: registration fee, approval, form, admission fee, print', () => {
  it('takes a fresh student to a printed, paid admission with these calls only', async () => {
    const s = await createStudent(t.app, { status: 0 });
    const reg = await pay(t.app, s.token, 'registration');
    expect(new URL(reg.callback.headers.location as string).pathname).toBe('/admission/student/payment/success');

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/students/${s.id}/status`,
      headers: bearer(adminToken),
      payload: { status: 1, fee_to_pay: '2450', remark: 'Documents checked' },
    });
    expect(approve.statusCode).toBe(200);

    const saved = await postAdmission(t.app, s.token, validAdmission(), [
      { field: 'image', bytes: await pngBytes(), filename: 'photo.png', type: 'image/png' },
      { field: 'signature', bytes: await pngBytes(), filename: 'sign.png', type: 'image/png' },
    ]);
    expect(saved.statusCode).toBe(200);
    const code = saved.json().admission_code as string;

    // The office verifies the form and its documents before the fee can be paid.
    await verifyForm(t.app, s.id);
    const fee = await pay(t.app, s.token, 'admission');
    const result = new URL(fee.callback.headers.location as string);
    expect(result.pathname).toBe('/admission/student/admission/payment/success');
    expect(result.searchParams.get('amount')).toBe('2450.00');
    expect(result.searchParams.get('txnid')).toBe(fee.txnid);

    const user = (await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(s.token) })).json().user;
    expect(user).toMatchObject({
      status: 1,
      is_admission_submitted: true,
      is_admission_fee_payed: true,
      fee_to_pay: '2450.00',
    });
    expect(user.transactions.map((x: { amount: string; status: string }) => [x.amount, x.status])).toEqual([
      ['50.00', 'success'],
      ['2450.00', 'success'],
    ]);

    const printed = (await print(s.token, code)).json()[0];
    expect(printed.fees).toBe('2450.00');
    expect(printed.transactions.map((x: { txnid: string }) => x.txnid)).toEqual([reg.txnid, fee.txnid]);
    expect(printed.signature_file).toBe(`/api/v2/admission/file/${code}/signature`);

    // Paid: the form can no longer change, and the fee is not asked again.
    const late = await postAdmission(t.app, s.token, validAdmission());
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      response: false,
      code: 'admission_already_paid',
      message: ADMISSION_ANSWERS.paid,
      message_hi: apiErrorText('admission_already_paid', 'hi'),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment/initiate',
      headers: bearer(s.token),
      payload: { purpose: 'admission', firstname: 'Reena', phone: '9876543210' },
    });
    expect(again.statusCode).toBe(409);

    const mails = await t.app.db
      .selectFrom('outbox')
      .select(['subject'])
      .where('to', '=', s.email)
      .orderBy('id')
      .execute();
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('Payment receipt: ₹50.00'),
      expect.stringContaining('Application approved'),
      expect.stringContaining('Admission form submitted'),
      expect.stringContaining('Admission form verified'),
      expect.stringContaining('Payment receipt: ₹2450.00'),
      // Paying admits, with the enrolment number (decision 028).
      expect.stringMatching(/Admitted: \d{4}-\d{2}\/BCOM\/0001$/),
    ]);
  });
});
