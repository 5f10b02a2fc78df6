// The office's seat matrix of a course and year (decision 023): read with the defaults where nothing is saved yet,
// checked by the selection rules, saved with the admission mode and its audit line in one transaction.
import type { Kysely } from 'kysely';
import {
  COURSE_SHORT_NAMES,
  RESERVED_SEAT_COMPARTMENTS,
  SEAT_MATRIX_DEFAULTS,
  SEAT_MATRIX_LIMITS,
  SEAT_QUOTAS,
  WEIGHTAGE_NAMES,
  courseYears,
  findCourse,
  seatMatrixTarget,
  type ComputedSeatMatrix,
  type SeatMatrixRecord,
  type SeatMatrixSettings,
} from '@college/shared-types';
import type { Database } from '../db/database';
import { DomainError } from '../errors';
import { recordAudit } from '../office/public';
import { seatMatrix, SelectionRuleError } from './rules';
import {
  findAdmissionMode,
  findMeritBasis,
  findOldCourseSeats,
  findSeatMatrix,
  writeAdmissionMode,
  writeSeatMatrix,
  type StoredSeatMatrix,
} from './seat-matrix-repository';
import { inTransaction } from '../db/transaction-repository';

type Db = Kysely<Database>;

/** The course code and year of a path, or a 404 in both languages: an unknown course, a year it does not have. */
export function checkCourseYear(courseParam: string, yearParam: string | number): { course: string; year: number } {
  const course = courseParam.toUpperCase();
  const years = courseYears(course);
  if (!years.length) throw DomainError.coded(404, 'no_such_course');
  const year = Number(yearParam);
  if (!years.includes(year)) {
    throw DomainError.coded(404, 'no_such_course_year', {
      course: COURSE_SHORT_NAMES[course] ?? course,
      year: yearParam,
    });
  }
  return { course, year };
}

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/**
 * Checks every figure and computes the matrix with the rules: non-whole or negative figures, a rate above 100 %,
 * a weightage above 100 points, too many seats, reserved or horizontal counts above the seats are refused (400).
 */
export function checkSeatMatrix(input: SeatMatrixSettings): ComputedSeatMatrix {
  if (!isWhole(input.seats)) throw new SelectionRuleError('invalid_figure', { field: 'seats' });
  if (input.seats > SEAT_MATRIX_LIMITS.seats) throw DomainError.coded(400, 'too_many_seats');
  const rates: Array<[string, number]> = [
    ...RESERVED_SEAT_COMPARTMENTS.map((c): [string, number] => [`vertical.${c}`, input.vertical[c]]),
    ...SEAT_QUOTAS.map((q): [string, number] => [`horizontal.${q}`, input.horizontal[q]]),
  ];
  for (const [field, rate] of rates) {
    if (rate < 0) throw new SelectionRuleError('negative_rate', { field });
    if (!isWhole(rate)) throw new SelectionRuleError('invalid_figure', { field });
    if (rate > SEAT_MATRIX_LIMITS.rate) throw DomainError.coded(400, 'rate_above_hundred', { field });
  }
  const weightage: Array<[string, number]> = [
    ...WEIGHTAGE_NAMES.map((w): [string, number] => [`weightage.${w}`, input.weightage.points[w]]),
    ['weightage.cap', input.weightage.cap],
  ];
  for (const [field, points] of weightage) {
    if (!isWhole(points)) throw new SelectionRuleError('invalid_figure', { field });
    if (points > SEAT_MATRIX_LIMITS.weightage) throw DomainError.coded(400, 'weightage_above_hundred', { field });
  }
  return seatMatrix(input.seats, { vertical: input.vertical, horizontal: input.horizontal });
}

/** What a course and year has never saved: the demo figures and year 1's seats from the old per-course table. */
async function defaults(db: Db, course: string, year: number): Promise<StoredSeatMatrix & { saved: false }> {
  const old = year === 1 ? await findOldCourseSeats(db, course) : undefined;
  const { admission_mode: _mode, merit_basis: _basis, ...figures } = SEAT_MATRIX_DEFAULTS;
  return { ...figures, seats: old ?? 0, updated_at: '', saved: false };
}

export async function readSeatMatrix(db: Db, course: string, year: number): Promise<SeatMatrixRecord> {
  const stored = await findSeatMatrix(db, course, year);
  const figures = stored ? { ...stored, saved: true } : await defaults(db, course, year);
  const { updated_at, saved, ...settings } = figures;
  const [admission_mode, merit_basis] = await Promise.all([findAdmissionMode(db, course), findMeritBasis(db, course)]);
  return {
    course,
    year,
    ...settings,
    admission_mode,
    merit_basis,
    saved,
    updated_at: saved ? updated_at : null,
    matrix: seatMatrix(settings.seats, { vertical: settings.vertical, horizontal: settings.horizontal }),
  };
}

/** Each figure by a readable name, for the audit line's old → new. */
function flatten(s: SeatMatrixSettings): Record<string, string | number> {
  return {
    seats: s.seats,
    admission_mode: s.admission_mode,
    ...(s.merit_basis ? { merit_basis: s.merit_basis } : {}),
    ...Object.fromEntries(RESERVED_SEAT_COMPARTMENTS.map((c) => [`vertical.${c}`, s.vertical[c]])),
    ...Object.fromEntries(SEAT_QUOTAS.map((q) => [`horizontal.${q}`, s.horizontal[q]])),
    ...Object.fromEntries(WEIGHTAGE_NAMES.map((w) => [`weightage.${w}`, s.weightage.points[w]])),
    'weightage.cap': s.weightage.cap,
  };
}

/** Saves the figures and the course's mode, and audits what changed, all or nothing. */
export async function saveSeatMatrix(
  db: Db,
  staffId: number,
  course: string,
  year: number,
  input: SeatMatrixSettings,
): Promise<SeatMatrixRecord> {
  checkSeatMatrix(input);
  // Only a PG course is admitted by the university's entrance (decision 027).
  if (input.merit_basis === 'entrance' && findCourse(course)?.type !== 'PG') {
    throw DomainError.coded(400, 'entrance_basis_pg_only');
  }
  await inTransaction(db, async (trx) => {
    const before = await readSeatMatrix(trx, course, year);
    const old = flatten(before);
    const now = flatten(input);
    const changes: Record<string, { from: string | number; to: string | number }> = {};
    for (const [key, to] of Object.entries(now)) if (old[key] !== to) changes[key] = { from: old[key]!, to };
    if (!before.saved || Object.keys(changes).length) {
      await writeSeatMatrix(trx, course, year, input, staffId);
      await writeAdmissionMode(trx, course, input.admission_mode, input.merit_basis);
      await recordAudit(trx, {
        staffId,
        action: 'seat_matrix.changed',
        target: seatMatrixTarget(course, year),
        detail: { course, year, ...(before.saved ? {} : { first_saved: true }), changes },
      });
    }
  });
  return readSeatMatrix(db, course, year);
}
