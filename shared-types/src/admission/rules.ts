// The admission status and what the student may do at each (SPEC §4).
import type { Student } from '../accounts/entities';
import { feeState } from '../payments/status';
import type { StandingStatus, StudentSelection } from '../selection/rounds';
import { offerPayable } from '../selection/student-offer';

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
  /** Submitted and unpaid, while the office verifies it: no Pay yet. */
  | { kind: 'verifying' }
  /** A merit course: verified and unpaid without an offer open to pay (waiting, lapsed, or past the deadline). */
  | { kind: 'no-offer'; status: StandingStatus }
  | { kind: 'print' };

/**
 * The action of the application row: waiting at status 0, rejected at 2, and Fill Form / Pay / Print at 1. An
 * open correction request opens the form again, whatever the status, until the fee is paid. A submitted form is
 * being verified until the office has verified it: Pay appears only then. A course admitted by merit shows Pay
 * only while the student's offer is open (offered, before its deadline by the clock `now`).
 */
export function applicationCell(
  s: Pick<
    Student,
    'status' | 'is_admission_submitted' | 'is_admission_fee_payed' | 'fee_to_pay' | 'correction_reason' | 'scrutiny'
  > & {
    transactions?: Student['transactions'] | null;
    selection?: Pick<StudentSelection, 'status' | 'deadline'> | null;
  },
  now: number = Date.now(),
): ApplicationCell {
  if (s.correction_reason && !s.is_admission_fee_payed) return { kind: 'fill' };
  if (s.status === 2) return { kind: 'reject', text: 'Reject' };
  const action = applicationAction(s);
  if (action === 'fill') return { kind: 'fill' };
  // The fee is taken only for a verified form (an answer without the scrutiny is from before it existed).
  if (action === 'pay' && s.scrutiny && s.scrutiny.state !== 'verified') return { kind: 'verifying' };
  // A merit course's fee is taken only with an offer inside its window (decision 025).
  if (action === 'pay' && s.selection && !offerPayable(s.selection, now)) {
    return { kind: 'no-offer', status: s.selection.status === 'offered' ? 'lapsed' : s.selection.status };
  }
  if (action === 'pay') return { kind: 'pay', amount: s.fee_to_pay ?? '' };
  if (action === 'print') return { kind: 'print' };
  // The college verifies only a paid registration: until the fee is paid, nothing waits on the college.
  if (feeState(s.transactions, 'registration') !== 'paid')
    return { kind: 'before', text: 'Pay the registration fee first' };
  return { kind: 'wait', text: 'Wait For Verification' };
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
