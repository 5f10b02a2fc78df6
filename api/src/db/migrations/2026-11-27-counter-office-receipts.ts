// Fees taken at the college counter (decision 032): each is a transactions row (status success, a COUNTER_ mode),
// so the one-paid-fee index transactions_one_paid refuses a second payment of a fee whichever way it came, and its
// office receipt with its own number series, the demand draft or challan, who took it and any cancellation.
import { sql, type Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('office_receipts'))
    // OR/<session>/<6 digits>: the series is the academic session, seq counts within it.
    .addColumn('receipt_no', 'text', (c) => c.notNull().unique())
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('transaction_id', 'integer', (c) => c.notNull().unique().references('transactions.id'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    // 'cash', 'dd' or 'challan'
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('instrument_no', 'text')
    .addColumn('instrument_bank', 'text')
    // YYYY-MM-DD, never after the day it was received
    .addColumn('instrument_date', 'text')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'integer', (c) => c.references('admins.id'))
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('office_receipts_series_seq', ['series', 'seq'])
    .execute();
  // A demand draft or challan number is on one live receipt only (a cancelled receipt frees it).
  await sql`CREATE UNIQUE INDEX office_receipts_instrument ON office_receipts (mode, instrument_no)
    WHERE instrument_no IS NOT NULL AND cancelled_at IS NULL`.execute(db);
  // The last number given in each series: taken by an UPDATE in the receipt's own transaction, so numbers are
  // given one at a time (a row lock on PostgreSQL) and a rolled-back receipt gives its number back.
  await db.schema
    .createTable('office_receipt_series')
    .addColumn('series', 'text', (c) => c.primaryKey())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('office_receipts_student').on('office_receipts').column('student_id').execute();
  // The day-book reads payments by the India-time moment they were received, in that order.
  await db.schema.createIndex('transactions_addedon').on('transactions').column('addedon').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transactions_addedon').execute();
  await db.schema.dropTable('office_receipt_series').execute();
  await db.schema.dropTable('office_receipts').execute();
}
