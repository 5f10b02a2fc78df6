// The office's exact look-up (decision 033): a form number, admission code, enrolment number, mobile or email typed
// in the applicants' search finds that applicant through an index, so it stays fast with 50,000 applicants.
// Form numbers (admissions.id) and emails (stored lower case, unique) are indexed already. Each time a student sends
// the form (the first time, and again after a correction) is kept, so the status history shows every step.
import { sql, type Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('students_phone_number').on('students').column('phone_number').execute();
  await db.schema
    .createIndex('admissions_admission_code_lower')
    .on('admissions')
    .expression(sql`lower(admission_code)`)
    .execute();
  await db.schema
    .createIndex('enrolments_enrolment_no_lower')
    .on('enrolments')
    .expression(sql`lower(enrolment_no)`)
    .execute();

  await withId(db, db.schema.createTable('admission_submissions'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    /** 1 when the form was sent again to answer the office's correction request. */
    .addColumn('after_correction', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admission_submissions_student')
    .on('admission_submissions')
    .column('student_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admission_submissions').execute();
  await db.schema.dropIndex('enrolments_enrolment_no_lower').execute();
  await db.schema.dropIndex('admissions_admission_code_lower').execute();
  await db.schema.dropIndex('students_phone_number').execute();
}
