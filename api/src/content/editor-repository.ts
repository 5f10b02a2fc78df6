// What the office's editors change: notices (drafts until published) and pages (a draft and published versions).
import type { Kysely } from 'kysely';
import type {
  EditorNotice,
  EditorPage,
  EnquiryStatus,
  OfficeEnquiry,
  PublicPage,
  PublishedPageSummary,
} from '@college/shared-types';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

const now = () => new Date().toISOString();

function toEditorNotice(row: {
  id: number;
  title_hi: string | null;
  title_en: string | null;
  popup_message: string;
  popup_link: string | null;
  pinned: number;
  expires_on: string | null;
  published: number;
  created_at: string;
  updated_at: string | null;
}): EditorNotice {
  return { ...row, pinned: row.pinned === 1, published: row.published === 1 };
}

const NOTICE_COLUMNS = [
  'id',
  'title_hi',
  'title_en',
  'popup_message',
  'popup_link',
  'pinned',
  'expires_on',
  'published',
  'created_at',
  'updated_at',
] as const;

export interface NoticeValues {
  title_hi: string;
  title_en: string;
  link: string;
  expires_on: string;
  pinned: string;
  dated?: string;
}

/** The public notice board's text: both titles, Hindi first, as the seeded notices read. */
function noticeFields(v: NoticeValues) {
  return {
    title_hi: v.title_hi || null,
    title_en: v.title_en || null,
    popup_message: [v.title_hi, v.title_en].filter(Boolean).join(' / '),
    popup_link: v.link || null,
    // A linked PDF or page is type 2 (with its link), plain text is type 1.
    typeof: v.link ? 2 : 1,
    pinned: v.pinned === '1' ? 1 : 0,
    expires_on: v.expires_on || null,
  };
}

export async function listNotices(db: Db): Promise<EditorNotice[]> {
  const rows = await db
    .selectFrom('notices')
    .select(NOTICE_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toEditorNotice);
}

export async function findNotice(db: Db, id: number): Promise<EditorNotice | null> {
  const row = await db.selectFrom('notices').select(NOTICE_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toEditorNotice(row) : null;
}

export async function createNotice(db: Db, v: NoticeValues): Promise<number> {
  const at = now();
  const row = await db
    .insertInto('notices')
    .values({ ...noticeFields(v), published: 0, created_at: v.dated ? `${v.dated}T00:00:00.000Z` : at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNotice(db: Db, id: number, v: NoticeValues): Promise<boolean> {
  const r = await db
    .updateTable('notices')
    .set({ ...noticeFields(v), ...(v.dated ? { created_at: `${v.dated}T00:00:00.000Z` } : {}), updated_at: now() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function setNoticePublished(db: Db, id: number, published: boolean): Promise<boolean> {
  const r = await db
    .updateTable('notices')
    .set({ published: published ? 1 : 0, updated_at: now() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteNotice(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('notices').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

// Pages

export interface PageValues {
  title_hi: string;
  title_en: string;
  body_hi: string;
  body_en: string;
}

async function latestVersion(db: Db, pageId: number) {
  return db
    .selectFrom('page_versions')
    .selectAll()
    .where('page_id', '=', pageId)
    .orderBy('version', 'desc')
    .executeTakeFirst();
}

export async function findPage(db: Db, slug: string): Promise<EditorPage | null> {
  const page = await db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!page) return null;
  const versions = await db
    .selectFrom('page_versions')
    .select(['version', 'published_at', 'published_by', 'title_hi', 'title_en', 'body_hi', 'body_en'])
    .where('page_id', '=', page.id)
    .orderBy('version', 'desc')
    .execute();
  const latest = versions[0];
  const unpublished =
    !latest ||
    latest.title_hi !== page.title_hi ||
    latest.title_en !== page.title_en ||
    latest.body_hi !== page.body_hi ||
    latest.body_en !== page.body_en;
  return {
    slug: page.slug,
    title_hi: page.title_hi,
    title_en: page.title_en,
    body_hi: page.body_hi,
    body_en: page.body_en,
    updated_at: page.updated_at,
    unpublished_changes: unpublished,
    versions: versions.map(({ version, published_at, published_by }) => ({ version, published_at, published_by })),
  };
}

/** Every page, with whether its draft awaits publication and when it was last published. */
export async function listPages(db: Db) {
  const pages = await db.selectFrom('pages').select(['slug']).orderBy('slug').execute();
  const out = [];
  for (const { slug } of pages) {
    const p = await findPage(db, slug);
    if (p)
      out.push({
        slug: p.slug,
        title_hi: p.title_hi,
        title_en: p.title_en,
        updated_at: p.updated_at,
        unpublished_changes: p.unpublished_changes,
        published_at: p.versions[0]?.published_at ?? null,
      });
  }
  return out;
}

export async function createPage(db: Db, slug: string, v: PageValues, staffId: number | null): Promise<void> {
  await db
    .insertInto('pages')
    .values({ slug, ...v, updated_by: staffId, updated_at: now() })
    .execute();
}

export async function saveDraft(db: Db, slug: string, v: PageValues, staffId: number | null): Promise<boolean> {
  const r = await db
    .updateTable('pages')
    .set({ ...v, updated_by: staffId, updated_at: now() })
    .where('slug', '=', slug)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Publishes the draft as the next version; null when there is no such page. */
export async function publishPage(db: Db, slug: string, staffId: number | null): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const page = await trx.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!page) return null;
    const version = ((await latestVersion(trx, page.id))?.version ?? 0) + 1;
    await trx
      .insertInto('page_versions')
      .values({
        page_id: page.id,
        version,
        title_hi: page.title_hi,
        title_en: page.title_en,
        body_hi: page.body_hi,
        body_en: page.body_en,
        published_by: staffId,
        published_at: now(),
      })
      .execute();
    return version;
  });
}

/**
 * Publishes an earlier version again, as a new version, and makes it the draft too. 'no-page' or 'no-version'
 * when either is missing; else the new version's number.
 */
export async function restoreVersion(
  db: Db,
  slug: string,
  version: number,
  staffId: number | null,
): Promise<number | 'no-page' | 'no-version'> {
  const page = await db.selectFrom('pages').select('id').where('slug', '=', slug).executeTakeFirst();
  if (!page) return 'no-page';
  const old = await db
    .selectFrom('page_versions')
    .select(['title_hi', 'title_en', 'body_hi', 'body_en'])
    .where('page_id', '=', page.id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!old) return 'no-version';
  await saveDraft(db, slug, old, staffId);
  return (await publishPage(db, slug, staffId))!;
}

/** The published page, or null when there is none. */
export async function publicPage(db: Db, slug: string): Promise<PublicPage | null> {
  const page = await db.selectFrom('pages').select(['id', 'slug']).where('slug', '=', slug).executeTakeFirst();
  if (!page) return null;
  const v = await latestVersion(db, page.id);
  if (!v) return null;
  return {
    slug: page.slug,
    title_hi: v.title_hi,
    title_en: v.title_en,
    body_hi: v.body_hi,
    body_en: v.body_en,
    version: v.version,
    updated_at: v.published_at,
  };
}

/** Every published page with the titles and date of its newest version, by slug (the sitemaps). */
export async function publishedPages(db: Db): Promise<PublishedPageSummary[]> {
  const rows = await db
    .selectFrom('page_versions')
    .innerJoin('pages', 'pages.id', 'page_versions.page_id')
    .select([
      'pages.slug as slug',
      'page_versions.version as version',
      'page_versions.title_hi as title_hi',
      'page_versions.title_en as title_en',
      'page_versions.published_at as updated_at',
    ])
    .orderBy('pages.slug')
    .orderBy('page_versions.version', 'desc')
    .execute();
  const out: PublishedPageSummary[] = [];
  for (const r of rows) {
    if (out.at(-1)?.slug === r.slug) continue;
    out.push({ slug: r.slug, title_hi: r.title_hi, title_en: r.title_en, updated_at: r.updated_at });
  }
  return out;
}

// Enquiries

const ENQUIRY_COLUMNS = [
  'id',
  'name',
  'email',
  'mobile',
  'message',
  'created_at',
  'status',
  'reply',
  'answered_at',
] as const;

export async function listEnquiries(db: Db, status?: EnquiryStatus): Promise<OfficeEnquiry[]> {
  let q = db.selectFrom('enquiries').select(ENQUIRY_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (status) q = q.where('status', '=', status);
  return (await q.execute()) as OfficeEnquiry[];
}

export async function findEnquiry(db: Db, id: number): Promise<OfficeEnquiry | null> {
  const row = await db.selectFrom('enquiries').select(ENQUIRY_COLUMNS).where('id', '=', id).executeTakeFirst();
  return (row as OfficeEnquiry | undefined) ?? null;
}

export async function markAnswered(db: Db, id: number, reply: string, staffId: number): Promise<void> {
  await db
    .updateTable('enquiries')
    .set({ status: 'answered', reply, answered_by: staffId, answered_at: now() })
    .where('id', '=', id)
    .execute();
}
