// Scrutiny of a submitted admission form: the verifier's word on each uploaded document, the form's state (to verify,
// verified, sent back for a correction), and figures of the form found different on the marksheet.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per form once it has been submitted; a form without one is waiting to be verified.
  await db.schema
    .createTable('admission_scrutiny')
    .addColumn('admission_id', 'integer', (c) => c.primaryKey().references('admissions.id').onDelete('cascade'))
    // 'to_verify' | 'verified' | 'correction'
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('admins.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admission_scrutiny_state').on('admission_scrutiny').column('state').execute();

  // The word on one document applies to the file it was given for: a file replaced by a resubmission has none.
  await withId(db, db.schema.createTable('admission_document_checks'))
    .addColumn('admission_id', 'integer', (c) => c.notNull().references('admissions.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    // 'verified' | 'not_acceptable'
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('admission_document_checks_field', ['admission_id', 'field'])
    .execute();

  await withId(db, db.schema.createTable('admission_verified_figures'))
    .addColumn('admission_id', 'integer', (c) => c.notNull().references('admissions.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('form_value', 'text')
    .addColumn('verified_value', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('admission_verified_figures_field', ['admission_id', 'field'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admission_verified_figures').execute();
  await db.schema.dropTable('admission_document_checks').execute();
  await db.schema.dropTable('admission_scrutiny').execute();
}
