// One storage suite, passed by both drivers (STORAGE_DRIVER=fs and =postgres): on SQLite here, and on PostgreSQL
// when PG_TEST_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { forgetFile, recordFile } from '../src/storage/files-repository';
import { deleteUpload, readUpload, saveUpload } from '../src/storage/storage';
import type { StorageDriverName } from '../src/config';
import { bearer, multipart, registerStudent } from './accounts-fixtures';
import { buildTestApp, type TestApp } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe.each<StorageDriverName>(['fs', 'postgres'])('storage driver %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ storageDriver: driver });
  });
  afterAll(async () => {
    await t.close();
  });

  const filesOnDisk = () => {
    const dir = t.app.config.uploadsDir;
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.pdf'));
  };

  it('stores the bytes with the row that points to them and reads them back', async () => {
    const saved = await saveUpload(t.app.config, { buffer: PDF, kind: 'document' });
    await t.app.db.transaction().execute(async (trx) => {
      await recordFile(trx, { ...saved, studentId: null, kind: 'document' });
    });
    const read = await readUpload(t.app, saved.key);
    expect(read?.mime).toBe('application/pdf');
    expect(read?.buffer.equals(PDF)).toBe(true);
    // Where the bytes are is the driver's choice, and only one place holds them.
    const inDatabase = await t.app.db.selectFrom('file_bytes').select('key').where('key', '=', saved.key).execute();
    expect(inDatabase).toHaveLength(driver === 'postgres' ? 1 : 0);
    expect(filesOnDisk().some((f) => String(f).endsWith(saved.key))).toBe(driver === 'fs');
  });

  it('leaves nothing readable when the transaction of its rows fails', async () => {
    const saved = await saveUpload(t.app.config, { buffer: PDF, kind: 'document' });
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await recordFile(trx, { ...saved, studentId: null, kind: 'document' });
        throw new Error('the admission rows could not be written');
      }),
    ).rejects.toThrow('could not be written');
    // What the services do after a failed transaction.
    await deleteUpload(t.app.config, saved.key);
    expect(await readUpload(t.app, saved.key)).toBeNull();
    expect(await t.app.db.selectFrom('files').select('key').where('key', '=', saved.key).execute()).toHaveLength(0);
  });

  it('forgets a replaced file', async () => {
    const saved = await saveUpload(t.app.config, { buffer: PDF, kind: 'document' });
    await t.app.db.transaction().execute((trx) => recordFile(trx, { ...saved, studentId: null, kind: 'document' }));
    await t.app.db.transaction().execute((trx) => forgetFile(trx, saved.key));
    await deleteUpload(t.app.config, saved.key);
    expect(await readUpload(t.app, saved.key)).toBeNull();
  });

  it('answers null for a key that is not an upload key or was never stored', async () => {
    expect(await readUpload(t.app, '../../etc/passwd')).toBeNull();
    expect(await readUpload(t.app, `${'a'.repeat(32)}.pdf`)).toBeNull();
  });

  it('serves a photo uploaded through the API to its owner, bytes intact', async () => {
    const student = await registerStudent(t.app);
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer();
    const body = multipart(
      {
        gender: 'F',
        category: 'OBC',
        academic_level: 'UG',
        same_state: '1',
        admission_code: 'New',
        course_name: 'BSCBIO',
        course_year: '1',
        refrence_roll: '',
      },
      { profile_photo: { filename: 'me.png', type: 'image/png', data: photo } },
    );
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v2/complete-profile',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(student.token) },
    });
    expect(saved.statusCode).toBe(200);
    const url = saved.json().user.profile_photo as string;
    expect(url).toMatch(/^\/api\/v2\/files\/[a-f0-9]{32}\.png$/);
    const file = await t.app.inject({ method: 'GET', url, headers: bearer(student.token) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([64, 64]);
    const key = path.basename(url);
    const stored = await t.app.db.selectFrom('file_bytes').select('key').where('key', '=', key).execute();
    expect(stored).toHaveLength(driver === 'postgres' ? 1 : 0);
  });
});

describe('images: re-encoded when needed, otherwise stored as sent without their metadata', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = async (buffer: Buffer, kind: 'image' | 'document') => {
    const saved = await saveUpload(t.app.config, { buffer, kind });
    return (await readUpload(t.app, saved.key))!.buffer;
  };
  const exif = { IFD0: { Copyright: 'GPS 27.05N 78.68E', Artist: 'Phone camera' } };

  it('keeps a small upright JPEG pixel for pixel, without EXIF and comments', async () => {
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#2e86c1' } })
      .jpeg({ quality: 90 })
      .withMetadata({ exif })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const out = await stored(photo, 'image');
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(out.includes(Buffer.from('Phone camera'))).toBe(false);
    // Not decoded and encoded again: the same compressed picture.
    const [a, b] = await Promise.all([sharp(photo).raw().toBuffer(), sharp(out).raw().toBuffer()]);
    expect(a.equals(b)).toBe(true);
  });

  it('shrinks a phone photo to the passport size limit, without its metadata', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0392b' } })
      .jpeg()
      .withMetadata({ exif })
      .toBuffer();
    const meta = await sharp(await stored(photo, 'image')).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
  });

  it('turns a sideways photo upright rather than storing it as sent', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#27ae60' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const meta = await sharp(await stored(photo, 'image')).metadata();
    expect(meta).toMatchObject({ width: 200, height: 300 });
    expect(meta.orientation).toBeUndefined();
  });

  it('keeps a scanned PNG within the document limit, without its text chunks', async () => {
    const scan = await sharp({ create: { width: 620, height: 877, channels: 3, background: '#f5f5f5' } })
      .png()
      .toBuffer();
    // A text chunk as scanner software writes it, before IEND.
    const text = Buffer.from('Software\0Scanner 3000 at Room 12');
    const chunk = Buffer.alloc(12 + text.length);
    chunk.writeUInt32BE(text.length, 0);
    chunk.write('tEXt', 4, 'latin1');
    text.copy(chunk, 8);
    const withText = Buffer.concat([scan.subarray(0, scan.length - 12), chunk, scan.subarray(scan.length - 12)]);
    const out = await stored(withText, 'document');
    expect(out.includes(Buffer.from('Scanner 3000'))).toBe(false);
    expect(await sharp(out).metadata()).toMatchObject({ format: 'png', width: 620, height: 877 });
    const [a, b] = await Promise.all([sharp(scan).raw().toBuffer(), sharp(out).raw().toBuffer()]);
    expect(a.equals(b)).toBe(true);
  });

  it('refuses bytes that only start like a JPEG', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    await expect(saveUpload(t.app.config, { buffer: fake, kind: 'image' })).rejects.toMatchObject({ statusCode: 415 });
  });
});
