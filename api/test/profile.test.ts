import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PROFILE_ANSWERS } from '../src/accounts/profile-routes';
import { issueToken } from '../src/accounts/tokens';
import { bearer, multipart, registerStudent, type TestStudent } from './accounts-fixtures';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  // A photo carrying EXIF data (as phone cameras write it) that must not survive the upload.
  jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS 27.05N 78.68E', Artist: 'Phone camera' } } })
    .toBuffer();
  png = await sharp({ create: { width: 120, height: 60, channels: 4, background: '#1f618d' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const PROFILE = {
  gender: 'F',
  category: 'OBC',
  academic_level: 'UG',
  same_state: '1',
  admission_code: 'New',
  course_name: 'BSCBIO',
  course_year: '1',
  refrence_roll: '',
};

function completeProfile(s: TestStudent, fields: Record<string, string>, photo?: Buffer | null, type = 'image/jpeg') {
  const body = multipart(fields, photo ? { profile_photo: { filename: 'photo.jpg', type, data: photo } } : {});
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/complete-profile',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(s.token) },
  });
}

function uploadDocument(s: TestStudent, name: string, data: Buffer, filename = 'file.pdf') {
  const body = multipart({ document_name: name }, { document_link: { filename, type: 'application/pdf', data } });
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/upload-document',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(s.token) },
  });
}

const getUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(token) });
const getFile = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('GET /api/v2/get-user', () => {
  it('answers every Student field of the spec for a new student', async () => {
    const s = await registerStudent(t.app, { name: 'Reena Devi', phone: '9876543210' });
    const res = await getUser(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      name: 'Reena Devi',
      email: s.email,
      phone_number: '9876543210',
      gender: null,
      category: null,
      profile_photo: '0',
      academic_level: null,
      course_name: null,
      course_year: null,
      admission_code: null,
      refrence_roll: null,
      same_state: null,
      scrutiny: null,
      selection: null,
      status: 0,
      is_admission_submitted: false,
      is_admission_fee_payed: false,
      fee_to_pay: null,
      reject_reason: null,
      correction_reason: null,
      admission_form_code: null,
      admission_form_number: null,
      admission_submitted_at: null,
      documents: [],
      transactions: [],
    });
    expect(res.body).not.toContain('password');
  });

  it('refuses a missing or malformed bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/get-user' })).statusCode).toBe(401);
    expect((await getUser('not-a-token')).statusCode).toBe(401);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/v2/get-user',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
  });
});

describe('POST /api/v2/complete-profile', () => {
  it('saves the profile and a re-encoded photo without its metadata', async () => {
    const s = await registerStudent(t.app);
    const res = await completeProfile(s, { ...PROFILE, refrence_roll: '12345' }, jpeg);
    expect(res.statusCode).toBe(200);
    const { user, message, success } = res.json();
    expect({ success, message }).toEqual({ success: true, message: 'Profile Complete successfully' });
    expect(user).toMatchObject({
      gender: 'F',
      category: 'OBC',
      academic_level: 'UG',
      same_state: 1,
      admission_code: 'New',
      course_name: 'BSCBIO',
      course_year: 1,
      // Cleared for a new admission.
      refrence_roll: null,
    });
    expect(user.profile_photo).toMatch(/^\/api\/v2\/files\/[a-f0-9]{32}\.jpg$/);
    const file = await getFile(user.profile_photo, s.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Phone camera'))).toBe(false);
    // Stored outside the web root under a random name, not the uploaded one.
    const key = path.basename(user.profile_photo);
    expect(fs.existsSync(path.join(t.app.config.uploadsDir, key.slice(0, 2), key))).toBe(true);
    expect((await getUser(s.token)).json().user.profile_photo).toBe(user.profile_photo);
  });

  it('keeps the roll number for a renewal and requires it', async () => {
    const s = await registerStudent(t.app);
    const missing = await completeProfile(s, { ...PROFILE, admission_code: 'Renewal', course_year: '2' }, jpeg);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.refrence_roll).toEqual(['Roll number is required for Renewal']);
    const ok = await completeProfile(
      s,
      { ...PROFILE, admission_code: 'Renewal', course_year: '2', refrence_roll: '2301456' },
      jpeg,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ admission_code: 'Renewal', refrence_roll: '2301456', course_year: 2 });
  });

  it('forces category GENERAL when the student is not a resident of UP', async () => {
    const s = await registerStudent(t.app);
    const res = await completeProfile(s, { ...PROFILE, same_state: '0', category: 'SC' }, png, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ same_state: 0, category: 'GENERAL' });
    expect(res.json().user.profile_photo).toMatch(/\.png$/);
  });

  it('refuses a course of the other level, a year outside 1 to 3 and unknown options, field by field', async () => {
    const s = await registerStudent(t.app);
    const res = await completeProfile(
      s,
      { ...PROFILE, academic_level: 'UG', course_name: 'MSCPHY', course_year: '4', gender: 'X', category: 'VIP' },
      jpeg,
    );
    expect(res.statusCode).toBe(422);
    const { errors, success } = res.json();
    expect(success).toBe(false);
    expect(errors.course_name).toEqual(['Choose a course of your academic level']);
    expect(errors.course_year).toBeDefined();
    expect(errors.gender).toBeDefined();
    expect(errors.category).toBeDefined();
    expect((await getUser(s.token)).json().user.course_name).toBeNull();
  });

  it('requires every field and a photo', async () => {
    const s = await registerStudent(t.app);
    const res = await completeProfile(s, {}, null);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      [
        'academic_level',
        'admission_code',
        'category',
        'course_name',
        'course_year',
        'gender',
        'profile_photo',
        'same_state',
      ].sort(),
    );
    expect(res.json().errors.profile_photo).toEqual([PROFILE_ANSWERS.photoRequired]);
  });

  it('keeps the photo when an edit sends none, and replaces (and removes) it when one is sent', async () => {
    const s = await registerStudent(t.app);
    const first = (await completeProfile(s, PROFILE, jpeg)).json().user.profile_photo;
    const edit = await completeProfile(s, { ...PROFILE, course_name: 'BCOM' }, null);
    expect(edit.statusCode).toBe(200);
    expect(edit.json().user).toMatchObject({ course_name: 'BCOM', profile_photo: first });
    const replaced = (await completeProfile(s, PROFILE, png, 'image/png')).json().user.profile_photo;
    expect(replaced).not.toBe(first);
    expect((await getFile(first, s.token)).statusCode).toBe(404);
    expect((await getFile(replaced, s.token)).statusCode).toBe(200);
  });

  it('answers 415 for a photo that is not an image, whatever its declared type', async () => {
    const s = await registerStudent(t.app);
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await completeProfile(s, PROFILE, fake, 'image/jpeg');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Photos must be JPEG, PNG or WebP images.');
    const pdf = await completeProfile(s, PROFILE, PDF, 'image/png');
    expect(pdf.statusCode).toBe(415);
    // A file that starts like a JPEG but is not one.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect((await completeProfile(s, PROFILE, broken)).statusCode).toBe(415);
    expect((await getUser(s.token)).json().user.profile_photo).toBe('0');
  });

  it('answers 413 for a photo over 5 MB', async () => {
    const s = await registerStudent(t.app);
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024, 1)]);
    const res = await completeProfile(s, PROFILE, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is too large. The largest allowed is 5 MB.');
  });

  it('refuses changes once the admission is approved', async () => {
    const s = await registerStudent(t.app);
    await t.app.db.updateTable('students').set({ status: 1 }).where('id', '=', s.id).execute();
    const res = await completeProfile(s, PROFILE, jpeg);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PROFILE_ANSWERS.locked);
  });

  it('refuses a JSON body and unknown form fields', async () => {
    const s = await registerStudent(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v2/complete-profile',
      headers: bearer(s.token),
      payload: PROFILE,
    });
    expect(json.statusCode).toBe(415);
    const extra = await completeProfile(s, { ...PROFILE, status: '1' }, jpeg);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual({ status: ['This field is not accepted'] });
  });
});

describe('POST /api/v2/upload-document', () => {
  it('stores a PDF and an image and lists them in the student documents', async () => {
    const s = await registerStudent(t.app);
    const pdf = await uploadDocument(s, 'High School Marksheet', PDF);
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toMatchObject({ success: true, message: 'Document uploaded successfully' });
    const img = await uploadDocument(s, 'Aadhar Card', png, 'aadhar.png');
    expect(img.statusCode).toBe(201);
    const { documents } = (await getUser(s.token)).json().user;
    expect(documents).toEqual([
      { document_name: 'High School Marksheet', document_link: expect.stringMatching(/^\/api\/v2\/files\/\w+\.pdf$/) },
      { document_name: 'Aadhar Card', document_link: expect.stringMatching(/^\/api\/v2\/files\/\w+\.png$/) },
    ]);
    const file = await getFile(documents[0].document_link, s.token);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses other files, a missing file and a missing name', async () => {
    const s = await registerStudent(t.app);
    const exe = await uploadDocument(s, 'Program', Buffer.from('MZ\x90\x00 not a document'), 'run.exe');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('Documents must be PDF files or JPEG, PNG or WebP images.');
    const body = multipart({ document_name: 'Nothing' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v2/upload-document',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(s.token) },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.document_link).toEqual([PROFILE_ANSWERS.documentRequired]);
    const unnamed = await uploadDocument(s, '', PDF);
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().errors.document_name).toBeDefined();
    expect((await getUser(s.token)).json().user.documents).toEqual([]);
  });
});

describe('GET /api/v2/files/:key', () => {
  it("never lets one student read another's files; an administrator may", async () => {
    const owner = await registerStudent(t.app);
    const other = await registerStudent(t.app);
    const photo = (await completeProfile(owner, PROFILE, jpeg)).json().user.profile_photo;
    await uploadDocument(owner, 'TC', PDF);
    const doc = (await getUser(owner.token)).json().user.documents[0].document_link;
    for (const url of [photo, doc]) {
      const res = await getFile(url, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'no_such_file', message: 'No such file.', message_hi: 'ऐसी कोई फ़ाइल नहीं है।' });
      expect((await getFile(url)).statusCode).toBe(401);
      expect((await getFile(`${url}?token=${owner.token}`)).statusCode).toBe(401);
      expect((await getFile(url, owner.token)).statusCode).toBe(200);
    }
    const admin = await issueToken(t.app.db, 'admin', 1);
    expect((await getFile(photo, admin)).statusCode).toBe(200);
  });

  it('refuses keys that are not file names of the store', async () => {
    const s = await registerStudent(t.app);
    expect((await getFile('/api/v2/files/..%2F..%2Fetc%2Fpasswd', s.token)).statusCode).toBe(400);
    expect((await getFile(`/api/v2/files/${'a'.repeat(32)}.jpg`, s.token)).statusCode).toBe(404);
  });
});
