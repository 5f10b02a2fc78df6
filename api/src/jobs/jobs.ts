// Background work shared by several API processes: a named lock (a PostgreSQL advisory lock held on one
// connection; on SQLite, one process owns the file, so a lock in memory) and the run of a job once per interval
// across every process, recorded in job_runs. A session advisory lock ends with its connection, so when the
// process holding it dies, the next process to try takes the job over.
import { createHash } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import { advisoryLock, advisoryUnlock, tryAdvisoryLock } from './advisory-lock-repository';
import { findJobRun, finishJobRun, startJobRun } from './job-runs-repository';
import type { Database } from '../db/database';
import type { DbKind } from '../db/connect';

type Db = Kysely<Database>;

/** This process, as job_runs and the logs name it. */
export const HOLDER = `${os.hostname()}:${process.pid}`;

const heldHere = new Set<string>();

/** The PostgreSQL advisory lock key of a lock name: 64 bits of its SHA-256, as PostgreSQL's bigint. */
export function advisoryLockKey(name: string): string {
  return createHash('sha256').update(`college:${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * Runs `fn` while holding the lock `name`, or does nothing (`{ ran: false }`) when another process or another
 * run in this process holds it.
 */
export async function runExclusive<T>(
  db: Db,
  kind: DbKind,
  name: string,
  fn: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (heldHere.has(name)) return { ran: false };
  heldHere.add(name);
  try {
    if (kind !== 'postgres') return { ran: true, value: await fn() };
    return await db.connection().execute(async (conn) => {
      if (!(await tryAdvisoryLock(conn, advisoryLockKey(name)))) return { ran: false as const };
      try {
        return { ran: true as const, value: await fn() };
      } finally {
        await advisoryUnlock(conn, advisoryLockKey(name));
      }
    });
  } finally {
    heldHere.delete(name);
  }
}

/**
 * Runs `fn` holding the lock `name`, waiting for it as long as another process holds it (start-up work such as
 * migrations: each process waits, the first does the work, the others find it done).
 */
export async function runWaitingForLock<T>(db: Db, kind: DbKind, name: string, fn: () => Promise<T>): Promise<T> {
  if (kind !== 'postgres') return fn();
  return db.connection().execute(async (conn) => {
    await advisoryLock(conn, advisoryLockKey(name));
    try {
      return await fn();
    } finally {
      await advisoryUnlock(conn, advisoryLockKey(name));
    }
  });
}

/** The lock a scheduled job runs under; a run on demand of the same work takes it too. */
export function jobLockName(job: string): string {
  return `job:${job}`;
}

export interface JobOutcome {
  /** 'ran': this process ran the job for this interval; 'done': it already ran in this interval; 'busy': another process holds it. */
  status: 'ran' | 'done' | 'busy';
  slot: string;
  /** What the job returned, when it ran. */
  value?: unknown;
}

/** The interval a moment belongs to. */
export function slotOf(intervalMs: number, now = Date.now()): string {
  return String(Math.floor(now / intervalMs));
}

/**
 * Runs the job `name` once for the current interval across every process: under its lock, a job_runs row of
 * this interval that finished means another process already ran it; a row that never finished means its holder
 * died during the run, and this process runs it again.
 */
export async function runOncePerInterval(
  db: Db,
  kind: DbKind,
  name: string,
  intervalMs: number,
  fn: () => Promise<unknown>,
): Promise<JobOutcome> {
  const slot = slotOf(intervalMs);
  const result = await runExclusive(db, kind, jobLockName(name), async (): Promise<JobOutcome> => {
    const previous = await findJobRun(db, name, slot);
    if (previous?.finished_at) return { status: 'done', slot };
    await startJobRun(db, { name, slot, holder: HOLDER, startedAt: new Date().toISOString(), takeOver: !!previous });
    let outcome = 'ok';
    try {
      const value = await fn();
      return { status: 'ran', slot, value };
    } catch (error) {
      outcome = `failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
      throw error;
    } finally {
      await finishJobRun(db, name, slot, outcome);
    }
  });
  return result.ran ? result.value : { status: 'busy', slot };
}
