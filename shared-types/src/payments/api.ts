// Payment calls: starting a payment, a student's own receipt, and the accounts office's calls.
import type { PaymentPurpose } from './entities';

export interface PaymentInitiateRequest {
  purpose: PaymentPurpose;
  firstname: string;
  phone: string;
}
export interface PaymentInitiateResponse {
  action: string;
  fields: Record<string, string>;
}

/** Initiate's 409 when an earlier payment of the fee was found paid and settled: nothing more to pay. */
export interface PaymentAlreadyPaidResponse {
  paid: true;
  message: string;
  txnid: string;
  amount: string;
}

/**
 * The answer of a student's check of a pending payment (POST paymentCheck): the payment's status after the gateway
 * was asked; `retry` when the gateway says the checkout was never completed (or never reached it), so paying
 * again is safe; and when the automatic check runs next while it stays pending (null once settled, or when no
 * automatic check is scheduled).
 */
export interface PaymentCheckResponse {
  txnid: string;
  purpose: PaymentPurpose;
  status: string;
  retry: boolean;
  next_check_at: string | null;
}

export interface PrintTransaction {
  txnid: string;
  amount: string;
  status: string;
  purpose: PaymentPurpose;
  mode: string | null;
  mihpayid: string | null;
  addedon: string | null;
  created_at: string;
  /** The bank's reference for a successful payment. */
  bank_ref_num?: string | null;
  /** The amount in words, for receipts and the fee slip. */
  amount_words?: { en: string; hi: string };
}

export interface PaymentReceiptResponse {
  data: PrintTransaction & {
    amount_words: { en: string; hi: string };
    productinfo: string;
    firstname: string;
    email: string;
    phone: string;
    bank_ref_num: string | null;
    student: {
      name: string;
      email: string;
      phone_number: string;
      course_name: string | null;
      course_year: number | null;
    };
  };
}

// The accounts office (API_PATHS.adminPayments*)

export interface ReconcileCounts {
  checked: number;
  settled_success: number;
  settled_failure: number;
  still_pending: number;
  expired: number;
  mismatched: number;
}

export interface AdminPaymentFilters {
  status?: string;
  purpose?: PaymentPurpose;
  /** Course code of the student (BCOM, ...). */
  course?: string;
  /** Day the payment started, YYYY-MM-DD (India time); or a range with date_from / date_to. */
  date?: string;
  date_from?: string;
  date_to?: string;
  /** Payment mode as the gateway reports it (CC, DC, NB, UPI, ...). */
  mode?: string;
  page?: number;
  per_page?: number;
}

export interface AdminPaymentRow {
  txnid: string;
  student_id: number;
  student_name: string;
  email: string;
  course_name: string | null;
  purpose: PaymentPurpose;
  amount: string;
  status: string;
  mode: string | null;
  mihpayid: string | null;
  bank_ref_num: string | null;
  error_message: string | null;
  /** Why the gateway's answer was not accepted (mismatch), or why a refund is due. */
  flag_reason: string | null;
  /** Who settled the row: callback, webhook, reconcile, initiate or staff. */
  settled_by: string | null;
  refund_status: string | null;
  /** True for a pending transaction older than 10 minutes: offer "Check with the bank". */
  overdue: boolean;
  created_at: string;
  addedon: string | null;
  verified_at: string | null;
}

export interface AdminPaymentsResponse {
  data: AdminPaymentRow[];
  page: number;
  per_page: number;
  total: number;
}

export interface AdminPaymentActionResponse {
  message: string;
  data: AdminPaymentRow;
}

export interface CollectionTotal {
  key: string;
  count: number;
  amount: string;
}

export interface CollectionReport {
  /** The day reported, YYYY-MM-DD in India time. */
  date: string;
  count: number;
  amount: string;
  by_purpose: CollectionTotal[];
  by_course: CollectionTotal[];
  by_mode: CollectionTotal[];
}
