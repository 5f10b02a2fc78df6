// Rounds of admission by merit (decision 023): a course in merit mode with a small seat matrix, verified forms,
// the preview, round 1's offers as allotRound gives them, paying inside the window admits with an enrolment number,
// paying outside it is refused, the close lapses unpaid offers, round 2 offers the seat to the next in merit, a
// lapsed offer reinstated, bad windows refused, one offer per student, and two payments at once.
import { API_ERRORS, type RoundPreview, type RoundView, type StudentSelection } from '@college/shared-types';
import { allotRound, roundSeats, type Applicant } from '../src/selection/allotment';
import { DEMO_WEIGHTAGE, indexMarks, seatMatrix } from '../src/selection/rules';
import {
  bearer,
  createStudent,
  initiate,
  pay,
  postAdmission,
  validAdmission,
  verifyForm,
  type TestStudent,
} from './admission-fixtures';
import { isUniqueViolation } from '../src/payments/transactions-repository';
import { buildTestApp, type TestApp } from './helpers';
import { staffOfEveryRole, type TestStaff } from './staff-fixtures';

let t: TestApp;
let staff: Record<'admin' | 'verifier' | 'accounts' | 'editor', TestStaff>;
const COURSE = 'BCOM';
const base = `/api/admin/selection/${COURSE}/1`;

// Seats 4: OBC 25 % → 1 seat, UR the other 3; no other reservation.
const MATRIX = {
  seats: 4,
  admission_mode: 'merit',
  vertical: { SC: 0, ST: 0, OBC: 2500, EWS: 0 },
  horizontal: { divyang: 0, freedomFighter: 0, defence: 0, women: 0 },
  weightage: DEMO_WEIGHTAGE,
};

/** Five OBC women of UP in merit order: intermediate marks out of 500, all with 5 points of weightage. */
const MARKS = ['480', '450', '400', '350', '300'];
const students: TestStudent[] = [];
const forms: number[] = [];
let session = '';

const post = (url: string, payload: object = {}, who: TestStaff = staff.admin) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
const minutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const offerOf = (studentId: number) =>
  t.app.db
    .selectFrom('selection_offers')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
const studentRow = (id: number) =>
  t.app.db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const enrolment = async (id: number) =>
  (await t.app.db.selectFrom('enrolments').select('enrolment_no').where('student_id', '=', id).executeTakeFirst())
    ?.enrolment_no;
const selectionOf = async (s: TestStudent): Promise<StudentSelection | null> =>
  (await t.app.inject({ method: 'GET', url: '/api/v2/selection', headers: bearer(s.token) })).json().data;
const mails = (email: string) =>
  t.app.db.selectFrom('outbox').select(['subject', 'text']).where('to', '=', email).orderBy('id').execute();
const tryPay = (s: TestStudent) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/payment/initiate',
    headers: bearer(s.token),
    payload: { purpose: 'admission', firstname: 'Reena', phone: '9876543210' },
  });

beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffOfEveryRole(t.app);
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/seat-matrix/${COURSE}/1`,
    headers: bearer(staff.admin.token),
    payload: MATRIX,
  });
  expect(put.statusCode).toBe(200);
  for (const [i, marks] of MARKS.entries()) {
    const s = await createStudent(t.app, { course_name: COURSE, category: 'OBC', gender: 'F', status: 1 });
    const res = await postAdmission(
      t.app,
      s.token,
      { ...validAdmission(COURSE), intermediate_obtmarks: marks, dob: `2005-0${i + 1}-10` },
      [],
      { course: COURSE, category: 'OBC' },
    );
    expect(res.statusCode).toBe(200);
    await verifyForm(t.app, s.id);
    students.push(s);
    const form = await t.app.db
      .selectFrom('admissions')
      .select('id')
      .where('student_id', '=', s.id)
      .executeTakeFirstOrThrow();
    forms.push(form.id);
  }
  session =
    (await t.app.db.selectFrom('settings').select('value').where('key', '=', 'academic_session').executeTakeFirst())
      ?.value ?? '2025-26';
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('round 1', () => {
  it('is previewed as allotRound gives it, nothing saved', async () => {
    const res = await post(`${base}/preview`, {}, staff.verifier);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as RoundPreview;
    const applicants: Applicant[] = students.map((s, i) => {
      const b = indexMarks({ obtained: Number(MARKS[i]), max: 500, weightage: ['N.S.S', 'Sports'] });
      return {
        id: String(s.id),
        formNumber: forms[i]!,
        indexMarks: b.total,
        percentage: b.percentage,
        dob: `2005-0${i + 1}-10`,
        category: 'OBC',
        upResident: true,
        gender: 'F',
        special: 'freedomFighter',
      };
    });
    const expected = allotRound({
      basis: 'index',
      compartments: roundSeats(seatMatrix(4, { vertical: MATRIX.vertical, horizontal: MATRIX.horizontal }), []),
      applicants,
    });
    expect(data.round).toBe(1);
    expect(data.offers.map((o) => [o.student_id, o.compartment, o.label.en, o.merit_rank])).toEqual(
      expected.offers.map((o) => [Number(o.id), o.compartment, o.label.en, o.meritRank]),
    );
    expect(data.offers.map((o) => o.student_id)).toEqual(students.slice(0, 4).map((s) => s.id));
    expect(data.offers[0]!.breakdown).toMatchObject({ percentage: 9600, weightageTotal: 500, total: 10100 });
    expect(data.compartments.UR).toMatchObject({ seats: 3, offered: 3, vacant: 0, cut_off_text: '85.00' });
    expect(data.compartments.OBC).toMatchObject({ seats: 1, offered: 1, cut_off_text: '75.00' });
    expect(data.standings[4]).toMatchObject({
      student_id: students[4]!.id,
      status: 'waiting',
      waiting: { in_category: 1, overall: 1 },
    });
    expect(await t.app.db.selectFrom('selection_rounds').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a bad window in both languages, saving nothing', async () => {
    const cases: Array<[object, string]> = [
      [{}, 'selection_window_missing'],
      [{ opens_at: minutes(-1) }, 'selection_window_missing'],
      [{ opens_at: 'tomorrow', closes_at: minutes(60) }, 'selection_window_missing'],
      [{ opens_at: minutes(60), closes_at: minutes(30) }, 'selection_window_reversed'],
      [{ opens_at: minutes(-120), closes_at: minutes(-60) }, 'selection_window_past'],
    ];
    for (const [payload, code] of cases) {
      const res = await post(`${base}/rounds`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code, message: API_ERRORS[code as keyof typeof API_ERRORS].en });
      expect(res.json().message_hi).toBeTruthy();
    }
    expect(await t.app.db.selectFrom('selection_rounds').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a course admitting directly', async () => {
    const res = await post('/api/admin/selection/BSCBIO/1/preview');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('selection_not_merit');
  });

  it('is published by the admin only, with offers, standings, fees, an audit line and mails', async () => {
    const refused = await post(`${base}/rounds`, { opens_at: minutes(-1), closes_at: minutes(60) }, staff.verifier);
    expect(refused.statusCode).toBe(403);
    const res = await post(`${base}/rounds`, { opens_at: minutes(-1), closes_at: minutes(60) });
    expect(res.statusCode).toBe(200);
    const round = res.json().data as RoundView;
    expect(round).toMatchObject({ round: 1, state: 'open' });
    expect(round.closes_at_ist).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} IST$/);
    expect(round.offers.map((o) => o.student_id)).toEqual(students.slice(0, 4).map((s) => s.id));
    expect(round.offers.every((o) => o.status === 'offered')).toBe(true);
    expect(round.standings).toHaveLength(5);
    for (const s of students.slice(0, 4)) expect((await studentRow(s.id)).fee_to_pay).toBeTruthy();
    expect((await studentRow(students[4]!.id)).fee_to_pay).toBeNull();
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'selection.round_published')
      .execute();
    expect(audit).toHaveLength(1);

    const mine = await selectionOf(students[3]!);
    expect(mine).toMatchObject({ round: 1, status: 'offered', merit_rank: 4, index_marks_text: '75.00' });
    expect(mine!.label).toEqual({ en: 'OBC', hi: 'अन्य पिछड़ा वर्ग' });
    expect(mine!.cut_offs).toMatchObject({ UR: '85.00', OBC: '75.00' });
    const offered = (await mails(students[3]!.email)).find((m) => m.subject.includes('Seat offered'));
    expect(offered?.text).toContain('OBC');
    expect(offered?.text).toContain('अन्य पिछड़ा वर्ग');
    expect(offered?.text).toContain(round.closes_at_ist);
    expect((await mails(students[4]!.email)).some((m) => m.subject.includes('Seat offered'))).toBe(false);
    const user = await t.app.inject({ method: 'GET', url: '/api/v2/get-user', headers: bearer(students[3]!.token) });
    expect(user.json().user.selection).toEqual(mine);
    const waiting = await selectionOf(students[4]!);
    expect(waiting).toMatchObject({ status: 'waiting', waiting: { in_category: 1, overall: 1 }, label: null });
  });

  it('refuses an overlapping window while round 1 is open', async () => {
    const res = await post(`${base}/rounds`, { opens_at: minutes(30), closes_at: minutes(90) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('selection_window_overlap');
  });

  it('admits a student who pays within the window, with the first enrolment number', async () => {
    const s = students[0]!;
    const { callback } = await pay(t.app, s.token, 'admission');
    expect(callback.statusCode).toBe(303);
    expect((await offerOf(s.id)).status).toBe('admitted');
    expect(await enrolment(s.id)).toBe(`${session}/${COURSE}/0001`);
    expect(await selectionOf(s)).toMatchObject({ status: 'admitted', enrolment_no: `${session}/${COURSE}/0001` });
  });

  it('gives two payments at once distinct enrolment numbers', async () => {
    const [a, b] = [students[2]!, students[3]!];
    await Promise.all([pay(t.app, a.token, 'admission'), pay(t.app, b.token, 'admission')]);
    const numbers = [await enrolment(a.id), await enrolment(b.id)].sort();
    expect(numbers).toEqual([`${session}/${COURSE}/0002`, `${session}/${COURSE}/0003`]);
  });

  it('refuses the fee outside the window in both languages', async () => {
    const s = students[1]!;
    const offer = await offerOf(s.id);
    await t.app.db
      .updateTable('selection_rounds')
      .set({ opens_at: minutes(10) })
      .where('id', '=', offer.round_id)
      .execute();
    const early = await tryPay(s);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('admission_window_not_open');
    expect(early.json().message_hi).toBeTruthy();
    await t.app.db
      .updateTable('selection_rounds')
      .set({ opens_at: minutes(-5) })
      .where('id', '=', offer.round_id)
      .execute();
    await t.app.db
      .updateTable('selection_offers')
      .set({ deadline: minutes(-1) })
      .where('id', '=', offer.id)
      .execute();
    const late = await tryPay(s);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('admission_window_closed');
    // A student never offered a seat of a merit course cannot pay either.
    const waiting = await tryPay(students[4]!);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().code).toBe('admission_no_offer');
  });
});

describe('closing and round 2', () => {
  it('does not close before the window is over', async () => {
    const res = await post(`${base}/rounds/1/close`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('selection_round_not_over');
  });

  it('lapses the unpaid offer after the window', async () => {
    await t.app.db
      .updateTable('selection_rounds')
      .set({ closes_at: minutes(-1) })
      .where('number', '=', 1)
      .execute();
    const res = await post(`${base}/rounds/1/close`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.state).toBe('closed');
    const lapsed = await offerOf(students[1]!.id);
    expect(lapsed).toMatchObject({ status: 'lapsed', live_student_id: null });
    expect((await studentRow(students[1]!.id)).fee_to_pay).toBeNull();
    expect(await selectionOf(students[1]!)).toMatchObject({ status: 'lapsed', deadline: null });
    expect((await mails(students[1]!.email)).some((m) => m.subject.includes('Seat offer lapsed'))).toBe(true);
    const after = await tryPay(students[1]!);
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('admission_no_offer');
    expect((await post(`${base}/rounds/1/close`)).json().code).toBe('selection_round_closed');
  });

  it('offers the vacated seat to the next in merit in round 2', async () => {
    const res = await post(`${base}/rounds`, { opens_at: minutes(-1), closes_at: minutes(60) });
    expect(res.statusCode).toBe(200);
    const round = res.json().data as RoundView;
    expect(round.round).toBe(2);
    expect(round.offers.map((o) => [o.student_id, o.compartment])).toEqual([[students[4]!.id, 'UR']]);
    expect(round.compartments.UR).toMatchObject({ seats: 1, offered: 1 });
    expect(round.compartments.OBC).toMatchObject({ seats: 0, offered: 0 });
    await pay(t.app, students[4]!.token, 'admission');
    expect(await enrolment(students[4]!.id)).toBe(`${session}/${COURSE}/0004`);
  });

  it('reinstates a lapsed offer with a new deadline (admin only, audited), and never twice', async () => {
    const offer = await offerOf(students[1]!.id);
    const url = `${base}/rounds/1/offers/${offer.id}/reinstate`;
    expect((await post(url, { closes_at: minutes(60) }, staff.verifier)).statusCode).toBe(403);
    expect((await post(url, { closes_at: minutes(-5) })).json().code).toBe('selection_window_past');
    // Round 2 gave the seat to the next in merit: every seat is held, so reinstating is refused, in both languages,
    // and nothing changes.
    const full = await post(url, { closes_at: minutes(60) });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'selection_no_free_seat',
      message: expect.stringContaining('seat matrix'),
    });
    expect(await offerOf(students[1]!.id)).toMatchObject({ status: 'lapsed', live_student_id: null });
    // The office raises the seats by one (the open compartment gains it), and the offer can be reinstated.
    const raised = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/seat-matrix/${COURSE}/1`,
      headers: bearer(staff.admin.token),
      payload: { ...MATRIX, seats: 5 },
    });
    expect(raised.statusCode).toBe(200);
    const res = await post(url, { closes_at: minutes(60) });
    expect(res.statusCode).toBe(200);
    expect(await offerOf(students[1]!.id)).toMatchObject({ status: 'offered', live_student_id: students[1]!.id });
    expect((await studentRow(students[1]!.id)).fee_to_pay).toBeTruthy();
    const again = await post(url, { closes_at: minutes(60) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('selection_offer_not_lapsed');
    const init = await initiate(t.app, students[1]!.token, 'admission');
    expect(init.fields.txnid).toBeTruthy();
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'selection.offer_reinstated')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('holds one live offer per student: a second is refused by the database', async () => {
    const first = await offerOf(students[0]!.id);
    const round2 = await t.app.db
      .selectFrom('selection_rounds')
      .select('id')
      .where('number', '=', 2)
      .executeTakeFirstOrThrow();
    const second = await t.app.db
      .insertInto('selection_offers')
      .values({ ...first, id: undefined as never, round_id: round2.id })
      .execute()
      .then(
        () => 'saved',
        (error: unknown) => (isUniqueViolation(error) ? 'unique' : String(error)),
      );
    expect(second).toBe('unique');
    // Nobody admitted is in the merit list again.
    const preview = (await post(`${base}/preview`)).json().data as RoundPreview;
    expect(preview.standings.map((s) => s.student_id)).not.toContain(students[0]!.id);
  });

  it('releases vacant reserved seats to UR only when there are some', async () => {
    const none = await post(`${base}/release`, { compartment: 'SC' });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('selection_nothing_to_release');
  });

  it('releases a reserved compartment’s vacant seats to UR for the next round (admin, audited)', async () => {
    // The OBC seat is filled; a seat matrix of 6 gives OBC 2 (1 vacant) and UR 4 (all held).
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/seat-matrix/${COURSE}/1`,
      headers: bearer(staff.admin.token),
      payload: { ...MATRIX, seats: 6 },
    });
    expect(put.statusCode).toBe(200);
    expect((await post(`${base}/release`, { compartment: 'OBC', seats: 2 })).json().code).toBe(
      'selection_nothing_to_release',
    );
    const res = await post(`${base}/release`, { compartment: 'OBC' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ compartment: 'OBC', seats: 1 });
    const preview = (await post(`${base}/preview`)).json().data as RoundPreview;
    expect(preview.compartments.OBC.seats).toBe(0);
    expect(preview.compartments.UR.seats).toBe(1);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'selection.seats_released')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('the background close', () => {
  it('lapses the unpaid offers of a round whose window is over, as the office’s close does', async () => {
    const s = students[1]!;
    // Student 2's reinstated offer (round 1) is still unpaid; round 2 is open.
    await t.app.db
      .updateTable('selection_offers')
      .set({ deadline: minutes(-1) })
      .where('student_id', '=', s.id)
      .execute();
    await t.app.db
      .updateTable('selection_rounds')
      .set({ closes_at: minutes(-1) })
      .where('number', '=', 2)
      .execute();
    // The payment started after the reinstatement is still pending at the gateway: the offer waits for its answer.
    const first = await t.app.runJobNow('selection-rounds-close');
    expect(first).toMatchObject({ status: 'ran', value: { lapsed: 0 } });
    expect(await offerOf(s.id)).toMatchObject({ status: 'offered' });
    await t.app.db
      .updateTable('transactions')
      .set({ status: 'abandoned' })
      .where('student_id', '=', s.id)
      .where('status', '=', 'pending')
      .execute();
    const outcome = await t.app.runJobNow('selection-rounds-close');
    expect(outcome.status).toBe('ran');
    expect(outcome.value).toEqual({ lapsed: 1 });
    expect(await offerOf(s.id)).toMatchObject({ status: 'lapsed', live_student_id: null });
    expect((await studentRow(s.id)).fee_to_pay).toBeNull();
    const rounds = await t.app.db
      .selectFrom('selection_rounds')
      .select(['number', 'state'])
      .orderBy('number')
      .execute();
    expect(rounds).toEqual([
      { number: 1, state: 'closed' },
      { number: 2, state: 'closed' },
    ]);
  });
});

describe('direct admission', () => {
  it('is as before, and paying the fee gives an enrolment number too, from the same count', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/seat-matrix/${COURSE}/1`,
      headers: bearer(staff.admin.token),
      payload: { ...MATRIX, admission_mode: 'direct' },
    });
    expect(put.statusCode).toBe(200);
    const s = await createStudent(t.app, { course_name: COURSE, status: 1, fee_to_pay: '2450' });
    expect((await postAdmission(t.app, s.token, validAdmission(COURSE), [], { course: COURSE })).statusCode).toBe(200);
    await verifyForm(t.app, s.id);
    await pay(t.app, s.token, 'admission');
    expect(await enrolment(s.id)).toBe(`${session}/${COURSE}/0005`);
    expect(await selectionOf(s)).toBeNull();
  });
});
