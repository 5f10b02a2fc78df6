// Throttles that hold under concurrency: every attempt is counted in one atomic statement BEFORE the password is
// checked, so twenty parallel guesses get counts 1..20 and only the first `max` are ever checked.
//
//   const attempt = await countAttempt(db, 'student-login', email);       // counts, then tells
//   if (!attempt.allowed) -> 429 (attempt.retryAfterSeconds)
//   ...check the password...
//   on success: await clearAttempts(db, 'student-login', email);           // a success (or a reset) clears it
//
// One row per (kind, account) in throttle_counters; a window opens at the first attempt and lasts `windowMs`.
// Works the same on SQLite (one writer at a time) and PostgreSQL (INSERT ... ON CONFLICT locks the row).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** What is counted; each kind has its own counters. */
export type ThrottleKind = 'student-login' | 'staff-login' | (string & {});

export interface ThrottleRule {
  /** Attempts allowed in one window; the next one is refused. */
  max: number;
  windowMs: number;
}

export const LOGIN_RULE: ThrottleRule = { max: LOGIN_MAX_FAILURES, windowMs: LOGIN_WINDOW_MS };

export interface ThrottleAttempt {
  /** This attempt's number in the current window (1 for the first). */
  count: number;
  /** False once count exceeds the rule's max: refuse without checking anything. */
  allowed: boolean;
  /** Seconds until the window closes (for a Retry-After header). */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt of `account` for `kind` and says whether it may go ahead. Atomic: concurrent calls never
 * read the same count. `account` is used as given (lower-case emails before calling).
 */
export async function countAttempt(
  db: Kysely<Database>,
  kind: ThrottleKind,
  account: string,
  rule: ThrottleRule = LOGIN_RULE,
  now = Date.now(),
): Promise<ThrottleAttempt> {
  const nowIso = new Date(now).toISOString();
  const cutoff = new Date(now - rule.windowMs).toISOString();
  // A window older than the rule restarts at 1; otherwise the count goes up by one. ISO strings compare as times.
  const row = await db
    .insertInto('throttle_counters')
    .values({ kind, account, count: 1, window_started_at: nowIso })
    .onConflict((oc) =>
      oc.columns(['kind', 'account']).doUpdateSet({
        count: sql<number>`CASE WHEN throttle_counters.window_started_at <= ${cutoff} THEN 1 ELSE throttle_counters.count + 1 END`,
        window_started_at: sql<string>`CASE WHEN throttle_counters.window_started_at <= ${cutoff} THEN ${nowIso} ELSE throttle_counters.window_started_at END`,
      }),
    )
    .returning(['count', 'window_started_at'])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  const endsAt = Date.parse(row.window_started_at) + rule.windowMs;
  return {
    count,
    allowed: count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)),
  };
}

/** Forgets the attempts of `account` (after a success, or a password reset). */
export async function clearAttempts(db: Kysely<Database>, kind: ThrottleKind, account: string): Promise<void> {
  await db.deleteFrom('throttle_counters').where('kind', '=', kind).where('account', '=', account).execute();
}

/** Keeps a record of a student's login (who, from where, whether it worked) for the office. */
export async function recordLogin(
  db: Kysely<Database>,
  email: string,
  ip: string | null,
  succeeded: boolean,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ email, ip, succeeded: succeeded ? 1 : 0, created_at: new Date(now).toISOString() })
    .execute();
}
