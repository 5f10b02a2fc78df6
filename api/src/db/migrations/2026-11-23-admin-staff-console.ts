// The office console: staff roles on the administrators' table, site settings, seats and the fee table, the audit
// log, and the reasons a student is shown (rejection, correction request).
import { sql, type Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The administrators' table is the staff table: every existing account (and the demo one) is an admin.
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin'))
    .execute();
  // A disabled account can neither sign in nor use a token it already has.
  await db.schema.alterTable('admins').addColumn('disabled_at', 'text').execute();
  await db.schema.alterTable('admins').addColumn('password_set_at', 'text').execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Seats of a course (course code) for the academic session.
  await db.schema
    .createTable('course_seats')
    .addColumn('course', 'text', (c) => c.primaryKey())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // The admission fee in rupees (two decimals, as text like transactions.amount) per course, year and category.
  await withId(db, db.schema.createTable('admission_fees'))
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('admission_fees_key', ['course', 'year', 'category'])
    .execute();

  // Every staff action: who (null for a failed sign-in of an unknown address), what, on what, when.
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('staff_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    // JSON of the particulars (old -> new values, filters of an export, ...).
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_staff').on('audit_log').columns(['staff_id', 'created_at']).execute();

  // What the student is told on the dashboard: the reason of a rejection, and an open correction request (the
  // form is open for editing while it is set; resubmitting clears it).
  await db.schema.alterTable('students').addColumn('status_reason', 'text').execute();
  await db.schema.alterTable('students').addColumn('correction_reason', 'text').execute();
  await db.schema.alterTable('students').addColumn('correction_requested_at', 'text').execute();
  // When the form was last submitted (first time or after a correction): the queue sorts and filters on it.
  await db.schema.alterTable('students').addColumn('submitted_at', 'text').execute();
  await sql`update students set submitted_at = (select a.updated_at from admissions a where a.student_id = students.id)`.execute(
    db,
  );
  await db.schema.createIndex('students_status').on('students').columns(['status', 'id']).execute();

  // 'approve', 'reject' or 'correction'; rows written before this migration are approvals or rejections.
  await db.schema.alterTable('student_status_changes').addColumn('action', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('student_status_changes').dropColumn('action').execute();
  await db.schema.dropIndex('students_status').execute();
  for (const c of ['submitted_at', 'correction_requested_at', 'correction_reason', 'status_reason']) {
    await db.schema.alterTable('students').dropColumn(c).execute();
  }
  for (const t of ['audit_log', 'admission_fees', 'course_seats', 'settings']) await db.schema.dropTable(t).execute();
  for (const c of ['password_set_at', 'disabled_at', 'role']) {
    await db.schema.alterTable('admins').dropColumn(c).execute();
  }
}
