// The allotment of one round of admission by merit: which candidate is offered which seat, the cut-offs, the vacant
// seats and everyone's place. Pure and deterministic: the same input in any order gives the same output.
//
// THE WRITTEN RULE (docs/decisions/023-admission-by-merit-and-reservation.md)
//
// Candidates already admitted or holding a live offer are left out. Everyone is put in merit order once (./rules.ts).
// The compartments are filled one after the other: UR, then SC, ST, OBC, EWS.
//  1. UR is filled in merit order from every unallotted candidate: a reserved-category candidate who makes it on merit
//     takes an open seat and uses no reserved one. A reserved compartment is filled in merit order from the unallotted
//     candidates of its category.
//  2. Inside the compartment, for each horizontal quota in the order Divyang, freedom fighter, defence, women: while
//     fewer selected candidates hold it than its count and an eligible unselected candidate holds it, the lowest-merit
//     selected candidate who does not hold it and whose removal takes no other horizontal quota below its count (every
//     other quota they hold has more holders than its count) is replaced by the highest-merit eligible unselected
//     candidate holding it; that seat counts against the quota. Eligible unselected: for UR every unallotted candidate,
//     for a reserved compartment the unallotted ones of its category. One pass in that order leaves no quota short that
//     a replacement could still meet: a quota left short while a holder is waiting means nobody selected is replaceable
//     for it, and anyone replaceable for a later quota would be replaceable for it too, so nothing changes after it.
//     A compartment is finished, horizontal quotas included, before the next: a candidate replaced in UR is unallotted
//     and is considered again in their own category's compartment.
//  3. Seats left unfilled stay vacant in that compartment.
// The round's seats per compartment are the seats still open (whole seats less those admitted or held); seats released
// from a reserved compartment to UR are taken from that compartment and added to UR; in later rounds each horizontal
// count is the count of the compartment's whole seats less its holders already admitted (roundSeats).
import type { Bilingual } from '@college/shared-types';
import {
  APPLICANT_CATEGORIES,
  COMPARTMENTS,
  HORIZONTAL_QUOTAS,
  RESERVED_COMPARTMENTS,
  SelectionRuleError,
  compartmentOf,
  effectiveCategory,
  type ApplicantCategory,
  type Compartment,
  type CompartmentSeats,
  type Gender,
  type HorizontalQuota,
  type MeritBasis,
  type MeritKeys,
  type ReservedCompartment,
  type SeatMatrix,
  type SpecialQuota,
} from './rules';

/** A verified applicant to the course and year of the round. */
export interface Applicant extends MeritKeys {
  /** The caller's stable identity of the applicant (e.g. the admission code). */
  id: string;
  /** The category claimed; a non-resident of UP is taken as GENERAL (effectiveCategory). */
  category: ApplicantCategory;
  upResident: boolean;
  /** 'F' holds the women's quota. */
  gender: Gender;
  /** The one exclusive horizontal quota claimed and verified, if any (specialQuotaOf of the form's list). */
  special: SpecialQuota | null;
}

export interface RoundInput {
  basis: MeritBasis;
  /** Per compartment, the seats open this round and the horizontal counts still to meet (roundSeats). */
  compartments: Readonly<Record<Compartment, CompartmentSeats>>;
  /** Seats of a reserved compartment given to UR this round: taken from that compartment's seats, added to UR's. */
  releasedToUR?: Readonly<Partial<Record<ReservedCompartment, number>>>;
  applicants: readonly Applicant[];
  /** Ids of the candidates already admitted or holding a live offer: ranked, neither offered nor waiting. */
  excluded?: readonly string[];
}

export interface Offer {
  id: string;
  formNumber: number;
  compartment: Compartment;
  /** The horizontal quota the seat counts against; null for a seat won on merit in the compartment. */
  quota: HorizontalQuota | null;
  /** "OBC — women", "UR". */
  label: Bilingual;
  meritRank: number;
}

export interface QuotaResult {
  /** The count asked for this round. */
  count: number;
  /** Holders among the candidates offered in the compartment (on merit or against the quota). */
  held: number;
  /** count − held when positive: not enough eligible holders, or none could be replaced. */
  short: number;
}

export interface CompartmentResult {
  /** Seats open this round, after any release to UR. */
  seats: number;
  offered: number;
  vacant: number;
  /** The lowest index marks offered (hundredths of a point), or the last entrance rank offered; null if none. */
  cutOff: number | null;
  horizontal: Record<HorizontalQuota, QuotaResult>;
}

export interface Standing {
  id: string;
  formNumber: number;
  /** The category the rules applied (GENERAL for a non-resident). */
  category: ApplicantCategory;
  /** Place in the merit order of every applicant of the round, 1 first. */
  meritRank: number;
  status: 'offered' | 'waiting' | 'excluded';
  offer: Offer | null;
  /** For a candidate waiting: the place among those waiting of the same category, and among all those waiting. */
  waiting: { inCategory: number; overall: number } | null;
  /** Compartments where the candidate had a seat on merit and was replaced under the horizontal rule. */
  displacedFrom: Compartment[];
}

export interface RoundResult {
  /** UR first, then SC, ST, OBC, EWS; in merit order inside each. */
  offers: Offer[];
  compartments: Record<Compartment, CompartmentResult>;
  /** Every applicant, in merit order. */
  standings: Standing[];
}

export const COMPARTMENT_NAMES: Readonly<Record<Compartment, Bilingual>> = {
  UR: { en: 'Open (UR)', hi: 'अनारक्षित (UR)' },
  SC: { en: 'SC', hi: 'अनुसूचित जाति' },
  ST: { en: 'ST', hi: 'अनुसूचित जनजाति' },
  OBC: { en: 'OBC', hi: 'अन्य पिछड़ा वर्ग' },
  EWS: { en: 'EWS', hi: 'आर्थिक रूप से कमज़ोर वर्ग' },
};

export const QUOTA_NAMES: Readonly<Record<HorizontalQuota, Bilingual>> = {
  divyang: { en: 'Divyang', hi: 'दिव्यांगजन' },
  freedomFighter: { en: 'freedom fighter’s dependant', hi: 'स्वतंत्रता संग्राम सेनानी आश्रित' },
  defence: { en: 'defence personnel', hi: 'रक्षा कर्मी' },
  women: { en: 'women', hi: 'महिला' },
};

/** "OBC — women" in both languages; the compartment alone for a seat won on merit. */
export function offerLabel(compartment: Compartment, quota: HorizontalQuota | null): Bilingual {
  const c = COMPARTMENT_NAMES[compartment];
  if (!quota) return { ...c };
  const q = QUOTA_NAMES[quota];
  return { en: `${c.en} — ${q.en}`, hi: `${c.hi} — ${q.hi}` };
}

/** A candidate admitted (or holding a live offer) before this round, as the seats still open count them. */
export interface Admitted {
  compartment: Compartment;
  gender: Gender;
  special: SpecialQuota | null;
}

/**
 * The seats open in a round: per compartment, the matrix's seats less those admitted or held in it, and each
 * horizontal count less the holders of that quota admitted or held in it (never below zero).
 */
export function roundSeats(matrix: SeatMatrix, admitted: readonly Admitted[]): Record<Compartment, CompartmentSeats> {
  const out = {} as Record<Compartment, { seats: number; horizontal: Record<HorizontalQuota, number> }>;
  for (const c of COMPARTMENTS) {
    const m = matrix.compartments[c];
    out[c] = { seats: m.seats, horizontal: { ...m.horizontal } };
  }
  for (const a of admitted) {
    const c = out[a.compartment];
    c.seats = Math.max(0, c.seats - 1);
    if (a.special) c.horizontal[a.special] = Math.max(0, c.horizontal[a.special] - 1);
    if (a.gender === 'F') c.horizontal.women = Math.max(0, c.horizontal.women - 1);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------

const FREE = 0;
const SELECTED = 1;
const ALLOTTED = 2;
const EXCLUDED = 3;
const BIT: Readonly<Record<HorizontalQuota, number>> = { divyang: 1, freedomFighter: 2, defence: 4, women: 8 };
const QUOTA_BITS = HORIZONTAL_QUOTAS.map((q) => BIT[q]);
const GENDERS = new Set<unknown>(['M', 'F', 'O']);
const SPECIALS = new Set<unknown>([null, 'divyang', 'freedomFighter', 'defence']);
const CATEGORIES = new Set<unknown>(APPLICANT_CATEGORIES);
const DOB = /^(\d{4})-(\d{2})-(\d{2})$/;

function whole(n: unknown, where: Record<string, string | number>): number {
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw new SelectionRuleError('invalid_figure', where);
  return n;
}

/** The seats and horizontal counts of the round after any release to UR, checked. */
function openSeats(input: RoundInput): Record<Compartment, { seats: number; horizontal: number[] }> {
  const out = {} as Record<Compartment, { seats: number; horizontal: number[] }>;
  for (const c of COMPARTMENTS) {
    const given = input.compartments[c];
    if (!given) throw new SelectionRuleError('invalid_figure', { compartment: c });
    out[c] = {
      seats: whole(given.seats, { compartment: c }),
      horizontal: HORIZONTAL_QUOTAS.map((q) => whole(given.horizontal?.[q], { compartment: c, quota: q })),
    };
  }
  for (const c of RESERVED_COMPARTMENTS) {
    const released = whole(input.releasedToUR?.[c] ?? 0, { compartment: c, released: 'releasedToUR' });
    if (released > out[c].seats) throw new SelectionRuleError('released_exceed_seats', { compartment: c });
    out[c].seats -= released;
    out.UR.seats += released;
  }
  return out;
}

function checkApplicant(a: Applicant, basis: MeritBasis): number {
  const where = { applicant: String(a?.id) };
  if (typeof a?.id !== 'string' || a.id === '') throw new SelectionRuleError('invalid_applicant', where);
  if (!Number.isSafeInteger(a.formNumber)) throw new SelectionRuleError('invalid_applicant', where);
  if (!CATEGORIES.has(a.category) || typeof a.upResident !== 'boolean') {
    throw new SelectionRuleError('invalid_applicant', where);
  }
  if (!GENDERS.has(a.gender) || !SPECIALS.has(a.special)) throw new SelectionRuleError('invalid_applicant', where);
  const d = DOB.exec(a.dob);
  if (!d) throw new SelectionRuleError('invalid_applicant', where);
  if (basis === 'index') {
    if (!Number.isSafeInteger(a.indexMarks) || !Number.isSafeInteger(a.percentage)) {
      throw new SelectionRuleError('invalid_applicant', where);
    }
  } else if (typeof a.entranceRank !== 'number' || !Number.isSafeInteger(a.entranceRank) || a.entranceRank < 1) {
    throw new SelectionRuleError('missing_rank', where);
  }
  return Number(d[1]) * 10_000 + Number(d[2]) * 100 + Number(d[3]);
}

/** Allots one round; see the rule at the top of this file. Throws SelectionRuleError for figures it cannot use. */
export function allotRound(input: RoundInput): RoundResult {
  const { basis } = input;
  const seats = openSeats(input);
  const list = input.applicants;
  const n = list.length;

  // Merit order, once, on copies of the keys in typed arrays (the same order as compareMerit).
  const first = new Float64Array(n); // index marks, negated; or the entrance rank
  const second = new Float64Array(n); // percentage, negated; 0 for entrance
  const dob = new Float64Array(n); // YYYYMMDD; 0 for entrance
  const form = new Float64Array(n);
  const ids = new Set<string>();
  const forms = new Set<number>();
  for (let i = 0; i < n; i++) {
    const a = list[i]!;
    const born = checkApplicant(a, basis);
    if (ids.has(a.id) || forms.has(a.formNumber)) {
      throw new SelectionRuleError('duplicate_applicant', { applicant: a.id });
    }
    ids.add(a.id);
    forms.add(a.formNumber);
    first[i] = basis === 'entrance' ? a.entranceRank! : -a.indexMarks;
    second[i] = basis === 'entrance' ? 0 : -a.percentage;
    dob[i] = basis === 'entrance' ? 0 : born;
    form[i] = a.formNumber;
  }
  const byIndex: number[] = Array.from({ length: n }, (_, i) => i);
  byIndex.sort((i, j) => first[i]! - first[j]! || second[i]! - second[j]! || dob[i]! - dob[j]! || form[i]! - form[j]!);

  // From here on a candidate is their place p in the merit order (0 first).
  const order = byIndex.map((i) => list[i]!);
  const holds = new Uint8Array(n);
  const category: ApplicantCategory[] = new Array<ApplicantCategory>(n);
  const state = new Uint8Array(n);
  const excluded = new Set(input.excluded ?? []);
  const pools: number[][] = COMPARTMENTS.map(() => []);
  const everyone: number[] = new Array<number>(n);
  for (let p = 0; p < n; p++) {
    const a = order[p]!;
    everyone[p] = p;
    category[p] = effectiveCategory(a.category, a.upResident);
    holds[p] = (a.special ? BIT[a.special] : 0) | (a.gender === 'F' ? BIT.women : 0);
    if (excluded.has(a.id)) state[p] = EXCLUDED;
    pools[COMPARTMENTS.indexOf(compartmentOf(category[p]!))]!.push(p);
  }

  const offerCompartment = new Int8Array(n).fill(-1);
  const offerQuota = new Int8Array(n).fill(-1);
  const displaced = new Map<number, Compartment[]>();
  const compartments = {} as Record<Compartment, CompartmentResult>;

  COMPARTMENTS.forEach((compartment, ci) => {
    const pool = ci === 0 ? everyone : pools[ci]!;
    const { seats: room, horizontal: count } = seats[compartment];

    // 1. The first `room` unallotted candidates of the pool, in merit order.
    const sel: number[] = [];
    let next = 0;
    while (sel.length < room && next < pool.length) {
      const p = pool[next++]!;
      if (state[p] === FREE) {
        state[p] = SELECTED;
        sel.push(p);
      }
    }
    const held = QUOTA_BITS.map((bit) => sel.reduce((k, p) => k + (holds[p]! & bit ? 1 : 0), 0));

    // 2. The horizontal quotas. Every free candidate before `next` is selected, so each quota's search for its next
    // holder starts there and only moves forward; a candidate replaced never holds a quota still short (their quotas
    // had more holders than their counts, and a quota that reaches its count never falls below it again). The lowest
    // replaceable candidate is looked for from the bottom of the selection: at most its seats, never the whole list.
    const removable = (p: number, bit: number) => {
      const h = holds[p]!;
      if (h & bit) return false;
      for (let r = 0; r < QUOTA_BITS.length; r++) if (h & QUOTA_BITS[r]! && held[r]! <= count[r]!) return false;
      return true;
    };
    for (let qi = 0; qi < QUOTA_BITS.length; qi++) {
      const bit = QUOTA_BITS[qi]!;
      let k = next;
      while (held[qi]! < count[qi]!) {
        while (k < pool.length && !(state[pool[k]!] === FREE && holds[pool[k]!]! & bit)) k++;
        if (k >= pool.length) break;
        let j = sel.length - 1;
        while (j >= 0 && !removable(sel[j]!, bit)) j--;
        if (j < 0) break;
        const out = sel[j]!;
        sel.splice(j, 1);
        state[out] = FREE;
        offerQuota[out] = -1;
        for (let r = 0; r < QUOTA_BITS.length; r++) if (holds[out]! & QUOTA_BITS[r]!) held[r]!--;
        displaced.set(out, [...(displaced.get(out) ?? []), compartment]);

        const inn = pool[k++]!;
        state[inn] = SELECTED;
        offerQuota[inn] = qi;
        for (let r = 0; r < QUOTA_BITS.length; r++) if (holds[inn]! & QUOTA_BITS[r]!) held[r]!++;
        let lo = 0;
        let hi = sel.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (sel[mid]! < inn) lo = mid + 1;
          else hi = mid;
        }
        sel.splice(lo, 0, inn);
      }
    }

    // 3. What is left unfilled stays vacant.
    let cutOff: number | null = null;
    for (const p of sel) {
      state[p] = ALLOTTED;
      offerCompartment[p] = ci;
    }
    const last = sel.length ? order[sel[sel.length - 1]!]! : null;
    if (last && basis === 'entrance') cutOff = last.entranceRank!;
    if (last && basis === 'index') cutOff = sel.reduce((low, p) => Math.min(low, order[p]!.indexMarks), Infinity);
    const horizontal = {} as Record<HorizontalQuota, QuotaResult>;
    HORIZONTAL_QUOTAS.forEach((q, qi) => {
      horizontal[q] = { count: count[qi]!, held: held[qi]!, short: Math.max(0, count[qi]! - held[qi]!) };
    });
    compartments[compartment] = { seats: room, offered: sel.length, vacant: room - sel.length, cutOff, horizontal };
  });

  // Offers, and everyone's place.
  const standings: Standing[] = new Array<Standing>(n);
  const offers: Offer[] = [];
  const waitingIn = new Map<ApplicantCategory, number>();
  let waitingOverall = 0;
  for (let p = 0; p < n; p++) {
    const a = order[p]!;
    let offer: Offer | null = null;
    let waiting: Standing['waiting'] = null;
    if (offerCompartment[p]! >= 0) {
      const compartment = COMPARTMENTS[offerCompartment[p]!]!;
      const quota = offerQuota[p]! >= 0 ? HORIZONTAL_QUOTAS[offerQuota[p]!]! : null;
      offer = {
        id: a.id,
        formNumber: a.formNumber,
        compartment,
        quota,
        label: offerLabel(compartment, quota),
        meritRank: p + 1,
      };
      offers.push(offer);
    } else if (state[p] !== EXCLUDED) {
      const inCategory = (waitingIn.get(category[p]!) ?? 0) + 1;
      waitingIn.set(category[p]!, inCategory);
      waiting = { inCategory, overall: ++waitingOverall };
    }
    standings[p] = {
      id: a.id,
      formNumber: a.formNumber,
      category: category[p]!,
      meritRank: p + 1,
      status: offer ? 'offered' : waiting ? 'waiting' : 'excluded',
      offer,
      waiting,
      displacedFrom: displaced.get(p) ?? [],
    };
  }
  offers.sort(
    (x, y) => COMPARTMENTS.indexOf(x.compartment) - COMPARTMENTS.indexOf(y.compartment) || x.meritRank - y.meritRank,
  );
  return { offers, compartments, standings };
}
