// The rules of merit under UP's reservation: the seat matrix, the effective category, the index marks and the
// merit order. Pure and deterministic: plain values in, plain values out, no database.
//
// THE WRITTEN RULE (docs/decisions/023-admission-by-merit-and-reservation.md)
//
// Seat matrix, per course and year. Rates are in basis points (1 % = 100), counts are whole seats.
//   Vertical: SC 21 %, ST 2 %, OBC 27 %, EWS 10 % of the seats (demo defaults, each editable); each reserved count is
//   seats × rate rounded half up; UR (open) = seats − the reserved counts.
//   Horizontal, inside each compartment (UR, SC, ST, OBC, EWS): Divyang ("Disable Person") 5 %, dependant of a freedom
//   fighter ("Freedom Fighter") 2 %, defence personnel ("Defense Person") 5 %, women 20 %; each count is the
//   compartment's seats × rate rounded half up. A candidate claims at most one of Divyang / freedom fighter / defence;
//   the women's quota belongs to every female applicant by itself, beside any one of those.
//   A negative or fractional rate, reserved counts above the seats, or horizontal counts above a compartment's seats
//   (the three exclusive quotas together, or women alone) are refused with a SelectionRuleError.
// Categories: GENERAL (UR), OBC, SC, ST, EWS. Reservation is for UP residents: a non-resident counts as GENERAL.
// Index marks, in hundredths of a point: the qualifying percentage (intermediate for UG, UG for PG), computed from the
//   verified obtained and maximum marks as obtained / max × 100 rounded half up to the hundredth, plus the points of
//   each weightage ticked (N.C.C 3, N.S.S 2, Sports 3, Scout 2; at most 5 in all; editable per course).
// Merit order: index marks high to low, then the qualifying percentage high to low, then the date of birth (older
//   first), then the form number (lower first). PG by the university's entrance: the imported rank (low first), then
//   the form number.
// Allotment of a round is in ./allotment.ts.
import { API_ERRORS, type Bilingual } from '@college/shared-types';

/** The form's categories with EWS; GENERAL is the open (UR) one. */
export type ApplicantCategory = 'GENERAL' | 'OBC' | 'SC' | 'ST' | 'EWS';
export const APPLICANT_CATEGORIES: readonly ApplicantCategory[] = ['GENERAL', 'OBC', 'SC', 'ST', 'EWS'];

/** A vertical compartment of the seat matrix. */
export type Compartment = 'UR' | 'SC' | 'ST' | 'OBC' | 'EWS';
export type ReservedCompartment = Exclude<Compartment, 'UR'>;
/** The order in which a round fills the compartments: UR first. */
export const COMPARTMENTS: readonly Compartment[] = ['UR', 'SC', 'ST', 'OBC', 'EWS'];
export const RESERVED_COMPARTMENTS: readonly ReservedCompartment[] = ['SC', 'ST', 'OBC', 'EWS'];

/** A horizontal quota; a candidate holds at most one of the first three, and women hold `women` as well. */
export type HorizontalQuota = 'divyang' | 'freedomFighter' | 'defence' | 'women';
export type SpecialQuota = Exclude<HorizontalQuota, 'women'>;
/** The order in which the horizontal quotas are met inside a compartment. */
export const HORIZONTAL_QUOTAS: readonly HorizontalQuota[] = ['divyang', 'freedomFighter', 'defence', 'women'];

/** The admission form's horizontal reservation choices (OPTIONS.horizontalReservation) and their quota. */
export const SPECIAL_CLAIMS: Readonly<Record<'Disable Person' | 'Freedom Fighter' | 'Defense Person', SpecialQuota>> = {
  'Disable Person': 'divyang',
  'Freedom Fighter': 'freedomFighter',
  'Defense Person': 'defence',
};

/** The admission form's weightage choices (OPTIONS.weightage). */
export type Weightage = 'N.C.C' | 'N.S.S' | 'Sports' | 'Scout';
export const WEIGHTAGES: readonly Weightage[] = ['N.C.C', 'N.S.S', 'Sports', 'Scout'];

export type Gender = 'M' | 'F' | 'O';

// ---------------------------------------------------------------------------------------------------------------
// Errors

export type SelectionErrorCode =
  | 'invalid_figure'
  | 'negative_rate'
  | 'reserved_exceed_seats'
  | 'horizontal_exceed_seats'
  | 'released_exceed_seats'
  | 'invalid_marks'
  | 'unknown_weightage'
  | 'several_special_claims'
  | 'unknown_special_claim'
  | 'invalid_applicant'
  | 'duplicate_applicant'
  | 'missing_rank';

/** The rules' refusals in both languages: the API's error catalogue holds each text once. */
const ERROR_TEXTS: Readonly<Record<SelectionErrorCode, Bilingual>> = API_ERRORS;

/** A figure or an input the rules cannot work with: `code` is stable, `text` is for the office in both languages. */
export class SelectionRuleError extends Error {
  readonly code: SelectionErrorCode;
  readonly text: Bilingual;
  /** Where the problem is, e.g. `{ compartment: 'OBC' }` or `{ applicant: '123' }`. */
  readonly detail: Readonly<Record<string, string | number>>;

  constructor(code: SelectionErrorCode, detail: Record<string, string | number> = {}) {
    const text = ERROR_TEXTS[code];
    super(text.en);
    this.name = 'SelectionRuleError';
    this.code = code;
    this.text = text;
    this.detail = detail;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Exact arithmetic

/** Basis points: 1 % = 100, 100 % = 10 000. */
export type BasisPoints = number;
/** Marks in hundredths of a point: 87.35 = 8735. */
export type Hundredths = number;

/** num / den rounded half up, for integers num ≥ 0 and den > 0, without floating point rounding. */
export function divideRoundHalfUp(num: number, den: number): number {
  const r = num % den;
  const q = (num - r) / den;
  return 2 * r >= den ? q + 1 : q;
}

function isWhole(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

function checkRate(rate: unknown, where: string): number {
  if (typeof rate === 'number' && rate < 0) throw new SelectionRuleError('negative_rate', { rate: where });
  if (!isWhole(rate) || rate > 10_000) throw new SelectionRuleError('invalid_figure', { rate: where });
  return rate;
}

// ---------------------------------------------------------------------------------------------------------------
// Seat matrix

export interface ReservationRates {
  vertical: Readonly<Record<ReservedCompartment, BasisPoints>>;
  horizontal: Readonly<Record<HorizontalQuota, BasisPoints>>;
}

/** The demo defaults; every figure is editable per course. */
export const DEMO_RATES: ReservationRates = {
  vertical: { SC: 2100, ST: 200, OBC: 2700, EWS: 1000 },
  horizontal: { divyang: 500, freedomFighter: 200, defence: 500, women: 2000 },
};

export interface CompartmentSeats {
  seats: number;
  /** How many of the compartment's seats each horizontal quota asks for. */
  horizontal: Readonly<Record<HorizontalQuota, number>>;
}

export interface SeatMatrix {
  seats: number;
  compartments: Readonly<Record<Compartment, CompartmentSeats>>;
}

/** The horizontal counts of a compartment of `seats` seats. */
export function horizontalCounts(
  seats: number,
  rates: Readonly<Record<HorizontalQuota, BasisPoints>> = DEMO_RATES.horizontal,
): Record<HorizontalQuota, number> {
  if (!isWhole(seats)) throw new SelectionRuleError('invalid_figure', { seats: String(seats) });
  const out = {} as Record<HorizontalQuota, number>;
  for (const q of HORIZONTAL_QUOTAS) out[q] = divideRoundHalfUp(seats * checkRate(rates[q], q), 10_000);
  if (out.divyang + out.freedomFighter + out.defence > seats || out.women > seats) {
    throw new SelectionRuleError('horizontal_exceed_seats', { seats });
  }
  return out;
}

/** The seat matrix of a course and year: each compartment's seats and its horizontal counts. */
export function seatMatrix(seats: number, rates: ReservationRates = DEMO_RATES): SeatMatrix {
  if (!isWhole(seats)) throw new SelectionRuleError('invalid_figure', { seats: String(seats) });
  const reserved = {} as Record<ReservedCompartment, number>;
  let taken = 0;
  for (const c of RESERVED_COMPARTMENTS) {
    reserved[c] = divideRoundHalfUp(seats * checkRate(rates.vertical[c], c), 10_000);
    taken += reserved[c];
  }
  if (taken > seats) throw new SelectionRuleError('reserved_exceed_seats', { seats, reserved: taken });
  const count = (c: Compartment) => (c === 'UR' ? seats - taken : reserved[c]);
  const compartments = {} as Record<Compartment, CompartmentSeats>;
  for (const c of COMPARTMENTS) {
    try {
      compartments[c] = { seats: count(c), horizontal: horizontalCounts(count(c), rates.horizontal) };
    } catch (e) {
      if (e instanceof SelectionRuleError) throw new SelectionRuleError(e.code, { ...e.detail, compartment: c });
      throw e;
    }
  }
  return { seats, compartments };
}

// ---------------------------------------------------------------------------------------------------------------
// Categories and claims

/** The category the rules apply: the one claimed for a UP resident, GENERAL for anyone else. */
export function effectiveCategory(claimed: ApplicantCategory, upResident: boolean): ApplicantCategory {
  return upResident ? claimed : 'GENERAL';
}

/** The compartment reserved for a category (GENERAL: the open one). */
export function compartmentOf(category: ApplicantCategory): Compartment {
  return category === 'GENERAL' ? 'UR' : category;
}

/** The one exclusive quota claimed on the form's horizontal reservation list, or null; two or more are refused. */
export function specialQuotaOf(claims: readonly string[]): SpecialQuota | null {
  const found = new Set<SpecialQuota>();
  for (const claim of claims) {
    const q = SPECIAL_CLAIMS[claim as keyof typeof SPECIAL_CLAIMS];
    if (!q) throw new SelectionRuleError('unknown_special_claim', { claim });
    found.add(q);
  }
  if (found.size > 1) throw new SelectionRuleError('several_special_claims');
  return found.values().next().value ?? null;
}

/** The horizontal quotas a candidate holds, in the order they are met. */
export function quotasHeld(c: { gender: Gender; special: SpecialQuota | null }): HorizontalQuota[] {
  return HORIZONTAL_QUOTAS.filter((q) => (q === 'women' ? c.gender === 'F' : q === c.special));
}

// ---------------------------------------------------------------------------------------------------------------
// Index marks

export type AcademicLevel = 'UG' | 'PG';
/** Whose marks make the qualifying percentage. */
export const QUALIFYING_EXAM: Readonly<Record<AcademicLevel, 'intermediate' | 'ug'>> = { UG: 'intermediate', PG: 'ug' };

export interface WeightageRules {
  /** Points of each weightage, in hundredths of a point. */
  points: Readonly<Record<Weightage, Hundredths>>;
  /** The most all weightages together may add, in hundredths of a point. */
  cap: Hundredths;
}

export const DEMO_WEIGHTAGE: WeightageRules = {
  points: { 'N.C.C': 300, 'N.S.S': 200, Sports: 300, Scout: 200 },
  cap: 500,
};

export interface IndexMarksInput {
  /** Verified marks of the qualifying exam; at most two decimals. */
  obtained: number;
  max: number;
  /** The weightages ticked and verified (the form's names); a repeated one counts once. */
  weightage: readonly Weightage[];
}

/** Why a candidate has the index marks they have; every figure in hundredths of a point. */
export interface IndexMarksBreakdown {
  /** obtained / max × 100, rounded half up to the hundredth. */
  percentage: Hundredths;
  /** Each weightage counted, in the order of WEIGHTAGES, with its points. */
  weightage: Array<{ name: Weightage; points: Hundredths }>;
  /** The weightage points before the cap. */
  weightageClaimed: Hundredths;
  cap: Hundredths;
  /** True when the cap cut the weightage down. */
  capApplied: boolean;
  /** min(weightageClaimed, cap). */
  weightageTotal: Hundredths;
  /** percentage + weightageTotal: the index marks. */
  total: Hundredths;
}

/** Marks with at most two decimals, as a whole number of hundredths; null when they are not. */
function toHundredths(x: number): number | null {
  if (typeof x !== 'number' || !Number.isFinite(x) || x < 0) return null;
  const h = Math.round(x * 100);
  return Math.abs(h - x * 100) < 1e-6 && Number.isSafeInteger(h) ? h : null;
}

/** The qualifying percentage, exactly: obtained / max × 100 in hundredths, rounded half up. */
export function qualifyingPercentage(obtained: number, max: number): Hundredths {
  const o = toHundredths(obtained);
  const m = toHundredths(max);
  if (o === null || m === null || m === 0 || o > m) throw new SelectionRuleError('invalid_marks');
  return divideRoundHalfUp(o * 10_000, m);
}

/** The index marks and their breakdown. */
export function indexMarks(input: IndexMarksInput, rules: WeightageRules = DEMO_WEIGHTAGE): IndexMarksBreakdown {
  const percentage = qualifyingPercentage(input.obtained, input.max);
  if (!isWhole(rules.cap)) throw new SelectionRuleError('invalid_figure', { weightage: 'cap' });
  const ticked = new Set<string>(input.weightage);
  const weightage: IndexMarksBreakdown['weightage'] = [];
  for (const name of ticked) {
    if (!Object.prototype.hasOwnProperty.call(rules.points, name)) {
      throw new SelectionRuleError('unknown_weightage', { weightage: name });
    }
  }
  let weightageClaimed = 0;
  for (const name of Object.keys(rules.points) as Weightage[]) {
    if (!ticked.has(name)) continue;
    const points = rules.points[name];
    if (!isWhole(points)) throw new SelectionRuleError('invalid_figure', { weightage: name });
    weightage.push({ name, points });
    weightageClaimed += points;
  }
  const weightageTotal = Math.min(weightageClaimed, rules.cap);
  return {
    percentage,
    weightage,
    weightageClaimed,
    cap: rules.cap,
    capApplied: weightageClaimed > rules.cap,
    weightageTotal,
    total: percentage + weightageTotal,
  };
}

/** Hundredths of a point as the student reads them: 8735 → "87.35". */
export function formatHundredths(h: Hundredths): string {
  const sign = h < 0 ? '-' : '';
  const a = Math.abs(h);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Merit order

/** 'index': merit by index marks (UG, and PG by the college's merit); 'entrance': by the university's rank. */
export type MeritBasis = 'index' | 'entrance';

/** What the merit order reads of a candidate. */
export interface MeritKeys {
  formNumber: number;
  /** Index marks, hundredths of a point. */
  indexMarks: Hundredths;
  /** Qualifying percentage, hundredths of a point. */
  percentage: Hundredths;
  /** Date of birth, YYYY-MM-DD. */
  dob: string;
  /** The university's entrance rank (1 is first); needed when the merit basis is 'entrance'. */
  entranceRank?: number | null;
}

/**
 * Compares two candidates in merit order: negative when `a` comes first. Index: index marks high to low, then the
 * percentage high to low, then the older first, then the lower form number. Entrance: rank low to high, then the
 * lower form number.
 */
export function compareMerit(a: MeritKeys, b: MeritKeys, basis: MeritBasis = 'index'): number {
  if (basis === 'entrance') {
    const unranked = Number.MAX_SAFE_INTEGER; // only for sorting a list that allotRound would refuse
    return (a.entranceRank ?? unranked) - (b.entranceRank ?? unranked) || a.formNumber - b.formNumber;
  }
  return (
    b.indexMarks - a.indexMarks ||
    b.percentage - a.percentage ||
    (a.dob < b.dob ? -1 : a.dob > b.dob ? 1 : 0) ||
    a.formNumber - b.formNumber
  );
}
