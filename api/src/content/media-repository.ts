// The media_files table: the stored files of content images (content/images-service.ts), named by content hash.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

export interface MediaFileRecord {
  name: string;
  mime: string;
  size: number;
  /** The bytes when they live in the database (STORAGE_DRIVER=postgres). */
  bytes?: Buffer;
}

/** Records files; a name already stored holds the same bytes (the name is their hash), so it is left as it is. */
export async function recordMediaFiles(db: Db, files: MediaFileRecord[]): Promise<void> {
  if (!files.length) return;
  const now = new Date().toISOString();
  await db
    .insertInto('media_files')
    .values(files.map((f) => ({ name: f.name, mime: f.mime, size: f.size, bytes: f.bytes ?? null, created_at: now })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** A stored file's row (with its bytes when kept in the database), or undefined. */
export async function findMediaFile(db: Db, name: string): Promise<{ mime: string; bytes: Buffer | null } | undefined> {
  const row = await db.selectFrom('media_files').select(['mime', 'bytes']).where('name', '=', name).executeTakeFirst();
  return row ? { mime: row.mime, bytes: row.bytes ? Buffer.from(row.bytes) : null } : undefined;
}
