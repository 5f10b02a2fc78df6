// After a round's payment window (decision 025): the unpaid offers lapse and the round closes, by the office or the
// background close; an offer reinstated and left unpaid lapses by itself once its new deadline passes. A student
// whose offer lapsed is ranked in later rounds but not offered again unless the office reinstates the offer, and a
// reinstated offer never takes its compartment over its seats. Every change is audited and the students it concerns
// are answered for the route to mail.
import type { Kysely } from 'kysely';
import type { RoundView } from '@college/shared-types';
import type { Database } from '../db/database';
import { DomainError } from '../errors';
import { recordAudit } from '../office/public';
import { feeFor } from '../office/public';
import { meritListsChanged } from './merit-list-service';
import { checkFreeSeat } from './round-plan-service';
import type { Compartment } from './rules';
import { conflict, instant, roundOrThrow, roundView, type Informed } from './rounds-service';
import {
  coursesWithStrayOffers,
  lapseOffer,
  markRoundClosed,
  offerOfRound,
  offersOf,
  openRounds,
  reofferOffer,
  setFeeToPay,
  studentContact,
  studentOfOffer,
  studentsPayingNow,
  type OfferRow,
  type RoundRow,
} from './rounds-repository';
import { inTransaction } from '../db/transaction-repository';

type Db = Kysely<Database>;

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
  const paying = await studentsPayingNow(
    trx,
    overdue.map((o) => o.student_id),
  );
  const due = overdue.filter((o) => !paying.some((p) => p.student_id === o.student_id));
  for (const o of due) {
    await lapseOffer(trx, o.id, at);
    await setFeeToPay(trx, o.student_id, null, at);
    const s = await studentContact(trx, o.student_id);
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
  const round = await inTransaction(db, async (trx) => {
    const round = await roundOrThrow(trx, course, year, number);
    if (round.state === 'closed') throw DomainError.coded(409, 'selection_round_closed');
    if (Date.parse(round.closes_at) > now.getTime()) throw DomainError.coded(409, 'selection_round_not_over');
    const due = await lapseOverdue(trx, course, year, now, informed);
    await markRoundClosed(trx, round.id, at);
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
    round = await inTransaction(db, async (trx) => {
      const round = await roundOrThrow(trx, course, year, number);
      const offer = await offerOfRound(trx, offerId, round.id);
      if (!offer) throw DomainError.coded(404, 'selection_no_offer');
      if (offer.status !== 'lapsed') throw DomainError.coded(409, 'selection_offer_not_lapsed');
      const student = await studentOfOffer(trx, offer.student_id);
      if (student.is_admission_fee_payed) throw DomainError.coded(409, 'selection_already_admitted');
      // The seat may have gone to the next in merit in a later round: a reinstated offer never takes the
      // compartment over its seats (the office may raise them in the seat matrix first).
      await checkFreeSeat(trx, course, year, offer.compartment as Compartment);
      await reofferOffer(trx, offer, closes, at);
      const fee = await feeFor(trx, course, year, student.category);
      await setFeeToPay(trx, student.id, fee, at);
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

/** Offers still offered after their deadline in rounds already closed (a reinstated offer not paid): they lapse. */
export async function lapseStrayOffers(db: Db, now = new Date()): Promise<Informed[]> {
  const stray = await coursesWithStrayOffers(db, now.toISOString());
  const informed: Informed[] = [];
  for (const { course, year } of stray) {
    await inTransaction(db, async (trx) => {
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
  const open = await openRounds(db);
  return open.filter((r) => Date.parse(r.closes_at) <= now.getTime());
}
