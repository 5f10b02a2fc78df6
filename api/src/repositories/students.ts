// The students table: every read and write of a student's account row goes through here.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, StudentTable } from '../db/database';

export type StudentRow = Selectable<StudentTable>;
type Db = Kysely<Database>;

export async function findStudent(db: Db, id: number): Promise<StudentRow | undefined> {
  return db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Emails are stored in lower case; pass the normalised address. */
export async function findStudentByEmail(db: Db, email: string): Promise<StudentRow | undefined> {
  return db.selectFrom('students').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function insertStudent(db: Db, values: Insertable<StudentTable>): Promise<void> {
  await db.insertInto('students').values(values).execute();
}

/** Changes a student's row and returns it as it now is. */
export async function updateStudent(
  db: Db,
  id: number,
  values: Omit<Updateable<StudentTable>, 'id' | 'updated_at'>,
): Promise<StudentRow> {
  return db
    .updateTable('students')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
