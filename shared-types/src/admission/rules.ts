// The admission status and what the student may do at each (SPEC §4).
import type { Student } from '../accounts/entities';
import { studentNextStep, type JourneyStudent, type NextStep } from '../accounts/journey';
import type { StandingStatus } from '../selection/rounds';

/** 0 pending, 1 approved, 2 rejected */
export type AdmissionStatus = 0 | 1 | 2;

export function statusLabel(status: AdmissionStatus): 'Pending' | 'Approved' | 'Reject' {
  if (status === 1) return 'Approved';
  if (status === 2) return 'Reject';
  return 'Pending';
}

export type ApplicationAction = 'fill' | 'pay' | 'print';

/** At status 1: Fill Form (not submitted), Pay (submitted, unpaid), Print (submitted and paid). */
export function applicationAction(
  s: Pick<Student, 'status' | 'is_admission_submitted' | 'is_admission_fee_payed'>,
): ApplicationAction | null {
  if (s.status !== 1) return null;
  if (!s.is_admission_submitted) return 'fill';
  if (!s.is_admission_fee_payed) return 'pay';
  return 'print';
}

/** obtained / max × 100 to two decimals when max > 0, else ''. */
export function percentage(
  obtained: string | number | null | undefined,
  max: string | number | null | undefined,
): string {
  const o = Number(obtained);
  const m = Number(max);
  if (!Number.isFinite(o) || !Number.isFinite(m) || m <= 0 || obtained === '' || obtained == null) return '';
  return ((o / m) * 100).toFixed(2);
}

export type ApplicationCell =
  | { kind: 'wait'; text: 'Wait For Verification' }
  | { kind: 'before'; text: 'Pay the registration fee first' }
  | { kind: 'reject'; text: 'Reject' }
  | { kind: 'fill' }
  | { kind: 'pay'; amount: string }
  /** A payment of the admission fee the bank has not answered yet: nothing more is offered. */
  | { kind: 'checking' }
  /** The gateway said that payment was never completed: Pay again (the same checkout is reused while open). */
  | { kind: 'retry'; amount: string }
  /** Submitted and unpaid, while the office verifies it (or approves it again after a correction): no Pay yet. */
  | { kind: 'verifying' }
  /** A merit course: verified and unpaid without an offer open to pay (waiting, lapsed, or past the deadline). */
  | { kind: 'no-offer'; status: StandingStatus }
  | { kind: 'print' };

/** The application row's action for the one next step (decision 030): it never says otherwise than the tracker. */
export function applicationCellOf(next: NextStep, s: { fee_to_pay?: string | null }): ApplicationCell {
  const amount = s.fee_to_pay ?? '';
  switch (next.kind) {
    case 'profile':
    case 'pay-registration':
    case 'registration-checking':
    case 'registration-retry':
      return { kind: 'before', text: 'Pay the registration fee first' };
    case 'verification':
      return { kind: 'wait', text: 'Wait For Verification' };
    case 'rejected':
      return { kind: 'reject', text: 'Reject' };
    case 'fill-form':
    case 'correct-form':
      return { kind: 'fill' };
    case 'form-review':
    case 'form-verifying':
      return { kind: 'verifying' };
    case 'pay-admission':
      return { kind: 'pay', amount };
    case 'admission-checking':
      return { kind: 'checking' };
    case 'admission-retry':
      return { kind: 'retry', amount };
    case 'offer-waiting':
      return { kind: 'no-offer', status: 'waiting' };
    case 'offer-lapsed':
      return { kind: 'no-offer', status: 'lapsed' };
    case 'print':
      return { kind: 'print' };
  }
}

/**
 * The action of the application row, read from the one next step: waiting while the office verifies, rejected,
 * Fill Form (also for an open correction, until the fee is paid), Being verified while the office verifies a
 * submitted form, Pay (a course admitted by merit only while its offer is open, by the clock `now`), and Print.
 */
export function applicationCell(s: JourneyStudent, now: number = Date.now()): ApplicationCell {
  return applicationCellOf(studentNextStep(s, { now }), s);
}

/** What the office decided that the student must read on the dashboard: a rejection's reason, or a correction. */
export type DecisionNotice = { kind: 'rejected'; reason: string } | { kind: 'correction'; reason: string } | null;

export function decisionNotice(
  s: Pick<Student, 'status' | 'is_admission_fee_payed' | 'reject_reason' | 'correction_reason'>,
): DecisionNotice {
  if (s.correction_reason && !s.is_admission_fee_payed) return { kind: 'correction', reason: s.correction_reason };
  if (s.status === 2 && s.reject_reason) return { kind: 'rejected', reason: s.reject_reason };
  return null;
}

/** The texts of the decision notice, in English and Hindi. */
export const DECISION_NOTICE_TEXTS = {
  rejected: {
    title: { en: 'Your application was not approved', hi: 'आपका आवेदन स्वीकृत नहीं हुआ' },
    reason: { en: 'Reason given by the college office', hi: 'महाविद्यालय कार्यालय द्वारा बताया गया कारण' },
  },
  correction: {
    title: {
      en: 'The college office asks you to correct your admission form',
      hi: 'महाविद्यालय कार्यालय ने आपके प्रवेश फॉर्म में सुधार के लिए कहा है',
    },
    reason: { en: 'What to correct', hi: 'क्या सुधारना है' },
    action: { en: 'Correct the form', hi: 'फॉर्म में सुधार करें' },
    after: {
      en: 'Submit the form again when it is corrected; the office will review it once more.',
      hi: 'सुधार के बाद फॉर्म दोबारा जमा करें; कार्यालय उसकी फिर से जाँच करेगा।',
    },
  },
} as const;
