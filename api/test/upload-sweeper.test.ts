// The sweeper of unreferenced uploads: old files without a `files` row (a process died between writing the file
// and committing its row) and old half-written files go; referenced files and anything recent stay.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { recordFile } from '../src/storage/files-repository';
import { SWEEP_JOB } from '../src/plugins/upload-sweeper';
import { SWEEP_MIN_AGE_MS, sweepIncoming, sweepUploads } from '../src/storage/upload-sweeper';
import { buildTestApp, type TestApp } from './helpers';

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function writeUpload(name: string, ageMs: number): string {
  const file = path.join(t.app.config.uploadsDir, name.slice(0, 2), name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '%PDF-1.4\n%%EOF\n');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
  return file;
}
const newKey = () => `${randomBytes(16).toString('hex')}.pdf`;
const old = SWEEP_MIN_AGE_MS + 60_000;

it('removes old unreferenced files and leftovers, keeps referenced and recent ones', async () => {
  const orphanKey = newKey();
  const orphan = writeUpload(orphanKey, old);
  const keptKey = newKey();
  const kept = writeUpload(keptKey, old);
  await recordFile(t.app.db, { key: keptKey, mime: 'application/pdf', size: 15, studentId: null, kind: 'document' });
  const recent = writeUpload(newKey(), 60_000);
  const leftover = writeUpload(`${newKey()}.1a2b3c4d.tmp`, old);

  const counts = await sweepUploads(t.app.db, t.app.config);
  expect(counts.removed).toBe(2);
  expect(counts.checked).toBeGreaterThanOrEqual(4);
  expect(fs.existsSync(orphan)).toBe(false);
  expect(fs.existsSync(leftover)).toBe(false);
  expect(fs.existsSync(kept)).toBe(true);
  expect(fs.existsSync(recent)).toBe(true);
});

it('removes bytes kept in the database without their row', async () => {
  const key = newKey();
  await t.app.db
    .insertInto('file_bytes')
    .values({ key, bytes: Buffer.from('%PDF-1.4') })
    .execute();
  const keptKey = newKey();
  await recordFile(t.app.db, {
    key: keptKey,
    mime: 'application/pdf',
    size: 8,
    studentId: null,
    kind: 'document',
    bytes: Buffer.from('%PDF-1.4'),
  });
  const counts = await sweepUploads(t.app.db, t.app.config);
  expect(counts.removed).toBe(1);
  const left = await t.app.db.selectFrom('file_bytes').select('key').execute();
  expect(left.map((r) => r.key)).toEqual([keptKey]);
});

it('runs on demand when its schedule is off (tests)', async () => {
  const orphan = writeUpload(newKey(), old);
  const outcome = await t.app.runJobNow(SWEEP_JOB);
  expect(outcome).toMatchObject({ status: 'ran', value: { removed: 1 } });
  expect(fs.existsSync(orphan)).toBe(false);
});

it('runs by itself once per interval when scheduled', async () => {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-sweep-'));
  const orphan = path.join(uploadsDir, 'ab', `ab${randomBytes(15).toString('hex')}.pdf`);
  fs.mkdirSync(path.dirname(orphan));
  fs.writeFileSync(orphan, '%PDF-1.4');
  const when = new Date(Date.now() - old);
  fs.utimesSync(orphan, when, when);
  const scheduled = await buildTestApp({ uploadsDir, uploadsSweepIntervalMs: 60 * 60_000 });
  try {
    for (let i = 0; i < 100 && fs.existsSync(orphan); i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(fs.existsSync(orphan)).toBe(false);
    // This interval has run: asking again does nothing.
    expect((await scheduled.app.runJobNow(SWEEP_JOB)).status).toBe('done');
    const runs = await scheduled.app.db.selectFrom('job_runs').selectAll().where('name', '=', SWEEP_JOB).execute();
    expect(runs).toHaveLength(1);
    expect(runs[0]!.outcome).toBe('ok');
  } finally {
    await scheduled.close();
  }
});

it('removes the incoming parts of a process that no longer runs at once, and keeps a running one’s recent parts', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-incoming-test-'));
  const part = (name: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, 'half a marksheet');
    return file;
  };
  const dead = part(`999999-${randomBytes(6).toString('hex')}.part`);
  const own = part(`${process.pid}-${randomBytes(6).toString('hex')}.part`);
  const running = part(`4242-${randomBytes(6).toString('hex')}.part`);
  const unnamed = part(`${randomBytes(6).toString('hex')}.part`);
  const removed = await sweepIncoming(Date.now(), dir, (pid) => pid === 4242);
  expect(removed).toBe(1);
  expect(fs.existsSync(dead)).toBe(false);
  expect([own, running, unnamed].map((f) => fs.existsSync(f))).toEqual([true, true, true]);
  // An hour on, every part goes, whoever wrote it.
  expect(await sweepIncoming(Date.now() + SWEEP_MIN_AGE_MS + 60_000, dir, () => true)).toBe(3);
  fs.rmSync(dir, { recursive: true, force: true });
});
