// The admissions and admission_files tables: a student's admission form and the files sent with it; and
// admission_submissions, each sending of the form kept for the office's status history.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AdmissionFileTable, AdmissionSubmissionTable, AdmissionTable, Database } from '../db/database';

export type AdmissionRow = Selectable<AdmissionTable>;
type Db = Kysely<Database>;

export async function findAdmissionByCode(db: Db, code: string): Promise<AdmissionRow | undefined> {
  return db.selectFrom('admissions').selectAll().where('admission_code', '=', code).executeTakeFirst();
}

export async function findAdmission(db: Db, id: number): Promise<AdmissionRow | undefined> {
  return db.selectFrom('admissions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A student has at most one admission form. */
export async function findAdmissionOfStudent(db: Db, studentId: number): Promise<AdmissionRow | undefined> {
  return db.selectFrom('admissions').selectAll().where('student_id', '=', studentId).executeTakeFirst();
}

export async function insertAdmission(db: Db, values: Insertable<AdmissionTable>): Promise<number> {
  const row = await db.insertInto('admissions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdmission(
  db: Db,
  id: number,
  values: Pick<AdmissionTable, 'course' | 'part' | 'applicant_name' | 'email' | 'payload' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('admissions').set(values).where('id', '=', id).execute();
}

/** The files of a form, in the order they were stored. */
export async function admissionFiles(db: Db, admissionId: number): Promise<Array<Selectable<AdmissionFileTable>>> {
  return db.selectFrom('admission_files').selectAll().where('admission_id', '=', admissionId).orderBy('id').execute();
}

export async function findAdmissionFile(
  db: Db,
  admissionId: number,
  field: string,
): Promise<Selectable<AdmissionFileTable> | undefined> {
  return db
    .selectFrom('admission_files')
    .selectAll()
    .where('admission_id', '=', admissionId)
    .where('field', '=', field)
    .executeTakeFirst();
}

export async function insertAdmissionFile(db: Db, values: Insertable<AdmissionFileTable>): Promise<void> {
  await db.insertInto('admission_files').values(values).execute();
}

export async function deleteAdmissionFile(db: Db, id: number): Promise<void> {
  await db.deleteFrom('admission_files').where('id', '=', id).execute();
}

/** Keeps one sending of the form (the first, or one after a correction) for the office's status history. */
export async function insertSubmission(db: Db, values: Insertable<AdmissionSubmissionTable>): Promise<void> {
  await db.insertInto('admission_submissions').values(values).execute();
}
