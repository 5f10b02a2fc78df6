// The round that would be published now (decision 023): the merit list of a course and year is every submitted,
// verified form whose fee is not paid, ranked by its index marks from the verified figures (or, for an entrance
// course, by the university's rank: decision 027). A round offers the seats still open — the matrix less the seats
// admitted or held by a live offer, with the seats released to UR moved there — by the pure allotRound. The office
// previews that round, and may release a reserved compartment's vacant seats to UR for the later rounds.
import type { Kysely } from 'kysely';
import {
  withVerifiedFigures,
  type CompartmentOutcome,
  type IndexMarksBreakdownView,
  type ReleaseSeatsRequest,
  type RoundOfferView,
  type RoundPreview,
  type SelectionCompartment,
  type StandingView,
} from '@college/shared-types';
import type { Database } from '../db/database';
import { DomainError } from '../errors';
import { recordAudit } from '../office/public';
import { allotRound, roundSeats, type Admitted, type Applicant, type RoundResult } from './allotment';
import {
  APPLICANT_CATEGORIES,
  COMPARTMENTS,
  QUALIFYING_EXAM,
  RESERVED_COMPARTMENTS,
  SelectionRuleError,
  formatHundredths,
  indexMarks,
  specialQuotaOf,
  type ApplicantCategory,
  type Compartment,
  type CompartmentSeats,
  type Gender,
  type IndexMarksBreakdown,
  type MeritBasis,
  type SeatMatrix,
  type SpecialQuota,
  type Weightage,
} from './rules';
import { entranceRanksOf } from './entrance-ranks-repository';
import { findAdmissionMode, findMeritBasis } from './seat-matrix-repository';
import { readSeatMatrix } from './seat-matrix-service';
import { insertRelease, offersOf, releasedSeats, roundsOf, verifiedForms, type OfferRow } from './rounds-repository';
import { inTransaction } from '../db/transaction-repository';

type Db = Kysely<Database>;

/** A verified form as the allotment reads it, with what the views and the offers need. */
interface Candidate {
  applicant: Applicant;
  studentId: number;
  admissionId: number;
  name: string;
  email: string;
  category: string;
  breakdown: IndexMarksBreakdown;
}

function list(v: unknown): string[] {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string' && x !== '');
  return typeof v === 'string' && v ? [v] : [];
}

export function genderOf(g: string | null): Gender {
  const v = (g ?? '').trim().toUpperCase();
  return v === 'F' || v === 'FEMALE' ? 'F' : v === 'M' || v === 'MALE' ? 'M' : 'O';
}

function categoryOf(c: string | null): ApplicantCategory {
  const v = (c ?? '').trim().toUpperCase();
  return (APPLICANT_CATEGORIES as readonly string[]).includes(v) ? (v as ApplicantCategory) : 'GENERAL';
}

/** Every verified form of the course and year not yet admitted, as the allotment reads it. */
async function candidates(db: Db, course: string, year: number, weightage: WeightageOf): Promise<Candidate[]> {
  const forms = await verifiedForms(db, course, year);
  return forms.map((f) => {
    const payload = withVerifiedFigures(JSON.parse(f.payload) as Record<string, unknown>, f.figures);
    const exam = QUALIFYING_EXAM[f.academic_level === 'PG' ? 'PG' : 'UG'];
    try {
      const breakdown = indexMarks(
        {
          obtained: Number(payload[`${exam}_obtmarks`]),
          max: Number(payload[`${exam}_maxmarks`]),
          weightage: list(payload.weightage) as Weightage[],
        },
        weightage,
      );
      const applicant: Applicant = {
        id: String(f.student_id),
        formNumber: f.admission_id,
        indexMarks: breakdown.total,
        percentage: breakdown.percentage,
        dob: typeof payload.dob === 'string' ? payload.dob : '',
        category: categoryOf(f.category),
        upResident: Number(f.same_state) === 1,
        gender: genderOf(f.gender),
        special: specialQuotaOf(list(payload.horizontal_reservation)),
      };
      return {
        applicant,
        studentId: f.student_id,
        admissionId: f.admission_id,
        name: f.name,
        email: f.email,
        category: f.category ?? 'GENERAL',
        breakdown,
      };
    } catch (e) {
      if (e instanceof SelectionRuleError) {
        throw new SelectionRuleError(e.code, { ...e.detail, form: f.admission_id });
      }
      throw e;
    }
  });
}

type WeightageOf = Awaited<ReturnType<typeof readSeatMatrix>>['weightage'];

/** The matrix with the seats released from reserved compartments moved to UR (horizontal counts unchanged). */
function withReleases(matrix: SeatMatrix, released: Record<string, number>): SeatMatrix {
  const compartments = {} as Record<Compartment, CompartmentSeats>;
  for (const c of COMPARTMENTS) compartments[c] = { ...matrix.compartments[c] };
  for (const c of RESERVED_COMPARTMENTS) {
    const n = Math.min(released[c] ?? 0, compartments[c].seats);
    compartments[c] = { ...compartments[c], seats: compartments[c].seats - n };
    compartments.UR = { ...compartments.UR, seats: compartments.UR.seats + n };
  }
  return { seats: matrix.seats, compartments };
}

const isLive = (o: OfferRow) => o.live_student_id !== null;

export interface Plan {
  number: number;
  seats: Record<Compartment, CompartmentSeats>;
  candidates: Map<string, Candidate>;
  result: RoundResult;
  basis: MeritBasis;
  /** An entrance course's candidates with no imported rank: not ranked (decision 027). */
  unranked: Candidate[];
}

/** For an entrance course, each candidate's imported rank; the ones without a rank apart (decision 027). */
async function withEntranceRanks(db: Db, course: string, year: number, all: Candidate[], basis: MeritBasis) {
  if (basis !== 'entrance') return { list: all, unranked: [] as Candidate[] };
  const ranks = await entranceRanksOf(db, course, year);
  const list = all
    .filter((c) => ranks.has(c.studentId))
    .map((c) => ({ ...c, applicant: { ...c.applicant, entranceRank: ranks.get(c.studentId)! } }));
  return { list, unranked: all.filter((c) => !ranks.has(c.studentId)) };
}

export async function requireMerit(db: Db, course: string): Promise<void> {
  if ((await findAdmissionMode(db, course)) !== 'merit') throw DomainError.coded(409, 'selection_not_merit');
}

/** The round that would be published now. */
export async function planRound(db: Db, course: string, year: number): Promise<Plan> {
  await requireMerit(db, course);
  const record = await readSeatMatrix(db, course, year);
  const [offers, released, rounds] = await Promise.all([
    offersOf(db, course, year),
    releasedSeats(db, course, year),
    roundsOf(db, course, year),
  ]);
  const held: Admitted[] = offers.filter(isLive).map((o) => ({
    compartment: o.compartment as Compartment,
    gender: genderOf(o.gender),
    special: (o.special as SpecialQuota | null) ?? null,
  }));
  const seats = roundSeats(withReleases(record.matrix, released), held);
  const basis = await findMeritBasis(db, course);
  const { list, unranked } = await withEntranceRanks(
    db,
    course,
    year,
    await candidates(db, course, year, record.weightage),
    basis,
  );
  const live = new Set(offers.filter(isLive).map((o) => String(o.student_id)));
  // A lapsed offer is forfeited: ranked but not offered again unless reinstated.
  const lapsed = new Set(offers.filter((o) => o.status === 'lapsed').map((o) => String(o.student_id)));
  const excluded = list.map((c) => c.applicant.id).filter((id) => live.has(id) || lapsed.has(id));
  const result = allotRound({
    basis,
    compartments: seats,
    applicants: list.map((c) => c.applicant),
    excluded,
  });
  return {
    number: (rounds.at(-1)?.number ?? 0) + 1,
    seats,
    candidates: new Map(list.map((c) => [c.applicant.id, c])),
    result,
    basis,
    unranked,
  };
}

function breakdownView(b: IndexMarksBreakdown): IndexMarksBreakdownView {
  return { ...b, weightage: b.weightage.map((w) => ({ ...w })) };
}

export function compartmentsView(
  result: RoundResult,
  basis: MeritBasis = 'index',
): Record<SelectionCompartment, CompartmentOutcome> {
  const out = {} as Record<SelectionCompartment, CompartmentOutcome>;
  for (const c of COMPARTMENTS) {
    const r = result.compartments[c];
    out[c] = {
      seats: r.seats,
      offered: r.offered,
      vacant: r.vacant,
      cut_off: r.cutOff,
      // An entrance course's cut-off is the last rank offered.
      cut_off_text: r.cutOff === null ? null : basis === 'entrance' ? String(r.cutOff) : formatHundredths(r.cutOff),
      horizontal: r.horizontal,
    };
  }
  return out;
}

function previewOf(course: string, year: number, plan: Plan): RoundPreview {
  const cand = (id: string) => plan.candidates.get(id)!;
  const offers: RoundOfferView[] = plan.result.offers.map((o) => ({
    student_id: cand(o.id).studentId,
    form_number: o.formNumber,
    name: cand(o.id).name,
    compartment: o.compartment,
    quota: o.quota,
    label: o.label,
    merit_rank: o.meritRank,
    index_marks: cand(o.id).breakdown.total,
    breakdown: breakdownView(cand(o.id).breakdown),
  }));
  const standings: StandingView[] = plan.result.standings.map((s) => ({
    student_id: cand(s.id).studentId,
    form_number: s.formNumber,
    name: cand(s.id).name,
    category: s.category,
    merit_rank: s.meritRank,
    index_marks: cand(s.id).breakdown.total,
    breakdown: breakdownView(cand(s.id).breakdown),
    status: s.status,
    label: s.offer?.label ?? null,
    waiting: s.waiting ? { in_category: s.waiting.inCategory, overall: s.waiting.overall } : null,
    ...(plan.basis === 'entrance' ? { entrance_rank: cand(s.id).applicant.entranceRank ?? null } : {}),
  }));
  const unranked = plan.unranked.map((c) => ({
    student_id: c.studentId,
    form_number: c.admissionId,
    name: c.name,
    category: c.applicant.category,
  }));
  const compartments = compartmentsView(plan.result, plan.basis);
  return { course, year, round: plan.number, offers, compartments, standings, basis: plan.basis, unranked };
}

export async function previewRound(db: Db, course: string, year: number): Promise<RoundPreview> {
  return previewOf(course, year, await planRound(db, course, year));
}

// ---------------------------------------------------------------------------------------------------------------
// Seats

/** 409 when every seat of the compartment (releases to UR counted) is admitted or held by a live offer. */
export async function checkFreeSeat(db: Db, course: string, year: number, compartment: Compartment): Promise<void> {
  const [record, released, offers] = await Promise.all([
    readSeatMatrix(db, course, year),
    releasedSeats(db, course, year),
    offersOf(db, course, year),
  ]);
  const seats = withReleases(record.matrix, released).compartments[compartment].seats;
  const held = offers.filter((o) => isLive(o) && o.compartment === compartment).length;
  if (held >= seats) throw DomainError.coded(409, 'selection_no_free_seat');
}

/** Gives a reserved compartment's vacant seats (all, or `seats` of them) to UR for the later rounds. */
export async function releaseSeats(
  db: Db,
  staffId: number,
  course: string,
  year: number,
  input: ReleaseSeatsRequest,
  now = new Date(),
): Promise<{ compartment: string; seats: number }> {
  return inTransaction(db, async (trx) => {
    const plan = await planRound(trx, course, year);
    const c = input.compartment as Compartment;
    const vacant = plan.seats[c].seats;
    const seats = input.seats ?? vacant;
    if (vacant < 1 || seats < 1 || seats > vacant) {
      throw DomainError.coded(409, 'selection_nothing_to_release');
    }
    await insertRelease(trx, { course, year, compartment: c, seats, staff_id: staffId, created_at: now.toISOString() });
    await recordAudit(trx, {
      staffId,
      action: 'selection.seats_released',
      target: `selection:${course}:${year}`,
      detail: { course, year, compartment: c, seats, vacant },
    });
    return { compartment: c, seats };
  });
}
