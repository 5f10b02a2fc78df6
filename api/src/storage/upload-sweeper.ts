// The sweeper of unreferenced uploads. A file is written before the transaction of the rows that point to it
// (STORAGE_DRIVER=fs); when that process dies in between, the file stays on disk with no `files` row, and nothing can
// ever serve it. The sweeper removes such files (and half-written `.tmp` files) once they are older than
// SWEEP_MIN_AGE_MS: an hour, six times the longest a request may take to arrive, so no upload in progress is
// touched. With the postgres driver the bytes are written in the same transaction as their row, so there are no such
// files; bytes left without a row are removed all the same.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { INCOMING_DIR } from '../http/multipart-form';
import { deleteBytesWithoutFile, knownFileKeys } from './files-repository';
import { isUploadKey, type UploadsConfig } from './storage';

/** A file younger than this may belong to an upload still in progress. */
export const SWEEP_MIN_AGE_MS = 60 * 60_000;

export interface SweepCounts {
  /** Files looked at on disk. */
  checked: number;
  /** Files and database bytes removed. */
  removed: number;
}

async function entries(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch {
    return [];
  }
}

/** Whether a process of this machine with that id is running (signal 0 tests without sending anything). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Parts of forms being read (http/multipart-form.ts), in this machine's incoming folder: a process killed in the
 * middle of a save leaves its `.part` files behind. The parts of a process that no longer runs go at once (the name
 * starts with the writer's process id); any other part once it is older than SWEEP_MIN_AGE_MS.
 */
export async function sweepIncoming(
  now = Date.now(),
  incomingDir = INCOMING_DIR,
  alive: (pid: number) => boolean = processAlive,
): Promise<number> {
  let removed = 0;
  for (const name of await entries(incomingDir)) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(incomingDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) continue;
    const writer = /^(\d+)-/.exec(name);
    const pid = writer ? Number(writer[1]) : null;
    const orphaned = pid !== null && pid !== process.pid && !alive(pid);
    if (!orphaned && now - stat.mtimeMs < SWEEP_MIN_AGE_MS) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

export async function sweepUploads(
  db: Kysely<Database>,
  config: UploadsConfig,
  now = Date.now(),
  incomingDir = INCOMING_DIR,
): Promise<SweepCounts> {
  const counts: SweepCounts = { checked: 0, removed: 0 };
  counts.removed += await sweepIncoming(now, incomingDir);
  counts.removed += await deleteBytesWithoutFile(db);

  // Two levels: uploadsDir/<first two characters of the key>/<key> (storage.ts).
  for (const folder of await entries(config.uploadsDir)) {
    if (!/^[a-f0-9]{2}$/.test(folder)) continue;
    const dir = path.join(config.uploadsDir, folder);
    const old: string[] = [];
    for (const name of await entries(dir)) {
      counts.checked += 1;
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile() || now - stat.mtimeMs < SWEEP_MIN_AGE_MS) continue;
      if (name.endsWith('.tmp')) {
        await fs.rm(file, { force: true });
        counts.removed += 1;
      } else if (isUploadKey(name)) {
        old.push(name);
      }
    }
    for (let i = 0; i < old.length; i += 500) {
      const batch = old.slice(i, i + 500);
      const known = await knownFileKeys(db, batch);
      for (const key of batch.filter((k) => !known.has(k))) {
        await fs.rm(path.join(dir, key), { force: true });
        counts.removed += 1;
      }
    }
  }
  return counts;
}
