// When each kind of public content last changed ("Last updated", GIGW): one row per content call, with the tag of
// the answer last seen and the time it first differed from the one before.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_changes')
    // The content call's path, e.g. '/api/v1/get-store-notices'.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('etag', 'text', (c) => c.notNull())
    // ISO-8601 time the answer first had this tag.
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_changes').execute();
}
