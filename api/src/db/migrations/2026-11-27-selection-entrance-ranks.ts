// The university's entrance ranks of a PG course admitted by its entrance (decision 027): the course's merit basis
// ('index' by default, 'entrance') beside its admission mode, and the rank list of a course and year as last imported.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('course_admission_modes')
    .addColumn('merit_basis', 'text', (c) => c.notNull().defaultTo('index'))
    .execute();

  await withId(db, db.schema.createTable('entrance_ranks'))
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('admission_id', 'integer', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('imported_by', 'integer', (c) => c.references('admins.id'))
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('entrance_ranks_rank', ['course', 'year', 'rank'])
    .addUniqueConstraint('entrance_ranks_student', ['course', 'year', 'student_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('entrance_ranks').execute();
  await db.schema.alterTable('course_admission_modes').dropColumn('merit_basis').execute();
}
