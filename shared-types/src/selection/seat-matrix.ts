// The seat matrix of a course and year as the office sets it (decision 023): total seats, vertical and horizontal
// reservation rates, weightage points and their cap, and the course's admission mode. The API's rules are
// api/src/selection/rules.ts; `previewSeatMatrix` here is the same arithmetic for the console's live preview (an API
// test holds the two equal), and the server's answer is the one that counts.
import { findCourse } from '../admission/catalogue';
import type { MeritBasisSetting } from './admitted';

/** 'merit': merit lists and rounds (the default of a course); 'direct': approval with a fee, as before. */
export type AdmissionMode = 'merit' | 'direct';
export const ADMISSION_MODES: readonly AdmissionMode[] = ['merit', 'direct'];
export const DEFAULT_ADMISSION_MODE: AdmissionMode = 'merit';

export type SeatCompartment = 'UR' | 'SC' | 'ST' | 'OBC' | 'EWS';
export type ReservedSeatCompartment = Exclude<SeatCompartment, 'UR'>;
export const SEAT_COMPARTMENTS: readonly SeatCompartment[] = ['UR', 'SC', 'ST', 'OBC', 'EWS'];
export const RESERVED_SEAT_COMPARTMENTS: readonly ReservedSeatCompartment[] = ['SC', 'ST', 'OBC', 'EWS'];
export type SeatQuota = 'divyang' | 'freedomFighter' | 'defence' | 'women';
export const SEAT_QUOTAS: readonly SeatQuota[] = ['divyang', 'freedomFighter', 'defence', 'women'];
export type WeightageName = 'N.C.C' | 'N.S.S' | 'Sports' | 'Scout';
export const WEIGHTAGE_NAMES: readonly WeightageName[] = ['N.C.C', 'N.S.S', 'Sports', 'Scout'];

/** What the office sets for a course and year (PUT body). Rates in basis points (1 % = 100, 100 % = 10 000). */
export interface SeatMatrixSettings {
  /** Whole seats of the course and year. */
  seats: number;
  /** The course's admission mode (one for all its years). */
  admission_mode: AdmissionMode;
  /**
   * What the merit list follows (one for all the course's years): index marks, or the university's entrance rank
   * (PG only). Left out of a PUT, it stays as it was.
   */
  merit_basis?: MeritBasisSetting;
  /** Vertical rates of the reserved compartments; UR is the rest. */
  vertical: Record<ReservedSeatCompartment, number>;
  /** Horizontal rates inside each compartment. */
  horizontal: Record<SeatQuota, number>;
  /** Weightage points in hundredths of a point (3 points = 300) and the most all of them may add together. */
  weightage: { points: Record<WeightageName, number>; cap: number };
}

/** A compartment of the computed matrix: its seats and what each horizontal quota asks of them. */
export interface SeatMatrixCompartment {
  seats: number;
  horizontal: Record<SeatQuota, number>;
}

export interface ComputedSeatMatrix {
  seats: number;
  compartments: Record<SeatCompartment, SeatMatrixCompartment>;
}

/** GET / PUT /api/admin/seat-matrix/:course/:year */
export interface SeatMatrixRecord extends SeatMatrixSettings {
  merit_basis: MeritBasisSetting;
  course: string;
  year: number;
  /** False while the course and year have never been saved: the figures are the defaults. */
  saved: boolean;
  updated_at: string | null;
  matrix: ComputedSeatMatrix;
}
export interface SeatMatrixResponse {
  data: SeatMatrixRecord;
  message?: string;
  message_hi?: string;
}

/** The demo defaults of decision 023 (the same figures as the rules' DEMO_RATES and DEMO_WEIGHTAGE). */
export const SEAT_MATRIX_DEFAULTS: Omit<SeatMatrixSettings, 'seats'> = {
  admission_mode: DEFAULT_ADMISSION_MODE,
  vertical: { SC: 2100, ST: 200, OBC: 2700, EWS: 1000 },
  horizontal: { divyang: 500, freedomFighter: 200, defence: 500, women: 2000 },
  weightage: { points: { 'N.C.C': 300, 'N.S.S': 200, Sports: 300, Scout: 200 }, cap: 500 },
};

/** The most seats one course and year may have, and the highest rate (100 %) and weightage (100 points). */
export const SEAT_MATRIX_LIMITS = { seats: 10_000, rate: 10_000, weightage: 10_000 } as const;

/** The years a course runs: UG three, PG two; empty for a course outside the catalogue. */
export function courseYears(code: string): number[] {
  const course = findCourse(code);
  if (!course) return [];
  return course.type === 'PG' ? [1, 2] : [1, 2, 3];
}

/** The short name the office writes (audit log): "B.Com.", "M.Sc. (Botany)". */
export const COURSE_SHORT_NAMES: Readonly<Record<string, string>> = {
  BCOM: 'B.Com.',
  MCOM: 'M.Com.',
  BSCBIO: 'B.Sc. (Biology)',
  BSCMATH: 'B.Sc. (Mathematics)',
  MSCBOT: 'M.Sc. (Botany)',
  MSCZOO: 'M.Sc. (Zoology)',
  MSCCHEM: 'M.Sc. (Chemistry)',
  MSCMATH: 'M.Sc. (Mathematics)',
  MSCPHY: 'M.Sc. (Physics)',
};

/** The audit log's target of a matrix: "B.Com. year 1 seat matrix". */
export function seatMatrixTarget(course: string, year: number): string {
  return `${COURSE_SHORT_NAMES[course] ?? course} year ${year} seat matrix`;
}

/** Why a preview could not be computed: a code of the error catalogue. */
export type SeatMatrixProblem =
  'invalid_figure' | 'negative_rate' | 'rate_above_hundred' | 'reserved_exceed_seats' | 'horizontal_exceed_seats';

const whole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
const roundHalfUp = (num: number, den: number) => {
  const r = num % den;
  return 2 * r >= den ? (num - r) / den + 1 : (num - r) / den;
};

function checkRates(rates: Record<string, number>): SeatMatrixProblem | null {
  for (const rate of Object.values(rates)) {
    if (typeof rate === 'number' && rate < 0) return 'negative_rate';
    if (!whole(rate)) return 'invalid_figure';
    if (rate > SEAT_MATRIX_LIMITS.rate) return 'rate_above_hundred';
  }
  return null;
}

/**
 * The matrix of `seats` under the rates, or the problem with the figures: each reserved compartment seats × rate
 * rounded half up, UR the rest; inside each, every quota its seats × rate rounded half up.
 */
export function previewSeatMatrix(
  seats: number,
  vertical: Record<ReservedSeatCompartment, number>,
  horizontal: Record<SeatQuota, number>,
): { ok: true; matrix: ComputedSeatMatrix } | { ok: false; problem: SeatMatrixProblem; compartment?: SeatCompartment } {
  if (!whole(seats)) return { ok: false, problem: 'invalid_figure' };
  const problem = checkRates(vertical) ?? checkRates(horizontal);
  if (problem) return { ok: false, problem };
  const reserved = RESERVED_SEAT_COMPARTMENTS.map((c) => roundHalfUp(seats * vertical[c], 10_000));
  const taken = reserved.reduce((a, b) => a + b, 0);
  if (taken > seats) return { ok: false, problem: 'reserved_exceed_seats' };
  const compartments = {} as Record<SeatCompartment, SeatMatrixCompartment>;
  for (const c of SEAT_COMPARTMENTS) {
    const n = c === 'UR' ? seats - taken : reserved[RESERVED_SEAT_COMPARTMENTS.indexOf(c)]!;
    const h = {} as Record<SeatQuota, number>;
    for (const q of SEAT_QUOTAS) h[q] = roundHalfUp(n * horizontal[q], 10_000);
    if (h.divyang + h.freedomFighter + h.defence > n || h.women > n) {
      return { ok: false, problem: 'horizontal_exceed_seats', compartment: c };
    }
    compartments[c] = { seats: n, horizontal: h };
  }
  return { ok: true, matrix: { seats, compartments } };
}
