// The admitted register and the university's entrance ranks (decision 027). Register: a merit round of B.Com. is
// published and paid, and the register lists the admitted students by role, with its filters, India time, and a CSV
// with a byte-order mark. Entrance ranks: a PG course set to the entrance basis imports its rank list; each kind of
// bad row is refused with its line and reason in both languages and nothing saved; a good file replaces the last one
// whole; the merit list follows the rank, and a student without one is not ranked.
import { API_ERRORS, type AdmittedResponse, type EntranceRankProblem, type RoundPreview } from '@college/shared-types';
import { DEMO_WEIGHTAGE } from '../src/selection/rules';
import { indiaTime } from '../src/selection/rounds-service';
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
import { staffOfEveryRole, type TestStaff } from './staff-fixtures';

jest.setTimeout(60_000);

let t: TestApp;
let staff: Record<'admin' | 'verifier' | 'accounts' | 'editor', TestStaff>;
let session = '';

const NO_RESERVATION = {
  vertical: { SC: 0, ST: 0, OBC: 0, EWS: 0 },
  horizontal: { divyang: 0, freedomFighter: 0, defence: 0, women: 0 },
  weightage: DEMO_WEIGHTAGE,
};

const putMatrix = (course: string, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/seat-matrix/${course}/1`,
    headers: bearer(staff.admin.token),
    payload: { admission_mode: 'merit', ...NO_RESERVATION, ...body },
  });
const get = (url: string, who: TestStaff | null = staff.admin) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });
const post = (url: string, payload: object = {}, who: TestStaff = staff.admin) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
const minutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const formOf = async (s: TestStudent) =>
  (await t.app.db.selectFrom('admissions').select('id').where('student_id', '=', s.id).executeTakeFirstOrThrow()).id;

const PG_BLOCK = {
  ug_year: '2025',
  ug_board: 'Agra University',
  ug_name: 'GDC Sirsaganj',
  ug_roll: '9988',
  ug_maxmarks: '1200',
};

/** A student of the course with a verified form: UG by intermediate marks out of 500, PG by UG marks out of 1200. */
async function verified(course: string, marks: string, category: string, pg = false): Promise<TestStudent> {
  const s = await createStudent(t.app, {
    course_name: course,
    category,
    gender: 'M',
    status: 1,
    ...(pg ? { academic_level: 'PG' } : {}),
  });
  const values = pg
    ? { ...validAdmission(course), ...PG_BLOCK, ug_obtmarks: marks }
    : { ...validAdmission(course), intermediate_obtmarks: marks };
  const res = await postAdmission(t.app, s.token, { ...values, father_name: `Father of ${marks}` }, [], {
    course,
    category,
  });
  expect(res.statusCode).toBe(200);
  await verifyForm(t.app, s.id);
  return s;
}

beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffOfEveryRole(t.app);
  session =
    (await t.app.db.selectFrom('settings').select('value').where('key', '=', 'academic_session').executeTakeFirst())
      ?.value ?? '2025-26';
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('the admitted register', () => {
  const bcom: TestStudent[] = [];

  beforeAll(async () => {
    expect((await putMatrix('BCOM', { seats: 2 })).statusCode).toBe(200);
    bcom.push(await verified('BCOM', '480', 'GENERAL'));
    bcom.push(await verified('BCOM', '450', 'OBC'));
    bcom.push(await verified('BCOM', '300', 'SC'));
    const round = await post('/api/admin/selection/BCOM/1/rounds', { opens_at: minutes(-1), closes_at: minutes(60) });
    expect(round.statusCode).toBe(200);
    for (const s of bcom.slice(0, 2)) expect((await pay(t.app, s.token, 'admission')).callback.statusCode).toBe(303);
  }, 120_000);

  it('is read by the admin, verifiers and accounts, not editors nor students', async () => {
    for (const who of [staff.admin, staff.verifier, staff.accounts]) {
      expect((await get('/api/admin/admitted', who)).statusCode).toBe(200);
    }
    const editor = await get('/api/admin/admitted', staff.editor);
    expect(editor.statusCode).toBe(403);
    expect(editor.json().message_hi).toMatch(/[\u0900-\u097F]/);
    expect((await get('/api/admin/admitted', null)).statusCode).toBe(401);
    expect((await get('/api/admin/admitted.csv', staff.editor)).statusCode).toBe(403);
  });

  it('lists each admitted student with the enrolment number, the form, the seat, the fee and India time', async () => {
    const res = await get('/api/admin/admitted?course=BCOM', staff.verifier);
    const body = res.json() as AdmittedResponse;
    expect(body.total).toBe(2);
    expect(body.college.en).toBeTruthy();
    const first = body.data[0]!;
    expect(first).toMatchObject({
      student_id: bcom[0]!.id,
      enrolment_no: `${session}/BCOM/0001`,
      form_number: await formOf(bcom[0]!),
      name: bcom[0]!.name,
      father_name: 'Father of 480',
      course: 'BCOM',
      year: 1,
      category: 'GENERAL',
      category_words: { en: 'General', hi: 'सामान्य' },
      seat_label: { en: 'Open (UR)', hi: 'अनारक्षित (UR)' },
      index_marks_text: '101.00',
    });
    expect(first.fee_paid).toMatch(/^\d+\.\d{2}$/);
    expect(first.txnid).toBeTruthy();
    expect(first.admitted_at_ist).toBe(indiaTime(first.admitted_at));
    expect(body.data[1]).toMatchObject({
      enrolment_no: `${session}/BCOM/0002`,
      category_words: { en: expect.stringContaining('OBC') },
    });
    // The student not admitted is not in the register.
    expect(body.data.some((r) => r.student_id === bcom[2]!.id)).toBe(false);
  });

  it('filters by course, year, category and a search', async () => {
    const count = async (q: string) => ((await get(`/api/admin/admitted?${q}`)).json() as AdmittedResponse).total;
    expect(await count('course=BCOM&year=1')).toBe(2);
    expect(await count('course=BCOM&year=2')).toBe(0);
    expect(await count('course=MCOM')).toBe(0);
    expect(await count('category=OBC')).toBe(1);
    expect(await count('category=SC')).toBe(0);
    expect(await count('q=0002')).toBe(1);
    expect(await count('q=father%20of%20480')).toBe(1);
    expect(await count(`q=${encodeURIComponent(bcom[1]!.name)}`)).toBe(1);
    expect(await count(`q=${await formOf(bcom[0]!)}`)).toBeGreaterThanOrEqual(1);
  });

  it('refuses a bad filter with 400 in both languages', async () => {
    for (const q of ['category=MARTIAN', 'year=x', 'course=B%3BCOM', 'colour=red']) {
      const res = await get(`/api/admin/admitted?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message_hi).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('writes times in India time: 20:00 UTC is 01:30 the next day', async () => {
    await t.app.db
      .updateTable('enrolments')
      .set({ created_at: '2026-07-01T20:00:00.000Z' })
      .where('student_id', '=', bcom[0]!.id)
      .execute();
    const row = ((await get('/api/admin/admitted?course=BCOM')).json() as AdmittedResponse).data[0]!;
    expect(row.admitted_at_ist).toBe('02/07/2026 01:30 IST');
    const csv = await get('/api/admin/admitted.csv?course=BCOM');
    expect(csv.body).toContain('02/07/2026 01:30 IST');
  });

  it('downloads the register as CSV with a byte-order mark, filtered, audited', async () => {
    const res = await get('/api/admin/admitted.csv?course=BCOM&category=GENERAL', staff.accounts);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toContain('admitted-BCOM');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"Enrolment number"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${session}/BCOM/0001"`);
    expect(lines[1]).toContain(`"${bcom[0]!.name}"`);
    expect(lines[1]).toContain('"General"');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'admitted.exported')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('shows the enrolment number and the offer on the console applicant page', async () => {
    const res = await get(`/api/admin/students/${bcom[0]!.id}`, staff.verifier);
    expect(res.json().data).toMatchObject({
      enrolment_no: `${session}/BCOM/0001`,
      selection: { round: 1, status: 'admitted', enrolment_no: `${session}/BCOM/0001` },
    });
    const waiting = (await get(`/api/admin/students/${bcom[2]!.id}`, staff.verifier)).json().data;
    expect(waiting).toMatchObject({ enrolment_no: null, selection: { status: 'waiting' } });
  });
});

describe('entrance ranks of a PG course', () => {
  const COURSE = 'MSCBOT';
  const url = `/api/admin/selection/${COURSE}/1/entrance-ranks`;
  const pg: TestStudent[] = [];
  const forms: number[] = [];
  let stranger = 0;
  const ranksSaved = () =>
    t.app.db.selectFrom('entrance_ranks').selectAll().where('course', '=', COURSE).orderBy('rank').execute();

  beforeAll(async () => {
    expect((await putMatrix(COURSE, { seats: 2 })).statusCode).toBe(200);
    expect((await putMatrix('MSCZOO', { seats: 2 })).statusCode).toBe(200);
    // Highest UG marks first; the university's ranks will put them the other way round.
    for (const [marks, category] of [
      ['1000', 'GENERAL'],
      ['900', 'GENERAL'],
      ['800', 'OBC'],
      ['700', 'GENERAL'],
    ] as const) {
      const s = await verified(COURSE, marks, category, true);
      pg.push(s);
      forms.push(await formOf(s));
    }
    stranger = await formOf(await verified('MSCZOO', '900', 'GENERAL', true));
  }, 120_000);

  it('is a PG course’s choice only', async () => {
    const ug = await putMatrix('BCOM', { seats: 2, merit_basis: 'entrance' });
    expect(ug.statusCode).toBe(400);
    expect(ug.json()).toMatchObject({
      code: 'entrance_basis_pg_only',
      message_hi: API_ERRORS.entrance_basis_pg_only.hi,
    });
    // Before the course is set to the entrance, no rank list is taken.
    const early = await post(url, { csv: `form_no,rank,category\n${forms[0]},1,GENERAL` });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('entrance_ranks_not_entrance');
    const res = await putMatrix(COURSE, { seats: 2, merit_basis: 'entrance' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.merit_basis).toBe('entrance');
    // Left out of a later PUT, the basis stays.
    expect((await putMatrix(COURSE, { seats: 2 })).json().data.merit_basis).toBe('entrance');
  });

  it('is imported by the admin only', async () => {
    const res = await post(url, { csv: `form_no,rank,category\n${forms[0]},1,GENERAL` }, staff.verifier);
    expect(res.statusCode).toBe(403);
    expect(await ranksSaved()).toHaveLength(0);
  });

  it('lists every kind of bad row with its line and reason in both languages, nothing saved', async () => {
    const csv = [
      'form_no,rank,category',
      `${forms[0]},4,GENERAL`, // 2: good
      '999999,5,GENERAL', // 3: unknown form
      `${stranger},6,GENERAL`, // 4: another course
      `${forms[1]},4,GENERAL`, // 5: rank 4 again
      `${forms[0]},7,GENERAL`, // 6: the same student again
      `${forms[2]},0,OBC`, // 7: rank 0
      `${forms[2]},abc,OBC`, // 8: a rank that is no number
      `${forms[3]},8,SC`, // 9: category differs from the form
      `,9,GENERAL`, // 10: no form number
    ].join('\n');
    const res = await post(url, { csv });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('entrance_ranks_invalid');
    expect(body.message).toBe(API_ERRORS.entrance_ranks_invalid.en({ count: 8 }));
    expect(body.message_hi).toMatch(/[\u0900-\u097F]/);
    const rows = body.rows as EntranceRankProblem[];
    expect(rows.map((r) => [r.row, r.code])).toEqual([
      [3, 'unknown_student'],
      [4, 'other_course'],
      [5, 'duplicate_rank'],
      [6, 'duplicate_student'],
      [7, 'bad_rank'],
      [8, 'bad_rank'],
      [9, 'category_mismatch'],
      [10, 'missing_value'],
    ]);
    for (const r of rows) {
      expect(r.reason.en).toBeTruthy();
      expect(r.reason.hi).toMatch(/[\u0900-\u097F]/);
    }
    expect(await ranksSaved()).toHaveLength(0);
  });

  it('refuses a file without the columns or without rows, and a body without the file', async () => {
    const header = await post(url, { csv: 'student,position\n1,2' });
    expect(header.statusCode).toBe(400);
    expect(header.json()).toMatchObject({
      code: 'entrance_ranks_header',
      message_hi: API_ERRORS.entrance_ranks_header.hi,
    });
    const empty = await post(url, { csv: 'form_no,rank,category\n\n' });
    expect(empty.json().code).toBe('entrance_ranks_empty');
    const none = await post(url, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message_hi).toMatch(/[\u0900-\u097F]/);
    expect(await ranksSaved()).toHaveLength(0);
  });

  it('imports a good file whole, by form or roll number, and the merit list follows the rank', async () => {
    await t.app.db.updateTable('students').set({ refrence_roll: 'AU-2025-0042' }).where('id', '=', pg[2]!.id).execute();
    // Ranks the reverse of the marks; the fourth student has no rank.
    const csv = [
      '\uFEFFForm_No,Roll_No,Rank,Category',
      `${forms[0]},,3,UR`,
      `${forms[1]},,2,General`,
      `,"AU-2025-0042",1,OBC`,
    ].join('\r\n');
    const res = await post(url, { csv });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { imported: 3 }, message_hi: expect.stringMatching(/[\u0900-\u097F]/) });
    expect((await ranksSaved()).map((r) => [r.student_id, r.rank])).toEqual([
      [pg[2]!.id, 1],
      [pg[1]!.id, 2],
      [pg[0]!.id, 3],
    ]);
    const listed = (await get(url, staff.verifier)).json().data;
    expect(listed).toMatchObject({
      merit_basis: 'entrance',
      ranks: [{ rank: 1, roll_no: 'AU-2025-0042' }, { rank: 2 }, { rank: 3 }],
    });

    const preview = (await post(`/api/admin/selection/${COURSE}/1/preview`, {}, staff.verifier)).json()
      .data as RoundPreview;
    expect(preview.basis).toBe('entrance');
    // Two seats, all open: ranks 1 and 2 are offered though their marks are the lowest; rank 3 waits.
    expect(preview.offers.map((o) => o.student_id)).toEqual([pg[2]!.id, pg[1]!.id]);
    expect(preview.compartments.UR.cut_off_text).toBe('2');
    expect(preview.standings.map((s) => [s.student_id, s.entrance_rank, s.status])).toEqual([
      [pg[2]!.id, 1, 'offered'],
      [pg[1]!.id, 2, 'offered'],
      [pg[0]!.id, 3, 'waiting'],
    ]);
    expect(preview.standings[2]!.waiting).toEqual({ in_category: 1, overall: 1 });
    expect(preview.unranked).toEqual([
      { student_id: pg[3]!.id, form_number: forms[3], name: pg[3]!.name, category: 'GENERAL' },
    ]);
  });

  it('replaces the last list whole and audits each import', async () => {
    const res = await post(url, { csv: `form_no,rank,category\n${forms[3]},1,GENERAL\n${forms[0]},2,GENERAL` });
    expect(res.statusCode).toBe(200);
    expect((await ranksSaved()).map((r) => [r.student_id, r.rank])).toEqual([
      [pg[3]!.id, 1],
      [pg[0]!.id, 2],
    ]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'selection.entrance_ranks_imported')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[1]!.detail!)).toMatchObject({ course: COURSE, year: 1, rows: 2, replaced: 3 });
    // A bad file after a good one leaves the good one as it was.
    const bad = await post(url, { csv: `form_no,rank,category\n${forms[1]},-1,GENERAL` });
    expect(bad.statusCode).toBe(400);
    expect(await ranksSaved()).toHaveLength(2);
    const preview = (await post(`/api/admin/selection/${COURSE}/1/preview`)).json().data as RoundPreview;
    expect(preview.offers.map((o) => o.student_id)).toEqual([pg[3]!.id, pg[0]!.id]);
    expect(preview.unranked!.map((u) => u.student_id).sort()).toEqual([pg[1]!.id, pg[2]!.id].sort());
  });
});
