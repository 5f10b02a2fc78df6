// The transactions table: every payment a student started, with the gateway's answer.
import type { Kysely, Selectable } from 'kysely';
import type { Database, TransactionTable } from '../db/database';

export type TransactionRow = Selectable<TransactionTable>;
type Db = Kysely<Database>;

/** A student's payments, oldest first. */
export async function transactionsOfStudent(db: Db, studentId: number): Promise<TransactionRow[]> {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findTransactionByTxnid(db: Db, txnid: string): Promise<TransactionRow | undefined> {
  return db.selectFrom('transactions').selectAll().where('txnid', '=', txnid).executeTakeFirst();
}

export async function findTransaction(db: Db, id: number): Promise<TransactionRow | undefined> {
  return db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();
}
