import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  API_PATHS,
  imageVariants,
  parseImageUrl,
  STARTUP_CALLS,
  slugify,
  splitStoreTitle,
} from '@college/shared-types';
import { DEMO_COUNTS, DEMO_STORE_TITLE } from '../src/db/seed';
import { MEDIA_DIR } from '../src/content/media-routes';
import { DEMO_IMAGE_SOURCES, DEMO_IMAGES_DIR, DEMO_IMAGES_MANIFEST } from '../src/content/images-service';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('content calls', () => {
  it('answers the health check with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.health });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: process.env.PG_TEST_URL ? 'postgres' : 'sqlite' });
  });

  it('returns the seeded store with every field of the spec', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.storeData });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.store_title).toBe(DEMO_STORE_TITLE);
    for (const field of [
      'store_address',
      'store_phone',
      'store_email',
      'store_description',
      'store_logo',
      'social_link',
      'affiliation_info',
      'about_image',
      'principal_image',
      'principal_message',
      'marquee',
      'facilities',
    ]) {
      expect(data).toHaveProperty(field);
    }
    expect(Array.isArray(data.facilities)).toBe(true);
  });

  it.each(STARTUP_CALLS.filter((c) => c.key !== 'store').map((c) => [c.path]))('%s answers a list', async (path) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().data)).toBe(true);
  });

  it('answers an unknown call with a 404 message, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No such call/);
  });
});

async function data(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('the seeded content', () => {
  it('has a bilingual store with every field filled and facilities with image and description', async () => {
    const store = await data(API_PATHS.storeData);
    const { hindi, english } = splitStoreTitle(store.store_title);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(english).toMatch(/College/);
    for (const [key, value] of Object.entries(store)) {
      if (key !== 'facilities') expect(typeof value === 'string' && value.length > 0).toBe(true);
    }
    expect(store.facilities).toHaveLength(DEMO_COUNTS.facilities);
    for (const f of store.facilities) {
      expect(f).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        image: expect.any(String),
        description: expect.any(String),
        name_hi: expect.stringMatching(/[ऀ-ॿ]/),
        description_hi: expect.stringMatching(/[ऀ-ॿ]/),
      });
    }
    expect(store.facilities.map((f: { name: string }) => slugify(f.name))).toEqual([
      'multipurpose-hall',
      'smart-class-room',
      'women-health-club',
      'computer-lab',
      'library',
      'e-library',
      'e-learning-park',
      'college-store',
    ]);
  });

  it('has at least three sliders, notices of both kinds with dates, newest first', async () => {
    expect((await data(API_PATHS.storeSliders)).length).toBeGreaterThanOrEqual(3);
    const notices = await data(API_PATHS.storeNotices);
    expect(new Set(notices.map((n: { typeof: number }) => n.typeof))).toEqual(new Set([1, 2]));
    const dates = notices.map((n: { created_at: string }) => Date.parse(n.created_at));
    expect(dates.every((d: number) => Number.isFinite(d))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    // The spec's fields, and the title in each language beside them (decision 029).
    expect(Object.keys(notices[0]).sort()).toEqual([
      'created_at',
      'id',
      'popup_link',
      'popup_message',
      'title_en',
      'title_hi',
      'typeof',
    ]);
    expect(notices.some((n: { popup_link: string | null }) => n.popup_link)).toBe(true);
  });

  it('has gallery images under at least four titles, some with a post link', async () => {
    const gallery = await data(API_PATHS.storeGallery);
    expect(new Set(gallery.map((g: { title: string }) => g.title)).size).toBeGreaterThanOrEqual(4);
    expect(gallery.some((g: { post_link: string | null }) => g.post_link)).toBe(true);
    expect(gallery.some((g: { post_link: string | null }) => g.post_link === null)).toBe(true);
  });

  it('has courses in both categories and useful links', async () => {
    const courses = await data(API_PATHS.courseData);
    expect(new Set(courses.map((c: { categ: string }) => c.categ))).toEqual(new Set(['science', 'commerce']));
    for (const c of courses) {
      for (const key of ['name', 'short_name', 'subjects', 'description', 'detail']) expect(c[key]).toBeTruthy();
    }
    expect((await data(API_PATHS.usefulLinks)).length).toBeGreaterThanOrEqual(5);
  });

  it('has the thirteen teachers of the biodata table as ids 1 to 13, then library and office staff', async () => {
    const staff = await data(API_PATHS.staffs);
    const byId = new Map(staff.map((s: { id: number }) => [s.id, s]));
    for (let id = 1; id <= 13; id++) {
      expect(byId.get(id)).toMatchObject({ stream: expect.stringMatching(/^(Science|Commerce)$/) });
    }
    const streams = new Set(staff.map((s: { stream: string }) => slugify(s.stream)));
    expect(streams).toEqual(new Set(['science', 'commerce', 'library', 'office-work']));
    // The fallbacks of the site are exercised too: a member without photo, email or number.
    expect(staff.some((s: { image_link: string | null }) => s.image_link === null)).toBe(true);
    expect(staff.some((s: { email: string | null }) => s.email === null)).toBe(true);
  });

  it('points only at images that exist and are served, cached for a year', async () => {
    const store = await data(API_PATHS.storeData);
    const links = [
      store.store_logo,
      store.about_image,
      store.principal_image,
      ...store.facilities.map((f: { image: string }) => f.image),
      ...(await data(API_PATHS.storeSliders)).map((s: { slider_image: string }) => s.slider_image),
      ...(await data(API_PATHS.storeGallery)).map((g: { image_link: string }) => g.image_link),
      ...(await data(API_PATHS.courseData)).map((c: { image: string }) => c.image),
      ...(await data(API_PATHS.staffs)).map((s: { image_link: string | null }) => s.image_link).filter(Boolean),
    ];
    // Every picture but the logo (a drawing) is a content image: its size in its name, and WebP and JPEG copies.
    const variants = links
      .filter((link) => link !== store.store_logo)
      .flatMap((link: string) => {
        expect(parseImageUrl(link)).not.toBeNull();
        const { webp, jpg } = imageVariants(link);
        return [...webp, ...jpg].map((v) => v.url);
      });
    for (const link of [...links, ...variants]) {
      expect(link).toMatch(/^\/api\/media\//);
      const res = await t.app.inject({ method: 'GET', url: link });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const again = await t.app.inject({
      method: 'GET',
      url: store.store_logo,
      headers: {
        'if-none-match': (await t.app.inject({ method: 'GET', url: store.store_logo })).headers.etag as string,
      },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps the media folder small', () => {
    const total = fs
      .readdirSync(MEDIA_DIR, { recursive: true, encoding: 'utf8' })
      .map((f) => fs.statSync(path.join(MEDIA_DIR, f)))
      .reduce((sum, stat) => sum + (stat.isFile() ? stat.size : 0), 0);
    // The drawings, the PDFs and the drawings encoded as content images with their copies (images/).
    expect(total).toBeLessThan(2.5 * 1024 * 1024);
  });

  it('has every drawing shown as a content image encoded, with every copy (npm run demo-images -w api)', () => {
    const drawings = fs.readdirSync(MEDIA_DIR).filter((f) => DEMO_IMAGE_SOURCES.test(f));
    const manifest = JSON.parse(fs.readFileSync(DEMO_IMAGES_MANIFEST, 'utf8')) as Record<string, { url: string }>;
    expect(Object.keys(manifest).sort()).toEqual(drawings.sort());
    const files = new Set(fs.readdirSync(DEMO_IMAGES_DIR));
    for (const { url } of Object.values(manifest)) {
      const image = parseImageUrl(url)!;
      expect(files.has(url.split('/').pop()!)).toBe(true);
      for (const v of imageVariants(url).webp) expect(files.has(v.url.split('/').pop()!)).toBe(true);
      // The JPEG copies below the full width (the full-width one is the full-size file).
      for (const v of imageVariants(url).jpg.filter((x) => x.w < image.width)) {
        expect(files.has(v.url.split('/').pop()!)).toBe(true);
      }
    }
  });

  it('answers 404 for a missing image and 400 for a path outside the folder', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/media/none.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/media/..%2Fpackage.json' })).statusCode).toBe(400);
  });
});

describe('caching of the content calls', () => {
  it.each(STARTUP_CALLS.map((c) => [c.path]))(
    '%s carries an ETag and a short Cache-Control, and answers 304',
    async (url) => {
      const first = await t.app.inject({ method: 'GET', url });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const weak = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `W/${etag}` } });
      expect(weak.statusCode).toBe(304);
      const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
      expect(other.statusCode).toBe(200);
    },
  );

  it('sends the content compressed to a browser that accepts it, with its own tag and Vary', async () => {
    const plain = await t.app.inject({ method: 'GET', url: API_PATHS.storeData });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({
      method: 'GET',
      url: API_PATHS.storeData,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const gz = await t.app.inject({ method: 'GET', url: API_PATHS.storeData, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // The tag of a compressed copy still names the same content.
    const again = await t.app.inject({
      method: 'GET',
      url: API_PATHS.storeData,
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('after its first answer, answers a content call before every other hook, with the same headers', async () => {
    const fresh = await buildTestApp();
    try {
      const url = API_PATHS.storeSliders;
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      // The route's handler runs for the first answer only; the next ones are answered before it.
      const handler = jest.spyOn(fresh.app.contentCache, 'send');
      const first = await fresh.app.inject({ method: 'GET', url, headers });
      expect(handler).toHaveBeenCalledTimes(1);
      const early = await fresh.app.inject({ method: 'GET', url, headers });
      expect(handler).toHaveBeenCalledTimes(1);
      // (Injected requests never read to their end, so the usual way marks them `connection: close`.)
      const shared = (h: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(h).filter(([k]) => k !== 'date' && k !== 'connection'));
      expect(shared(early.headers)).toEqual(shared(first.headers));
      expect(early.headers['content-security-policy']).toBeDefined();
      expect(early.rawPayload.equals(first.rawPayload)).toBe(true);
      const notModified = await fresh.app.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'if-none-match': early.headers.etag as string },
      });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(handler).toHaveBeenCalledTimes(1);
      // A query string, or a process shutting down, takes the usual way.
      await fresh.app.inject({ method: 'GET', url: `${url}?x=1`, headers });
      expect(handler).toHaveBeenCalledTimes(2);
      fresh.app.draining = true;
      const draining = await fresh.app.inject({ method: 'GET', url, headers });
      expect(handler).toHaveBeenCalledTimes(3);
      expect(draining.headers.connection).toBe('close');
    } finally {
      await fresh.close();
    }
  });

  it('answers from memory, and changes the ETag when the content is reloaded after a write', async () => {
    const before = (await t.app.inject({ method: 'GET', url: API_PATHS.storeNotices })).headers.etag;
    await t.app.db
      .insertInto('notices')
      .values({ typeof: 1, popup_message: 'New notice', popup_link: null, created_at: new Date().toISOString() })
      .execute();
    // Until a content write reloads it (or the periodic reload runs), the answer is the one in memory.
    const cached = await t.app.inject({ method: 'GET', url: API_PATHS.storeNotices });
    expect(cached.headers.etag).toBe(before);
    await t.app.contentCache.refresh();
    const after = await t.app.inject({
      method: 'GET',
      url: API_PATHS.storeNotices,
      headers: { 'if-none-match': before as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });
});
