// Content images (decision 018): every stored file of an uploaded content image (the full-size JPEG and its
// narrower WebP and JPEG copies), named by content hash. With STORAGE_DRIVER=postgres the bytes are in the row;
// with the fs driver they are on disk (uploadsDir/media/) and the row says the file exists.
import type { Kysely } from 'kysely';
import { dialectOf } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_files')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', dialectOf(db) === 'postgres' ? 'bytea' : 'blob')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_files').execute();
}
