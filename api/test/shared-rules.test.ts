// The API applies the rules of @college/shared-types itself, not copies of them: who may send the admission
// form (admissionAccess, photo included), profile normalisation, and the upload table (types, sizes, HEIC).
import {
  admissionAccess,
  apiErrorCodeOf,
  apiErrorText,
  heicRefusal,
  tooLargeRefusal,
  UPLOAD_LIMITS,
  type AdmissionAccessFields,
} from '@college/shared-types';
import { bearer, createStudent, multipart, pngBytes, postAdmission, validAdmission } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { staffOfEveryRole } from './staff-fixtures';

let t: TestApp;
// A fresh PostgreSQL database is created and migrated for the suite: allow a loaded machine the time.
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** The first bytes of a phone's HEIC photo: an ISO media `ftyp` box with the brand 'heic'. */
const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic', 'latin1'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic', 'latin1'),
  Buffer.alloc(64, 1),
]);

async function upload(url: string, token: string, fields: Array<[string, string]>, field: string, bytes: Buffer) {
  const body = await multipart(fields, [{ field, bytes, filename: 'IMG_0001.HEIC', type: 'image/heic' }]);
  return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

const PROFILE: Array<[string, string]> = [
  ['gender', 'F'],
  ['category', 'OBC'],
  ['academic_level', 'UG'],
  ['same_state', '0'],
  ['admission_code', 'New'],
  ['course_name', 'BCOM'],
  ['course_year', '1'],
  ['refrence_roll', '99'],
];

describe('save2 follows admissionAccess', () => {
  const cases: Array<{ name: string; row: Partial<AdmissionAccessFields> & { profile_photo?: string } }> = [
    { name: 'approved with a complete profile', row: {} },
    { name: 'waiting for verification', row: { status: 0 } },
    { name: 'rejected', row: { status: 2 } },
    { name: 'approved but without a photo', row: { profile_photo: '0' } },
    { name: 'approved, fee already paid', row: { is_admission_fee_payed: true } },
  ];

  it.each(cases)('$name: the answer is the shared rule and its text', async ({ row }) => {
    const s = await createStudent(t.app, {
      status: row.status ?? 1,
      ...(row.profile_photo ? { profile_photo: row.profile_photo } : {}),
    });
    if (row.is_admission_fee_payed) {
      await t.app.db.updateTable('students').set({ is_admission_fee_payed: 1 }).where('id', '=', s.id).execute();
    }
    const user = (await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(s.token) })).json().user;
    const access = admissionAccess(user);
    const res = await postAdmission(t.app, s.token, validAdmission());
    if (access.kind === 'form') {
      expect(res.statusCode).toBe(200);
    } else {
      expect(access.kind).toBe('dashboard');
      expect(res.statusCode).toBe(user.status === 1 ? 409 : 403);
      const message = (access as { message: string }).message;
      const code = apiErrorCodeOf(message)!;
      expect(code).toBeTruthy();
      expect(res.json()).toEqual({ response: false, code, message, message_hi: apiErrorText(code, 'hi') });
    }
  });

  it('refuses a student whose profile has no photo, as the dashboard does', async () => {
    const s = await createStudent(t.app, { status: 1, profile_photo: '0' });
    const res = await postAdmission(t.app, s.token, validAdmission());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/photo/);
    expect(await t.app.db.selectFrom('admissions').where('student_id', '=', s.id).selectAll().execute()).toEqual([]);
  });
});

describe('complete-profile normalises as the profile form does', () => {
  it('makes a student from outside UP GENERAL and drops the roll number of a new admission', async () => {
    const s = await createStudent(t.app, { status: 0 });
    const body = await multipart(PROFILE);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/complete-profile',
      headers: { ...bearer(s.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ same_state: 0, category: 'GENERAL', refrence_roll: null });
  });
});

describe('uploads follow the shared upload table', () => {
  it('refuses a HEIC photo with 415, naming the accepted types in English and Hindi', async () => {
    const s = await createStudent(t.app, { status: 0 });
    const res = await upload('/api/v2/complete-profile', s.token, PROFILE, 'profile_photo', HEIC);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: heicRefusal('image').en, message_hi: heicRefusal('image').hi });
    expect(res.json().message).toContain('JPEG, PNG or WebP');
  });

  it('refuses a HEIC document and a HEIC admission photo the same way', async () => {
    const s = await createStudent(t.app, { status: 1 });
    const doc = await upload(
      '/api/v2/upload-document',
      s.token,
      [['document_name', 'Marksheet']],
      'document_link',
      HEIC,
    );
    expect(doc.statusCode).toBe(415);
    expect(doc.json()).toMatchObject({ message: heicRefusal('document').en, message_hi: heicRefusal('document').hi });

    const form = await postAdmission(t.app, s.token, validAdmission(), [
      { field: 'image', bytes: HEIC, filename: 'IMG_0002.HEIC', type: 'image/heic' },
    ]);
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({
      response: false,
      message: heicRefusal('image').en,
      message_hi: heicRefusal('image').hi,
      errors: { image: [heicRefusal('image').en] },
    });
  });

  it("takes a photo of exactly the table's size limit and refuses one byte more with 413", async () => {
    const s = await createStudent(t.app, { status: 0 });
    const png = await pngBytes();
    // A valid PNG padded with a trailing chunk-less tail up to the limit: still a PNG by its bytes.
    const atLimit = Buffer.concat([png, Buffer.alloc(UPLOAD_LIMITS.image.maxBytes - png.length)]);
    const over = Buffer.concat([atLimit, Buffer.alloc(1)]);
    const send = async (bytes: Buffer) => {
      const body = await multipart(PROFILE, [{ field: 'profile_photo', bytes, filename: 'p.png', type: 'image/png' }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/v2/complete-profile',
        headers: { ...bearer(s.token), ...body.headers },
        payload: body.payload,
      });
    };
    const tooBig = await send(over);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      message: tooLargeRefusal('image').en,
      message_hi: tooLargeRefusal('image').hi,
    });
    expect((await send(atLimit)).statusCode).toBe(200);
  });
});

describe('every request is shaped by its schema (400) before any rule runs', () => {
  it('print2 without a code, or with a field it does not know', async () => {
    const s = await createStudent(t.app, { status: 1 });
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/v2/admission/print2', headers: bearer(s.token), payload });
    expect((await post({})).statusCode).toBe(400);
    const extra = await post({ admission_code: 'ADM26AAAAAAAA', student_id: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual({ student_id: ['This field is not accepted'] });
    expect((await post({ admission_code: 5 })).statusCode).toBe(400);
  });

  it('verification-code with an unknown or repeated parameter', async () => {
    const s = await createStudent(t.app, { status: 1 });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(s.token) });
    expect((await get('/api/v2/verification-code?student_id=3')).statusCode).toBe(400);
    expect((await get('/api/v2/verification-code?txnid=a&txnid=b')).statusCode).toBe(400);
  });

  it('reset-password as JSON or a urlencoded form with a field it does not know', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v2/reset-password',
      payload: { applicant_email: 'a@example.com', admin: true },
    });
    expect(json.statusCode).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v2/reset-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'applicant_email=a%40example.com&role=admin',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().errors).toEqual({ role: ['This field is not accepted'] });
  });
});

describe("an applicant's records are read by the student and by the staff who review them", () => {
  it('lets the owner, an admin, a verifier and the accounts office read the print; not an editor or another student', async () => {
    const owner = await createStudent(t.app, { status: 1 });
    const saved = await postAdmission(t.app, owner.token, validAdmission());
    expect(saved.statusCode).toBe(200);
    const code = saved.json().admission_code as string;
    const other = await createStudent(t.app, { status: 1 });
    const staff = await staffOfEveryRole(t.app);
    const read = (token: string) =>
      Promise.all([
        t.app.inject({
          method: 'POST',
          url: '/api/v2/admission/print2',
          headers: bearer(token),
          payload: { admission_code: code },
        }),
        t.app.inject({
          method: 'GET',
          url: `/api/v2/verification-code?admission_code=${code}`,
          headers: bearer(token),
        }),
      ]).then((answers) => answers.map((a) => a.statusCode));

    expect(await read(owner.token)).toEqual([200, 200]);
    for (const role of ['admin', 'verifier', 'accounts'] as const)
      expect(await read(staff[role].token)).toEqual([200, 200]);
    const editor = await read(staff.editor.token);
    expect(editor).toEqual([403, 403]);
    expect(await read(other.token)).toEqual([404, 404]);
  }, 30_000); // four staff sign-ins hash four passwords
});
