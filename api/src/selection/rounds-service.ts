// Rounds of admission by merit (decision 023): publishing a round saves it, its offers and everyone's standing and
// sets each offered student's fee, in one transaction; the fee can be paid only inside the offer's payment window
// (enrolment-service.ts). The round that would be published is planned by round-plan-service.ts; after the window
// the unpaid offers lapse and the office may reinstate one (offer-lapse-service.ts).
import type { Kysely } from 'kysely';
import type {
  IndexMarksBreakdownView,
  PublishRoundRequest,
  RoundOfferRecord,
  RoundView,
  SelectionCompartment,
  StandingView,
} from '@college/shared-types';
import type { Database } from '../db/database';
import { DomainError } from '../errors';
import { recordAudit } from '../office/public';
import { feeFor } from '../office/public';
import { isUniqueViolation } from '../payments/public';
import { meritListsChanged } from './merit-list-service';
import { compartmentsView, planRound, requireMerit } from './round-plan-service';
import type { HorizontalQuota } from './rules';
import {
  findRound,
  insertOffer,
  insertRound,
  insertStanding,
  offersOfRound,
  roundById,
  roundsOf,
  setFeeToPay,
  standingsOfRound,
  type RoundRow,
} from './rounds-repository';
import { inTransaction } from '../db/transaction-repository';

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

/** A time given by the office as an ISO instant, or null when missing or unreadable. */
export function instant(value: unknown): string | null {
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
// Publishing and the round's view

/** The students a change concerns, for the route to mail after the transaction. */
export interface Informed {
  name: string;
  email: string;
  label: { en: string; hi: string };
  deadline: string;
  fee: string | null;
}

export async function roundView(db: Db, round: RoundRow): Promise<RoundView> {
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

/** A unique constraint met by a concurrent change: the round number, or a student's one live offer. */
export function conflict(error: unknown, code: 'selection_round_busy' | 'selection_already_admitted'): never {
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
    await inTransaction(db, async (trx) => {
      await requireMerit(trx, course);
      const open = (await roundsOf(trx, course, year)).filter((r) => r.state === 'open');
      const overlaps = open.some(
        (r) => Date.parse(r.opens_at) < Date.parse(closes) && Date.parse(opens) < Date.parse(r.closes_at),
      );
      if (overlaps) throw DomainError.coded(409, 'selection_window_overlap');
      const plan = await planRound(trx, course, year);
      if (!plan.result.offers.length) throw DomainError.coded(409, 'selection_nobody_offered');
      roundId = await insertRound(trx, {
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
      });
      for (const o of plan.result.offers) {
        const c = plan.candidates.get(o.id)!;
        await insertOffer(trx, {
          round_id: roundId,
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
        });
        const fee = await feeFor(trx, course, year, c.category);
        await setFeeToPay(trx, c.studentId, fee, at);
        informed.push({ name: c.name, email: c.email, label: o.label, deadline: closes, fee });
      }
      for (const s of plan.result.standings) {
        const c = plan.candidates.get(s.id)!;
        await insertStanding(trx, {
          round_id: roundId,
          student_id: c.studentId,
          admission_id: c.admissionId,
          category: s.category,
          merit_rank: s.meritRank,
          index_marks: c.breakdown.total,
          breakdown: JSON.stringify(c.breakdown),
          status: s.status,
          waiting_in_category: s.waiting?.inCategory ?? null,
          waiting_overall: s.waiting?.overall ?? null,
        });
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
  return { round: await roundView(db, await roundById(db, roundId)), informed };
}

export async function roundOrThrow(db: Db, course: string, year: number, number: number): Promise<RoundRow> {
  const round = await findRound(db, course, year, number);
  if (!round) throw DomainError.coded(404, 'selection_no_round');
  return round;
}
