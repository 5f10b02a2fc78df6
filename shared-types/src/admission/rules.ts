// The admission status and what the student may do at each (SPEC §4).
import type { Student } from '../accounts/entities';

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
  | { kind: 'reject'; text: 'Reject' }
  | { kind: 'fill' }
  | { kind: 'pay'; amount: string }
  | { kind: 'print' };

/** The action of the application row: waiting at status 0, rejected at 2, and Fill Form / Pay / Print at 1. */
export function applicationCell(
  s: Pick<Student, 'status' | 'is_admission_submitted' | 'is_admission_fee_payed' | 'fee_to_pay'>,
): ApplicationCell {
  if (s.status === 2) return { kind: 'reject', text: 'Reject' };
  const action = applicationAction(s);
  if (action === 'fill') return { kind: 'fill' };
  if (action === 'pay') return { kind: 'pay', amount: s.fee_to_pay ?? '' };
  if (action === 'print') return { kind: 'print' };
  return { kind: 'wait', text: 'Wait For Verification' };
}
