// PostgreSQL's session advisory locks, taken and released on one connection (jobs.ts runs work under them).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

type Conn = Kysely<Database>;

/** Takes the lock `key` if no other session holds it; answers whether it was taken. */
export async function tryAdvisoryLock(conn: Conn, key: string): Promise<boolean> {
  const got = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${key}::bigint) AS locked`.execute(conn);
  return Boolean(got.rows[0]?.locked);
}

/** Waits for the lock `key` as long as another session holds it. */
export async function advisoryLock(conn: Conn, key: string): Promise<void> {
  await sql`SELECT pg_advisory_lock(${key}::bigint)`.execute(conn);
}

export async function advisoryUnlock(conn: Conn, key: string): Promise<void> {
  await sql`SELECT pg_advisory_unlock(${key}::bigint)`.execute(conn);
}
