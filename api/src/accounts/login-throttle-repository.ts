// The throttle_counters and login_attempts tables (login-throttle.ts holds the rules).
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, LoginAttemptTable } from '../db/database';

type Db = Kysely<Database>;

/**
 * Counts one attempt in one atomic statement: a window opened at or before `cutoff` restarts at 1 (at `nowIso`),
 * otherwise the count goes up by one. ISO strings compare as times.
 */
export function bumpThrottleCounter(db: Db, kind: string, account: string, nowIso: string, cutoff: string) {
  return db
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
}

/** Removes the counter of (kind, account); answers how many rows went (0 or 1). */
export async function deleteThrottleCounter(db: Db, kind: string, account: string): Promise<number> {
  const res = await db
    .deleteFrom('throttle_counters')
    .where('kind', '=', kind)
    .where('account', '=', account)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** The counters of `kinds` above `max` whose window opened after `since`, newest first. */
export function countersOver(db: Db, kinds: string[], max: number, since: string) {
  return db
    .selectFrom('throttle_counters')
    .select(['kind', 'account', 'count', 'window_started_at'])
    .where('kind', 'in', kinds)
    .where('count', '>', max)
    .where('window_started_at', '>', since)
    .orderBy('window_started_at', 'desc')
    .execute();
}

export async function insertLoginAttempt(db: Db, row: Insertable<LoginAttemptTable>): Promise<void> {
  await db.insertInto('login_attempts').values(row).execute();
}
