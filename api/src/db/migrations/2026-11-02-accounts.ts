// Student accounts, bearer tokens of students and administrators, and the mail outbox.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('students'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('gender', 'text')
    .addColumn('category', 'text')
    .addColumn('profile_photo', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('academic_level', 'text')
    .addColumn('course_name', 'text')
    .addColumn('course_year', 'integer')
    // The admission type of the profile ('New' or 'Renewal'); on the wire it is called admission_code.
    .addColumn('admission_type', 'text')
    .addColumn('refrence_roll', 'text')
    .addColumn('same_state', 'integer')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_to_pay', 'text')
    .addColumn('is_admission_submitted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_admission_fee_payed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('auth_tokens'))
    // 'student' or 'admin': a token of one kind never authenticates the other.
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('session'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_tokens_subject')
    .on('auth_tokens')
    .columns(['subject_type', 'subject_id'])
    .execute();

  await withId(db, db.schema.createTable('outbox'))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['outbox', 'auth_tokens', 'students']) await db.schema.dropTable(t).execute();
}
