// The files table (who owns each stored upload) and the student_documents table (the profile's documents).
import type { Kysely, Selectable } from 'kysely';
import type { Database, FileTable, StudentDocumentTable } from '../db/database';

type Db = Kysely<Database>;

export interface FileRecord {
  key: string;
  mime: string;
  size: number;
  studentId: number | null;
  kind: FileTable['kind'];
  originalName?: string | null;
}

export async function recordFile(db: Db, f: FileRecord): Promise<void> {
  await db
    .insertInto('files')
    .values({
      key: f.key,
      student_id: f.studentId,
      kind: f.kind,
      mime: f.mime,
      size: f.size,
      original_name: f.originalName ? f.originalName.slice(0, 200) : null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function forgetFile(db: Db, key: string): Promise<void> {
  await db.deleteFrom('files').where('key', '=', key).execute();
}

/** A stored file's record; with `ownerId`, only when that student owns it. */
export async function findFile(
  db: Db,
  key: string,
  ownerId?: number,
): Promise<Pick<Selectable<FileTable>, 'key' | 'mime'> | undefined> {
  let query = db.selectFrom('files').select(['key', 'mime']).where('key', '=', key);
  if (ownerId !== undefined) query = query.where('student_id', '=', ownerId);
  return query.executeTakeFirst();
}

export async function studentDocuments(db: Db, studentId: number): Promise<Array<Selectable<StudentDocumentTable>>> {
  return db.selectFrom('student_documents').selectAll().where('student_id', '=', studentId).orderBy('id').execute();
}

export async function countStudentDocuments(db: Db, studentId: number): Promise<number> {
  const row = await db
    .selectFrom('student_documents')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertStudentDocument(
  db: Db,
  values: { studentId: number; documentName: string; fileKey: string },
): Promise<void> {
  await db
    .insertInto('student_documents')
    .values({
      student_id: values.studentId,
      document_name: values.documentName,
      file_key: values.fileKey,
      created_at: new Date().toISOString(),
    })
    .execute();
}
