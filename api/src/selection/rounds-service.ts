// Rounds of admission by merit (decision 023). The merit list of a course and year is every submitted, verified form
// whose fee is not paid, ranked by its index marks from the verified figures. A round offers the seats still open
// (the matrix less the seats admitted or held by a live offer, with seats released to UR moved there) by allotRound;
// publishing saves the round, its offers and everyone's standing and sets each offered student's fee, in one
// transaction. The fee can be paid only inside the offer's window, and paying admits with an enrolment number.
// After the window the unpaid offers lapse; a student whose offer lapsed is ranked in later rounds but not offered
// again unless the office reinstates the offer.
import type { Kysely } from 'kysely';
import {
  courseYears,
  withVerifiedFigures,
  type CompartmentOutcome,
  type IndexMarksBreakdownView,
  type PublishRoundRequest,
  type ReleaseSeatsRequest,
  type RoundOfferRecord,
  type RoundOfferView,
  type RoundPreview,
  type RoundView,
  type SelectionCompartment,
  type StandingView,
  type StudentSelection,
} from '@college/shared-types';
import type { Database } from '../db/database';
import { DomainError } from '../errors';
import { recordAudit } from '../office/public';
import { feeFor, readSettings } from '../office/public';
import type { StudentRow } from '../accounts/public';
import { isUniqueViolation } from '../payments/public';
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
  type HorizontalQuota,
  type IndexMarksBreakdown,
  type MeritBasis,
  type SeatMatrix,
  type SpecialQuota,
  type Weightage,
} from './rules';
import { entranceRanksOf } from './entrance-ranks-repository';
import { findAdmissionMode, findMeritBasis } from './seat-matrix-repository';
import { meritListsChanged } from './merit-list-service';
import { readSeatMatrix } from './seat-matrix-service';
import {
  enrolmentOf,
  findRound,
  latestOfferOfStudent,
  latestStandingOfStudent,
  liveOfferOfStudent,
  nextEnrolmentSerial,
  offersOf,
  offersOfRound,
  releasedSeats,
  roundsOf,
  standingsOfRound,
  verifiedForms,
  type OfferRow,
  type RoundRow,
} from './rounds-repository';

type Db = Kysely<Database>;

// ---------------------------------------------------------------------------------------------------------------
// Times

const IST_OFFSET_MS = 330 * 60_000;

/** An instant in India time as the office and the student read it: "27/11/2026 17:30 IST". */
export function indiaTime(iso: string): string {
  const d = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ` +
    `${p(d.getUTCHours())}:${p(d.getUTCMinutes())} IST`
  );
}

function instant(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const t = Date.parse(value);
  return Number.isFinite(t) ? new Date(t).toISOString() : null;
}

/** A payment window checked: both ends given, closing after it opens and in the future. */
export function checkWindow(input: Partial<PublishRoundRequest>, now: Date): { opens: string; closes: string } {
  const opens = instant(input.opens_at);
  const closes = instant(input.closes_at);
  if (!opens || !closes) throw DomainError.coded(400, 'selection_window_missing');
  if (Date.parse(closes) <= Date.parse(opens)) throw DomainError.coded(400, 'selection_window_reversed');
  if (Date.parse(closes) <= now.getTime()) throw DomainError.coded(400, 'selection_window_past');
  return { opens, closes };
}

// ---------------------------------------------------------------------------------------------------------------
// The merit list

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

interface Plan {
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

async function requireMerit(db: Db, course: string): Promise<void> {
  if ((await findAdmissionMode(db, course)) !== 'merit') throw DomainError.coded(409, 'selection_not_merit');
}

/** The round that would be published now. */
async function planRound(db: Db, course: string, year: number): Promise<Plan> {
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

function compartmentsView(
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
// Publishing, closing, reinstating, releasing

/** The students a change concerns, for the route to mail after the transaction. */
export interface Informed {
  name: string;
  email: string;
  label: { en: string; hi: string };
  deadline: string;
  fee: string | null;
}

async function roundView(db: Db, round: RoundRow): Promise<RoundView> {
  const [offers, standings] = await Promise.all([offersOfRound(db, round.id), standingsOfRound(db, round.id)]);
  return {
    id: round.id,
    course: round.course,
    year: round.year,
    round: round.number,
    state: round.state === 'closed' ? 'closed' : 'open',
    opens_at: round.opens_at,
    closes_at: round.closes_at,
    opens_at_ist: indiaTime(round.opens_at),
    closes_at_ist: indiaTime(round.closes_at),
    compartments: JSON.parse(round.compartments) as RoundView['compartments'],
    offers: offers.map((o) => ({
      id: o.id,
      student_id: o.student_id,
      form_number: o.admission_id,
      name: o.name,
      compartment: o.compartment as SelectionCompartment,
      quota: o.quota as HorizontalQuota | null,
      label: { en: o.label_en, hi: o.label_hi },
      merit_rank: o.merit_rank,
      index_marks: o.index_marks,
      breakdown: JSON.parse(o.breakdown) as IndexMarksBreakdownView,
      status: o.status as RoundOfferRecord['status'],
      deadline: o.deadline,
      deadline_ist: indiaTime(o.deadline),
    })),
    standings: standings.map((s) => ({
      student_id: s.student_id,
      form_number: s.admission_id,
      name: s.name,
      category: s.category,
      merit_rank: s.merit_rank,
      index_marks: s.index_marks,
      breakdown: JSON.parse(s.breakdown) as IndexMarksBreakdownView,
      status: s.status as StandingView['status'],
      label: null,
      waiting:
        s.waiting_in_category === null
          ? null
          : { in_category: s.waiting_in_category, overall: Number(s.waiting_overall) },
    })),
  };
}

export async function listRounds(db: Db, course: string, year: number): Promise<RoundView[]> {
  return Promise.all((await roundsOf(db, course, year)).map((r) => roundView(db, r)));
}

async function setFee(db: Db, studentId: number, fee: string | null, now: string): Promise<void> {
  await db
    .updateTable('students')
    .set({ fee_to_pay: fee, updated_at: now })
    .where('id', '=', studentId)
    .where('is_admission_fee_payed', '=', 0)
    .execute();
}

/** A unique constraint met by a concurrent change: the round number, or a student's one live offer. */
function conflict(error: unknown, code: 'selection_round_busy' | 'selection_already_admitted'): never {
  if (isUniqueViolation(error)) throw DomainError.coded(409, code);
  throw error;
}

export async function publishRound(
  db: Db,
  staffId: number,
  course: string,
  year: number,
  window: Partial<PublishRoundRequest>,
  now = new Date(),
): Promise<{ round: RoundView; informed: Informed[] }> {
  const { opens, closes } = checkWindow(window, now);
  const at = now.toISOString();
  const informed: Informed[] = [];
  let roundId = 0;
  try {
    await db.transaction().execute(async (trx) => {
      await requireMerit(trx, course);
      const open = (await roundsOf(trx, course, year)).filter((r) => r.state === 'open');
      const overlaps = open.some(
        (r) => Date.parse(r.opens_at) < Date.parse(closes) && Date.parse(opens) < Date.parse(r.closes_at),
      );
      if (overlaps) throw DomainError.coded(409, 'selection_window_overlap');
      const plan = await planRound(trx, course, year);
      if (!plan.result.offers.length) throw DomainError.coded(409, 'selection_nobody_offered');
      const round = await trx
        .insertInto('selection_rounds')
        .values({
          course,
          year,
          number: plan.number,
          opens_at: opens,
          closes_at: closes,
          state: 'open',
          compartments: JSON.stringify(compartmentsView(plan.result, plan.basis)),
          created_by: staffId,
          created_at: at,
          closed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      roundId = round.id;
      for (const o of plan.result.offers) {
        const c = plan.candidates.get(o.id)!;
        await trx
          .insertInto('selection_offers')
          .values({
            round_id: round.id,
            student_id: c.studentId,
            admission_id: c.admissionId,
            compartment: o.compartment,
            quota: o.quota,
            gender: c.applicant.gender,
            special: c.applicant.special,
            label_en: o.label.en,
            label_hi: o.label.hi,
            merit_rank: o.meritRank,
            index_marks: c.breakdown.total,
            breakdown: JSON.stringify(c.breakdown),
            status: 'offered',
            deadline: closes,
            live_student_id: c.studentId,
            created_at: at,
            updated_at: at,
          })
          .execute();
        const fee = await feeFor(trx, course, year, c.category);
        await setFee(trx, c.studentId, fee, at);
        informed.push({ name: c.name, email: c.email, label: o.label, deadline: closes, fee });
      }
      for (const s of plan.result.standings) {
        const c = plan.candidates.get(s.id)!;
        await trx
          .insertInto('selection_standings')
          .values({
            round_id: round.id,
            student_id: c.studentId,
            admission_id: c.admissionId,
            category: s.category,
            merit_rank: s.meritRank,
            index_marks: c.breakdown.total,
            breakdown: JSON.stringify(c.breakdown),
            status: s.status,
            waiting_in_category: s.waiting?.inCategory ?? null,
            waiting_overall: s.waiting?.overall ?? null,
          })
          .execute();
      }
      await recordAudit(trx, {
        staffId,
        action: 'selection.round_published',
        target: `selection:${course}:${year}:${plan.number}`,
        detail: {
          course,
          year,
          round: plan.number,
          window: { opens_at: opens, closes_at: closes },
          offers: plan.result.offers.map((o) => ({ form: o.formNumber, label: o.label.en, rank: o.meritRank })),
        },
      });
    });
  } catch (error) {
    conflict(error, 'selection_round_busy');
  }
  meritListsChanged();
  const round = await db.selectFrom('selection_rounds').selectAll().where('id', '=', roundId).executeTakeFirstOrThrow();
  return { round: await roundView(db, round), informed };
}

async function roundOrThrow(db: Db, course: string, year: number, number: number): Promise<RoundRow> {
  const round = await findRound(db, course, year, number);
  if (!round) throw DomainError.coded(404, 'selection_no_round');
  return round;
}

/**
 * Lapses every offer of the course and year still offered after its deadline, except one whose payment is pending at
 * the gateway (its answer decides): the offer lapses, the fee is cleared, the student is added to `informed`.
 */
async function lapseOverdue(
  trx: Db,
  course: string,
  year: number,
  now: Date,
  informed: Informed[],
): Promise<OfferRow[]> {
  const at = now.toISOString();
  const overdue = (await offersOf(trx, course, year)).filter(
    (o) => o.status === 'offered' && Date.parse(o.deadline) <= now.getTime(),
  );
  // A payment started inside the window and not yet settled keeps its offer: the gateway's answer decides.
  const paying = overdue.length
    ? await trx
        .selectFrom('transactions')
        .select('student_id')
        .where('purpose', '=', 'admission')
        .where('status', '=', 'pending')
        .where(
          'student_id',
          'in',
          overdue.map((o) => o.student_id),
        )
        .execute()
    : [];
  const due = overdue.filter((o) => !paying.some((p) => p.student_id === o.student_id));
  for (const o of due) {
    await trx
      .updateTable('selection_offers')
      .set({ status: 'lapsed', live_student_id: null, updated_at: at })
      .where('id', '=', o.id)
      .where('status', '=', 'offered')
      .execute();
    await setFee(trx, o.student_id, null, at);
    const s = await trx
      .selectFrom('students')
      .select(['name', 'email'])
      .where('id', '=', o.student_id)
      .executeTakeFirstOrThrow();
    informed.push({ ...s, label: { en: o.label_en, hi: o.label_hi }, deadline: o.deadline, fee: null });
  }
  return due;
}

/**
 * After the window: every unpaid offer of the course and year whose deadline has passed lapses (one with a payment
 * still pending at the gateway waits for its answer); the round closes.
 */
export async function closeRound(
  db: Db,
  staffId: number | null,
  course: string,
  year: number,
  number: number,
  now = new Date(),
): Promise<{ round: RoundView; informed: Informed[] }> {
  const at = now.toISOString();
  const informed: Informed[] = [];
  const round = await db.transaction().execute(async (trx) => {
    const round = await roundOrThrow(trx, course, year, number);
    if (round.state === 'closed') throw DomainError.coded(409, 'selection_round_closed');
    if (Date.parse(round.closes_at) > now.getTime()) throw DomainError.coded(409, 'selection_round_not_over');
    const due = await lapseOverdue(trx, course, year, now, informed);
    await trx
      .updateTable('selection_rounds')
      .set({ state: 'closed', closed_at: at })
      .where('id', '=', round.id)
      .execute();
    await recordAudit(trx, {
      staffId,
      action: 'selection.round_closed',
      target: `selection:${course}:${year}:${number}`,
      detail: { course, year, round: number, lapsed: due.map((o) => ({ form: o.admission_id, label: o.label_en })) },
    });
    return { ...round, state: 'closed', closed_at: at };
  });
  meritListsChanged();
  return { round: await roundView(db, round), informed };
}

/** 409 when every seat of the compartment (releases to UR counted) is admitted or held by a live offer. */
async function checkFreeSeat(db: Db, course: string, year: number, compartment: Compartment): Promise<void> {
  const [record, released, offers] = await Promise.all([
    readSeatMatrix(db, course, year),
    releasedSeats(db, course, year),
    offersOf(db, course, year),
  ]);
  const seats = withReleases(record.matrix, released).compartments[compartment].seats;
  const held = offers.filter((o) => isLive(o) && o.compartment === compartment).length;
  if (held >= seats) throw DomainError.coded(409, 'selection_no_free_seat');
}

export async function reinstateOffer(
  db: Db,
  staffId: number,
  course: string,
  year: number,
  number: number,
  offerId: number,
  closesAt: unknown,
  now = new Date(),
): Promise<{ round: RoundView; informed: Informed[] }> {
  const closes = instant(closesAt);
  if (!closes) throw DomainError.coded(400, 'selection_window_missing');
  if (Date.parse(closes) <= now.getTime()) throw DomainError.coded(400, 'selection_window_past');
  const at = now.toISOString();
  const informed: Informed[] = [];
  let round: RoundRow;
  try {
    round = await db.transaction().execute(async (trx) => {
      const round = await roundOrThrow(trx, course, year, number);
      const offer = await trx
        .selectFrom('selection_offers')
        .selectAll()
        .where('id', '=', offerId)
        .where('round_id', '=', round.id)
        .executeTakeFirst();
      if (!offer) throw DomainError.coded(404, 'selection_no_offer');
      if (offer.status !== 'lapsed') throw DomainError.coded(409, 'selection_offer_not_lapsed');
      const student = await trx
        .selectFrom('students')
        .selectAll()
        .where('id', '=', offer.student_id)
        .executeTakeFirstOrThrow();
      if (student.is_admission_fee_payed) throw DomainError.coded(409, 'selection_already_admitted');
      // The seat may have gone to the next in merit in a later round: a reinstated offer never takes the
      // compartment over its seats (the office may raise them in the seat matrix first).
      await checkFreeSeat(trx, course, year, offer.compartment as Compartment);
      await trx
        .updateTable('selection_offers')
        .set({ status: 'offered', deadline: closes, live_student_id: offer.student_id, updated_at: at })
        .where('id', '=', offer.id)
        .execute();
      const fee = await feeFor(trx, course, year, student.category);
      await setFee(trx, student.id, fee, at);
      informed.push({
        name: student.name,
        email: student.email,
        label: { en: offer.label_en, hi: offer.label_hi },
        deadline: closes,
        fee,
      });
      await recordAudit(trx, {
        staffId,
        action: 'selection.offer_reinstated',
        target: `student:${student.id}`,
        detail: { course, year, round: number, form: offer.admission_id, label: offer.label_en, deadline: closes },
      });
      return round;
    });
  } catch (error) {
    conflict(error, 'selection_already_admitted');
  }
  meritListsChanged();
  return { round: await roundView(db, round), informed };
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
  return db.transaction().execute(async (trx) => {
    const plan = await planRound(trx, course, year);
    const c = input.compartment as Compartment;
    const vacant = plan.seats[c].seats;
    const seats = input.seats ?? vacant;
    if (vacant < 1 || seats < 1 || seats > vacant) {
      throw DomainError.coded(409, 'selection_nothing_to_release');
    }
    await trx
      .insertInto('selection_releases')
      .values({ course, year, compartment: c, seats, staff_id: staffId, created_at: now.toISOString() })
      .execute();
    await recordAudit(trx, {
      staffId,
      action: 'selection.seats_released',
      target: `selection:${course}:${year}`,
      detail: { course, year, compartment: c, seats, vacant },
    });
    return { compartment: c, seats };
  });
}

/** Offers still offered after their deadline in rounds already closed (a reinstated offer not paid): they lapse. */
export async function lapseStrayOffers(db: Db, now = new Date()): Promise<Informed[]> {
  const stray = await db
    .selectFrom('selection_offers as o')
    .innerJoin('selection_rounds as r', 'r.id', 'o.round_id')
    .select(['r.course', 'r.year'])
    .distinct()
    .where('r.state', '=', 'closed')
    .where('o.status', '=', 'offered')
    .where('o.deadline', '<=', now.toISOString())
    .execute();
  const informed: Informed[] = [];
  for (const { course, year } of stray) {
    await db.transaction().execute(async (trx) => {
      const due = await lapseOverdue(trx, course, year, now, informed);
      if (!due.length) return;
      await recordAudit(trx, {
        staffId: null,
        action: 'selection.offers_lapsed',
        target: `selection:${course}:${year}`,
        detail: { course, year, lapsed: due.map((o) => ({ form: o.admission_id, label: o.label_en })) },
      });
    });
  }
  if (informed.length) meritListsChanged();
  return informed;
}

/** The rounds whose window is over and that are still open (the background close). */
export async function roundsDueToClose(db: Db, now = new Date()): Promise<RoundRow[]> {
  const open = await db.selectFrom('selection_rounds').selectAll().where('state', '=', 'open').orderBy('id').execute();
  return open.filter((r) => Date.parse(r.closes_at) <= now.getTime());
}

// ---------------------------------------------------------------------------------------------------------------
// The fee and admission

/** A catalogue course whose admission mode is merit; anything else keeps the direct admission of before. */
export async function admitsByMerit(db: Db, course: string | null): Promise<boolean> {
  if (!course || !courseYears(course).length) return false;
  return (await findAdmissionMode(db, course)) === 'merit';
}

/**
 * In merit mode the admission fee is taken only with a live offer inside its window (409 in both languages
 * otherwise); a course admitting directly is left as it was. Answers the mode.
 */
export async function checkOfferForFee(db: Db, student: StudentRow, now = new Date()): Promise<'merit' | 'direct'> {
  if (!(await admitsByMerit(db, student.course_name))) return 'direct';
  const offer = await liveOfferOfStudent(db, student.id);
  if (!offer || offer.status !== 'offered') throw DomainError.coded(409, 'admission_no_offer');
  if (now.getTime() < Date.parse(offer.opens_at)) {
    throw DomainError.coded(409, 'admission_window_not_open', { opens: indiaTime(offer.opens_at) });
  }
  if (now.getTime() > Date.parse(offer.deadline)) throw DomainError.coded(409, 'admission_window_closed');
  return 'merit';
}

/**
 * The admission fee is settled as paid: a live offer becomes admitted, and the student gets an enrolment number
 * `<session>/<COURSE>/<0001>` (merit and direct alike), counted per course and session. Inside the settlement's
 * transaction.
 */
export async function admitOnPayment(db: Db, studentId: number, now: string): Promise<string | null> {
  await db
    .updateTable('selection_offers')
    .set({ status: 'admitted', updated_at: now })
    .where('live_student_id', '=', studentId)
    .where('status', '=', 'offered')
    .execute();
  meritListsChanged();
  const existing = await enrolmentOf(db, studentId);
  if (existing) return existing;
  const student = await db.selectFrom('students').select('course_name').where('id', '=', studentId).executeTakeFirst();
  if (!student?.course_name) return null;
  const course = student.course_name.toUpperCase();
  const session = (await readSettings(db)).academic_session;
  const serial = await nextEnrolmentSerial(db, course, session);
  const enrolment_no = `${session}/${course}/${String(serial).padStart(4, '0')}`;
  await db
    .insertInto('enrolments')
    .values({ student_id: studentId, enrolment_no, course, session, created_at: now })
    .execute();
  return enrolment_no;
}

// ---------------------------------------------------------------------------------------------------------------
// The student's view

function cutOffsOf(json: string): Record<SelectionCompartment, string | null> {
  const c = JSON.parse(json) as Record<SelectionCompartment, CompartmentOutcome>;
  const out = {} as Record<SelectionCompartment, string | null>;
  for (const k of COMPARTMENTS) out[k] = c[k]?.cut_off_text ?? null;
  return out;
}

/** The student's offer (the live one first, else the latest) or their place in the latest round; null before any. */
export async function studentSelection(db: Db, student: StudentRow): Promise<StudentSelection | null> {
  const [offer, standing, enrolment_no] = await Promise.all([
    latestOfferOfStudent(db, student.id),
    latestStandingOfStudent(db, student.id),
    enrolmentOf(db, student.id),
  ]);
  if (offer && (!standing || offer.live_student_id !== null || offer.round_number >= standing.round_number)) {
    const breakdown = JSON.parse(offer.breakdown) as IndexMarksBreakdownView;
    return {
      round: offer.round_number,
      status: offer.status as StudentSelection['status'],
      merit_rank: offer.merit_rank,
      index_marks: offer.index_marks,
      index_marks_text: formatHundredths(offer.index_marks),
      breakdown,
      label: { en: offer.label_en, hi: offer.label_hi },
      compartment: offer.compartment as SelectionCompartment,
      cut_offs: cutOffsOf(offer.compartments),
      deadline: offer.status === 'offered' ? offer.deadline : null,
      deadline_ist: offer.status === 'offered' ? indiaTime(offer.deadline) : null,
      waiting: null,
      enrolment_no,
      fee_to_pay: student.fee_to_pay,
    };
  }
  if (!standing) return null;
  return {
    round: standing.round_number,
    status: standing.status === 'offered' ? 'waiting' : (standing.status as StudentSelection['status']),
    merit_rank: standing.merit_rank,
    index_marks: standing.index_marks,
    index_marks_text: formatHundredths(standing.index_marks),
    breakdown: JSON.parse(standing.breakdown) as IndexMarksBreakdownView,
    label: null,
    compartment: null,
    cut_offs: cutOffsOf(standing.compartments),
    deadline: null,
    deadline_ist: null,
    waiting:
      standing.waiting_in_category === null
        ? null
        : { in_category: standing.waiting_in_category, overall: Number(standing.waiting_overall) },
    enrolment_no,
    fee_to_pay: null,
  };
}
