// The offer letter of a merit round (decision 028): the student holding the offer reads it (offered, admitted,
// lapsed), nobody else does; its printed code verifies publicly with the offer's facts and no names; paying admits
// and mails the enrolment number in Hindi and English (a mail that fails never undoes the payment); the fee slip's
// record and the form's verification carry the enrolment number.
import { API_ERRORS, type OfferLetter, type VerifiedOffer } from '@college/shared-types';
import { DEMO_WEIGHTAGE } from '../src/selection/rules';
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

let t: TestApp;
let staff: Record<'admin' | 'verifier' | 'accounts' | 'editor', TestStaff>;
const COURSE = 'BCOM';
const base = `/api/admin/selection/${COURSE}/1`;

// Two seats, all UR: the first two in merit are offered, the third waits.
const MATRIX = {
  seats: 2,
  admission_mode: 'merit',
  vertical: { SC: 0, ST: 0, OBC: 0, EWS: 0 },
  horizontal: { divyang: 0, freedomFighter: 0, defence: 0, women: 0 },
  weightage: DEMO_WEIGHTAGE,
};
const MARKS = ['480', '450', '400'];
const students: TestStudent[] = [];
const codes: string[] = [];
let session = '';

const minutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const post = (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(staff.admin.token), payload });
const letter = (code: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v2/offer-letter/${encodeURIComponent(code)}`,
    headers: token ? bearer(token) : {},
  });
const verify = (code: string) => t.app.inject({ method: 'GET', url: `/api/v2/verify/${encodeURIComponent(code)}` });
const mails = (email: string) =>
  t.app.db.selectFrom('outbox').select(['subject', 'text', 'html']).where('to', '=', email).orderBy('id').execute();

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
    const s = await createStudent(t.app, { course_name: COURSE, category: 'GENERAL', gender: 'F', status: 1 });
    const res = await postAdmission(
      t.app,
      s.token,
      { ...validAdmission(COURSE), intermediate_obtmarks: marks, dob: `2005-0${i + 1}-10`, father_name: 'Ram Prasad' },
      [],
      { course: COURSE, category: 'GENERAL' },
    );
    expect(res.statusCode).toBe(200);
    await verifyForm(t.app, s.id);
    students.push(s);
    const form = await t.app.db
      .selectFrom('admissions')
      .select('admission_code')
      .where('student_id', '=', s.id)
      .executeTakeFirstOrThrow();
    codes.push(form.admission_code);
  }
  session =
    (await t.app.db.selectFrom('settings').select('value').where('key', '=', 'academic_session').executeTakeFirst())
      ?.value ?? '2025-26';
  const round = await post(`${base}/rounds`, { opens_at: minutes(-1), closes_at: minutes(60) });
  expect(round.statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the offer letter', () => {
  it('gives the student holding the offer every fact of the letter and a code that verifies', async () => {
    const res = await letter(codes[0]!, students[0]!.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data as OfferLetter;
    const form = await t.app.db
      .selectFrom('admissions')
      .select('id')
      .where('student_id', '=', students[0]!.id)
      .executeTakeFirstOrThrow();
    expect(data).toMatchObject({
      form_number: form.id,
      admission_code: codes[0],
      father_name: 'Ram Prasad',
      course: COURSE,
      year: 'First Year',
      round: 1,
      status: 'offered',
      merit_rank: 1,
      enrolment_no: null,
    });
    expect(data.applicant_name).toBeTruthy();
    expect(data.seat.en).toBeTruthy();
    expect(data.seat.hi).not.toBe(data.seat.en);
    // 480 of 500 with the form's weightage: the breakdown adds up to the index marks.
    expect(data.breakdown.percentage).toBe(9600);
    expect(data.index_marks_text).toBe((data.breakdown.total / 100).toFixed(2));
    expect(data.fee).toMatch(/^\d+\.\d{2}$/);
    expect(data.deadline_ist).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(data.opens_at_ist).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(data.offered_on).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(data.code).toMatch(/^S\d+-[0-9A-Z]{8}$/);

    const checked = await verify(data.code);
    expect(checked.statusCode).toBe(200);
    const facts = checked.json().data as VerifiedOffer;
    expect(facts).toMatchObject({
      kind: 'offer',
      code: data.code,
      form_number: form.id,
      course: COURSE,
      round: 1,
      seat: data.seat,
      merit_rank: 1,
      index_marks_text: data.index_marks_text,
      status: 'offered',
      deadline_ist: data.deadline_ist,
      enrolment_no: null,
    });
    // No names on the public check.
    expect(checked.body).not.toContain(data.applicant_name);
    expect(checked.body).not.toContain('Ram Prasad');
  });

  it('is nobody else’s: another student gets the 404 of an unknown form, without a token 401', async () => {
    const other = await letter(codes[0]!, students[1]!.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({
      code: 'offer_letter_not_found',
      message_hi: API_ERRORS.offer_letter_not_found.hi,
    });
    const unknown = await letter('NO-SUCH-CODE', students[1]!.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(other.json());
    expect((await letter(codes[0]!)).statusCode).toBe(401);
    // The office reads any letter.
    expect((await letter(codes[0]!, staff.verifier.token)).statusCode).toBe(200);
  });

  it('tells a student on the waiting list, in both languages, that there is no letter', async () => {
    const res = await letter(codes[2]!, students[2]!.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'offer_letter_none',
      message: API_ERRORS.offer_letter_none.en,
      message_hi: API_ERRORS.offer_letter_none.hi,
    });
  });

  it('refuses a forged or altered code', async () => {
    const { code } = (await letter(codes[0]!, students[0]!.token)).json().data as OfferLetter;
    const [head, check] = code.split('-') as [string, string];
    const altered = `${head}-${check[0] === 'A' ? 'B' : 'A'}${check.slice(1)}`;
    expect((await verify(altered)).statusCode).toBe(404);
    // The same number and check as another kind is not the offer.
    expect((await verify(code.slice(1))).statusCode).toBe(404);
    expect((await verify(`S999999-${check}`)).statusCode).toBe(404);
  });
});

describe('paying admits', () => {
  it('mails the enrolment number in Hindi and English, and every printout shows it', async () => {
    const s = students[0]!;
    const before = (await mails(s.email)).length;
    const { callback } = await pay(t.app, s.token, 'admission');
    expect(callback.statusCode).toBe(303);
    const enrolment = `${session}/${COURSE}/0001`;
    const admitted = (await mails(s.email)).slice(before).filter((m) => m.subject.includes('Admitted'));
    expect(admitted).toHaveLength(1);
    const mail = admitted[0]!;
    expect(mail.subject).toBe(`प्रवेश पूर्ण / Admitted: ${enrolment}`);
    expect(mail.text).toContain(`आपकी नामांकन संख्या ${enrolment} है`);
    expect(mail.text).toContain(`Your enrolment number is ${enrolment}`);
    // The course by its name in each language.
    expect(mail.text).toContain('वाणिज्य स्नातक में आपका प्रवेश हो गया है');
    expect(mail.text).toContain('you are admitted to Bachelor of Commerce');
    // Hindi first, like the other mails of the rounds.
    expect(mail.text.indexOf('नामांकन संख्या')).toBeLessThan(mail.text.indexOf('enrolment number'));
    expect(mail.html).toContain(enrolment);

    const data = (await letter(codes[0]!, s.token)).json().data as OfferLetter;
    expect(data).toMatchObject({ status: 'admitted', enrolment_no: enrolment });
    const facts = (await verify(data.code)).json().data as VerifiedOffer;
    expect(facts).toMatchObject({ status: 'admitted', enrolment_no: enrolment });

    // The fee slip's record and the form's public check.
    const print = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admission/print2',
      headers: bearer(s.token),
      payload: { admission_code: codes[0] },
    });
    expect(print.json()[0]).toMatchObject({ admission_fee_paid: true, enrolment_no: enrolment });
    const formCode = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v2/verification-code?admission_code=${codes[0]}`,
        headers: bearer(s.token),
      })
    ).json().code as string;
    expect((await verify(formCode)).json().data).toMatchObject({
      kind: 'form',
      payment_status: 'Paid',
      enrolment_no: enrolment,
    });
  });

  it('shows no enrolment number on an unpaid form’s record or check', async () => {
    const print = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admission/print2',
      headers: bearer(students[1]!.token),
      payload: { admission_code: codes[1] },
    });
    expect(print.json()[0]).toMatchObject({ admission_fee_paid: false, enrolment_no: null });
  });
});

describe('a lapsed offer', () => {
  it('still has its letter, saying it lapsed, without a fee; its code verifies as lapsed', async () => {
    await t.app.db
      .updateTable('selection_rounds')
      .set({ closes_at: minutes(-1) })
      .where('number', '=', 1)
      .execute();
    await t.app.db
      .updateTable('selection_offers')
      .set({ deadline: minutes(-1) })
      .where('student_id', '=', students[1]!.id)
      .execute();
    expect((await post(`${base}/rounds/1/close`)).statusCode).toBe(200);
    const res = await letter(codes[1]!, students[1]!.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as OfferLetter;
    expect(data).toMatchObject({ status: 'lapsed', fee: null, enrolment_no: null, merit_rank: 2 });
    expect((await verify(data.code)).json().data).toMatchObject({ kind: 'offer', status: 'lapsed' });
  });
});

describe('a mail that cannot be sent', () => {
  it('never undoes the payment: the student is admitted all the same', async () => {
    // Round 2 offers the vacated seat to the third in merit.
    const round = await post(`${base}/rounds`, { opens_at: minutes(-1), closes_at: minutes(60) });
    expect(round.statusCode).toBe(200);
    const s = students[2]!;
    const send = t.app.mail.send;
    t.app.mail.send = async (m) => {
      if (m.subject.includes('Admitted')) throw new Error('SMTP down');
      return send(m);
    };
    try {
      const { callback, txnid } = await pay(t.app, s.token, 'admission');
      expect(callback.statusCode).toBe(303);
      const tx = await t.app.db
        .selectFrom('transactions')
        .select('status')
        .where('txnid', '=', txnid)
        .executeTakeFirstOrThrow();
      expect(tx.status).toBe('success');
    } finally {
      t.app.mail.send = send;
    }
    const data = (await letter(codes[2]!, s.token)).json().data as OfferLetter;
    expect(data).toMatchObject({ round: 2, status: 'admitted', enrolment_no: `${session}/${COURSE}/0002` });
    expect((await mails(s.email)).some((m) => m.subject.includes('Admitted'))).toBe(false);
  });
});
