// Admission on payment in the database: the live offer marked admitted, the student's course, and the enrolment
// numbers with their counter per course and session.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

export async function enrolmentOf(db: Db, studentId: number): Promise<string | null> {
  const row = await db
    .selectFrom('enrolments')
    .select('enrolment_no')
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row?.enrolment_no ?? null;
}

/** Whether an enrolment number has been given already. */
export async function enrolmentNumberTaken(db: Db, enrolmentNo: string): Promise<boolean> {
  const row = await db
    .selectFrom('enrolments')
    .select('student_id')
    .where('enrolment_no', '=', enrolmentNo)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The next enrolment number of a course and session, from its counter row updated inside the caller's transaction:
 * the row's lock makes two payments at once wait for each other, so each gets its own number, never reused.
 */
export async function nextEnrolmentSerial(db: Db, course: string, session: string): Promise<number> {
  await db
    .insertInto('enrolment_counters')
    .values({ course, session, last: 0 })
    .onConflict((oc) => oc.columns(['course', 'session']).doNothing())
    .execute();
  const row = await db
    .updateTable('enrolment_counters')
    .set((eb) => ({ last: eb('last', '+', 1) }))
    .where('course', '=', course)
    .where('session', '=', session)
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

/** The student's live offer, if still offered, becomes admitted. */
export async function admitLiveOffer(db: Db, studentId: number, now: string): Promise<void> {
  await db
    .updateTable('selection_offers')
    .set({ status: 'admitted', updated_at: now })
    .where('live_student_id', '=', studentId)
    .where('status', '=', 'offered')
    .execute();
}

/**
 * The student's admitted offer is live again, as offered (an admission fee taken back); past its deadline it lapses
 * with the other overdue offers. Answers whether there was one.
 */
export async function unadmitOffer(db: Db, studentId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('selection_offers')
    .set({ status: 'offered', updated_at: now })
    .where('live_student_id', '=', studentId)
    .where('status', '=', 'admitted')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The student's enrolment taken away; answers its number, or null when there was none. */
export async function deleteEnrolment(db: Db, studentId: number): Promise<string | null> {
  const row = await db
    .deleteFrom('enrolments')
    .where('student_id', '=', studentId)
    .returning('enrolment_no')
    .executeTakeFirst();
  return row?.enrolment_no ?? null;
}

/** The course the student applied for, or null (no student, or no course chosen). */
export async function courseOfStudent(db: Db, studentId: number): Promise<string | null> {
  const student = await db.selectFrom('students').select('course_name').where('id', '=', studentId).executeTakeFirst();
  return student?.course_name ?? null;
}

export async function insertEnrolment(
  db: Db,
  enrolment: { student_id: number; enrolment_no: string; course: string; session: string; created_at: string },
): Promise<void> {
  await db.insertInto('enrolments').values(enrolment).execute();
}
