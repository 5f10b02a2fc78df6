// Payments that match the money: one open payment per student and fee, one success per student and fee,
// the gateway's answer kept when it is not accepted, who settled a row, refunds, and the simulator's hard cases.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('flag_reason', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('settled_by', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('gateway_amount', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('refund_request_id', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('refund_status', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('refunded_at', 'text').execute();
  // Which staff member refunded or checked the row last.
  await db.schema.alterTable('transactions').addColumn('staff_id', 'integer').execute();

  // Rows from before: keep the newest open payment of a student and fee, the older ones were replaced.
  await sql`
    UPDATE transactions SET status = 'abandoned'
    WHERE status = 'pending' AND EXISTS (
      SELECT 1 FROM transactions t2
      WHERE t2.student_id = transactions.student_id AND t2.purpose = transactions.purpose
        AND t2.status = 'pending' AND t2.id > transactions.id)`.execute(db);
  // A fee paid twice before: the later payment is due back to the student.
  await sql`
    UPDATE transactions SET status = 'refund_due', flag_reason = 'second payment of a fee already paid'
    WHERE status = 'success' AND EXISTS (
      SELECT 1 FROM transactions t2
      WHERE t2.student_id = transactions.student_id AND t2.purpose = transactions.purpose
        AND t2.status = 'success' AND t2.id < transactions.id)`.execute(db);

  // Partial unique indexes (SQLite and PostgreSQL alike): two tabs pressing Pay Now make one open payment,
  // and a second success of the same fee cannot be written (it becomes refund_due instead).
  await sql`CREATE UNIQUE INDEX transactions_one_open ON transactions (student_id, purpose) WHERE status = 'pending'`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX transactions_one_paid ON transactions (student_id, purpose) WHERE status = 'success'`.execute(
    db,
  );
  await db.schema.createIndex('transactions_status').on('transactions').columns(['status', 'created_at']).execute();

  // The simulator's hard cases, per payment: JSON of { return, verify, verify_delay_ms, amount, webhook }.
  await db.schema.alterTable('payu_sim_payments').addColumn('scenario', 'text').execute();
  await db.schema.alterTable('payu_sim_payments').addColumn('refund_status', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transactions_status').execute();
  await db.schema.dropIndex('transactions_one_paid').execute();
  await db.schema.dropIndex('transactions_one_open').execute();
  for (const c of ['scenario', 'refund_status'])
    await db.schema.alterTable('payu_sim_payments').dropColumn(c).execute();
  for (const c of [
    'flag_reason',
    'settled_by',
    'gateway_amount',
    'refund_request_id',
    'refund_status',
    'refunded_at',
    'staff_id',
  ]) {
    await db.schema.alterTable('transactions').dropColumn(c).execute();
  }
}
