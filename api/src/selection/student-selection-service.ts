// The student's own view of the merit rounds (decision 025): their offer (the live one first, else the latest) with
// the seat, rank, index marks and the payment window in India time, or their place in the latest round that ranked
// them, with the cut-offs of that round and the enrolment number once admitted.
import type { Kysely } from 'kysely';
import type {
  CompartmentOutcome,
  IndexMarksBreakdownView,
  SelectionCompartment,
  StudentSelection,
} from '@college/shared-types';
import type { Database } from '../db/database';
import type { StudentRow } from '../accounts/public';
import { enrolmentOf } from './enrolments-repository';
import { COMPARTMENTS, formatHundredths } from './rules';
import { indiaTime } from './rounds-service';
import { latestOfferOfStudent, latestStandingOfStudent } from './rounds-repository';

type Db = Kysely<Database>;

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
