// Admission by merit (decision 023): the seat matrix of each course and year, and each course's admission mode.
// The seats already set per course become the year-1 matrix with the demo rates, and those courses keep direct
// admission (approval with a fee); a course with no mode row is admitted by merit.
import type { Kysely } from 'kysely';

// The figures of decision 023 as they stood when this migration was written (a migration imports nothing else).
const DEFAULTS = {
  sc_rate: 2100,
  st_rate: 200,
  obc_rate: 2700,
  ews_rate: 1000,
  divyang_rate: 500,
  freedom_fighter_rate: 200,
  defence_rate: 500,
  women_rate: 2000,
  ncc_points: 300,
  nss_points: 200,
  sports_points: 300,
  scout_points: 200,
  weightage_cap: 500,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable('seat_matrices')
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull());
  for (const column of Object.keys(DEFAULTS)) table = table.addColumn(column, 'integer', (c) => c.notNull());
  await table
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('seat_matrices_pk', ['course', 'year'])
    .execute();

  await db.schema
    .createTable('course_admission_modes')
    .addColumn('course', 'text', (c) => c.primaryKey())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  const now = new Date().toISOString();
  const seats = (await db.selectFrom('course_seats').select(['course', 'seats']).execute()) as Array<{
    course: string;
    seats: number;
  }>;
  for (const s of seats) {
    await db
      .insertInto('seat_matrices')
      .values({ course: s.course, year: 1, seats: s.seats, ...DEFAULTS, updated_by: null, updated_at: now })
      .execute();
  }
  // Courses the office already admits by approval with a fee stay so.
  const fees = (await db.selectFrom('admission_fees').select('course').distinct().execute()) as Array<{
    course: string;
  }>;
  const direct = new Set([...seats.map((s) => s.course), ...fees.map((f) => f.course)]);
  for (const course of direct) {
    await db.insertInto('course_admission_modes').values({ course, mode: 'direct', updated_at: now }).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_admission_modes').execute();
  await db.schema.dropTable('seat_matrices').execute();
}
