// Which payments count (SPEC §4, §10): the 50-rupee registration chalan and the admission fee.
import type { AdmissionStatus } from '../admission/rules';
import { statusLabel } from '../admission/rules';
import type { Student } from '../accounts/entities';
import type { NextStep } from '../accounts/journey';
import type { PaymentPurpose, Transaction } from './entities';
import { attemptLabel, feeState, paidTransaction, type PaymentLike } from './status';

const ATTEMPT_CHECKING = attemptLabel('pending');

/** Registration fee in rupees; a chalan counts only for exactly this amount. */
export const REGISTRATION_FEE = 50;

function isSuccess(t: Transaction): boolean {
  return String(t.status).toLowerCase() === 'success';
}

/** 'Success' when the registration fee is paid (registrationPaid), else 'Pending'. */
export function chalanStatus(transactions: readonly Transaction[] | null | undefined): 'Success' | 'Pending' {
  return registrationPaid(transactions) ? 'Success' : 'Pending';
}

/** The last successful transaction above 50 (the admission fee), if any. */
export function admissionFeeTransaction(
  transactions: readonly Transaction[] | null | undefined,
): Transaction | undefined {
  const paid = (transactions ?? []).filter((t) => isSuccess(t) && Number(t.amount) > REGISTRATION_FEE);
  return paid[paid.length - 1];
}

/**
 * The one meaning of "registration paid", in the API and every screen: a `success` row of purpose
 * registration (rows without a purpose count by the amount, 50). Pending, mismatch, refund_due or refunded
 * rows never count.
 */
export function registrationPaid(transactions: readonly PaymentLike[] | null | undefined): boolean {
  return paidTransaction(transactions, 'registration') !== undefined;
}

/** The registration (chalan) transaction that counts: the successful registration payment. */
export function chalanTransaction(transactions: readonly Transaction[] | null | undefined): Transaction | undefined {
  return paidTransaction(transactions, 'registration');
}

export interface ChalanCell {
  status: 'Success' | 'Pending';
  /** Once paid, or while a payment is being checked with the bank, the button is disabled. */
  payDisabled: boolean;
  /**
   * 'Pay Chalan'; once paid, the admission status labelled as such ("Admission status: Pending"); 'Checking with
   * the bank' while a payment is pending; 'Try again' once the gateway said that payment was never completed.
   */
  payLabel: string;
  /** The label in Hindi. */
  payLabelHi: string;
  /** True while a payment of the fee is pending: the bank is being asked, nothing may be paid again. */
  checking: boolean;
  /** True when the pending payment may be paid again (the gateway says its checkout was never completed). */
  retry: boolean;
  receiptTxnid: string | null;
}

const STATUS_HI: Record<string, string> = { Pending: 'लंबित', Approved: 'स्वीकृत', Reject: 'अस्वीकृत' };

/** The next steps at which Pay Chalan is offered (the profile's: it warns 'Complete your Profile' first). */
const PAYS_REGISTRATION: readonly string[] = ['profile', 'pay-registration', 'registration-retry'];

/** The registration fee's cell; `next` (the one next step, decision 030) says when a pending payment may be retried. */
export function chalanCell(s: Pick<Student, 'status' | 'transactions'>, next?: Pick<NextStep, 'kind'>): ChalanCell {
  const state = feeState(s.transactions, 'registration');
  const paid = state === 'paid';
  const retry = state === 'checking' && next?.kind === 'registration-retry';
  const checking = state === 'checking' && !retry;
  const status = statusLabel(s.status);
  let label = 'Pay Chalan';
  let labelHi = 'चालान भरें';
  if (paid) {
    label = `Admission status: ${status}`;
    labelHi = `प्रवेश स्थिति: ${STATUS_HI[status] ?? status}`;
  } else if (retry) {
    label = 'Try again';
    labelHi = 'फिर से भुगतान करें';
  } else if (checking) {
    label = ATTEMPT_CHECKING.en;
    labelHi = ATTEMPT_CHECKING.hi;
  }
  // With the next step known, the fee is offered only when it is the step (not to a rejected student, say).
  const notTheStep = next !== undefined && !PAYS_REGISTRATION.includes(next.kind);
  return {
    status: paid ? 'Success' : 'Pending',
    payDisabled: paid || checking || notTheStep,
    payLabel: label,
    payLabelHi: labelHi,
    checking,
    retry,
    receiptTxnid: paid ? (chalanTransaction(s.transactions)?.txnid ?? null) : null,
  };
}

/** Transaction badge: 'success' (any case) is resolved, anything else pending. */
export function transactionBadge(status: string | null | undefined): 'resolved' | 'pending' {
  return String(status ?? '').toLowerCase() === 'success' ? 'resolved' : 'pending';
}

/** The fee a payment form asks for, in rupees: 50 for the chalan, fee_to_pay for the admission. */
export function paymentFee(purpose: PaymentPurpose, s: Pick<Student, 'fee_to_pay'> | null): string {
  return purpose === 'registration' ? String(REGISTRATION_FEE) : (s?.fee_to_pay ?? '');
}

/** The admission fee page is shown only when the status is neither 0 (pending) nor 2 (rejected). */
export function canOpenAdmissionPayment(status: AdmissionStatus | null | undefined): boolean {
  return status !== 0 && status !== 2 && status != null;
}
