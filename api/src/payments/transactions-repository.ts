// The transactions table: every read and write of a fee payment goes through these functions.
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { PaymentPurpose } from '@college/shared-types';
import type { Database, TransactionTable } from '../db/database';

export type TransactionRow = Selectable<TransactionTable>;
export type TransactionChanges = Updateable<TransactionTable>;
type Db = Kysely<Database>;

/** Statuses the gateway's word may still change: a late answer for a replaced or expired payment still counts. */
export const SETTLEABLE_STATUSES = ['pending', 'abandoned', 'expired'] as const;

/** True for the error a unique index raises, on SQLite and PostgreSQL alike. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function findTransactionByTxnid(db: Db, txnid: string): Promise<TransactionRow | undefined> {
  return db.selectFrom('transactions').selectAll().where('txnid', '=', txnid).executeTakeFirst();
}

export async function findTransaction(db: Db, id: number): Promise<TransactionRow | undefined> {
  return db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A row known to exist (after an update of it). */
export async function getTransaction(db: Db, id: number): Promise<TransactionRow> {
  return db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

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

/** The one open (pending) payment of a student and fee, if any. */
export async function openTransaction(
  db: Db,
  studentId: number,
  purpose: PaymentPurpose,
): Promise<TransactionRow | undefined> {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('purpose', '=', purpose)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export type NewTransaction = Pick<
  TransactionRow,
  'txnid' | 'student_id' | 'purpose' | 'amount' | 'productinfo' | 'firstname' | 'email' | 'phone'
>;

/**
 * Stores a new pending payment; null when the student already has an open payment for this fee
 * (another tab won the race: the unique index transactions_one_open refuses the second row).
 */
export async function insertPending(db: Db, values: NewTransaction, now: string): Promise<TransactionRow | null> {
  try {
    await db
      .insertInto('transactions')
      .values({
        ...values,
        status: 'pending',
        unmappedstatus: null,
        mihpayid: null,
        mode: null,
        bank_ref_num: null,
        error_message: null,
        addedon: null,
        verified_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return (await findTransactionByTxnid(db, values.txnid)) ?? null;
}

/** Stores a payment as given (a fee taken at the counter is stored settled) and reads it back. */
export async function insertTransaction(db: Db, values: Insertable<TransactionTable>): Promise<TransactionRow> {
  await db.insertInto('transactions').values(values).execute();
  const row = await findTransactionByTxnid(db, values.txnid);
  if (!row) throw new Error('the payment was not stored');
  return row;
}

/** Changes a row only while it has one of `from`'s statuses; true when this call changed it. */
export async function updateIf(
  db: Db,
  id: number,
  from: readonly string[],
  changes: TransactionChanges,
): Promise<boolean> {
  const res = await db
    .updateTable('transactions')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Another successful payment of the same student and fee, if one exists. */
export async function otherSuccess(db: Db, row: TransactionRow): Promise<TransactionRow | undefined> {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('student_id', '=', row.student_id)
    .where('purpose', '=', row.purpose)
    .where('status', '=', 'success')
    .where('id', '!=', row.id)
    .executeTakeFirst();
}

export async function setAdmissionFeePaid(db: Db, studentId: number, now: string): Promise<void> {
  await db
    .updateTable('students')
    .set({ is_admission_fee_payed: 1, updated_at: now })
    .where('id', '=', studentId)
    .execute();
}

/** The admission fee is payable again (its counter receipt was cancelled). */
export async function setAdmissionFeeUnpaid(db: Db, studentId: number, now: string): Promise<void> {
  await db
    .updateTable('students')
    .set({ is_admission_fee_payed: 0, updated_at: now })
    .where('id', '=', studentId)
    .execute();
}

/** The admission fee the office set for a student (null while not set). */
export async function admissionFeeOf(db: Db, studentId: number): Promise<string | null> {
  const student = await db.selectFrom('students').select('fee_to_pay').where('id', '=', studentId).executeTakeFirst();
  return student?.fee_to_pay ?? null;
}

/** A payment with its student's name and course (the payment's own name when the student is gone). */
export async function withStudent(db: Db, tx: TransactionRow): Promise<TransactionWithStudent> {
  const s = await db
    .selectFrom('students')
    .select(['name', 'course_name'])
    .where('id', '=', tx.student_id)
    .executeTakeFirst();
  return { ...tx, student_name: s?.name ?? tx.firstname, course_name: s?.course_name ?? null };
}

/** Pending payments, oldest first; `startedBefore` keeps only those started before that time. */
export async function pendingTransactions(
  db: Db,
  opts: { startedBefore?: string; afterId?: number; limit: number },
): Promise<TransactionRow[]> {
  let q = db.selectFrom('transactions').selectAll().where('status', '=', 'pending');
  if (opts.startedBefore) q = q.where('created_at', '<', opts.startedBefore);
  if (opts.afterId) q = q.where('id', '>', opts.afterId);
  return q.orderBy('id').limit(opts.limit).execute();
}

export interface TransactionFilters {
  status?: string;
  purpose?: string;
  course?: string;
  /** ISO times bounding created_at: [from, to). */
  from?: string;
  to?: string;
  mode?: string;
}

function filtered(db: Db, f: TransactionFilters) {
  let q = db.selectFrom('transactions as t').innerJoin('students as s', 's.id', 't.student_id');
  if (f.status) q = q.where('t.status', '=', f.status);
  if (f.purpose) q = q.where('t.purpose', '=', f.purpose);
  if (f.course) q = q.where('s.course_name', '=', f.course);
  if (f.from) q = q.where('t.created_at', '>=', f.from);
  if (f.to) q = q.where('t.created_at', '<', f.to);
  if (f.mode) q = q.where(sql<string>`upper(t.mode)`, '=', f.mode.toUpperCase());
  return q;
}

export type TransactionWithStudent = TransactionRow & { student_name: string; course_name: string | null };

/** The accounts office's list: newest first, with the student's name and course. */
export async function listTransactions(
  db: Db,
  f: TransactionFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: TransactionWithStudent[]; total: number }> {
  const rows = await filtered(db, f)
    .selectAll('t')
    .select(['s.name as student_name', 's.course_name as course_name'])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const count = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** Successful payments the gateway timed within [from, to) (India time "YYYY-MM-DD HH:MM:SS"), for the report. */
export async function successfulPayments(
  db: Db,
  from: string,
  to: string,
): Promise<Array<{ purpose: string; amount: string; mode: string | null; course_name: string | null }>> {
  return db
    .selectFrom('transactions as t')
    .innerJoin('students as s', 's.id', 't.student_id')
    .select(['t.purpose', 't.amount', 't.mode', 's.course_name'])
    .where('t.status', '=', 'success')
    .where('t.addedon', '>=', from)
    .where('t.addedon', '<', to)
    .execute();
}

/** Successful payments of one India-time day (the gateway's `addedon`), per purpose: how many and how much. */
export async function collectionsOnDay(
  db: Db,
  date: string,
): Promise<Array<{ purpose: string; count: number; amount: string }>> {
  const rows = await db
    .selectFrom('transactions')
    .select([
      'purpose',
      (eb) => eb.fn.countAll<number | string>().as('n'),
      sql<number | string>`sum(cast(amount as decimal(12, 2)))`.as('total'),
    ])
    .where('status', '=', 'success')
    .where('addedon', 'like', `${date}%`)
    .groupBy('purpose')
    .orderBy('purpose')
    .execute();
  return rows.map((r) => ({ purpose: r.purpose, count: Number(r.n), amount: Number(r.total ?? 0).toFixed(2) }));
}
