// The office's edits of the site's content lists (sliders, gallery, videos, staff, facilities, courses, former
// principals, holidays) and of the college's own record: plain rows in, plain rows out. New rows go last.
import type { Kysely, Transaction } from 'kysely';
import type { EditorKind, ContentRow, StoreEdit } from '@college/shared-types';
import { splitStoreTitle } from '@college/shared-types';
import type { Database } from '../db/database';
import { recordFile, type FileRecord } from '../storage/files-repository';

type Db = Kysely<Database> | Transaction<Database>;

/** The table of each kind and the columns the office edits (besides id and sort_order). */
export const KIND_TABLES = {
  sliders: { table: 'sliders', columns: ['slider_image', 'caption', 'caption_hi'] },
  gallery: {
    table: 'gallery',
    columns: ['title', 'title_hi', 'description', 'description_hi', 'image_link', 'post_link'],
  },
  videos: { table: 'videos', columns: ['title', 'title_hi', 'url'] },
  staffs: {
    table: 'staffs',
    columns: [
      'name',
      'name_hi',
      'department',
      'department_hi',
      'designation',
      'designation_hi',
      'stream',
      'email',
      'mobile',
      'image_link',
      'bio_data',
    ],
  },
  facilities: { table: 'facilities', columns: ['name', 'name_hi', 'image', 'description', 'description_hi'] },
  courses: {
    table: 'courses',
    columns: [
      'categ',
      'name',
      'name_hi',
      'short_name',
      'subjects',
      'description',
      'description_hi',
      'detail',
      'detail_hi',
      'image',
      'email_id',
    ],
  },
  'past-principals': { table: 'past_principals', columns: ['name_en', 'name_hi', 'from_date', 'to_date'] },
  holidays: { table: 'holidays', columns: ['date', 'name_en', 'name_hi'] },
  'useful-links': { table: 'useful_links', columns: ['title', 'title_hi', 'link'] },
} as const satisfies Record<EditorKind, { table: keyof Database; columns: readonly string[] }>;

type KindTable = (typeof KIND_TABLES)[EditorKind]['table'];

/** Columns that are NOT NULL: an empty value is stored as '' there and as null elsewhere. */
const REQUIRED_TEXT = new Set(['subjects', 'description', 'detail']);

function rowValues(kind: EditorKind, values: Record<string, string>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const c of KIND_TABLES[kind].columns) {
    const v = values[c] ?? '';
    out[c] = v === '' && !(kind === 'courses' && REQUIRED_TEXT.has(c)) ? null : v;
  }
  return out;
}

// The tables differ in columns; the kind table above is the one place that names them, so the queries below go
// through an untyped handle.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Db) => db as unknown as Kysely<any>;

export async function listRows(db: Db, kind: EditorKind): Promise<ContentRow[]> {
  const { table, columns } = KIND_TABLES[kind];
  return loose(db)
    .selectFrom(table as KindTable)
    .select(['id', ...columns])
    .orderBy(kind === 'holidays' ? 'date' : 'sort_order')
    .orderBy('id')
    .execute() as Promise<ContentRow[]>;
}

export async function findRow(db: Db, kind: EditorKind, id: number): Promise<ContentRow | null> {
  const { table, columns } = KIND_TABLES[kind];
  const row = await loose(db)
    .selectFrom(table)
    .select(['id', ...columns])
    .where('id', '=', id)
    .executeTakeFirst();
  return (row as ContentRow | undefined) ?? null;
}

export async function insertRow(db: Db, kind: EditorKind, values: Record<string, string>): Promise<number> {
  const { table } = KIND_TABLES[kind];
  const last = await loose(db)
    .selectFrom(table)
    .select((eb) => eb.fn.max('sort_order').as('n'))
    .executeTakeFirst();
  const row = await loose(db)
    .insertInto(table)
    .values({ ...rowValues(kind, values), sort_order: Number(last?.n ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Several photos of one album (the gallery title), all or none; answers their ids in order. */
export async function insertGalleryPhotos(
  db: Db,
  title: string,
  title_hi: string,
  photos: { image_link: string; description: string; description_hi: string; post_link: string }[],
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const added: number[] = [];
    for (const p of photos) {
      added.push(
        await insertRow(trx, 'gallery', {
          title,
          title_hi,
          image_link: p.image_link,
          description: p.description,
          description_hi: p.description_hi,
          post_link: p.post_link,
        }),
      );
    }
    return added;
  });
}

export async function updateRow(db: Db, kind: EditorKind, id: number, values: Record<string, string>) {
  const r = await loose(db)
    .updateTable(KIND_TABLES[kind].table)
    .set(rowValues(kind, values))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteRow(db: Db, kind: EditorKind, id: number): Promise<boolean> {
  const r = await loose(db).deleteFrom(KIND_TABLES[kind].table).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Puts a kind's rows in the given order; false unless `ids` names every row exactly once. */
export async function reorderRows(db: Kysely<Database>, kind: EditorKind, ids: number[]): Promise<boolean> {
  const { table } = KIND_TABLES[kind];
  return db.transaction().execute(async (trx) => {
    const existing = (await loose(trx).selectFrom(table).select('id').execute()).map((r) => Number(r.id));
    if (existing.length !== ids.length || new Set(ids).size !== ids.length) return false;
    if (!ids.every((id) => existing.includes(id))) return false;
    for (const [i, id] of ids.entries()) {
      await loose(trx)
        .updateTable(table)
        .set({ sort_order: i + 1 })
        .where('id', '=', id)
        .execute();
    }
    return true;
  });
}

/** The college's record as the console edits it (the name split into Hindi and English). */
export async function readStore(db: Db): Promise<StoreEdit> {
  const row = await db.selectFrom('store').selectAll().orderBy('id').executeTakeFirst();
  const title = row?.store_title ? splitStoreTitle(row.store_title) : { hindi: '', english: '' };
  const v = (s: string | null | undefined) => s ?? '';
  return {
    title_hi: title.hindi,
    title_en: title.english,
    store_address: v(row?.store_address),
    store_phone: v(row?.store_phone),
    store_email: v(row?.store_email),
    store_description: v(row?.store_description),
    store_logo: v(row?.store_logo),
    affiliation_info: v(row?.affiliation_info),
    social_link: v(row?.social_link),
    about_image: v(row?.about_image),
    principal_image: v(row?.principal_image),
    principal_message: v(row?.principal_message),
    marquee: v(row?.marquee),
    marquee_hi: v(row?.marquee_hi),
    principal_message_hi: v(row?.principal_message_hi),
  };
}

/** Writes the college's record (creating it on an empty database). */
export async function writeStore(db: Kysely<Database>, values: StoreEdit): Promise<void> {
  const { title_hi, title_en, ...rest } = values;
  const fields = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v === '' ? null : v])) as Record<
    keyof typeof rest,
    string | null
  >;
  const row = { ...fields, store_title: `${title_hi}=${title_en}`, updated_at: new Date().toISOString() };
  const existing = await db.selectFrom('store').select('id').orderBy('id').executeTakeFirst();
  if (existing) await db.updateTable('store').set(row).where('id', '=', existing.id).execute();
  else await db.insertInto('store').values(row).execute();
}

export async function readHolidaysPdf(db: Db): Promise<string> {
  const row = await db.selectFrom('store').select('holidays_pdf').orderBy('id').executeTakeFirst();
  return row?.holidays_pdf ?? '';
}

/** Sets the list of holidays' PDF; false when there is no college record yet. */
export async function writeHolidaysPdf(db: Db, pdf: string): Promise<boolean> {
  const existing = await db.selectFrom('store').select('id').orderBy('id').executeTakeFirst();
  if (!existing) return false;
  await db
    .updateTable('store')
    .set({ holidays_pdf: pdf || null })
    .where('id', '=', existing.id)
    .execute();
  return true;
}

export async function recordPublicDocument(
  db: Db,
  doc: { key: string; size: number; originalName: string | null; staffId: number },
): Promise<boolean> {
  const known = await db.selectFrom('public_documents').select('id').where('file_key', '=', doc.key).executeTakeFirst();
  if (known) return false;
  await db
    .insertInto('public_documents')
    .values({
      file_key: doc.key,
      size: doc.size,
      original_name: doc.originalName?.slice(0, 200) ?? null,
      uploaded_by: doc.staffId,
      created_at: new Date().toISOString(),
    })
    .execute();
  return true;
}

/** A published PDF's stored file and its public_documents row, together or not at all. */
export async function recordPublicDocumentFile(
  db: Db,
  file: FileRecord,
  doc: { key: string; size: number; originalName: string | null; staffId: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await recordFile(trx, file);
    await recordPublicDocument(trx, doc);
  });
}

export async function isPublicDocument(db: Db, key: string): Promise<boolean> {
  return Boolean(await db.selectFrom('public_documents').select('id').where('file_key', '=', key).executeTakeFirst());
}
