// The dashboard's one state (decision 030): the next step decided once, and every card read from it — the tracker,
// the application row, the registration fee's cell and the acknowledgement of a submitted form — so no two of them
// can say different things.
import { applicationCellOf, type ApplicationCell } from '../admission/rules';
import { chalanCell, type ChalanCell } from '../payments/rules';
import type { Student } from './entities';
import {
  journeyOf,
  studentNextStep,
  type BilingualText,
  type Journey,
  type JourneyStudent,
  type NextStep,
  type NextStepOptions,
} from './journey';

export interface DashboardState {
  next: NextStep;
  journey: Journey;
  application: ApplicationCell;
  chalan: ChalanCell;
  /** The acknowledgement's "What happens next" (the same words as the tracker's), or null when it is not shown. */
  acknowledgement: { next: BilingualText } | null;
}

export type DashboardStudent = JourneyStudent &
  Pick<Student, 'status' | 'transactions' | 'fee_to_pay' | 'admission_form_code' | 'is_admission_submitted'>;

export const WHAT_HAPPENS_NEXT: BilingualText = { en: 'What happens next:', hi: 'आगे क्या होगा:' };

export function dashboardState(s: DashboardStudent, opts: NextStepOptions = {}): DashboardState {
  const next = studentNextStep(s, opts);
  const submitted = Boolean(s.admission_form_code) && s.is_admission_submitted && next.kind !== 'correct-form';
  return {
    next,
    journey: journeyOf(s, next),
    application: applicationCellOf(next, s),
    chalan: chalanCell(s, next),
    acknowledgement: submitted ? { next: next.text } : null,
  };
}
