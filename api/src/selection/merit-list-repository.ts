// The public merit lists in the database: the published rounds with when each last changed, and one round's rows
// (its standings with the name on the form and the offers of the course and year up to that round). Only the
// columns the list shows are read: never a date of birth, phone, address, Aadhaar or e-mail.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

export interface PublishedRound {
  id: number;
  course: string;
  year: number;
  number: number;
  state: string;
  created_at: string;
  closed_at: string | null;
  /** The latest change of an offer of this round. */
  offers_updated_at: string | null;
}

/** Every published round (a preview is never saved, so every round is published), oldest first. */
export async function publishedRounds(db: Db): Promise<PublishedRound[]> {
  const [rounds, offers] = await Promise.all([
    db
      .selectFrom('selection_rounds')
      .select(['id', 'course', 'year', 'number', 'state', 'created_at', 'closed_at'])
      .orderBy('course')
      .orderBy('year')
      .orderBy('number')
      .execute(),
    db
      .selectFrom('selection_offers')
      .select((eb) => ['round_id', eb.fn.max('updated_at').as('updated_at')])
      .groupBy('round_id')
      .execute(),
  ]);
  const changed = new Map(offers.map((o) => [o.round_id, o.updated_at as string | null]));
  return rounds.map((r) => ({ ...r, offers_updated_at: changed.get(r.id) ?? null }));
}

export async function standingCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('selection_standings')
    .select((eb) => ['round_id', eb.fn.countAll().as('n')])
    .groupBy('round_id')
    .execute();
  return new Map(rows.map((r) => [r.round_id, Number(r.n)]));
}

/** A round's standings by rank, with the name as on the form. */
export async function standingRows(db: Db, roundId: number) {
  return db
    .selectFrom('selection_standings as t')
    .innerJoin('admissions as a', 'a.id', 't.admission_id')
    .select([
      't.student_id',
      't.admission_id',
      'a.applicant_name',
      't.category',
      't.merit_rank',
      't.index_marks',
      't.status',
    ])
    .where('t.round_id', '=', roundId)
    .orderBy('t.merit_rank')
    .orderBy('t.admission_id')
    .execute();
}

/** The offers of a course and year made in rounds up to `number`, with their round's number. */
export async function offersUpTo(db: Db, course: string, year: number, number: number) {
  return db
    .selectFrom('selection_offers as o')
    .innerJoin('selection_rounds as r', 'r.id', 'o.round_id')
    .select(['o.student_id', 'o.status', 'o.label_en', 'o.label_hi', 'r.number'])
    .where('r.course', '=', course)
    .where('r.year', '=', year)
    .where('r.number', '<=', number)
    .orderBy('r.number')
    .execute();
}

/** The seats of a course and year released to UR, oldest first (what was released and when). */
export async function releasesOf(db: Db, course: string, year: number) {
  return db
    .selectFrom('selection_releases')
    .select(['compartment', 'seats', 'created_at'])
    .where('course', '=', course)
    .where('year', '=', year)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
