// What the public site reads of the office's publishing: the list of published pages (the sitemap page) and when
// each kind of content last changed ("Last updated" on every page), kept in the database for every process.
import { API_PATHS, type ContentDates, type PublishedPageSummary } from '@college/shared-types';
import { bearer } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { staffOfEveryRole, type TestStaff } from './staff-fixtures';
import { stampContentChanges } from '../src/content/content-changes-repository';

jest.setTimeout(30_000);

let t: TestApp;
let editor: TestStaff;

beforeAll(async () => {
  t = await buildTestApp();
  editor = (await staffOfEveryRole(t.app)).editor;
}, 30_000);
afterAll(async () => {
  await t.close();
});

const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(editor.token), ...(payload ? { payload } : {}) });

const dates = async (): Promise<ContentDates> =>
  (await t.app.inject({ method: 'GET', url: API_PATHS.contentDates })).json().data;

const pages = async (): Promise<PublishedPageSummary[]> =>
  (await t.app.inject({ method: 'GET', url: API_PATHS.pages })).json().data;

describe('when content last changed', () => {
  it('dates every kind of content, and moves only the notices date when a notice is published', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.contentDates });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    const before = res.json().data as ContentDates;
    for (const kind of ['store', 'sliders', 'notices', 'gallery_images', 'courses', 'link', 'staffs', 'pages'])
      expect(Number.isNaN(Date.parse(before[kind as keyof ContentDates] ?? ''))).toBe(false);

    // A draft changes nothing the public sees.
    const created = await as('POST', API_PATHS.adminNotices, { title_hi: 'वार्षिक क्रीड़ा प्रतियोगिता' });
    expect(created.statusCode).toBe(201);
    expect(await dates()).toEqual(before);

    await new Promise((r) => setTimeout(r, 5));
    await as('POST', `/api/admin/notices/${created.json().data.id}/publish`, {});
    const after = await dates();
    expect(Date.parse(after.notices!)).toBeGreaterThan(Date.parse(before.notices!));
    expect(after.store).toBe(before.store);
    expect(after.staffs).toBe(before.staffs);
  });

  it('keeps the time an answer first changed, whichever process reloads it again', async () => {
    const key = '/api/v1/test-content';
    const first = await stampContentChanges(t.app.db, { [key]: '"a"' });
    await new Promise((r) => setTimeout(r, 5));
    expect(await stampContentChanges(t.app.db, { [key]: '"a"' })).toEqual(first);
    const changed = await stampContentChanges(t.app.db, { [key]: '"b"' });
    expect(Date.parse(changed[key]!)).toBeGreaterThan(Date.parse(first[key]!));
  });
});

describe('the list of published pages', () => {
  it('lists published pages with their newest titles and date, never a draft-only page', async () => {
    const list = await pages();
    expect(list.find((p) => p.slug === 'anti-ragging')).toEqual(
      expect.objectContaining({ title_en: 'Anti-Ragging', title_hi: 'रैगिंग निषेध' }),
    );
    const pagesDate = (await dates()).pages;

    await as('POST', API_PATHS.adminPages, { slug: 'annual-sports', title_hi: 'वार्षिक खेल', title_en: 'Annual sports' });
    expect((await pages()).some((p) => p.slug === 'annual-sports')).toBe(false);

    await as('PUT', '/api/admin/pages/annual-sports', {
      title_hi: 'वार्षिक खेल 2026',
      title_en: 'Annual sports 2026',
      body_hi: '<p>खेल</p>',
      body_en: '<p>Sports</p>',
    });
    const published = await as('POST', '/api/admin/pages/annual-sports/publish', {});
    expect(published.statusCode).toBe(200);
    const page = (await pages()).find((p) => p.slug === 'annual-sports');
    expect(page).toEqual(expect.objectContaining({ title_en: 'Annual sports 2026', title_hi: 'वार्षिक खेल 2026' }));
    const one = await t.app.inject({ method: 'GET', url: '/api/v1/pages/annual-sports' });
    expect(page!.updated_at).toBe(one.json().data.updated_at);
    expect(Date.parse((await dates()).pages!)).toBeGreaterThan(Date.parse(pagesDate!));
  });

  it("dates a page's sitemap entry by its publication and a menu route by the content it shows", async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const lastmod = (path: string) =>
      new RegExp(`<loc>[^<]*${path.replace(/\//g, '\\/')}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
    const page = (await pages()).find((p) => p.slug === 'annual-sports')!;
    expect(lastmod('/pages/annual-sports')).toBe(page.updated_at.slice(0, 10));
    const d = await dates();
    const newest = [d.store, d.link, d.staffs].sort().at(-1)!;
    expect(lastmod('/faculties-staffs/science')).toBe(newest.slice(0, 10));
  });
});
