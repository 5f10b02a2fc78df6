// Content images (decision 018): the editor's upload stores a full-size JPEG and WebP/JPEG copies at the standard
// widths through either storage driver (SQLite here, PostgreSQL with PG_TEST_URL), served with a year's caching.
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  imageVariants,
  MEDIA_UPLOAD_LIMITS,
  MEDIA_UPLOAD_MESSAGES,
  parseImageUrl,
  type StoredContentImage,
} from '@college/shared-types';
import type { StorageDriverName } from '../src/config';
import { buildTestApp, type TestApp } from './helpers';

// The machine may be busy: image work gets room.
jest.setTimeout(120_000);
import { createStaff, type TestStaff } from './staff-fixtures';

/** A multipart body with `files` all under the field `images` (the name may repeat). */
function imagesForm(files: Array<{ filename: string; type: string; data: Buffer }>, field = 'images') {
  const boundary = `----media${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A photo-like picture: smooth colour fields with edges and a little grain, `width` x `height`. */
function photo(width: number, height: number): sharp.Sharp {
  const data = Buffer.alloc(width * height * 3);
  let seed = 7;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 13) - 6;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const sky = y < height * 0.45;
      const wave = Math.sin(x / 37) * 20 + Math.cos(y / 23) * 15;
      data[i] = Math.max(0, Math.min(255, (sky ? 110 : 90) + wave + grain()));
      data[i + 1] = Math.max(0, Math.min(255, (sky ? 170 : 140) + wave / 2 + grain()));
      data[i + 2] = Math.max(0, Math.min(255, (sky ? 230 : 70) - wave / 3 + grain()));
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

async function jpegPhoto(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = photo(width, height);
  return (orientation ? image.withMetadata({ orientation }) : image)
    .withExif({ IFD0: { Copyright: 'Secret camera owner', Make: 'PhoneCo' } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe.each<StorageDriverName>(['fs', 'postgres'])('content images, storage driver %s', (driver) => {
  let t: TestApp;
  let app: FastifyInstance;
  let editor: TestStaff;
  let verifier: TestStaff;

  beforeAll(async () => {
    t = await buildTestApp({ storageDriver: driver });
    app = t.app;
    editor = await createStaff(app, 'editor');
    verifier = await createStaff(app, 'verifier');
  }, 60_000);
  afterAll(() => t.close());

  const upload = (staff: TestStaff | null, files: Parameters<typeof imagesForm>[0], field?: string) => {
    const form = imagesForm(files, field);
    return app.inject({
      method: 'POST',
      url: API_PATHS.adminMediaImages,
      payload: form.payload,
      headers: { ...form.headers, ...(staff ? { authorization: `Bearer ${staff.token}` } : {}) },
    });
  };

  let stored: StoredContentImage[] = [];
  let photoJpeg: Buffer;
  it('stores a turned JPEG photo and a transparent PNG with every copy, and answers their URLs and sizes', async () => {
    // 1100 x 700 as stored, EXIF orientation 6: upright it is 700 wide and 1100 tall.
    photoJpeg = await jpegPhoto(1100, 700, 6);
    const jpeg = photoJpeg;
    // Wider than the widest stored: scaled down to 1600 x 376.
    const png = await sharp({
      create: { width: 1700, height: 400, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const res = await upload(editor, [
      { filename: 'campus.jpg', type: 'image/jpeg', data: jpeg },
      { filename: 'badge.png', type: 'image/png', data: png },
    ]);
    expect(res.statusCode).toBe(201);
    stored = res.json().data;
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ width: 700, height: 1100 });
    expect(stored[1]).toMatchObject({ width: 1600, height: 376 });
    for (const s of stored) {
      expect(s.url).toMatch(/^\/api\/media\/images\/[a-f0-9]{20}-\d+x\d+\.jpg$/);
      expect(parseImageUrl(s.url)).toMatchObject({ width: s.width, height: s.height });
    }
    const audit = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'media.upload').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_id).toBe(editor.id);
  });

  it('serves the full size and every copy at its width, in its type, cached for a year, without metadata', async () => {
    const big = stored[0]!;
    const full = await app.inject({ method: 'GET', url: big.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(full.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([700, 1100]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    const variants = imageVariants(big.url);
    expect(variants.webp.map((v) => v.w)).toEqual([480, 700]);
    expect(imageVariants(stored[1]!.url).webp.map((v) => v.w)).toEqual([480, 960, 1600]);
    for (const format of ['webp', 'jpg'] as const) {
      for (const v of [...variants[format], ...imageVariants(stored[1]!.url)[format]]) {
        const res = await app.inject({ method: 'GET', url: v.url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const m = await sharp(res.rawPayload).metadata();
        expect(m.format).toBe(format === 'webp' ? 'webp' : 'jpeg');
        expect(m.width).toBe(v.w);
      }
    }
    // A second request for the same name may be answered from the browser's copy.
    const again = await app.inject({
      method: 'GET',
      url: big.url,
      headers: { 'if-none-match': full.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('makes WebP copies of a photo smaller than the JPEG copies of the same width', async () => {
    const v = imageVariants(stored[0]!.url);
    for (let i = 0; i < v.webp.length; i++) {
      const webp = await app.inject({ method: 'GET', url: v.webp[i]!.url });
      const jpg = await app.inject({ method: 'GET', url: v.jpg[i]!.url });
      expect(webp.rawPayload.length).toBeLessThan(jpg.rawPayload.length);
    }
  });

  it('names the same picture the same way: uploading it again changes nothing', async () => {
    const res = await upload(editor, [{ filename: 'again.jpg', type: 'image/jpeg', data: photoJpeg }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data[0].url).toBe(stored[0]!.url);
  });

  it('keeps the files in the configured storage', async () => {
    const rows = await app.db.selectFrom('media_files').select(['name', 'bytes']).execute();
    // The full size, both formats at each narrower width and a WebP at its own (its JPEG is the full size).
    expect(rows).toHaveLength(1 + 2 + 1 + (1 + 4 + 1));
    expect(rows.every((r) => (driver === 'postgres' ? r.bytes !== null : r.bytes === null))).toBe(true);
  });

  it('refuses a GIF, something that is not an image, and an unreadable JPEG with 415 in both languages', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    for (const [data, message] of [
      [gif, MEDIA_UPLOAD_MESSAGES.type],
      [Buffer.from('<html>not an image</html>'), MEDIA_UPLOAD_MESSAGES.type],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), MEDIA_UPLOAD_MESSAGES.type],
      [broken, MEDIA_UPLOAD_MESSAGES.unreadable],
    ] as const) {
      const res = await upload(editor, [{ filename: 'x.jpg', type: 'image/jpeg', data }]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ message: message.en, message_hi: message.hi });
    }
  });

  it('refuses a file over 10 MB with 413, and nothing of a refused upload is stored', async () => {
    const before = await app.db.selectFrom('media_files').select('name').execute();
    const good = await jpegPhoto(300, 200);
    const res = await upload(editor, [
      { filename: 'ok.jpg', type: 'image/jpeg', data: good },
      {
        filename: 'big.jpg',
        type: 'image/jpeg',
        data: Buffer.concat([good, Buffer.alloc(MEDIA_UPLOAD_LIMITS.maxBytes)]),
      },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject(
      MEDIA_UPLOAD_MESSAGES.tooLarge.en
        ? { message: MEDIA_UPLOAD_MESSAGES.tooLarge.en, message_hi: MEDIA_UPLOAD_MESSAGES.tooLarge.hi }
        : {},
    );
    expect(await app.db.selectFrom('media_files').select('name').execute()).toHaveLength(before.length);
  });

  it('takes 1 to 20 files under the field images, nothing else', async () => {
    const tiny = await jpegPhoto(20, 20);
    const none = await upload(editor, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MEDIA_UPLOAD_MESSAGES.count.en);
    const many = await upload(
      editor,
      Array.from({ length: 21 }, (_, i) => ({ filename: `${i}.jpg`, type: 'image/jpeg', data: tiny })),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message_hi).toBe(MEDIA_UPLOAD_MESSAGES.count.hi);
    const other = await upload(editor, [{ filename: 'a.jpg', type: 'image/jpeg', data: tiny }], 'photo');
    expect(other.statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: API_PATHS.adminMediaImages,
      payload: { images: [] },
      headers: { authorization: `Bearer ${editor.token}` },
    });
    expect(json.statusCode).toBe(415);
  });

  it('is for editors (and admins): a verifier gets 403, nobody signed in 401', async () => {
    const tiny = await jpegPhoto(20, 20);
    expect((await upload(verifier, [{ filename: 'a.jpg', type: 'image/jpeg', data: tiny }])).statusCode).toBe(403);
    expect((await upload(null, [{ filename: 'a.jpg', type: 'image/jpeg', data: tiny }])).statusCode).toBe(401);
  });

  it('answers 404 for any other name under /api/media/images/, traversal included', async () => {
    const hash = parseImageUrl(stored[0]!.url)!.hash;
    for (const url of [
      `/api/media/images/${hash}-700x1100-481.webp`,
      `/api/media/images/${hash}-700x1100.png`,
      `/api/media/images/${'0'.repeat(20)}-100x100.jpg`,
      '/api/media/images/..%2F..%2Fpackage.json',
      `/api/media/images/${hash}-700x1100.jpg.tmp`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});
