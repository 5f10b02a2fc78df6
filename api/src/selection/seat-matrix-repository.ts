// The seat matrices (course × year) and the courses' admission modes in the database. Figures are stored as the
// rules take them: rates in basis points, weightage in hundredths of a point.
import type { Kysely } from 'kysely';
import {
  DEFAULT_ADMISSION_MODE,
  type AdmissionMode,
  type MeritBasisSetting,
  type SeatMatrixSettings,
} from '@college/shared-types';
import type { Database, SeatMatrixTable } from '../db/database';

type Db = Kysely<Database>;
type Figures = Omit<SeatMatrixSettings, 'admission_mode' | 'merit_basis'>;
type FigureColumns = Omit<SeatMatrixTable, 'course' | 'year' | 'updated_by' | 'updated_at'>;

/** The columns of a matrix's figures. */
export function seatMatrixColumns(f: Figures): FigureColumns {
  return {
    seats: f.seats,
    sc_rate: f.vertical.SC,
    st_rate: f.vertical.ST,
    obc_rate: f.vertical.OBC,
    ews_rate: f.vertical.EWS,
    divyang_rate: f.horizontal.divyang,
    freedom_fighter_rate: f.horizontal.freedomFighter,
    defence_rate: f.horizontal.defence,
    women_rate: f.horizontal.women,
    ncc_points: f.weightage.points['N.C.C'],
    nss_points: f.weightage.points['N.S.S'],
    sports_points: f.weightage.points.Sports,
    scout_points: f.weightage.points.Scout,
    weightage_cap: f.weightage.cap,
  };
}

function figuresOf(row: FigureColumns): Figures {
  return {
    seats: row.seats,
    vertical: { SC: row.sc_rate, ST: row.st_rate, OBC: row.obc_rate, EWS: row.ews_rate },
    horizontal: {
      divyang: row.divyang_rate,
      freedomFighter: row.freedom_fighter_rate,
      defence: row.defence_rate,
      women: row.women_rate,
    },
    weightage: {
      points: { 'N.C.C': row.ncc_points, 'N.S.S': row.nss_points, Sports: row.sports_points, Scout: row.scout_points },
      cap: row.weightage_cap,
    },
  };
}

export interface StoredSeatMatrix extends Figures {
  updated_at: string;
}

export async function findSeatMatrix(db: Db, course: string, year: number): Promise<StoredSeatMatrix | undefined> {
  const row = await db
    .selectFrom('seat_matrices')
    .selectAll()
    .where('course', '=', course)
    .where('year', '=', year)
    .executeTakeFirst();
  return row ? { ...figuresOf(row), updated_at: row.updated_at } : undefined;
}

/** A course's seats in the old per-course table (year 1 before its matrix is saved), or undefined. */
export async function findOldCourseSeats(db: Db, course: string): Promise<number | undefined> {
  const row = await db.selectFrom('course_seats').select('seats').where('course', '=', course).executeTakeFirst();
  return row?.seats;
}

/** Inserts or replaces the figures of a course and year; year 1 keeps the old per-course seats table in step. */
export async function writeSeatMatrix(
  db: Db,
  course: string,
  year: number,
  figures: Figures,
  staffId: number | null,
): Promise<void> {
  const now = new Date().toISOString();
  const columns = seatMatrixColumns(figures);
  await db
    .insertInto('seat_matrices')
    .values({ course, year, ...columns, updated_by: staffId, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['course', 'year']).doUpdateSet({ ...columns, updated_by: staffId, updated_at: now }),
    )
    .execute();
  if (year === 1) {
    await db
      .insertInto('course_seats')
      .values({ course, seats: figures.seats, updated_at: now })
      .onConflict((oc) => oc.column('course').doUpdateSet({ seats: figures.seats, updated_at: now }))
      .execute();
  }
}

/** A course's admission mode; a course never set is admitted by merit. */
export async function findAdmissionMode(db: Db, course: string): Promise<AdmissionMode> {
  const row = await db
    .selectFrom('course_admission_modes')
    .select('mode')
    .where('course', '=', course)
    .executeTakeFirst();
  return row?.mode === 'direct' || row?.mode === 'merit' ? row.mode : DEFAULT_ADMISSION_MODE;
}

/** What a course's merit list follows (decision 027): index marks unless set to the university's entrance rank. */
export async function findMeritBasis(db: Db, course: string): Promise<MeritBasisSetting> {
  const row = await db
    .selectFrom('course_admission_modes')
    .select('merit_basis')
    .where('course', '=', course)
    .executeTakeFirst();
  return row?.merit_basis === 'entrance' ? 'entrance' : 'index';
}

/** The course's mode, and its merit basis when given (left as it was otherwise). */
export async function writeAdmissionMode(
  db: Db,
  course: string,
  mode: AdmissionMode,
  basis?: MeritBasisSetting,
): Promise<void> {
  const now = new Date().toISOString();
  const set = basis ? { mode, merit_basis: basis, updated_at: now } : { mode, updated_at: now };
  await db
    .insertInto('course_admission_modes')
    .values({ course, ...set })
    .onConflict((oc) => oc.column('course').doUpdateSet(set))
    .execute();
}

/** The seats of every course's year 1, from the matrices (the seats the settings screen and the overview show). */
export async function listYearOneSeats(db: Db): Promise<Array<{ course: string; seats: number }>> {
  return db.selectFrom('seat_matrices').select(['course', 'seats']).where('year', '=', 1).orderBy('course').execute();
}
