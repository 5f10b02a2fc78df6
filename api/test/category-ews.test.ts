// EWS (Economically Weaker Section): chosen in the profile by a resident of UP (a student from outside UP stays
// GENERAL, as with OBC, SC and ST), priced by the fee table, proven by the income and asset certificate on the
// admission form, filtered in the console; and the fee table of a database made before it gains EWS rows.
import { Migrator, type Kysely } from 'kysely';
import { API_PATHS, REQUIRED_UPLOAD_MESSAGE } from '@college/shared-types';
import { openDatabase, migrateToLatest } from '../src/db/connect';
import type { Database } from '../src/db/database';
import { migrations } from '../src/db/migrations';
import { multipart, registerStudent, type TestStudent } from './accounts-fixtures';
import {
  bearer,
  createStudent,
  pngBytes,
  postAdmission,
  requiredUploadParts,
  validAdmission,
} from './admission-fixtures';
import { buildTestApp, freshDatabaseUrl, type TestApp } from './helpers';
import { createStaff, type TestStaff } from './staff-fixtures';

jest.setTimeout(30_000);

let t: TestApp;
let admin: TestStaff;
let verifier: TestStaff;
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createStaff(t.app, 'admin');
  verifier = await createStaff(t.app, 'verifier');
  png = await pngBytes();
}, 30_000);
afterAll(async () => {
  await t.close();
});

const PROFILE = {
  gender: 'F',
  category: 'EWS',
  academic_level: 'UG',
  same_state: '1',
  admission_code: 'New',
  course_name: 'BSCBIO',
  course_year: '1',
  refrence_roll: '',
};

function completeProfile(s: TestStudent, fields: Record<string, string>) {
  const body = multipart(fields, { profile_photo: { filename: 'photo.png', type: 'image/png', data: png } });
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.completeProfile,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(s.token) },
  });
}

const staffGet = (url: string, staff: TestStaff) => t.app.inject({ method: 'GET', url, headers: bearer(staff.token) });

describe('EWS in the profile', () => {
  it('a resident of UP chooses EWS and the console prefills the EWS fee of the course and year', async () => {
    const s = await registerStudent(t.app);
    const res = await completeProfile(s, PROFILE);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ same_state: 1, category: 'EWS', course_name: 'BSCBIO', course_year: 1 });
    const user = await t.app.inject({ method: 'GET', url: API_PATHS.getUser, headers: bearer(s.token) });
    expect(user.json().user).toMatchObject({ category: 'EWS' });

    // The demo fee table charges EWS what GENERAL pays.
    const fees = (await staffGet(API_PATHS.adminFees, verifier)).json().data as Array<Record<string, unknown>>;
    const general = fees.find((f) => f.course === 'BSCBIO' && f.year === 1 && f.category === 'GENERAL');
    expect(fees.find((f) => f.course === 'BSCBIO' && f.year === 1 && f.category === 'EWS')).toEqual({
      ...general,
      category: 'EWS',
    });
    const detail = async () =>
      (await staffGet(API_PATHS.adminStudent.replace(':id', String(s.id)), verifier)).json().data;
    expect(await detail()).toMatchObject({ category: 'EWS', suggested_fee: general!.amount });

    // The office sets another EWS fee: it is the EWS row that prefills the approval.
    const put = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.adminFees,
      headers: bearer(admin.token),
      payload: { fees: [{ course: 'BSCBIO', year: 1, category: 'EWS', amount: 1999 }] },
    });
    expect(put.statusCode).toBe(200);
    expect((await detail()).suggested_fee).toBe('1999.00');
  });

  it('a student from outside UP who chooses EWS is admitted in GENERAL, as with OBC, SC and ST', async () => {
    const s = await registerStudent(t.app);
    const res = await completeProfile(s, { ...PROFILE, same_state: '0' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ same_state: 0, category: 'GENERAL' });
  });

  it('refuses an unknown category and names the choices in the fee table', async () => {
    const s = await registerStudent(t.app);
    const res = await completeProfile(s, { ...PROFILE, category: 'EBC' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.category).toBeDefined();
    const put = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.adminFees,
      headers: bearer(admin.token),
      payload: { fees: [{ course: 'BCOM', year: 1, category: 'EBC', amount: 100 }] },
    });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors['fees[0].category']).toEqual(['Choose GENERAL, EWS, OBC, SC or ST']);
  });
});

describe('EWS on the admission form and in the console', () => {
  it('needs the income and asset certificate, not the caste certificate, and is found by the EWS filter', async () => {
    const tag = `Ews${Date.now()}`;
    const s = await createStudent(t.app, { status: 1, category: 'EWS', name: `${tag} Asha` });
    const withoutIncome = (await requiredUploadParts('BCOM', 'OBC')).filter((p) => p.field !== 'dc_caste');
    const refused = await postAdmission(t.app, s.token, validAdmission(), withoutIncome, false);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ dc_income: [REQUIRED_UPLOAD_MESSAGE.en] });

    const saved = await postAdmission(
      t.app,
      s.token,
      validAdmission(),
      await requiredUploadParts('BCOM', 'EWS'),
      false,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().response).toBe(true);

    const list = async (category: string) =>
      (await staffGet(`${API_PATHS.adminStudents}?search=${tag.toLowerCase()}&category=${category}`, verifier)).json();
    expect((await list('EWS')).data.map((r: { id: number }) => r.id)).toEqual([s.id]);
    expect((await list('ews')).total).toBe(1);
    expect((await list('GENERAL')).total).toBe(0);
  });
});

describe('migration 2026-11-24-admission-fees-ews', () => {
  it('gives an existing fee table an EWS fee equal to GENERAL for every course and year, keeping one already set', async () => {
    const { url, drop } = await freshDatabaseUrl();
    const { db } = openDatabase(url);
    try {
      await migrateToLatest(db);
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => migrations },
        allowUnorderedMigrations: true,
      });
      // The database as it was before EWS: a fee table of four categories (and one EWS fee the office set).
      const down = await migrator.migrateTo('2026-11-23-cms-editors-content-kinds');
      expect(down.error).toBeUndefined();
      expect(down.results).toContainEqual(
        expect.objectContaining({ migrationName: '2026-11-24-admission-fees-ews', status: 'Success' }),
      );
      const at = '2026-06-01T00:00:00.000Z';
      await db
        .insertInto('admission_fees')
        .values([
          { course: 'BCOM', year: 1, category: 'GENERAL', amount: '2450.00', updated_at: at },
          { course: 'BCOM', year: 1, category: 'SC', amount: '1450.00', updated_at: at },
          { course: 'BCOM', year: 2, category: 'GENERAL', amount: '2550.00', updated_at: at },
          { course: 'MCOM', year: 1, category: 'GENERAL', amount: '3950.00', updated_at: at },
          { course: 'MCOM', year: 1, category: 'EWS', amount: '3000.00', updated_at: at },
        ])
        .execute();
      await migrateToLatest(db);
      const ews = await ewsFees(db);
      expect(ews).toEqual([
        { course: 'BCOM', year: 1, amount: '2450.00' },
        { course: 'BCOM', year: 2, amount: '2550.00' },
        { course: 'MCOM', year: 1, amount: '3000.00' },
      ]);
      const added = await db
        .selectFrom('admission_fees')
        .select('updated_at')
        .where('category', '=', 'EWS')
        .where('course', '=', 'BCOM')
        .execute();
      for (const r of added) expect(r.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});

function ewsFees(db: Kysely<Database>) {
  return db
    .selectFrom('admission_fees')
    .select(['course', 'year', 'amount'])
    .where('category', '=', 'EWS')
    .orderBy('course')
    .orderBy('year')
    .execute();
}
