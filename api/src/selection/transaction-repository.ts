// The selection domain's transactions: a service hands its work to `inTransaction`, which runs it with the
// transaction in place of `db`, so every query inside it (the repositories' and the other domains' calls given the
// transaction) commits or rolls back together. A domain error thrown inside rolls everything back.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
