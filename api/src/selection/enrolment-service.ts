// The admission fee of a merit course and admission (decision 025): the fee is taken only with a live offer inside
// its payment window, and paying admits the student with an enrolment number, merit and direct admission alike.
import type { Kysely } from 'kysely';
import { courseYears, enrolmentPatternNames, formatEnrolmentNumber } from '@college/shared-types';
import type { Database } from '../db/database';
import { DomainError } from '../errors';
import { readSettings } from '../office/public';
import type { StudentRow } from '../accounts/public';
import {
  admitLiveOffer,
  courseOfStudent,
  deleteEnrolment,
  enrolmentNumberTaken,
  enrolmentOf,
  insertEnrolment,
  nextEnrolmentSerial,
  unadmitOffer,
} from './enrolments-repository';
import { meritListsChanged } from './merit-list-service';
import { indiaTime } from './rounds-service';
import { liveOfferOfStudent } from './rounds-repository';
import { findAdmissionMode } from './seat-matrix-repository';

type Db = Kysely<Database>;

/** A catalogue course whose admission mode is merit; anything else keeps the direct admission of before. */
export async function admitsByMerit(db: Db, course: string | null): Promise<boolean> {
  if (!course || !courseYears(course).length) return false;
  return (await findAdmissionMode(db, course)) === 'merit';
}

/**
 * In merit mode the admission fee is taken only with a live offer inside its window (409 in both languages
 * otherwise); a course admitting directly is left as it was. Answers the mode.
 */
export async function checkOfferForFee(db: Db, student: StudentRow, now = new Date()): Promise<'merit' | 'direct'> {
  if (!(await admitsByMerit(db, student.course_name))) return 'direct';
  const offer = await liveOfferOfStudent(db, student.id);
  if (!offer || offer.status !== 'offered') throw DomainError.coded(409, 'admission_no_offer');
  if (now.getTime() < Date.parse(offer.opens_at)) {
    throw DomainError.coded(409, 'admission_window_not_open', { opens: indiaTime(offer.opens_at) });
  }
  if (now.getTime() > Date.parse(offer.deadline)) throw DomainError.coded(409, 'admission_window_closed');
  return 'merit';
}

/**
 * The admission fee is settled as paid: a live offer becomes admitted, and the student gets an enrolment number
 * by the admin's pattern (default `{session}/{course}/{serial:4}`, "2025-26/BCOM/0001"; merit and direct alike),
 * counted per course and session. A pattern that names neither the course (or the session) counts across them, so
 * two numbers are never the same; a number already given (a pattern changed mid-session) is passed over. Inside
 * the settlement's transaction.
 */
export async function admitOnPayment(db: Db, studentId: number, now: string): Promise<string | null> {
  await admitLiveOffer(db, studentId, now);
  meritListsChanged();
  const existing = await enrolmentOf(db, studentId);
  if (existing) return existing;
  const courseName = await courseOfStudent(db, studentId);
  if (!courseName) return null;
  const course = courseName.toUpperCase();
  const { academic_session: session, enrolment_pattern: pattern } = await readSettings(db);
  const names = enrolmentPatternNames(pattern);
  const counter = { course: names.course ? course : '*', session: names.session ? session : '*' };
  let enrolment_no: string;
  do {
    const serial = await nextEnrolmentSerial(db, counter.course, counter.session);
    enrolment_no = formatEnrolmentNumber(pattern, { session, course, serial });
  } while (await enrolmentNumberTaken(db, enrolment_no));
  await insertEnrolment(db, { student_id: studentId, enrolment_no, course, session, created_at: now });
  return enrolment_no;
}

/**
 * The admission fee taken back (an office receipt cancelled by an administrator): the admission is withdrawn. The
 * enrolment number goes and is never given again (its counter only counts up); an admitted offer is live again as
 * offered, to be paid inside its window, and lapses like any other overdue offer once its deadline has passed.
 * Inside the cancellation's transaction. Answers the number withdrawn and whether an offer was reopened.
 */
export async function withdrawAdmission(
  db: Db,
  studentId: number,
  now: string,
): Promise<{ enrolment_no: string | null; offer_reopened: boolean }> {
  const offer_reopened = await unadmitOffer(db, studentId, now);
  const enrolment_no = await deleteEnrolment(db, studentId);
  if (offer_reopened) meritListsChanged();
  return { enrolment_no, offer_reopened };
}
