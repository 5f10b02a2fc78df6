// The seat matrix of a course and year (decision 023): the seeded defaults, the computed matrix, an audited change,
// every bad figure refused in both languages with nothing saved, the roles, and the old seats call on the matrix.
import {
  API_ERRORS,
  SEAT_MATRIX_DEFAULTS,
  apiErrorText,
  previewSeatMatrix,
  type ApiErrorCode,
  type SeatMatrixRecord,
  type SeatMatrixSettings,
} from '@college/shared-types';
import {
  DEMO_RATES,
  DEMO_WEIGHTAGE,
  seatMatrix,
  SelectionRuleError,
  type SelectionErrorCode,
} from '../src/selection/rules';
import { sql } from 'kysely';
import { bearer } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { staffOfEveryRole, type TestStaff } from './staff-fixtures';

let t: TestApp;
let staff: Record<'admin' | 'verifier' | 'accounts' | 'editor', TestStaff>;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffOfEveryRole(t.app);
}, 30_000);
afterAll(async () => {
  await t.close();
});

const url = (course: string, year: number | string) => `/api/admin/seat-matrix/${course}/${year}`;
const get = (course: string, year: number | string, who: TestStaff = staff.admin) =>
  t.app.inject({ method: 'GET', url: url(course, year), headers: bearer(who.token) });
const put = (course: string, year: number | string, payload: unknown, who: TestStaff = staff.admin) =>
  t.app.inject({ method: 'PUT', url: url(course, year), headers: bearer(who.token), payload: payload as object });

const settingsOf = (r: SeatMatrixRecord): SeatMatrixSettings => ({
  seats: r.seats,
  admission_mode: r.admission_mode,
  vertical: r.vertical,
  horizontal: r.horizontal,
  weightage: r.weightage,
});

const auditRows = () =>
  t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'seat_matrix.changed').orderBy('id').execute();
const storedRows = () => t.app.db.selectFrom('seat_matrices').selectAll().orderBy('course').orderBy('year').execute();

describe('the defaults', () => {
  it('are decision 023’s demo figures, the rules’ own', () => {
    expect(SEAT_MATRIX_DEFAULTS.vertical).toEqual(DEMO_RATES.vertical);
    expect(SEAT_MATRIX_DEFAULTS.horizontal).toEqual(DEMO_RATES.horizontal);
    expect(SEAT_MATRIX_DEFAULTS.weightage).toEqual(DEMO_WEIGHTAGE);
    expect(SEAT_MATRIX_DEFAULTS.admission_mode).toBe('merit');
  });

  it('seed every demo course’s year 1 with its seats, the demo rates and direct admission', async () => {
    const res = await get('BCOM', 1, staff.verifier);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as SeatMatrixRecord;
    expect(data).toMatchObject({
      course: 'BCOM',
      year: 1,
      seats: 240,
      admission_mode: 'direct',
      saved: true,
      vertical: { SC: 2100, ST: 200, OBC: 2700, EWS: 1000 },
      horizontal: { divyang: 500, freedomFighter: 200, defence: 500, women: 2000 },
      weightage: { points: { 'N.C.C': 300, 'N.S.S': 200, Sports: 300, Scout: 200 }, cap: 500 },
    });
    // 240 seats: SC 50.4 → 50, ST 4.8 → 5, OBC 64.8 → 65, EWS 24, UR the rest 96.
    expect(data.matrix).toEqual(seatMatrix(240, DEMO_RATES));
    expect(data.matrix.compartments.UR).toEqual({
      seats: 96,
      horizontal: { divyang: 5, freedomFighter: 2, defence: 5, women: 19 },
    });
    const rows = await storedRows();
    expect(rows.map((r) => r.course).sort()).toEqual(
      ['BCOM', 'BSCBIO', 'BSCMATH', 'MCOM', 'MSCBOT', 'MSCCHEM', 'MATH', 'MSCPHY', 'MSCZOO']
        .map((c) => (c === 'MATH' ? 'MSCMATH' : c))
        .sort(),
    );
    const modes = await t.app.db.selectFrom('course_admission_modes').selectAll().execute();
    expect(modes.every((m) => m.mode === 'direct')).toBe(true);
  });

  it('answers a year never saved with the defaults, and a course with no mode set as merit', async () => {
    const res = await get('BSCBIO', 2, staff.accounts);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ seats: 0, saved: false, updated_at: null, admission_mode: 'direct' });
    await t.app.db.deleteFrom('course_admission_modes').where('course', '=', 'MSCPHY').execute();
    expect((await get('MSCPHY', 2)).json().data.admission_mode).toBe('merit');
  });
});

describe('PUT', () => {
  it('saves new figures, answers the computed matrix, audits old → new, and the old seats call reads the total', async () => {
    const before = (await get('BCOM', 1)).json().data as SeatMatrixRecord;
    const res = await put('BCOM', 1, {
      ...settingsOf(before),
      seats: 100,
      vertical: { ...before.vertical, SC: 2000 },
      weightage: { ...before.weightage, cap: 600 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Seat matrix saved.',
      message_hi: expect.stringMatching(/[\u0900-\u097F]/),
    });
    const data = res.json().data as SeatMatrixRecord;
    expect(data.seats).toBe(100);
    expect(data.matrix.compartments.SC.seats).toBe(20);
    expect(data.matrix).toEqual(
      seatMatrix(100, { vertical: { ...DEMO_RATES.vertical, SC: 2000 }, horizontal: DEMO_RATES.horizontal }),
    );
    expect((await get('BCOM', 1)).json().data).toEqual(data);

    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_id).toBe(staff.admin.id);
    expect(audit[0]!.target).toBe('B.Com. year 1 seat matrix');
    expect(JSON.parse(audit[0]!.detail!)).toEqual({
      course: 'BCOM',
      year: 1,
      changes: {
        seats: { from: 240, to: 100 },
        'vertical.SC': { from: 2100, to: 2000 },
        'weightage.cap': { from: 500, to: 600 },
      },
    });
    const seats = await t.app.inject({ method: 'GET', url: '/api/admin/seats', headers: bearer(staff.admin.token) });
    expect(seats.json().data).toContainEqual({ course: 'BCOM', seats: 100 });

    // Saving the same figures again changes nothing and writes no audit line.
    expect((await put('BCOM', 1, settingsOf(data))).statusCode).toBe(200);
    expect(await auditRows()).toHaveLength(1);
  });

  it('saves a year never saved, and the admission mode of the course', async () => {
    const before = (await get('MCOM', 2)).json().data as SeatMatrixRecord;
    const res = await put('mcom', 2, { ...settingsOf(before), seats: 45, admission_mode: 'merit' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ course: 'MCOM', year: 2, seats: 45, saved: true, admission_mode: 'merit' });
    expect((await get('MCOM', 1)).json().data.admission_mode).toBe('merit');
    const last = (await auditRows()).pop()!;
    expect(last.target).toBe('M.Com. year 2 seat matrix');
    expect(JSON.parse(last.detail!)).toMatchObject({
      first_saved: true,
      changes: { seats: { from: 0, to: 45 }, admission_mode: { from: 'direct', to: 'merit' } },
    });
  });

  const base = (): SeatMatrixSettings => ({ ...SEAT_MATRIX_DEFAULTS, admission_mode: 'merit', seats: 60 });
  const bad: Array<[string, string, number | string, unknown, number, string]> = [
    [
      'reserved counts above the seats',
      'BSCMATH',
      1,
      { ...base(), vertical: { SC: 6000, ST: 200, OBC: 5000, EWS: 0 } },
      400,
      'reserved_exceed_seats',
    ],
    [
      'a negative rate',
      'BSCMATH',
      1,
      { ...base(), horizontal: { ...base().horizontal, women: -100 } },
      400,
      'negative_rate',
    ],
    [
      'a rate above 100 %',
      'BSCMATH',
      1,
      { ...base(), vertical: { ...base().vertical, EWS: 10_001 } },
      400,
      'rate_above_hundred',
    ],
    [
      'a fractional rate',
      'BSCMATH',
      1,
      { ...base(), vertical: { ...base().vertical, OBC: 2700.5 } },
      400,
      'invalid_figure',
    ],
    [
      'horizontal counts above a compartment',
      'BSCMATH',
      1,
      { ...base(), horizontal: { divyang: 5000, freedomFighter: 0, defence: 6000, women: 0 } },
      400,
      'horizontal_exceed_seats',
    ],
    ['seats not a whole number', 'BSCMATH', 1, { ...base(), seats: 12.5 }, 400, 'invalid_figure'],
    ['negative seats', 'BSCMATH', 1, { ...base(), seats: -3 }, 400, 'invalid_figure'],
    ['too many seats', 'BSCMATH', 1, { ...base(), seats: 10_001 }, 400, 'too_many_seats'],
    [
      'a weightage above 100 points',
      'BSCMATH',
      1,
      { ...base(), weightage: { ...base().weightage, cap: 10_100 } },
      400,
      'weightage_above_hundred',
    ],
    ['a missing figure', 'BSCMATH', 1, { ...base(), vertical: { SC: 2100 } }, 400, 'validation_failed'],
    ['an unknown admission mode', 'BSCMATH', 1, { ...base(), admission_mode: 'lottery' }, 400, 'validation_failed'],
    ['an unknown course', 'BTECH', 1, base(), 404, 'no_such_course'],
    ['a year the course does not have', 'MCOM', 3, base(), 404, 'no_such_course_year'],
    ['a year that is no number', 'BCOM', 'one', base(), 400, 'validation_failed'],
  ];

  it.each(bad)('refuses %s in both languages and saves nothing', async (_, course, year, payload, status, code) => {
    const rows = await storedRows();
    const modes = await t.app.db.selectFrom('course_admission_modes').selectAll().execute();
    const audits = (await auditRows()).length;
    const res = await put(course, year, payload);
    expect(res.statusCode).toBe(status);
    const body = res.json() as { code: string; message: string; message_hi: string };
    expect(body.code).toBe(code);
    expect(body.message).toBeTruthy();
    expect(body.message_hi).toMatch(/[\u0900-\u097F]/);
    if (code !== 'validation_failed' && code !== 'no_such_course_year') {
      expect(body.message).toBe(apiErrorText(code as ApiErrorCode, 'en'));
      expect(body.message_hi).toBe(apiErrorText(code as ApiErrorCode, 'hi'));
    }
    expect(await storedRows()).toEqual(rows);
    expect(await t.app.db.selectFrom('course_admission_modes').selectAll().execute()).toEqual(modes);
    expect(await auditRows()).toHaveLength(audits);
  });

  it('names the year a course does not have in both languages, and refuses it on GET too', async () => {
    const res = await get('MSCBOT', 3);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'no_such_course_year',
      message: 'M.Sc. (Botany) has no year 3.',
      message_hi: 'M.Sc. (Botany) में वर्ष 3 नहीं है।',
    });
    expect((await get('NOSUCH', 1)).json()).toMatchObject({
      code: 'no_such_course',
      message_hi: 'ऐसा कोई पाठ्यक्रम नहीं है।',
    });
  });

  it('leaves nothing half-saved when the audit line cannot be written', async () => {
    const rows = await storedRows();
    const before = (await get('BSCBIO', 1)).json().data as SeatMatrixRecord;
    // The audit table is away, so the last write of the save fails.
    await sql`alter table audit_log rename to audit_log_away`.execute(t.app.db);
    const res = await put('BSCBIO', 1, { ...settingsOf(before), seats: 77, admission_mode: 'merit' });
    await sql`alter table audit_log_away rename to audit_log`.execute(t.app.db);
    expect(res.statusCode).toBe(500);
    expect(await storedRows()).toEqual(rows);
    expect((await get('BSCBIO', 1)).json().data.admission_mode).toBe('direct');
  });
});

describe('roles', () => {
  it('lets verifiers and accounts read but only an admin change; editors neither', async () => {
    const before = (await get('BSCBIO', 1)).json().data as SeatMatrixRecord;
    for (const who of [staff.verifier, staff.accounts]) {
      expect((await get('BSCBIO', 1, who)).statusCode).toBe(200);
      expect((await put('BSCBIO', 1, settingsOf(before), who)).statusCode).toBe(403);
    }
    expect((await get('BSCBIO', 1, staff.editor)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url('BSCBIO', 1) })).statusCode).toBe(401);
  });
});

describe('the old seats call', () => {
  it('sets the year-1 total and keeps the rates; figures the rules refuse leave every course as it was', async () => {
    const before = (await get('MSCZOO', 1)).json().data as SeatMatrixRecord;
    await put('MSCZOO', 1, { ...settingsOf(before), horizontal: { ...before.horizontal, women: 3300 } });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/seats',
      headers: bearer(staff.admin.token),
      payload: { seats: [{ course: 'MSCZOO', seats: 50 }] },
    });
    expect(ok.statusCode).toBe(200);
    const after = (await get('MSCZOO', 1)).json().data as SeatMatrixRecord;
    expect(after.seats).toBe(50);
    expect(after.horizontal.women).toBe(3300);
    const row = await t.app.db.selectFrom('course_seats').selectAll().where('course', '=', 'MSCZOO').executeTakeFirst();
    expect(row?.seats).toBe(50);

    // Four quarters of 2 seats round up to 4 reserved seats: refused whole, the first course too.
    await put('MSCCHEM', 1, {
      ...settingsOf((await get('MSCCHEM', 1)).json().data as SeatMatrixRecord),
      vertical: { SC: 2500, ST: 2500, OBC: 2500, EWS: 2500 },
    });
    const rows = await storedRows();
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/seats',
      headers: bearer(staff.admin.token),
      payload: {
        seats: [
          { course: 'MSCZOO', seats: 70 },
          { course: 'MSCCHEM', seats: 2 },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('reserved_exceed_seats');
    expect(await storedRows()).toEqual(rows);
  });
});

describe('the console’s preview and the error catalogue', () => {
  it('computes what the rules compute, for random figures', () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 3000; i += 1) {
      const seats = rnd(400);
      const rate = () => (rnd(10) === 0 ? -rnd(50) : rnd(4000));
      const vertical = { SC: rate(), ST: rate(), OBC: rate(), EWS: rate() };
      const horizontal = { divyang: rate(), freedomFighter: rate(), defence: rate(), women: rate() };
      const preview = previewSeatMatrix(seats, vertical, horizontal);
      let rules: ReturnType<typeof seatMatrix> | SelectionRuleError;
      try {
        rules = seatMatrix(seats, { vertical, horizontal });
      } catch (e) {
        rules = e as SelectionRuleError;
      }
      if (rules instanceof SelectionRuleError) expect(preview.ok).toBe(false);
      else expect(preview).toEqual({ ok: true, matrix: rules });
    }
  });

  it('holds every code of the selection rules with their texts', () => {
    const codes: SelectionErrorCode[] = [
      'invalid_figure',
      'negative_rate',
      'reserved_exceed_seats',
      'horizontal_exceed_seats',
      'released_exceed_seats',
      'invalid_marks',
      'unknown_weightage',
      'several_special_claims',
      'unknown_special_claim',
      'invalid_applicant',
      'duplicate_applicant',
      'missing_rank',
    ];
    for (const code of codes) {
      expect(Object.keys(API_ERRORS)).toContain(code);
      const e = new SelectionRuleError(code);
      expect(apiErrorText(code, 'en')).toBe(e.text.en);
      expect(apiErrorText(code, 'hi')).toBe(e.text.hi);
    }
  });
});
