// The site's content tables (store, facilities, sliders, notices, gallery, courses, links, staff) and enquiries.
// Every text the office writes goes out with its Hindi beside it (`<field>_hi`, decision 029).
import type { Kysely } from 'kysely';
import type { HolidayList, Store } from '@college/shared-types';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** The college's own record with its facilities, or null before any content is loaded. */
export async function storeData(db: Db): Promise<Store | null> {
  const row = await db.selectFrom('store').selectAll().orderBy('id').executeTakeFirst();
  if (!row) return null;
  const facilities = await db
    .selectFrom('facilities')
    .select(['id', 'name', 'image', 'description', 'name_hi', 'description_hi'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const { id: _id, updated_at: _u, holidays_pdf: _h, ...fields } = row;
  return { ...fields, facilities };
}

/** The college's name as stored ("Hindi name=English name"), or null. */
export async function storeTitle(db: Db): Promise<string | null> {
  const row = await db.selectFrom('store').select('store_title').orderBy('id').executeTakeFirst();
  return row?.store_title ?? null;
}

export function sliders(db: Db) {
  return db
    .selectFrom('sliders')
    .select(['id', 'slider_image', 'caption', 'caption_hi'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Published notices not past their last day (India date), pinned first, then newest first. */
export function notices(db: Db) {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  return db
    .selectFrom('notices')
    .select(['id', 'typeof', 'popup_message', 'popup_link', 'created_at', 'title_hi', 'title_en'])
    .where('published', '=', 1)
    .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', today)]))
    .orderBy('pinned', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function gallery(db: Db) {
  return db
    .selectFrom('gallery')
    .select(['id', 'title', 'description', 'image_link', 'post_link', 'title_hi', 'description_hi'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function courses(db: Db) {
  return db
    .selectFrom('courses')
    .select([
      'id',
      'categ',
      'name',
      'short_name',
      'subjects',
      'description',
      'email_id',
      'detail',
      'image',
      'name_hi',
      'description_hi',
      'detail_hi',
    ])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function usefulLinks(db: Db) {
  return db
    .selectFrom('useful_links')
    .select(['id', 'title', 'link', 'title_hi'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function staffs(db: Db) {
  return db
    .selectFrom('staffs')
    .select([
      'id',
      'name',
      'department',
      'designation',
      'email',
      'mobile',
      'stream',
      'image_link',
      'bio_data',
      'name_hi',
      'department_hi',
      'designation_hi',
    ])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function videos(db: Db) {
  return db
    .selectFrom('videos')
    .select(['id', 'title', 'url', 'title_hi'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function pastPrincipals(db: Db) {
  return db
    .selectFrom('past_principals')
    .select(['id', 'name_en', 'name_hi', 'from_date', 'to_date'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The list of holidays: the office's PDF (null: the built-in one) and its rows by date. */
export async function holidays(db: Db): Promise<HolidayList> {
  const store = await db.selectFrom('store').select('holidays_pdf').orderBy('id').executeTakeFirst();
  const rows = await db
    .selectFrom('holidays')
    .select(['id', 'date', 'name_en', 'name_hi'])
    .orderBy('date')
    .orderBy('id')
    .execute();
  return { pdf: store?.holidays_pdf ?? null, rows };
}

export async function insertEnquiry(
  db: Db,
  values: { name: string; email: string; mobile: string; message: string; ip: string },
): Promise<void> {
  await db
    .insertInto('enquiries')
    .values({ ...values, created_at: new Date().toISOString() })
    .execute();
}
