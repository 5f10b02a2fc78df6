// The one way a service opens a transaction (decision 034): it passes the work as a callback, and every query of
// that work is a repository function given the transaction in place of `db`.
import type { Kysely } from 'kysely';
import type { Database } from './database';

/** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
