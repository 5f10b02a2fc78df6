// The admission draft on the server: values saved and read back, files uploaded as soon as they are chosen
// (replaced, removed, refused), someone else's draft out of reach, the submit taking the uploaded files, and the
// sweeper removing drafts abandoned for 30 days.
import { existsSync, readdirSync } from 'node:fs';
import { DRAFT_ABANDONED_MS, REQUIRED_UPLOAD_MESSAGE, requiredUploads, UPLOAD_LIMITS } from '@college/shared-types';
import { DRAFT_SWEEP_JOB } from '../src/plugins/upload-sweeper';
import { sweepAbandonedDrafts } from '../src/admission/admission-draft-service';
import {
  bearer,
  createStudent,
  multipart,
  PDF_BYTES,
  pngBytes,
  postAdmission,
  validAdmission,
  type TestStudent,
} from './admission-fixtures';
import { demoAdminToken } from './staff-fixtures';
import { buildTestApp, type TestApp } from './helpers';

jest.setTimeout(60_000);

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await demoAdminToken(t.app);
});
afterAll(async () => {
  await t.close();
});

const DRAFT = '/api/v2/admission/draft';

function storedKeys(): string[] {
  const dir = t.app.config.uploadsDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

async function upload(s: TestStudent, field: string, bytes: Buffer, filename: string, type: string) {
  const body = await multipart([], [{ field: 'file', bytes, filename, type }]);
  return t.app.inject({
    method: 'PUT',
    url: `${DRAFT}/files/${field}`,
    headers: { ...bearer(s.token), ...body.headers },
    payload: body.payload,
  });
}

async function uploadRequired(s: TestStudent, course = 'BCOM', category = 'OBC') {
  const png = await pngBytes();
  for (const field of requiredUploads(course, category)) {
    const image = field === 'image' || field === 'signature';
    const res = image
      ? await upload(s, field, png, `${field}.png`, 'image/png')
      : await upload(s, field, PDF_BYTES, `${field}.pdf`, 'application/pdf');
    expect(res.statusCode).toBe(200);
  }
}

const getDraft = (s: TestStudent) => t.app.inject({ method: 'GET', url: DRAFT, headers: bearer(s.token) });

describe('the draft values', () => {
  it('saves and reads back the values and step; a second save replaces the first', async () => {
    const s = await createStudent(t.app, { status: 1 });
    const empty = await getDraft(s);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({ values: null, step: 1, updated_at: null, files: [] });

    const values = { father_name: 'राम प्रसाद', weightage: ['N.S.S'], intermediate: { subject: 'Commerce' } };
    const put = await t.app.inject({
      method: 'PUT',
      url: DRAFT,
      headers: bearer(s.token),
      payload: { values, step: 3 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().saved_at).toMatch(/^\d{4}-/);
    const read = (await getDraft(s)).json().data;
    expect(read.values).toEqual(values);
    expect(read.step).toBe(3);

    await t.app.inject({
      method: 'PUT',
      url: DRAFT,
      headers: bearer(s.token),
      payload: { values: { urn: 'X1' }, step: 2 },
    });
    expect((await getDraft(s)).json().data).toMatchObject({ values: { urn: 'X1' }, step: 2 });
  });

  it('refuses a malformed or oversized draft, a student who may not fill the form, and no token', async () => {
    const s = await createStudent(t.app, { status: 1 });
    const bad = await t.app.inject({
      method: 'PUT',
      url: DRAFT,
      headers: bearer(s.token),
      payload: { values: [], step: 9 },
    });
    expect(bad.statusCode).toBe(400);
    const big = { values: { urn: 'x'.repeat(70 * 1024) }, step: 1 };
    const tooBig = await t.app.inject({ method: 'PUT', url: DRAFT, headers: bearer(s.token), payload: big });
    expect(tooBig.statusCode).toBe(413);
    const waiting = await createStudent(t.app, { status: 0 });
    const refused = await t.app.inject({
      method: 'PUT',
      url: DRAFT,
      headers: bearer(waiting.token),
      payload: { values: {}, step: 1 },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: DRAFT })).statusCode).toBe(401);
  });
});

describe('files uploaded to the draft', () => {
  it('uploads, lists, serves to the owner only, replaces and removes a file', async () => {
    const s = await createStudent(t.app, { status: 1 });
    const other = await createStudent(t.app, { status: 1 });
    const png = await pngBytes();
    const before = storedKeys().length;
    const first = await upload(s, 'image', png, 'photo.png', 'image/png');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      field: 'image',
      name: 'photo.png',
      mime: 'image/png',
      document_link: `${DRAFT}/files/image`,
    });
    expect(storedKeys().length).toBe(before + 1);
    expect((await getDraft(s)).json().data.files.map((f: { field: string }) => f.field)).toEqual(['image']);

    const bytes = await t.app.inject({ method: 'GET', url: `${DRAFT}/files/image`, headers: bearer(s.token) });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toContain('image/png');
    // Someone else's draft file answers like a missing one, and the other student's draft is empty.
    const stranger = await t.app.inject({ method: 'GET', url: `${DRAFT}/files/image`, headers: bearer(other.token) });
    expect(stranger.statusCode).toBe(404);
    expect((await getDraft(other)).json().data.files).toEqual([]);
    const strangerDelete = await t.app.inject({
      method: 'DELETE',
      url: `${DRAFT}/files/image`,
      headers: bearer(other.token),
    });
    expect(strangerDelete.statusCode).toBe(404);

    // Replacing keeps one file for the field: the earlier bytes are removed.
    const oldKey = (await t.app.db.selectFrom('admission_pending_files').select('file_key').where('student_id', '=', s.id).executeTakeFirstOrThrow()).file_key; // prettier-ignore
    const second = await upload(s, 'image', png, 'photo-2.png', 'image/png');
    expect(second.statusCode).toBe(200);
    const rows = await t.app.db
      .selectFrom('admission_pending_files')
      .selectAll()
      .where('student_id', '=', s.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.original_name).toBe('photo-2.png');
    expect(storedKeys()).not.toContain(oldKey);
    expect(
      await t.app.db.selectFrom('files').select('key').where('key', '=', oldKey).executeTakeFirst(),
    ).toBeUndefined();

    const removed = await t.app.inject({ method: 'DELETE', url: `${DRAFT}/files/image`, headers: bearer(s.token) });
    expect(removed.statusCode).toBe(200);
    expect((await getDraft(s)).json().data.files).toEqual([]);
    expect(storedKeys().length).toBe(before);
    expect(await t.app.db.selectFrom('files').select('key').where('student_id', '=', s.id).execute()).toEqual([]);
  });

  it('never shows a pending file to the office', async () => {
    const s = await createStudent(t.app, { status: 1 });
    await upload(s, 'mark_10th', PDF_BYTES, '10th.pdf', 'application/pdf');
    const key = (await t.app.db.selectFrom('admission_pending_files').select('file_key').where('student_id', '=', s.id).executeTakeFirstOrThrow()).file_key; // prettier-ignore
    const own = await t.app.inject({ method: 'GET', url: `/api/v2/files/${key}`, headers: bearer(s.token) });
    expect(own.statusCode).toBe(200);
    const staff = await t.app.inject({ method: 'GET', url: `/api/v2/files/${key}`, headers: bearer(adminToken) });
    expect(staff.statusCode).toBe(404);
  });

  it('refuses a wrong type (415), a file too large (413), an unknown field (400) and an empty upload (422)', async () => {
    const s = await createStudent(t.app, { status: 1 });
    const before = storedKeys().length;
    const pdfAsPhoto = await upload(s, 'image', PDF_BYTES, 'photo.png', 'image/png');
    expect(pdfAsPhoto.statusCode).toBe(415);
    expect(pdfAsPhoto.json()).toMatchObject({
      message: UPLOAD_LIMITS.image.refusal.en,
      message_hi: UPLOAD_LIMITS.image.refusal.hi,
    });
    const text = await upload(s, 'mark_12', Buffer.from('just text'), 'marks.pdf', 'application/pdf');
    expect(text.statusCode).toBe(415);
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(UPLOAD_LIMITS.document.maxBytes + 10, 0x20)]);
    const tooLarge = await upload(s, 'mark_12', huge, 'big.pdf', 'application/pdf');
    expect(tooLarge.statusCode).toBe(413);
    const unknown = await upload(s, 'passport', PDF_BYTES, 'x.pdf', 'application/pdf');
    expect(unknown.statusCode).toBe(400);
    const none = await multipart([['note', 'no file']]);
    const noFile = await t.app.inject({
      method: 'PUT',
      url: `${DRAFT}/files/mark_12`,
      headers: { ...bearer(s.token), ...none.headers },
      payload: none.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(storedKeys().length).toBe(before);
    expect((await getDraft(s)).json().data.files).toEqual([]);
  });
});

describe('the submit with files uploaded beforehand', () => {
  it('sends the form alone: the uploaded files become the form files and the draft is gone', async () => {
    const s = await createStudent(t.app, { status: 1, category: 'SC' });
    await t.app.inject({
      method: 'PUT',
      url: DRAFT,
      headers: bearer(s.token),
      payload: { values: { urn: 'A' }, step: 6 },
    });
    await uploadRequired(s, 'BCOM', 'SC');
    const pending = await t.app.db
      .selectFrom('admission_pending_files')
      .selectAll()
      .where('student_id', '=', s.id)
      .execute();
    const res = await postAdmission(t.app, s.token, validAdmission(), [], false);
    expect(res.statusCode).toBe(200);
    const code = res.json().admission_code as string;
    const admission = await t.app.db
      .selectFrom('admissions')
      .select('id')
      .where('admission_code', '=', code)
      .executeTakeFirstOrThrow();
    const files = await t.app.db
      .selectFrom('admission_files')
      .selectAll()
      .where('admission_id', '=', admission.id)
      .execute();
    expect(files.map((f) => f.field).sort()).toEqual(requiredUploads('BCOM', 'SC').sort());
    expect(files.map((f) => f.file_key).sort()).toEqual(pending.map((p) => p.file_key).sort());
    expect(
      await t.app.db.selectFrom('admission_pending_files').selectAll().where('student_id', '=', s.id).execute(),
    ).toEqual([]);
    expect((await getDraft(s)).json().data).toEqual({ values: null, step: 1, updated_at: null, files: [] });
    // The office now reads them as the form's files.
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admission/file/${code}/image`,
      headers: bearer(adminToken),
    });
    expect(photo.statusCode).toBe(200);
  });

  it('a file sent with the form wins over the uploaded one, which is removed', async () => {
    const s = await createStudent(t.app, { status: 1, category: 'GENERAL' });
    await uploadRequired(s, 'BCOM', 'GENERAL');
    const pendingPhoto = (await t.app.db.selectFrom('admission_pending_files').select('file_key').where('student_id', '=', s.id).where('field', '=', 'image').executeTakeFirstOrThrow()).file_key; // prettier-ignore
    const png = await pngBytes();
    const res = await postAdmission(
      t.app,
      s.token,
      validAdmission(),
      [{ field: 'image', bytes: png, filename: 'new.png', type: 'image/png' }],
      false,
    );
    expect(res.statusCode).toBe(200);
    expect(storedKeys()).not.toContain(pendingPhoto);
    expect(
      await t.app.db.selectFrom('files').select('key').where('key', '=', pendingPhoto).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a form without its required uploads, naming each field in both languages', async () => {
    const s = await createStudent(t.app, { status: 1, category: 'OBC', course_name: 'MSCPHY', academic_level: 'PG' });
    const png = await pngBytes();
    await upload(s, 'image', png, 'photo.png', 'image/png');
    const res = await postAdmission(t.app, s.token, { ...validAdmission('MSCPHY'), ...UG_BLOCK }, [], false);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    for (const f of ['signature', 'mark_10th', 'mark_12', 'dc_caste', 'mark_ug']) {
      expect(errors[f]).toEqual([REQUIRED_UPLOAD_MESSAGE.en]);
    }
    expect(errors.image).toBeUndefined();
    expect(REQUIRED_UPLOAD_MESSAGE.hi).toMatch(/[\u0900-\u097F]/);
    // Nothing moved: the uploaded photo is still pending.
    expect((await getDraft(s)).json().data.files.map((f: { field: string }) => f.field)).toEqual(['image']);
  });
});

const UG_BLOCK = {
  ug_year: '2025',
  ug_board: 'Agra University',
  ug_name: 'GDC Sirsaganj',
  ug_roll: '9988',
  ug_maxmarks: '1200',
  ug_obtmarks: '800',
};

describe('the sweeper of abandoned drafts', () => {
  it('removes drafts and pending files untouched for 30 days, keeps recent ones', async () => {
    const old = await createStudent(t.app, { status: 1 });
    const recent = await createStudent(t.app, { status: 1 });
    for (const s of [old, recent]) {
      await t.app.inject({
        method: 'PUT',
        url: DRAFT,
        headers: bearer(s.token),
        payload: { values: { urn: 'A' }, step: 2 },
      });
      await upload(s, 'mark_10th', PDF_BYTES, '10th.pdf', 'application/pdf');
    }
    const oldKey = (await t.app.db.selectFrom('admission_pending_files').select('file_key').where('student_id', '=', old.id).executeTakeFirstOrThrow()).file_key; // prettier-ignore
    const longAgo = new Date(Date.now() - DRAFT_ABANDONED_MS - 60_000).toISOString();
    await t.app.db
      .updateTable('admission_drafts')
      .set({ updated_at: longAgo })
      .where('student_id', '=', old.id)
      .execute();
    await t.app.db
      .updateTable('admission_pending_files')
      .set({ created_at: longAgo })
      .where('student_id', '=', old.id)
      .execute();

    const counts = await sweepAbandonedDrafts(t.app.db, t.app.config);
    expect(counts.files).toBeGreaterThanOrEqual(1);
    expect(counts.drafts).toBeGreaterThanOrEqual(1);
    expect((await getDraft(old)).json().data).toEqual({ values: null, step: 1, updated_at: null, files: [] });
    expect(storedKeys()).not.toContain(oldKey);
    expect(
      await t.app.db.selectFrom('files').select('key').where('key', '=', oldKey).executeTakeFirst(),
    ).toBeUndefined();
    const kept = (await getDraft(recent)).json().data;
    expect(kept.values).toEqual({ urn: 'A' });
    expect(kept.files).toHaveLength(1);
    // It runs as a background job too.
    expect((await t.app.runJobNow(DRAFT_SWEEP_JOB)).status).toMatch(/ran|done/);
  });
});
