// Enquiries, email/phone one-time codes, login attempts, uploaded files and the documents of a student.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('enquiries'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('otp_codes'))
    // 'email' or 'phone'; sender is the normalised address or number.
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('reference_id', 'text', (c) => c.notNull().unique())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    // Set when signup consumes a verified code, so one code makes one account.
    .addColumn('used_at', 'text')
    // Set when a resend replaces the code.
    .addColumn('revoked_at', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('otp_codes_sender')
    .on('otp_codes')
    .columns(['channel', 'sender', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('login_attempts'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_email').on('login_attempts').columns(['email', 'created_at']).execute();

  await withId(db, db.schema.createTable('files'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    // The owning student; null for files only administrators may read.
    .addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_student').on('files').column('student_id').execute();

  await withId(db, db.schema.createTable('student_documents'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('document_name', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('student_documents_student').on('student_documents').column('student_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['student_documents', 'files', 'login_attempts', 'otp_codes', 'enquiries']) {
    await db.schema.dropTable(t).execute();
  }
}
