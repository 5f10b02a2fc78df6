// Administrators and their status decisions, admission forms and their files, payment transactions,
// and the payments the gateway simulator keeps for its verify call.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('admins'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('last_signin_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Every approval or rejection: who decided, when, and what the student was told.
  await withId(db, db.schema.createTable('student_status_changes'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('old_status', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('fee_to_pay', 'text')
    .addColumn('remark', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('student_status_changes_student')
    .on('student_status_changes')
    .column('student_id')
    .execute();

  // One admission form per student; the id is the form number printed on the form.
  await withId(db, db.schema.createTable('admissions'))
    .addColumn('admission_code', 'text', (c) => c.notNull().unique())
    .addColumn('student_id', 'integer', (c) => c.notNull().unique().references('students.id').onDelete('cascade'))
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('applicant_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    // The validated payload as JSON; the print record is built from it.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('admission_files'))
    .addColumn('admission_id', 'integer', (c) => c.notNull().references('admissions.id').onDelete('cascade'))
    // The payload field the file came in (mark_10th, image, signature, ...).
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('admission_files_field', ['admission_id', 'field'])
    .execute();

  // A row is made when a payment starts (pending) and completed once, by a verified gateway answer.
  await withId(db, db.schema.createTable('transactions'))
    .addColumn('txnid', 'text', (c) => c.notNull().unique())
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    // 'registration' or 'admission'
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('productinfo', 'text', (c) => c.notNull())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    // 'pending' until the gateway confirms 'success' or 'failure'
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('unmappedstatus', 'text')
    .addColumn('mihpayid', 'text')
    .addColumn('mode', 'text')
    .addColumn('bank_ref_num', 'text')
    .addColumn('error_message', 'text')
    // The gateway's time of the payment, "YYYY-MM-DD HH:MM:SS" (India time).
    .addColumn('addedon', 'text')
    .addColumn('verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('transactions_student').on('transactions').column('student_id').execute();

  await withId(db, db.schema.createTable('payu_sim_payments'))
    .addColumn('ref', 'text', (c) => c.notNull().unique())
    .addColumn('txnid', 'text', (c) => c.notNull())
    .addColumn('mihpayid', 'text', (c) => c.notNull())
    // The form the merchant posted, as JSON.
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('mode', 'text')
    // 'initiated', then 'success' or 'failure'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('unmappedstatus', 'text')
    .addColumn('bank_ref_num', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('addedon', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payu_sim_payments_txnid').on('payu_sim_payments').column('txnid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'payu_sim_payments',
    'transactions',
    'admission_files',
    'admissions',
    'student_status_changes',
    'admins',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
