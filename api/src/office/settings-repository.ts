// The site's settings (key -> text), the seats of each course and the admission fee table.
import type { Kysely } from 'kysely';
import { DEFAULT_OFFICE_SETTINGS, type OfficeSettings, type SiteSettings } from '@college/shared-types';
import type { Database } from '../db/database';
import { listYearOneSeats, writeSeatMatrix } from '../selection/public';
import { checkSeatMatrix, readSeatMatrix } from '../selection/public';

type Db = Kysely<Database>;

/** Every setting, the defaults filling what the office has not set. */
export async function readSettings(db: Db): Promise<OfficeSettings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const out: OfficeSettings = { ...DEFAULT_OFFICE_SETTINGS };
  for (const r of rows) if (r.key in out) (out as unknown as Record<string, string>)[r.key] = r.value;
  return out;
}

/** The settings the public site reads (GET /api/v1/settings): the office's own stay in the office. */
export async function readPublicSettings(db: Db): Promise<SiteSettings> {
  const { academic_session } = await readSettings(db);
  return { academic_session };
}

/** Writes the given settings; answers the keys whose value changed, with the old and new value. */
export async function writeSettings(
  db: Db,
  values: Partial<OfficeSettings>,
  staffId: number,
): Promise<Record<string, { from: string; to: string }>> {
  return db.transaction().execute(async (trx) => {
    const before = await readSettings(trx);
    const changed: Record<string, { from: string; to: string }> = {};
    const now = new Date().toISOString();
    for (const [key, value] of Object.entries(values) as Array<[keyof OfficeSettings, string | undefined]>) {
      if (value === undefined || before[key] === value) continue;
      changed[key] = { from: before[key], to: value };
      await trx
        .insertInto('settings')
        .values({ key, value, updated_by: staffId, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_by: staffId, updated_at: now }))
        .execute();
    }
    return changed;
  });
}

export interface FeeRow {
  course: string;
  year: number;
  category: string;
  amount: string;
}

export async function listFees(db: Db): Promise<FeeRow[]> {
  return db
    .selectFrom('admission_fees')
    .select(['course', 'year', 'category', 'amount'])
    .orderBy('course')
    .orderBy('year')
    .orderBy('category')
    .execute();
}

/** The fee set for a course, year and category, or null. */
export async function feeFor(
  db: Db,
  course: string | null,
  year: number | null,
  category: string | null,
): Promise<string | null> {
  if (!course || !year || !category) return null;
  const row = await db
    .selectFrom('admission_fees')
    .select('amount')
    .where('course', '=', course)
    .where('year', '=', year)
    .where('category', '=', category)
    .executeTakeFirst();
  return row?.amount ?? null;
}

export async function upsertFees(db: Db, fees: FeeRow[]): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const f of fees) {
      await trx
        .insertInto('admission_fees')
        .values({ ...f, updated_at: now })
        .onConflict((oc) =>
          oc.columns(['course', 'year', 'category']).doUpdateSet({ amount: f.amount, updated_at: now }),
        )
        .execute();
    }
  });
}

/** Seats per course: the total of each course's year-1 seat matrix (decision 023), the one source of the seats. */
export async function listSeats(db: Db): Promise<Array<{ course: string; seats: number }>> {
  return listYearOneSeats(db);
}

/**
 * Sets the total of each course's year-1 seat matrix, keeping its rates (the demo rates for a course never set);
 * figures the rules refuse (SelectionRuleError, a 400) leave every course as it was.
 */
export async function upsertSeats(db: Db, seats: Array<{ course: string; seats: number }>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const s of seats) {
      const current = await readSeatMatrix(trx, s.course, 1);
      const figures = { ...current, seats: s.seats };
      checkSeatMatrix(figures);
      await writeSeatMatrix(trx, s.course, 1, figures, null);
    }
  });
}
