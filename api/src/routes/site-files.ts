// The site's files for search engines: /sitemap.xml (every public route of the menu, the contact and feedback
// pages and every published page, each with its last-modified date) and /robots.txt (the office console, the
// student's pages and the API are not for crawlers). Served by the API, so the embedded server and nginx answer
// them alike.
import type { FastifyPluginAsync } from 'fastify';
import { buildMenu, pagePath, type MenuItem } from '@college/shared-types';
import * as contentRepo from '../repositories/content';
import { publishedPages } from '../repositories/editor';

const CACHE = 'public, max-age=3600';

function xmlEscape(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

function menuPaths(items: readonly MenuItem[], out: string[] = []): string[] {
  for (const item of items) {
    if (item.href && !item.newTab && item.href.startsWith('/') && !item.href.startsWith('/student/')) {
      out.push(item.href);
    }
    if (item.children) menuPaths(item.children, out);
  }
  return out;
}

/** Every public address with its last-modified date (YYYY-MM-DD). */
export async function sitemapEntries(
  app: Parameters<FastifyPluginAsync>[0],
): Promise<Array<{ path: string; lastmod: string }>> {
  const db = app.db;
  const [store, gallery, staffs, pages, storeRow] = await Promise.all([
    contentRepo.storeData(db),
    contentRepo.gallery(db),
    contentRepo.staffs(db),
    publishedPages(db),
    db.selectFrom('store').select('updated_at').orderBy('id').executeTakeFirst(),
  ]);
  const contentDate = (storeRow?.updated_at ?? new Date().toISOString()).slice(0, 10);
  const menu = buildMenu({
    store,
    gallery_images: gallery,
    staffs,
    isAuthenticated: false,
    documents: { gyanpathik: 'https://external.invalid', samiti: 'https://external.invalid' },
  });
  const entries = new Map<string, string>();
  for (const path of [...menuPaths(menu), '/contact-us', '/feedback-form']) entries.set(path, contentDate);
  for (const page of pages) entries.set(pagePath(page.slug), page.updated_at.slice(0, 10));
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
