// The rounds of admission by merit in the database: rounds, offers, standings, seats released to UR, and what a
// round changes on the student (the fee to pay) and reads of them (a payment still pending at the gateway). The
// enrolment numbers are in enrolments-repository.ts.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  Database,
  SelectionOfferTable,
  SelectionReleaseTable,
  SelectionRoundTable,
  SelectionStandingTable,
} from '../db/database';

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

// ---------------------------------------------------------------------------------------------------------------
// Writes of a round's life, inside the caller's transaction

/** A new round; answers its id. */
export async function insertRound(db: Db, round: Insertable<SelectionRoundTable>): Promise<number> {
  const row = await db.insertInto('selection_rounds').values(round).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOffer(db: Db, offer: Insertable<SelectionOfferTable>): Promise<void> {
  await db.insertInto('selection_offers').values(offer).execute();
}

export async function insertStanding(db: Db, standing: Insertable<SelectionStandingTable>): Promise<void> {
  await db.insertInto('selection_standings').values(standing).execute();
}

export async function roundById(db: Db, roundId: number): Promise<RoundRow> {
  return db.selectFrom('selection_rounds').selectAll().where('id', '=', roundId).executeTakeFirstOrThrow();
}

/** The open rounds, oldest first. */
export async function openRounds(db: Db): Promise<RoundRow[]> {
  return db.selectFrom('selection_rounds').selectAll().where('state', '=', 'open').orderBy('id').execute();
}

export async function markRoundClosed(db: Db, roundId: number, at: string): Promise<void> {
  await db.updateTable('selection_rounds').set({ state: 'closed', closed_at: at }).where('id', '=', roundId).execute();
}

/** An offer of the round, or undefined. */
export async function offerOfRound(db: Db, offerId: number, roundId: number): Promise<OfferRow | undefined> {
  return db
    .selectFrom('selection_offers')
    .selectAll()
    .where('id', '=', offerId)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
}

/** An offer still offered lapses: its student's seat is no longer held. */
export async function lapseOffer(db: Db, offerId: number, at: string): Promise<void> {
  await db
    .updateTable('selection_offers')
    .set({ status: 'lapsed', live_student_id: null, updated_at: at })
    .where('id', '=', offerId)
    .where('status', '=', 'offered')
    .execute();
}

/** A lapsed offer offered again until `deadline`, live for its student once more. */
export async function reofferOffer(db: Db, offer: OfferRow, deadline: string, at: string): Promise<void> {
  await db
    .updateTable('selection_offers')
    .set({ status: 'offered', deadline, live_student_id: offer.student_id, updated_at: at })
    .where('id', '=', offer.id)
    .execute();
}

/** The course and year of every closed round with an offer still offered after its deadline. */
export async function coursesWithStrayOffers(db: Db, now: string): Promise<Array<{ course: string; year: number }>> {
  return db
    .selectFrom('selection_offers as o')
    .innerJoin('selection_rounds as r', 'r.id', 'o.round_id')
    .select(['r.course', 'r.year'])
    .distinct()
    .where('r.state', '=', 'closed')
    .where('o.status', '=', 'offered')
    .where('o.deadline', '<=', now)
    .execute();
}

export async function insertRelease(db: Db, release: Insertable<SelectionReleaseTable>): Promise<void> {
  await db.insertInto('selection_releases').values(release).execute();
}

// ---------------------------------------------------------------------------------------------------------------
// The students of a round

/** The admission fee an offer sets (or null to clear it), never on a student whose fee is paid. */
export async function setFeeToPay(db: Db, studentId: number, fee: string | null, now: string): Promise<void> {
  await db
    .updateTable('students')
    .set({ fee_to_pay: fee, updated_at: now })
    .where('id', '=', studentId)
    .where('is_admission_fee_payed', '=', 0)
    .execute();
}

/** Of these students, the ones with an admission payment pending at the gateway. */
export async function studentsPayingNow(db: Db, studentIds: number[]): Promise<Array<{ student_id: number }>> {
  if (!studentIds.length) return [];
  return db
    .selectFrom('transactions')
    .select('student_id')
    .where('purpose', '=', 'admission')
    .where('status', '=', 'pending')
    .where('student_id', 'in', studentIds)
    .execute();
}

/** An offered student's name and email for the mail (the student of an offer always exists). */
export async function studentContact(db: Db, studentId: number): Promise<{ name: string; email: string }> {
  return db.selectFrom('students').select(['name', 'email']).where('id', '=', studentId).executeTakeFirstOrThrow();
}

/** An offered student's row (the student of an offer always exists). */
export async function studentOfOffer(db: Db, studentId: number) {
  return db.selectFrom('students').selectAll().where('id', '=', studentId).executeTakeFirstOrThrow();
}
