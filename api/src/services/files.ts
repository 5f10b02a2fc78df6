// The ownership record of stored uploads: who may read a key through GET /api/v2/files/:key.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { AppConfig } from '../config';
import { deleteUpload, saveUpload, type SavedUpload, type UploadInput } from './storage';

/** The authenticated address of a stored file; the front end fetches it with the bearer token. */
export function fileUrl(key: string): string {
  return `/api/v2/files/${key}`;
}

export async function recordFile(
  db: Kysely<Database>,
  saved: SavedUpload,
  owner: { studentId: number | null; kind: UploadInput['kind']; originalName?: string | null },
): Promise<void> {
  await db
    .insertInto('files')
    .values({
      key: saved.key,
      student_id: owner.studentId,
      kind: owner.kind,
      mime: saved.mime,
      size: saved.size,
      original_name: owner.originalName ? owner.originalName.slice(0, 200) : null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * Saves an upload of a student and records it as theirs. When the record cannot be written the bytes are
 * removed again, so no file is left without an owner.
 */
export async function saveStudentFile(
  db: Kysely<Database>,
  config: AppConfig,
  studentId: number,
  input: UploadInput,
): Promise<SavedUpload> {
  const saved = await saveUpload(config, input);
  try {
    await recordFile(db, saved, { studentId, kind: input.kind, originalName: input.filename });
  } catch (error) {
    await deleteUpload(config, saved.key);
    throw error;
  }
  return saved;
}

/** Forgets a file and removes its bytes (after the row that pointed at it has changed). */
export async function removeFile(db: Kysely<Database>, config: AppConfig, key: string): Promise<void> {
  await db.deleteFrom('files').where('key', '=', key).execute();
  await deleteUpload(config, key);
}
