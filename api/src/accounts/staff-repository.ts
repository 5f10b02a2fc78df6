// The office's staff accounts (the `admins` table, decision 009).
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { AdminTable, Database } from '../db/database';

export type StaffRow = Selectable<AdminTable>;
type Db = Kysely<Database>;

export async function findStaff(db: Db, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Emails are stored in lower case; pass the normalised address. */
export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Whether any staff account exists at all. */
export async function anyStaff(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom('admins').select('id').executeTakeFirst());
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.selectFrom('admins').selectAll().orderBy('id').execute();
}

export async function insertStaff(db: Db, values: Insertable<AdminTable>): Promise<number> {
  const row = await db.insertInto('admins').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStaff(
  db: Db,
  id: number,
  values: Omit<Updateable<AdminTable>, 'id' | 'updated_at'>,
): Promise<StaffRow> {
  return db
    .updateTable('admins')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Enabled administrators other than `exceptId`: the last one may not be disabled or demoted. */
export async function countOtherActiveAdmins(db: Db, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
