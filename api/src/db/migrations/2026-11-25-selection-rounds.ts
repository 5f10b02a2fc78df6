// Rounds of admission by merit (decision 023): each round with its payment window and allotment figures, its offers
// (one live offer or admission per student, by a unique column), everyone's standing, seats released to UR, and the
// enrolment numbers given on payment with their counter per course and session.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('selection_rounds'))
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('opens_at', 'text', (c) => c.notNull())
    .addColumn('closes_at', 'text', (c) => c.notNull())
    // 'open' | 'closed'
    .addColumn('state', 'text', (c) => c.notNull())
    // The allotment's compartments (seats, offered, vacant, cut-off, horizontal counts), JSON.
    .addColumn('compartments', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('admins.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addUniqueConstraint('selection_rounds_number', ['course', 'year', 'number'])
    .execute();

  await withId(db, db.schema.createTable('selection_offers'))
    .addColumn('round_id', 'integer', (c) => c.notNull().references('selection_rounds.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('admission_id', 'integer', (c) => c.notNull())
    .addColumn('compartment', 'text', (c) => c.notNull())
    .addColumn('quota', 'text')
    // What the seat counts against in later rounds' horizontal counts: 'M' | 'F' | 'O', and the special quota held.
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('special', 'text')
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('label_hi', 'text', (c) => c.notNull())
    .addColumn('merit_rank', 'integer', (c) => c.notNull())
    .addColumn('index_marks', 'integer', (c) => c.notNull())
    .addColumn('breakdown', 'text', (c) => c.notNull())
    // 'offered' | 'admitted' | 'lapsed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('deadline', 'text', (c) => c.notNull())
    // The student while the offer is live or admitted, null once lapsed: a student holds one at most.
    .addColumn('live_student_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('selection_offers_live_student', ['live_student_id'])
    .addUniqueConstraint('selection_offers_round_student', ['round_id', 'student_id'])
    .execute();
  await db.schema.createIndex('selection_offers_student').on('selection_offers').column('student_id').execute();

  await withId(db, db.schema.createTable('selection_standings'))
    .addColumn('round_id', 'integer', (c) => c.notNull().references('selection_rounds.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('admission_id', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('merit_rank', 'integer', (c) => c.notNull())
    .addColumn('index_marks', 'integer', (c) => c.notNull())
    .addColumn('breakdown', 'text', (c) => c.notNull())
    // 'offered' | 'waiting' | 'excluded'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('waiting_in_category', 'integer')
    .addColumn('waiting_overall', 'integer')
    .addUniqueConstraint('selection_standings_round_student', ['round_id', 'student_id'])
    .execute();
  await db.schema.createIndex('selection_standings_student').on('selection_standings').column('student_id').execute();

  await withId(db, db.schema.createTable('selection_releases'))
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('compartment', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('admins.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('enrolment_counters')
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('session', 'text', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('enrolment_counters_pk', ['course', 'session'])
    .execute();

  await db.schema
    .createTable('enrolments')
    .addColumn('student_id', 'integer', (c) => c.primaryKey().references('students.id').onDelete('cascade'))
    .addColumn('enrolment_no', 'text', (c) => c.notNull().unique())
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('session', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enrolments').execute();
  await db.schema.dropTable('enrolment_counters').execute();
  await db.schema.dropTable('selection_releases').execute();
  await db.schema.dropTable('selection_standings').execute();
  await db.schema.dropTable('selection_offers').execute();
  await db.schema.dropTable('selection_rounds').execute();
}
