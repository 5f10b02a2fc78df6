// One storage suite, passed by both drivers (STORAGE_DRIVER=fs and =postgres): on SQLite here, and on PostgreSQL
// when PG_TEST_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { forgetFile, recordFile } from '../src/repositories/files';
import { deleteUpload, readUpload, saveUpload } from '../src/services/storage';
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
