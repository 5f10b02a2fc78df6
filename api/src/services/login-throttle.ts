// Failed logins per account: after five in fifteen minutes the account refuses logins for a while, but a
// password reset still works and clears the count.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Failures since the window opened or since the last success, whichever is later. */
export async function isLoginThrottled(db: Kysely<Database>, email: string, now = Date.now()): Promise<boolean> {
  const since = new Date(now - LOGIN_WINDOW_MS).toISOString();
  const lastSuccess = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('email', '=', email)
    .where('succeeded', '=', 1)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('email', '=', email)
    .where('succeeded', '=', 0)
    .where('created_at', '>', lastSuccess?.created_at ?? since)
    .executeTakeFirst();
  return Number(row?.n ?? 0) >= LOGIN_MAX_FAILURES;
}

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
