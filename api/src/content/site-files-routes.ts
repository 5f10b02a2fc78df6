// The site's files for search engines: /sitemap.xml (every public route of the menu, the contact and feedback
// pages, every published page and every published merit list, each with its last-modified date) and /robots.txt (the office console, the
// student's pages and the API are not for crawlers). Served by the API, so the embedded server and nginx answer
// them alike.
import type { FastifyPluginAsync } from 'fastify';
import {
  API_PATHS,
  MERIT_LIST_INDEX_PATH,
  SITEMAP_EXTRA_PATHS,
  buildMenu,
  pagePath,
  pageUpdatedAt,
  publicMenuPaths,
  type ContentDates,
} from '@college/shared-types';
import * as contentRepo from './content-repository';
import { publishedPages } from './editor-repository';

const CACHE = 'public, max-age=3600';

function xmlEscape(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** Every public address with its last-modified date (YYYY-MM-DD), the same as the page's "Last updated". */
export async function sitemapEntries(
  app: Parameters<FastifyPluginAsync>[0],
): Promise<Array<{ path: string; lastmod: string }>> {
  const db = app.db;
  const [store, gallery, staffs, pages] = await Promise.all([
    contentRepo.storeData(db),
    contentRepo.gallery(db),
    contentRepo.staffs(db),
    publishedPages(db),
  ]);
  if (!app.contentCache.json(API_PATHS.contentDates)) await app.contentCache.refresh();
  const dates = (JSON.parse(app.contentCache.json(API_PATHS.contentDates) ?? '{}') as { data?: ContentDates }).data;
  const menu = buildMenu({
    store,
    gallery_images: gallery,
    staffs,
    isAuthenticated: false,
    documents: { gyanpathik: 'https://external.invalid', samiti: 'https://external.invalid' },
  });
  const day = (iso: string | null) => (iso ?? new Date().toISOString()).slice(0, 10);
  const entries = new Map<string, string>();
  for (const path of [...publicMenuPaths(menu), ...SITEMAP_EXTRA_PATHS])
    entries.set(path, day(pageUpdatedAt(path, dates)));
  for (const page of pages) {
    const path = pagePath(page.slug);
    entries.set(path, day(pageUpdatedAt(path, dates, page.updated_at)));
  }
  // The merit lists (decision 026): the index, dated by the latest change of any list, and each published list.
  const lists = app.hasDecorator('meritLists') ? await app.meritLists.summaries() : [];
  entries.set(
    MERIT_LIST_INDEX_PATH,
    day(
      lists
        .map((l) => l.updated_at)
        .sort()
        .at(-1) ?? null,
    ),
  );
  for (const list of lists) entries.set(list.path, day(list.updated_at));
  return [...entries].map(([path, lastmod]) => ({ path, lastmod }));
}

const siteFiles: FastifyPluginAsync = async (app) => {
  const base = app.config.publicUrl;

  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = (await sitemapEntries(app))
      .map(
        ({ path, lastmod }) =>
          `  <url><loc>${xmlEscape(base + encodeURI(path))}</loc><lastmod>${lastmod}</lastmod></url>`,
      )
      .join('\n');
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    return reply.header('Cache-Control', CACHE).type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', async (_request, reply) => {
    const text = [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /student/',
      'Disallow: /api/',
      'Disallow: /admission-form',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.header('Cache-Control', CACHE).type('text/plain; charset=utf-8').send(text);
  });
};

export default siteFiles;
