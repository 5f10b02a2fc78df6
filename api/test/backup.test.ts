// Backup, wipe, restore: afterwards the student signs in and prints the same form, files included (SQLite, and
// PostgreSQL when PG_TEST_URL names one).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { admissionFormEntries } from '@college/shared-types';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { isPostgresUrl } from '../src/db/connect';
import { backup, readManifest, restore } from '../src/db/backup';
import { hashPassword } from '../src/accounts/passwords';
import { post } from './accounts-fixtures';
import { bearer, createStudent, PDF_BYTES, pngBytes, postAdmission, validAdmission } from './admission-fixtures';
import { freshDatabaseUrl } from './helpers';

jest.setTimeout(60_000);

const dataDir = path.join(os.tmpdir(), `college-backup-${randomBytes(6).toString('hex')}`);
let config: Partial<AppConfig>;
let drop: () => Promise<void>;

beforeAll(async () => {
  const db = await freshDatabaseUrl();
  drop = db.drop;
  config = {
    databaseUrl: db.url === ':memory:' ? path.join(dataDir, 'college.sqlite') : db.url,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    env: 'test',
    logLevel: 'silent',
    seedDemo: true,
    passwordHashCost: 10,
  };
});
afterAll(async () => {
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<FastifyInstance> {
  const app = await buildApp({ config });
  await app.ready();
  return app;
}

async function wipe(): Promise<void> {
  const url = config.databaseUrl!;
  if (isPostgresUrl(url)) {
    const { Client } = require('pg') as typeof import('pg');
    const c = new Client({ connectionString: url });
    await c.connect();
    await c.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await c.end();
  } else {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${url}${suffix}`, { force: true });
  }
  fs.rmSync(config.uploadsDir!, { recursive: true, force: true });
}

it('backs up while serving, restores after a wipe, and the student signs in and prints the same form', async () => {
  const app = await start();
  const student = await createStudent(app, { status: 1 });
  const password = 'restore me please 7';
  await app.db
    .updateTable('students')
    .set({ password_hash: await hashPassword(password, 10) })
    .where('id', '=', student.id)
    .execute();
  const png = await pngBytes();
  const saved = await postAdmission(app, student.token, admissionFormEntries(validAdmission()), [
    { field: 'image', bytes: png, filename: 'photo.png', type: 'image/png' },
    { field: 'signature', bytes: png, filename: 'sign.png', type: 'image/png' },
    { field: 'mark_10th', bytes: PDF_BYTES, filename: '10th.pdf', type: 'application/pdf' },
    { field: 'mark_12', bytes: PDF_BYTES, filename: '12th.pdf', type: 'application/pdf' },
    { field: 'aadhar', bytes: PDF_BYTES, filename: 'aadhaar.pdf', type: 'application/pdf' },
  ]);
  expect(saved.statusCode).toBeLessThan(300);
  const code = saved.json().admission_code as string;
  const print = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/admission/print2',
      headers: bearer(token),
      payload: { admission_code: code },
    });
  const printed = (await print(student.token)).json();
  const photo = (await app.inject({ url: `/api/v2/admission/file/${code}/image`, headers: bearer(student.token) }))
    .rawPayload;

  const started = Date.now();
  const out = path.join(dataDir, 'backups', 'one');
  const manifest = await backup(config as AppConfig, out); // while the API is open
  const backedUp = Date.now();
  expect(readManifest(out)).toEqual(manifest);
  expect(manifest.uploads).toBeGreaterThanOrEqual(app.config.storageDriver === 'postgres' ? 0 : 5);
  await app.close();

  await wipe();
  const restoreStarted = Date.now();
  await restore(config as AppConfig, out);
  const done = Date.now();
  console.log(
    `backup/restore round trip (${manifest.database}, ${manifest.uploads} files, ${(manifest.bytes / 1024).toFixed(0)} kB): ` +
      `backup ${backedUp - started} ms, restore ${done - restoreStarted} ms`,
  );

  const again = await start();
  try {
    const signin = await post(again, '/api/v2/signin', { email: student.email, password });
    expect(signin.statusCode).toBe(200);
    const token = signin.json().token as string;
    const reprinted = await again.inject({
      method: 'POST',
      url: '/api/v2/admission/print2',
      headers: bearer(token),
      payload: { admission_code: code },
    });
    expect(reprinted.statusCode).toBe(200);
    expect(reprinted.json()).toEqual(printed);
    const file = await again.inject({ url: `/api/v2/admission/file/${code}/image`, headers: bearer(token) });
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, photo)).toBe(0);
  } finally {
    await again.close();
  }
});

it('refuses a folder that is not a backup, and a backup of the other kind of database', async () => {
  await expect(restore(config as AppConfig, dataDir)).rejects.toThrow(/not a backup/);
  const other = path.join(dataDir, 'backups', 'other');
  fs.mkdirSync(other, { recursive: true });
  const kind = isPostgresUrl(config.databaseUrl!) ? 'sqlite' : 'postgres';
  fs.writeFileSync(path.join(other, 'db'), '');
  fs.writeFileSync(
    path.join(other, 'manifest.json'),
    JSON.stringify({ format: 1, created_at: '', database: kind, file: 'db', uploads: 0, bytes: 0 }),
  );
  await expect(restore(config as AppConfig, other)).rejects.toThrow(/this backup is of a/);
});
