// The rounds of admission by merit in the database: rounds, offers, standings, seats released to UR, and the
// enrolment numbers with their counter per course and session.
import type { Kysely, Selectable } from 'kysely';
import type { Database, SelectionOfferTable, SelectionRoundTable, SelectionStandingTable } from '../db/database';

type Db = Kysely<Database>;
export type RoundRow = Selectable<SelectionRoundTable>;
export type OfferRow = Selectable<SelectionOfferTable>;
export type StandingRow = Selectable<SelectionStandingTable>;

/** The submitted forms of a course and year that are verified and whose fee is not paid, with their figures. */
export async function verifiedForms(db: Db, course: string, year: number) {
  const rows = await db
    .selectFrom('students as s')
    .innerJoin('admissions as a', 'a.student_id', 's.id')
    .innerJoin('admission_scrutiny as sc', 'sc.admission_id', 'a.id')
    .select([
      's.id as student_id',
      's.name',
      's.email',
      's.gender',
      's.category',
      's.same_state',
      's.academic_level',
      'a.id as admission_id',
      'a.payload',
    ])
    .where('s.course_name', '=', course)
    .where('s.course_year', '=', year)
    .where('s.is_admission_submitted', '=', 1)
    .where('s.is_admission_fee_payed', '=', 0)
    .where('s.correction_reason', 'is', null)
    .where('sc.state', '=', 'verified')
    .orderBy('a.id')
    .execute();
  const ids = rows.map((r) => r.admission_id);
  const figures = ids.length
    ? await db
        .selectFrom('admission_verified_figures')
        .select(['admission_id', 'field', 'verified_value'])
        .where('admission_id', 'in', ids)
        .execute()
    : [];
  return rows.map((r) => ({ ...r, figures: figures.filter((f) => f.admission_id === r.admission_id) }));
}

export async function roundsOf(db: Db, course: string, year: number): Promise<RoundRow[]> {
  return db
    .selectFrom('selection_rounds')
    .selectAll()
    .where('course', '=', course)
    .where('year', '=', year)
    .orderBy('number')
    .execute();
}

export async function findRound(db: Db, course: string, year: number, number: number): Promise<RoundRow | undefined> {
  return db
    .selectFrom('selection_rounds')
    .selectAll()
    .where('course', '=', course)
    .where('year', '=', year)
    .where('number', '=', number)
    .executeTakeFirst();
}

/** Every offer of the course and year's rounds. */
export async function offersOf(db: Db, course: string, year: number): Promise<OfferRow[]> {
  return db
    .selectFrom('selection_offers as o')
    .innerJoin('selection_rounds as r', 'r.id', 'o.round_id')
    .selectAll('o')
    .where('r.course', '=', course)
    .where('r.year', '=', year)
    .orderBy('o.id')
    .execute();
}

export async function offersOfRound(db: Db, roundId: number) {
  return db
    .selectFrom('selection_offers as o')
    .innerJoin('students as s', 's.id', 'o.student_id')
    .selectAll('o')
    .select(['s.name', 's.email'])
    .where('o.round_id', '=', roundId)
    .orderBy('o.merit_rank')
    .execute();
}

export async function standingsOfRound(db: Db, roundId: number) {
  return db
    .selectFrom('selection_standings as t')
    .innerJoin('students as s', 's.id', 't.student_id')
    .selectAll('t')
    .select(['s.name'])
    .where('t.round_id', '=', roundId)
    .orderBy('t.merit_rank')
    .execute();
}

/** The seats released to UR so far, per reserved compartment. */
export async function releasedSeats(db: Db, course: string, year: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('selection_releases')
    .select(['compartment', 'seats'])
    .where('course', '=', course)
    .where('year', '=', year)
    .execute();
  const out: Record<string, number> = {};
  for (const r of rows) out[r.compartment] = (out[r.compartment] ?? 0) + Number(r.seats);
  return out;
}

/** The student's live offer (offered or admitted), with its round. */
export async function liveOfferOfStudent(db: Db, studentId: number) {
  return db
    .selectFrom('selection_offers as o')
    .innerJoin('selection_rounds as r', 'r.id', 'o.round_id')
    .selectAll('o')
    .select(['r.opens_at', 'r.number as round_number', 'r.course', 'r.year'])
    .where('o.live_student_id', '=', studentId)
    .executeTakeFirst();
}

/** The student's latest offer of any status, with its round. */
export async function latestOfferOfStudent(db: Db, studentId: number) {
  return db
    .selectFrom('selection_offers as o')
    .innerJoin('selection_rounds as r', 'r.id', 'o.round_id')
    .selectAll('o')
    .select(['r.number as round_number', 'r.compartments', 'r.opens_at'])
    .where('o.student_id', '=', studentId)
    .orderBy('o.live_student_id', 'desc')
    .orderBy('r.number', 'desc')
    .executeTakeFirst();
}

/** The student's place in the latest round that ranked them. */
export async function latestStandingOfStudent(db: Db, studentId: number) {
  return db
    .selectFrom('selection_standings as t')
    .innerJoin('selection_rounds as r', 'r.id', 't.round_id')
    .selectAll('t')
    .select(['r.number as round_number', 'r.compartments'])
    .where('t.student_id', '=', studentId)
    .orderBy('r.number', 'desc')
    .executeTakeFirst();
}

export async function enrolmentOf(db: Db, studentId: number): Promise<string | null> {
  const row = await db
    .selectFrom('enrolments')
    .select('enrolment_no')
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row?.enrolment_no ?? null;
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
