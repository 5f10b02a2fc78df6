// Fees taken at the college counter and the day-book (decision 032): the request rules, the answers and the words of a
// fee. The paths of the office's calls are in counter-paths.ts.
import { object, string } from 'yup';
import type { Bilingual } from '../content/language';
import type { PaymentPurpose } from './entities';

/** How money reaches the counter; stored on the transaction as COUNTER_CASH, COUNTER_DD or COUNTER_CHALLAN. */
export const COUNTER_MODES = ['cash', 'dd', 'challan'] as const;
export type CounterMode = (typeof COUNTER_MODES)[number];

export function counterModeCode(mode: CounterMode): string {
  return `COUNTER_${mode.toUpperCase()}`;
}

/** True for a transaction's mode written by the counter, not by the gateway. */
export function isCounterModeCode(code: string | null | undefined): boolean {
  return /^COUNTER_/.test(String(code ?? ''));
}

/** The words of a fee, for the console and the printouts. */
export function paymentPurposeLabel(purpose: string | null | undefined): Bilingual {
  if (purpose === 'admission') return { en: 'Admission fee', hi: 'प्रवेश शुल्क' };
  if (purpose === 'registration') return { en: 'Registration fee', hi: 'पंजीकरण शुल्क' };
  return { en: String(purpose ?? '—'), hi: String(purpose ?? '—') };
}

function isCalendarDay(v: string | undefined): boolean {
  if (!v) return true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const DAY = 'Enter a date as YYYY-MM-DD.';

/** A counter receipt as the clerk enters it; the amount must be the fee the server expects. */
export const counterReceiptSchema = object({
  student_id: string()
    .required('Enter the student’s number.')
    .matches(/^[1-9]\d{0,9}$/, 'Enter the student’s number.'),
  purpose: string()
    .required("Choose 'registration' or 'admission'.")
    .oneOf(['registration', 'admission'], "Choose 'registration' or 'admission'."),
  mode: string()
    .required('Choose how the fee was paid.')
    .oneOf([...COUNTER_MODES], 'Choose how the fee was paid.'),
  amount: string()
    .required('Enter the amount received.')
    .matches(/^\d{1,7}(\.\d{1,2})?$/, 'Enter the amount received.'),
  instrument_no: string()
    .trim()
    .when('mode', {
      is: (m: string) => m === 'dd' || m === 'challan',
      then: (s) =>
        s.required('Enter the demand draft or challan number.').matches(/^[A-Za-z0-9/-]{4,30}$/, {
          message: 'Enter the demand draft or challan number.',
        }),
      otherwise: (s) => s.max(0, 'A cash receipt has no instrument number.'),
    }),
  instrument_bank: string()
    .trim()
    .max(80)
    .when('mode', {
      is: 'dd',
      then: (s) => s.required('Enter the bank of the demand draft.'),
    }),
  instrument_date: string()
    .test('day', DAY, isCalendarDay)
    .when('mode', {
      is: (m: string) => m === 'dd' || m === 'challan',
      then: (s) => s.required('Enter the date on the demand draft or challan.'),
    }),
});

export const counterCancelSchema = object({
  reason: string().trim().required('Give the reason for cancelling.').min(5, 'Give the reason for cancelling.'),
});

/** The day-book's range: real days, in order, at most one academic session (366 days). */
export const dayBookSchema = object({
  from: string().required(DAY).test('day', DAY, isCalendarDay),
  to: string().required(DAY).test('day', DAY, isCalendarDay),
});

export const DAY_BOOK_MAX_DAYS = 366;

/** The receipts the day-book's screen lists (its CSV holds every one); the totals always count them all. */
export const DAY_BOOK_ROWS_SHOWN = 2000;

export interface CounterDue {
  student_id: number;
  student_name: string;
  course_name: string | null;
  purpose: PaymentPurpose;
  amount: string;
}

export interface OfficeReceipt {
  id: number;
  receipt_no: string;
  txnid: string;
  student_id: number;
  student_name: string;
  father_name: string | null;
  email: string;
  phone: string;
  course_name: string | null;
  course_label: Bilingual | null;
  purpose: PaymentPurpose;
  amount: string;
  amount_words: Bilingual;
  mode: CounterMode;
  mode_code: string;
  instrument_no: string | null;
  instrument_bank: string | null;
  /** YYYY-MM-DD */
  instrument_date: string | null;
  /** DD/MM/YYYY HH:mm, India time */
  received_at: string;
  received_by: string;
  status: 'paid' | 'cancelled';
  cancelled_at: string | null;
  cancel_reason: string | null;
  /** The code printed on the receipt and its /verify page. */
  verification_code: string;
  verification_path: string;
}

export interface DayBookRow {
  /** OR/2026-27/000123 for a counter receipt, the gateway transaction's number otherwise. */
  receipt_no: string;
  /** The office receipt's id (its printout and cancellation); null for an online payment. */
  receipt_id: number | null;
  /** DD/MM/YYYY HH:mm, India time */
  at: string;
  student_id: number;
  student_name: string;
  course_name: string | null;
  purpose: PaymentPurpose;
  mode: string;
  amount: string;
  reference: string | null;
  /** Cancelled counter receipts are listed and counted in no total. */
  cancelled: boolean;
}

export interface DayBookTotal {
  key: string;
  count: number;
  amount: string;
}

export interface DayBook {
  from: string;
  to: string;
  count: number;
  amount: string;
  by_mode: DayBookTotal[];
  by_purpose: DayBookTotal[];
  by_course: DayBookTotal[];
  /** By source: online (the gateway) and counter. */
  by_source: DayBookTotal[];
  /** The receipts in time order: on the screen's answer the first DAY_BOOK_ROWS_SHOWN, in the CSV every one. */
  rows: DayBookRow[];
  /** How many receipts the range holds (cancelled ones too). */
  rows_total: number;
}
