// The office publishes the site: notices become drafts until published (with a Hindi and an English title, an
// expiry and a pin), and the site's pages (rich text in Hindi and English) get drafts and published versions.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Existing notices were public: they stay published.
  await db.schema
    .alterTable('notices')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('notices').addColumn('title_hi', 'text').execute();
  await db.schema.alterTable('notices').addColumn('title_en', 'text').execute();
  await db.schema
    .alterTable('notices')
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('notices').addColumn('expires_on', 'text').execute();
  await db.schema.alterTable('notices').addColumn('updated_at', 'text').execute();

  // A page: its address (slug) and the draft the editors work on.
  await withId(db, db.schema.createTable('pages'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title_hi', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('body_hi', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Every publication of a page; the newest is what the public sees, an older one can be published again.
  await withId(db, db.schema.createTable('page_versions'))
    .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title_hi', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('body_hi', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('published_by', 'integer')
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('page_versions_key', ['page_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_versions').execute();
  await db.schema.dropTable('pages').execute();
  for (const c of ['updated_at', 'expires_on', 'pinned', 'title_en', 'title_hi', 'published']) {
    await db.schema.alterTable('notices').dropColumn(c).execute();
  }
}
