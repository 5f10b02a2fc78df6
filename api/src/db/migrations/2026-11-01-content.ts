// The site's content: store, facilities, sliders, notices, gallery, courses, useful links, staff.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('store'))
    .addColumn('store_title', 'text')
    .addColumn('store_address', 'text')
    .addColumn('store_phone', 'text')
    .addColumn('store_email', 'text')
    .addColumn('store_description', 'text')
    .addColumn('store_logo', 'text')
    .addColumn('social_link', 'text')
    .addColumn('affiliation_info', 'text')
    .addColumn('about_image', 'text')
    .addColumn('principal_image', 'text')
    .addColumn('principal_message', 'text')
    .addColumn('marquee', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('facilities'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('description', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('sliders'))
    .addColumn('slider_image', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('notices'))
    .addColumn('typeof', 'integer', (c) => c.notNull())
    .addColumn('popup_message', 'text', (c) => c.notNull())
    .addColumn('popup_link', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('gallery'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('image_link', 'text', (c) => c.notNull())
    .addColumn('post_link', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('courses'))
    .addColumn('categ', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('subjects', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('email_id', 'text')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('useful_links'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('staffs'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('department', 'text')
    .addColumn('designation', 'text')
    .addColumn('email', 'text')
    .addColumn('mobile', 'text')
    .addColumn('stream', 'text')
    .addColumn('image_link', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['staffs', 'useful_links', 'courses', 'gallery', 'notices', 'sliders', 'facilities', 'store']) {
    await db.schema.dropTable(t).execute();
  }
}
