// The admission draft kept on the server, and the files uploaded to it as soon as they are chosen (pending until
// the form is submitted, when they move to admission_files in the submit's transaction). A pending file is a
// `files` row of its student: removing that row (erasure, the sweeper) removes the pending row with it.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admission_drafts')
    .addColumn('student_id', 'integer', (c) => c.primaryKey().references('students.id').onDelete('cascade'))
    // The form's values as JSON (bounded by the route's body limit).
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('admission_pending_files'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull().unique().references('files.key').onDelete('cascade'))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('admission_pending_files_field', ['student_id', 'field'])
    .execute();
  await db.schema
    .createIndex('admission_pending_files_created')
    .on('admission_pending_files')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admission_pending_files').execute();
  await db.schema.dropTable('admission_drafts').execute();
}
