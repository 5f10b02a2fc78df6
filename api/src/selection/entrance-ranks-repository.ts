// The university's entrance ranks of a course and year in the database (decision 027): the forms a rank list names,
// the list replaced whole inside the import's transaction, and the ranks read back for the merit list and the office.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** A form named by a rank list's row, with what the row is checked against. */
export interface FoundForm {
  student_id: number;
  admission_id: number;
  course_name: string | null;
  course_year: number | null;
  category: string | null;
  refrence_roll: string | null;
}

/** One rank to save: the form it belongs to, the rank and the category as the list gives them. */
export interface RankToSave {
  found: FoundForm;
  rank: number;
  category: string;
}

function chunks<T>(list: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The forms named by form number or roll number (a student's latest form). */
export async function findForms(
  db: Db,
  formNos: number[],
  rollNos: string[],
): Promise<{ byForm: Map<number, FoundForm>; byRoll: Map<string, FoundForm> }> {
  const base = () =>
    db
      .selectFrom('admissions as a')
      .innerJoin('students as s', 's.id', 'a.student_id')
      .select([
        's.id as student_id',
        'a.id as admission_id',
        's.course_name',
        's.course_year',
        's.category',
        's.refrence_roll',
      ]);
  const byForm = new Map<number, FoundForm>();
  const byRoll = new Map<string, FoundForm>();
  for (const part of chunks([...new Set(formNos)])) {
    for (const r of await base().where('a.id', 'in', part).execute()) byForm.set(r.admission_id, r);
  }
  for (const part of chunks([...new Set(rollNos)])) {
    const rows = await base().where('s.refrence_roll', 'in', part).orderBy('a.id').execute();
    for (const r of rows) if (r.refrence_roll) byRoll.set(r.refrence_roll.trim().toUpperCase(), r);
  }
  return { byForm, byRoll };
}

/**
 * Replaces the ranks of a course and year with `rows`, inside the caller's transaction. Answers how many ranks there
 * were before.
 */
export async function replaceEntranceRanks(
  trx: Db,
  course: string,
  year: number,
  rows: RankToSave[],
  staffId: number,
  at: string,
): Promise<number> {
  const before = await trx
    .selectFrom('entrance_ranks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('course', '=', course)
    .where('year', '=', year)
    .executeTakeFirst();
  await trx.deleteFrom('entrance_ranks').where('course', '=', course).where('year', '=', year).execute();
  for (const part of chunks(rows, 200)) {
    await trx
      .insertInto('entrance_ranks')
      .values(
        part.map((r) => ({
          course,
          year,
          student_id: r.found.student_id,
          admission_id: r.found.admission_id,
          rank: r.rank,
          category: r.category,
          imported_by: staffId,
          imported_at: at,
        })),
      )
      .execute();
  }
  return Number(before?.n ?? 0);
}

/** The ranks of a course and year by student (the merit list's order for an entrance course). */
export async function entranceRanksOf(db: Db, course: string, year: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('entrance_ranks')
    .select(['student_id', 'rank'])
    .where('course', '=', course)
    .where('year', '=', year)
    .execute();
  return new Map(rows.map((r) => [r.student_id, Number(r.rank)]));
}

/** The ranks imported for a course and year, rank first, with each student's roll number and name. */
export async function importedEntranceRanks(db: Db, course: string, year: number) {
  return db
    .selectFrom('entrance_ranks as e')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .select(['e.admission_id', 's.refrence_roll', 's.name', 'e.rank', 'e.category', 'e.imported_at'])
    .where('e.course', '=', course)
    .where('e.year', '=', year)
    .orderBy('e.rank')
    .execute();
}
