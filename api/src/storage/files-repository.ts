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
  /** The bytes themselves when they live in the database (STORAGE_DRIVER=postgres): stored with the row. */
  bytes?: Buffer;
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
  if (f.bytes) await db.insertInto('file_bytes').values({ key: f.key, bytes: f.bytes }).execute();
}

export async function forgetFile(db: Db, key: string): Promise<void> {
  await db.deleteFrom('files').where('key', '=', key).execute();
  await db.deleteFrom('file_bytes').where('key', '=', key).execute();
}

/** Which of these keys have a `files` row (the sweeper keeps those files on disk). */
export async function knownFileKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.selectFrom('files').select('key').where('key', 'in', keys).execute();
  return new Set(rows.map((r) => r.key));
}

/** Deletes the bytes kept in the database that no `files` row points to; answers how many. */
export async function deleteBytesWithoutFile(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('file_bytes')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('files').select('files.key').whereRef('files.key', '=', 'file_bytes.key'))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/** The bytes of an upload kept in the database, or undefined. */
export async function readFileBytes(db: Db, key: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('file_bytes').select('bytes').where('key', '=', key).executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
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

export async function findStudentDocument(db: Db, id: number): Promise<Selectable<StudentDocumentTable> | undefined> {
  return db.selectFrom('student_documents').selectAll().where('id', '=', id).executeTakeFirst();
}
