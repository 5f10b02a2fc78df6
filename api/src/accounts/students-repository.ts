// The students table: every read and write of a student's account row goes through here. The office's queue of
// applicants is applicants-repository.ts, their status history status-history-repository.ts.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, StudentTable } from '../db/database';

export type StudentRow = Selectable<StudentTable>;
type Db = Kysely<Database>;

export async function findStudent(db: Db, id: number): Promise<StudentRow | undefined> {
  return db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Emails are stored in lower case; pass the normalised address. */
/** The language of a student's mails from now on (decision 031), by id or by email. */
export async function setStudentLanguage(db: Db, by: { id: number } | { email: string }, language: string) {
  const q = db.updateTable('students').set({ language });
  await ('id' in by ? q.where('id', '=', by.id) : q.where('email', '=', by.email)).execute();
}

/** The language of each address's mails (decision 031); an address with no account is missing. */
export async function mailLanguagesOf(db: Db, emails: string[]): Promise<Map<string, string | null>> {
  const rows = await db.selectFrom('students').select(['email', 'language']).where('email', 'in', emails).execute();
  return new Map(rows.map((s) => [s.email, s.language]));
}

/** Where a student's mails go: the name, the address and the language of the mails (decision 031). */
export async function mailAddressOf(
  db: Db,
  id: number,
): Promise<Pick<StudentRow, 'id' | 'name' | 'email' | 'language' | 'phone_number'> | undefined> {
  return db
    .selectFrom('students')
    .select(['id', 'name', 'email', 'language', 'phone_number'])
    .where('id', '=', id)
    .executeTakeFirst();
}

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
