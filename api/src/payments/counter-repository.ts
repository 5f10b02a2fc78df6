// Every read and write of office receipts, the student and form a receipt is made out to, and the day-book's one
// query over transactions (decision 032).
import { type Kysely, type Selectable } from 'kysely';
import type { Database, OfficeReceiptTable, StudentTable } from '../db/database';

type Db = Kysely<Database>;
export type OfficeReceiptRow = Selectable<OfficeReceiptTable>;

/**
 * The next number of a series, taken in the caller's transaction: the UPDATE locks the series row until the receipt
 * is committed (or rolled back, which gives the number back), so two clerks never get the same number or leave a gap.
 */
export async function takeSeq(db: Db, series: string): Promise<number> {
  await db
    .insertInto('office_receipt_series')
    .values({ series, last_seq: 0 })
    .onConflict((oc) => oc.column('series').doNothing())
    .execute();
  const row = await db
    .updateTable('office_receipt_series')
    .set((eb) => ({ last_seq: eb('last_seq', '+', 1) }))
    .where('series', '=', series)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return Number(row.last_seq);
}

export async function insertReceipt(
  db: Db,
  values: Omit<OfficeReceiptRow, 'id' | 'cancelled_at' | 'cancelled_by' | 'cancel_reason'>,
): Promise<number> {
  await db
    .insertInto('office_receipts')
    .values({ ...values, cancelled_at: null, cancelled_by: null, cancel_reason: null })
    .execute();
  const row = await db
    .selectFrom('office_receipts')
    .select('id')
    .where('receipt_no', '=', values.receipt_no)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A live (not cancelled) receipt carrying this demand draft or challan number. */
export async function liveInstrument(
  db: Db,
  mode: string,
  instrumentNo: string,
): Promise<OfficeReceiptRow | undefined> {
  return db
    .selectFrom('office_receipts')
    .selectAll()
    .where('mode', '=', mode)
    .where('instrument_no', '=', instrumentNo)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
}

export async function findReceipt(db: Db, id: number): Promise<OfficeReceiptRow | undefined> {
  return db.selectFrom('office_receipts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findReceiptOfTransaction(db: Db, transactionId: number): Promise<OfficeReceiptRow | undefined> {
  return db.selectFrom('office_receipts').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst();
}

/** Marks a receipt cancelled once; true when this call did it. */
export async function cancelReceipt(db: Db, id: number, by: number, reason: string, at: string): Promise<boolean> {
  const res = await db
    .updateTable('office_receipts')
    .set({ cancelled_at: at, cancelled_by: by, cancel_reason: reason })
    .where('id', '=', id)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The student a fee is taken for. */
export async function findStudent(db: Db, id: number): Promise<Selectable<StudentTable> | undefined> {
  return db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Who a receipt is made out to (the student of a receipt always exists). */
export async function receiptStudent(db: Db, studentId: number) {
  return db
    .selectFrom('students')
    .select(['name', 'email', 'phone_number', 'course_name'])
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow();
}

/** The student's admission form as stored (JSON), for the father's name on the receipt; undefined without a form. */
export async function admissionPayload(db: Db, studentId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('admissions')
    .select('payload')
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row?.payload;
}

export async function staffName(db: Db, id: number | null): Promise<string> {
  if (!id) return '';
  const row = await db.selectFrom('admins').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? '';
}

export interface DayBookDbRow {
  id: number;
  txnid: string;
  purpose: string;
  amount: string;
  mode: string | null;
  bank_ref_num: string | null;
  addedon: string | null;
  status: string;
  student_id: number;
  student_name: string;
  course_name: string | null;
  receipt_id: number | null;
  receipt_no: string | null;
  instrument_bank: string | null;
}

/**
 * Every receipt received within [from, to) (India time "YYYY-MM-DD HH:MM:SS", the transaction's `addedon`): the
 * successful payments, online and counter, and the cancelled counter receipts (listed, counted in no total).
 */
export async function dayBookRows(db: Db, from: string, to: string): Promise<DayBookDbRow[]> {
  return db
    .selectFrom('transactions as t')
    .innerJoin('students as s', 's.id', 't.student_id')
    .leftJoin('office_receipts as r', 'r.transaction_id', 't.id')
    .select([
      't.id',
      't.txnid',
      't.purpose',
      't.amount',
      't.mode',
      't.bank_ref_num',
      't.addedon',
      't.status',
      't.student_id',
      's.name as student_name',
      's.course_name',
      'r.id as receipt_id',
      'r.receipt_no',
      'r.instrument_bank',
    ])
    .where('t.addedon', '>=', from)
    .where('t.addedon', '<', to)
    .where((eb) => eb.or([eb('t.status', '=', 'success'), eb('t.status', '=', 'cancelled')]))
    .orderBy('t.addedon')
    .orderBy('t.id')
    .execute();
}
