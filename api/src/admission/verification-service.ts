// Printout verification: the code printed on a form or receipt, and the public check of such a code (no personal data).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  admissionFeeTransaction,
  findCourse,
  formatVerificationCode,
  parseVerificationCode,
  printDate,
  verificationCheck,
  indiaDateTime as indiaMinute,
  verificationPath,
  yearOfStudy,
  type OfferLetterStatus,
  type VerificationCodeResponse,
  type VerificationKind,
  type VerifiedOffer,
  type VerifyResponse,
} from '@college/shared-types';
import type { Database } from '../db/database';
import { DomainError } from '../errors';
import { findAdmission, findAdmissionByCode } from './admissions-repository';
import { findOfferToVerify, findOfficeReceiptToVerify } from './verification-repository';
import { mayRead, type Reader } from '../accounts/public';
import { findTransaction, findTransactionByTxnid, transactionsOfStudent } from '../payments/public';
import { enrolmentOf } from '../selection/public';
import { formatHundredths } from '../selection/public';
import { indiaDateTime } from '../payments/public';

export const VERIFY_MESSAGES = {
  unknown: 'This code does not match any admission form, receipt or offer letter of the college.',
  notFound: 'No such admission form or receipt.',
  ask: 'Send admission_code or txnid.',
} as const;

/*
 * The check is keyed with a value only the owner, the office and the server know: the random admission code of a
 * form, the random txnid of a payment. So a code can be made only from the record itself, it never changes, and
 * the API needs no extra secret to keep.
 */
export function checkOf(kind: VerificationKind, number: number, key: string): string {
  return verificationCheck(createHmac('sha256', key).update(`${kind}:${number}`).digest());
}

function sameCheck(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function dateOf(at: string | null | undefined, fallbackIso: string): string {
  return printDate(at || indiaDateTime(new Date(fallbackIso)));
}

/** The verification code of a form or a payment the reader may see; "not yours" answers like "no such record". */
export async function verificationCodeFor(
  db: Kysely<Database>,
  reader: Reader,
  query: { admission_code?: string; txnid?: string },
): Promise<VerificationCodeResponse> {
  let code: string;
  if (query.admission_code) {
    const row = await findAdmissionByCode(db, query.admission_code);
    if (!row || !mayRead(reader, row.student_id)) throw new DomainError(404, VERIFY_MESSAGES.notFound);
    code = formatVerificationCode('form', row.id, checkOf('form', row.id, row.admission_code));
  } else if (query.txnid) {
    const row = await findTransactionByTxnid(db, query.txnid);
    if (!row || !mayRead(reader, row.student_id)) throw new DomainError(404, VERIFY_MESSAGES.notFound);
    code = formatVerificationCode('receipt', row.id, checkOf('receipt', row.id, row.txnid));
  } else {
    throw new DomainError(400, VERIFY_MESSAGES.ask);
  }
  return { code, path: verificationPath(code) };
}

/** What the public check of a printed code shows; 404 for a code that matches nothing. */
export async function checkVerificationCode(db: Kysely<Database>, text: string): Promise<VerifyResponse['data']> {
  const parsed = parseVerificationCode(text);
  if (!parsed) throw new DomainError(404, VERIFY_MESSAGES.unknown);
  const code = formatVerificationCode(parsed.kind, parsed.number, parsed.check);

  if (parsed.kind === 'form') {
    const form = await findAdmission(db, parsed.number);
    if (!form || !sameCheck(checkOf('form', form.id, form.admission_code), parsed.check)) {
      throw new DomainError(404, VERIFY_MESSAGES.unknown);
    }
    const rows = await transactionsOfStudent(db, form.student_id);
    // The slip's rule: the last success above the registration fee.
    const paid = admissionFeeTransaction(rows.map((r) => ({ ...r, purpose: undefined, addedon: r.addedon ?? '' })));
    return {
      kind: 'form',
      code,
      form_number: form.id,
      course: form.course,
      course_name: findCourse(form.course)?.name ?? form.course,
      year: yearOfStudy(form.part),
      submitted_on: dateOf(null, form.created_at),
      payment_status: paid ? 'Paid' : 'Pending',
      amount_paid: paid ? Number(paid.amount).toFixed(2) : null,
      paid_on: paid ? dateOf(paid.addedon, paid.created_at) : null,
      enrolment_no: paid ? await enrolmentOf(db, form.student_id) : null,
    };
  }

  if (parsed.kind === 'offer') {
    const offer = await checkedOffer(db, parsed.number, parsed.check);
    if (!offer) throw new DomainError(404, VERIFY_MESSAGES.unknown);
    return { ...offer, code };
  }

  if (parsed.kind === 'office') {
    // An office receipt of a fee taken at the counter (decision 032): keyed with its transaction's random txnid.
    const receipt = await findOfficeReceiptToVerify(db, parsed.number);
    if (!receipt || !sameCheck(checkOf('office', receipt.id, receipt.txnid), parsed.check)) {
      throw new DomainError(404, VERIFY_MESSAGES.unknown);
    }
    return {
      kind: 'office',
      code,
      receipt_no: receipt.receipt_no,
      purpose: receipt.purpose === 'admission' ? 'Admission Fee' : 'Registration Fee',
      amount: Number(receipt.amount).toFixed(2),
      mode: receipt.mode ?? '',
      status: receipt.cancelled_at ? 'cancelled' : 'paid',
      paid_on: dateOf(receipt.addedon, receipt.created_at),
    };
  }

  const tx = await findTransaction(db, parsed.number);
  if (!tx || !sameCheck(checkOf('receipt', tx.id, tx.txnid), parsed.check)) {
    throw new DomainError(404, VERIFY_MESSAGES.unknown);
  }
  return {
    kind: 'receipt',
    code,
    receipt_number: tx.id,
    purpose: tx.purpose === 'admission' ? 'Admission Fee' : 'Registration Fee',
    amount: Number(tx.amount).toFixed(2),
    status: tx.status,
    paid_on: dateOf(tx.addedon, tx.created_at),
  };
}

/** An offer letter's facts (decision 028) when the check matches: the seat and what became of it, no names. */
async function checkedOffer(
  db: Kysely<Database>,
  number: number,
  check: string,
): Promise<Omit<VerifiedOffer, 'code'> | null> {
  const row = await findOfferToVerify(db, number);
  if (!row || !sameCheck(checkOf('offer', row.id, row.admission_code), check)) return null;
  const status = row.status as OfferLetterStatus;
  return {
    kind: 'offer',
    form_number: row.form_number,
    course: row.course,
    course_name: findCourse(row.course)?.name ?? row.course,
    year: yearOfStudy(row.part),
    round: row.round,
    seat: { en: row.label_en, hi: row.label_hi },
    merit_rank: row.merit_rank,
    index_marks_text: formatHundredths(row.index_marks),
    status,
    deadline_ist: indiaMinute(row.deadline),
    enrolment_no: status === 'admitted' ? await enrolmentOf(db, row.student_id) : null,
  };
}
