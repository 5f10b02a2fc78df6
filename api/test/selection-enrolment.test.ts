// Enrolment numbers by the admin's pattern (decision 025): the default gives "2025-26/BCOM/0001"; a bad pattern is
// refused in both languages and nothing changes; a new one is audited, numbers the next admissions, keeps counting
// per course and session and never gives a number twice. And an admitted student is never offered a seat again; an
// admission fee taken back at the counter withdraws the admission and its number.
import {
  API_ERRORS,
  API_PATHS,
  DEFAULT_ENROLMENT_PATTERN,
  apiErrorText,
  type ApiErrorCode,
} from '@college/shared-types';
import {
  bearer,
  createStudent,
  passEveryWindow,
  pay,
  postAdmission,
  validAdmission,
  verifyForm,
  type TestStudent,
} from './admission-fixtures';
import { DEMO_WEIGHTAGE } from '../src/selection/rules';
import { buildTestApp, type TestApp } from './helpers';
import { staffOfEveryRole, type TestStaff } from './staff-fixtures';

let t: TestApp;
let staff: Record<'admin' | 'verifier' | 'accounts' | 'editor', TestStaff>;
let session = '';

const DIRECT = (seats: number) => ({
  seats,
  admission_mode: 'direct',
  vertical: { SC: 0, ST: 0, OBC: 0, EWS: 0 },
  horizontal: { divyang: 0, freedomFighter: 0, defence: 0, women: 0 },
  weightage: DEMO_WEIGHTAGE,
});

const putSettings = (payload: Record<string, unknown>, who: TestStaff = staff.admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(who.token), payload });
const enrolment = async (id: number) =>
  (await t.app.db.selectFrom('enrolments').select('enrolment_no').where('student_id', '=', id).executeTakeFirst())
    ?.enrolment_no;
const setMatrix = async (course: string, payload: object) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/seat-matrix/${course}/1`,
    headers: bearer(staff.admin.token),
    payload,
  });
  expect(res.statusCode).toBe(200);
};

/** A form that passes for BCOM or BSCBIO (a B.Sc. names its subjects). */
const formFor = (course: string) =>
  course === 'BSCBIO'
    ? { ...validAdmission(course), major_subject_1: 'Zoology', major_subject_2: 'Botany', subject_group: 'ZBC' }
    : validAdmission(course);

/** A student of a course admitting directly, with a verified form and the fee set: ready to pay. */
async function readyToPay(course: string): Promise<TestStudent> {
  const s = await createStudent(t.app, { course_name: course, status: 1, fee_to_pay: '2450' });
  const res = await postAdmission(t.app, s.token, formFor(course), [], { course });
  expect(res.statusCode).toBe(200);
  await verifyForm(t.app, s.id);
  return s;
}

async function admit(course: string): Promise<string | undefined> {
  const s = await readyToPay(course);
  const { callback } = await pay(t.app, s.token, 'admission');
  expect(callback.statusCode).toBe(303);
  return enrolment(s.id);
}

beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffOfEveryRole(t.app);
  await setMatrix('BCOM', DIRECT(40));
  await setMatrix('BSCBIO', DIRECT(40));
  session = (await t.app.inject({ method: 'GET', url: '/api/v1/settings' })).json().data.academic_session;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the enrolment number’s pattern', () => {
  it('is {session}/{course}/{serial:4} by default, giving 2025-26/BCOM/0001', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(staff.admin.token) });
    expect(res.json().data).toEqual({ academic_session: session, enrolment_pattern: DEFAULT_ENROLMENT_PATTERN });
    expect(DEFAULT_ENROLMENT_PATTERN).toBe('{session}/{course}/{serial:4}');
    expect(await admit('BCOM')).toBe(`${session}/BCOM/0001`);
  });

  it('refuses a bad pattern with a 400 in both languages, changing nothing', async () => {
    const cases: Array<[string, ApiErrorCode, Record<string, string>?]> = [
      ['{session}/{course}', 'enrolment_pattern_serial'],
      ['{course}/{serial:9}', 'enrolment_pattern_serial'],
      ['{course}/{serial:0}', 'enrolment_pattern_serial'],
      ['{serial}/{serial:4}', 'enrolment_pattern_serial'],
      ['{year}/{course}/{serial:4}', 'enrolment_pattern_placeholder', { placeholder: '{year}' }],
      ['{course}/{serial}}', 'enrolment_pattern_placeholder', { placeholder: '}' }],
      [`${'X'.repeat(33)}{serial}`, 'enrolment_pattern_text'],
      ['GDC\t{serial:4}', 'enrolment_pattern_text'],
      ['नामांकन/{serial:4}', 'enrolment_pattern_text'],
      ['   ', 'enrolment_pattern_text'],
      ['{session}/{course}/{session}/{serial:8}', 'enrolment_pattern_long'],
    ];
    for (const [pattern, code, params] of cases) {
      const res = await putSettings({ enrolment_pattern: pattern });
      expect([pattern, res.statusCode]).toEqual([pattern, 400]);
      expect(res.json()).toMatchObject({
        code,
        message: apiErrorText(code, 'en', params),
        message_hi: apiErrorText(code, 'hi', params),
      });
      expect(res.json().message_hi).toMatch(/[\u0900-\u097F]/);
    }
    expect(API_ERRORS.enrolment_pattern_serial.en).toContain('{serial:N}');
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(staff.admin.token) });
    expect(after.json().data.enrolment_pattern).toBe(DEFAULT_ENROLMENT_PATTERN);
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings.changed').execute();
    expect(audit).toHaveLength(0);
  });

  it('is the admin’s alone to change', async () => {
    for (const role of ['verifier', 'accounts', 'editor'] as const) {
      expect((await putSettings({ enrolment_pattern: '{course}-{serial}' }, staff[role])).statusCode).toBe(403);
    }
  });

  it('is changed by the admin (audited, not public) and numbers the next admissions, the count going on', async () => {
    const res = await putSettings({ enrolment_pattern: ' GDC/{session}/{course}/{serial:5} ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      academic_session: session,
      enrolment_pattern: 'GDC/{session}/{course}/{serial:5}',
    });
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings.changed').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail!)).toEqual({
      enrolment_pattern: { from: DEFAULT_ENROLMENT_PATTERN, to: 'GDC/{session}/{course}/{serial:5}' },
    });
    // The public settings stay the session alone.
    const pub = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(pub.json()).toEqual({ data: { academic_session: session } });
    // Counted per course and session: BCOM's second, BSCBIO's first.
    expect(await admit('BCOM')).toBe(`GDC/${session}/BCOM/00002`);
    expect(await admit('BSCBIO')).toBe(`GDC/${session}/BSCBIO/00001`);
    // Changing the session alone keeps the pattern.
    const sessionOnly = await putSettings({ academic_session: session });
    expect(sessionOnly.statusCode).toBe(200);
    expect(sessionOnly.json().data.enrolment_pattern).toBe('GDC/{session}/{course}/{serial:5}');
  });

  it('never gives one number twice, even by a pattern that names no course', async () => {
    // Numbers that do not tell the courses apart are counted across them.
    expect((await putSettings({ enrolment_pattern: 'GDC/{session}/{serial:3}' })).statusCode).toBe(200);
    const numbers = [await admit('BCOM'), await admit('BSCBIO'), await admit('BCOM')];
    expect(numbers).toEqual([`GDC/${session}/001`, `GDC/${session}/002`, `GDC/${session}/003`]);
    // Back to a pattern whose numbers were given already: the next one is passed over those.
    expect((await putSettings({ enrolment_pattern: 'GDC/{session}/{course}/{serial:5}' })).statusCode).toBe(200);
    await t.app.db
      .updateTable('enrolment_counters')
      .set({ last: 1 })
      .where('course', '=', 'BCOM')
      .where('session', '=', session)
      .execute();
    expect(await admit('BCOM')).toBe(`GDC/${session}/BCOM/00003`);
    const all = await t.app.db.selectFrom('enrolments').select('enrolment_no').execute();
    expect(new Set(all.map((e) => e.enrolment_no)).size).toBe(all.length);
  });
});

describe('an admitted student', () => {
  it('is not offered a seat again: reinstating their lapsed offer is a 409 in both languages, changing nothing', async () => {
    const base = '/api/admin/selection/BSCBIO/1';
    await setMatrix('BSCBIO', { ...DIRECT(1), admission_mode: 'merit' });
    const s = await createStudent(t.app, { course_name: 'BSCBIO', status: 1 });
    expect((await postAdmission(t.app, s.token, formFor('BSCBIO'), [], { course: 'BSCBIO' })).statusCode).toBe(200);
    await verifyForm(t.app, s.id);
    const minutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
    const post = (url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url, headers: bearer(staff.admin.token), payload });
    expect((await post(`${base}/rounds`, { opens_at: minutes(-1), closes_at: minutes(60) })).statusCode).toBe(200);
    // The offer lapses unpaid.
    await passEveryWindow(t.app);
    expect((await post(`${base}/rounds/1/close`)).statusCode).toBe(200);
    // The office then admits the student directly (the course moved to direct admission with the fee set).
    await setMatrix('BSCBIO', DIRECT(1));
    await t.app.db.updateTable('students').set({ fee_to_pay: '2450' }).where('id', '=', s.id).execute();
    await pay(t.app, s.token, 'admission');
    expect(await enrolment(s.id)).toBeTruthy();
    await setMatrix('BSCBIO', { ...DIRECT(2), admission_mode: 'merit' });

    const offer = await t.app.db
      .selectFrom('selection_offers')
      .selectAll()
      .where('student_id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(offer).toMatchObject({ status: 'lapsed', live_student_id: null });
    const before = await t.app.db.selectFrom('students').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
    const mailsBefore = await t.app.db.selectFrom('outbox').select('id').where('to', '=', s.email).execute();
    const res = await post(`${base}/rounds/1/offers/${offer.id}/reinstate`, { closes_at: minutes(60) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'selection_already_admitted',
      message: API_ERRORS.selection_already_admitted.en,
      message_hi: API_ERRORS.selection_already_admitted.hi,
    });
    expect(
      await t.app.db.selectFrom('selection_offers').selectAll().where('id', '=', offer.id).executeTakeFirstOrThrow(),
    ).toEqual(offer);
    expect(await t.app.db.selectFrom('students').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow()).toEqual(
      before,
    );
    expect(await t.app.db.selectFrom('outbox').select('id').where('to', '=', s.email).execute()).toEqual(mailsBefore);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'selection.offer_reinstated')
      .execute();
    expect(audit).toHaveLength(0);
    // Nor does a new round offer the seat to them.
    const preview = await post(`${base}/preview`);
    expect(preview.json().data?.offers ?? []).not.toContainEqual(expect.objectContaining({ student_id: s.id }));
  });
});

describe('an admission fee taken back at the counter', () => {
  it('withdraws the admission: its number goes, never to be given again, and the offer is payable again', async () => {
    const base = '/api/admin/selection/BCOM/1';
    await setMatrix('BCOM', { ...DIRECT(40), admission_mode: 'merit' });
    const s = await createStudent(t.app, { course_name: 'BCOM', status: 1 });
    expect((await postAdmission(t.app, s.token, formFor('BCOM'), [], { course: 'BCOM' })).statusCode).toBe(200);
    await verifyForm(t.app, s.id);
    const minutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
    const as = (who: TestStaff, url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
    expect(
      (await as(staff.admin, `${base}/rounds`, { opens_at: minutes(-1), closes_at: minutes(60) })).statusCode,
    ).toBe(200);
    const offerOf = () =>
      t.app.db.selectFrom('selection_offers').selectAll().where('student_id', '=', s.id).executeTakeFirstOrThrow();
    expect(await offerOf()).toMatchObject({ status: 'offered', live_student_id: s.id });
    const fee = (await t.app.db.selectFrom('students').select('fee_to_pay').where('id', '=', s.id).executeTakeFirst())
      ?.fee_to_pay;
    expect(fee).toBeTruthy();
    const payAtCounter = () =>
      as(staff.accounts, '/api/admin/counter/receipts', {
        student_id: s.id,
        purpose: 'admission',
        mode: 'cash',
        amount: fee,
      });

    const paid = await payAtCounter();
    expect(paid.statusCode).toBe(201);
    const first = await enrolment(s.id);
    expect(first).toBeTruthy();
    expect((await offerOf()).status).toBe('admitted');

    const register = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${API_PATHS.adminAdmitted}?course=BCOM`,
        headers: bearer(staff.admin.token),
      });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    expect(await register()).toContain(first!);

    const cancelled = await as(staff.admin, `/api/admin/counter/receipts/${paid.json().data.id}/cancel`, {
      reason: 'Cash counted short at the day-book',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await enrolment(s.id)).toBeUndefined();
    expect(await offerOf()).toMatchObject({ status: 'offered', live_student_id: s.id });
    expect(await register()).not.toContain(first!);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'counter.receipt_cancelled')
      .where('target', '=', `student:${s.id}`)
      .executeTakeFirstOrThrow();
    expect(audit.detail).toContain(first!);

    // Paid again inside the window: admitted once more, with a new number.
    expect((await payAtCounter()).statusCode).toBe(201);
    const second = await enrolment(s.id);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await offerOf()).status).toBe('admitted');
  });
});
