// Fees taken at the college counter and their office receipts (decision 032; the day-book is day-book-service.ts).
// A counter payment is a transactions row with status success and a COUNTER_ mode, written in the same database
// transaction as its office receipt, so the unique index transactions_one_paid refuses a second payment of a fee
// whether it came online or at the counter, even when two clerks submit at once. Everything that reads a paid fee
// (dashboard, admission status, printouts, fee slip, reports) counts it without knowing where it was paid.
import { inTransaction } from '../db/transaction-repository';
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  amountInWords,
  counterModeCode,
  findCourse,
  formatVerificationCode,
  paidTransaction,
  verificationPath,
  type CounterDue,
  type CounterMode,
  type OfficeReceipt,
  type PaymentPurpose,
} from '@college/shared-types';
import type { Database, StudentTable } from '../db/database';
import { DomainError } from '../errors';
import { recordAudit } from '../office/public';
import { readSettings } from '../office/public';
import * as transactions from './transactions-repository';
import { admitOnPayment, withdrawAdmission } from '../selection/public';
import { amountDue } from './payu-checkout-service';
import type { PaymentContext } from './payu-settlement-service';
import { formatAmount, indiaDateTime } from './payu';
import { checkOf } from '../admission/public';
import * as repo from './counter-repository';
import { printMinute } from './day-book-service';

type Db = Kysely<Database>;
type Student = Selectable<StudentTable>;

export interface CounterInput {
  student_id: number;
  purpose: PaymentPurpose;
  mode: CounterMode;
  amount: string;
  instrument_no?: string;
  instrument_bank?: string;
  instrument_date?: string;
}

export interface Clerk {
  id: number;
  name: string;
}

const nowOf = (ctx: PaymentContext) => (ctx.now ? ctx.now() : new Date());

/** Today in India, YYYY-MM-DD. */
export function indiaToday(now: Date): string {
  return indiaDateTime(now).slice(0, 10);
}

async function studentOf(db: Db, id: number): Promise<Student> {
  const student = await repo.findStudent(db, id);
  if (!student) throw DomainError.coded(404, 'counter_no_student');
  return student;
}

/** The fee the counter must take: what the server expects for this student and fee, or why nothing is due. */
export async function counterDue(ctx: PaymentContext, studentId: number, purpose: PaymentPurpose): Promise<CounterDue> {
  const student = await studentOf(ctx.db, studentId);
  const paid = async () => paidTransaction(await transactions.transactionsOfStudent(ctx.db, student.id), purpose);
  if (await paid()) throw DomainError.coded(409, 'counter_fee_paid');
  let due: { amount: string };
  try {
    due = await amountDue(ctx, student, purpose);
  } catch (error) {
    // Paid a moment ago by another clerk or online: the counter's own words for it.
    if (await paid()) throw DomainError.coded(409, 'counter_fee_paid');
    throw error;
  }
  return {
    student_id: student.id,
    student_name: student.name,
    course_name: student.course_name,
    purpose,
    amount: due.amount,
  };
}

/** The office receipt's series: the academic session of the settings, e.g. 2026-27. */
async function seriesOf(db: Db): Promise<string> {
  return (await readSettings(db)).academic_session;
}

function receiptNumber(series: string, seq: number): string {
  return `OR/${series}/${String(seq).padStart(6, '0')}`;
}

/**
 * Once the payment is committed, the student is told as after an online payment: the receipt and, when paying
 * admitted them, the enrolment number (mail, SMS or both as the office chose; a message never undoes the payment).
 */
async function tellPaid(ctx: PaymentContext, tx: transactions.TransactionRow, admitted: string | null) {
  try {
    await ctx.sendReceipt(tx);
    if (admitted) await ctx.sendAdmittedNotice?.(tx, admitted);
  } catch (error) {
    ctx.log.error({ err: error, txnid: tx.txnid }, 'counter payment message not sent');
  }
}

/**
 * Records a fee received at the counter. Refused (nothing written): a student who does not exist, a fee already paid
 * (online or at the counter), a fee not due, an amount that is not the fee, an instrument dated in the future, a
 * demand draft or challan number already on a live receipt. The fee row and its receipt are written together; a
 * second writer of the same fee fails on transactions_one_paid, of the same instrument on office_receipts_instrument.
 */
export async function recordCounterPayment(
  ctx: PaymentContext,
  clerk: Clerk,
  input: CounterInput,
): Promise<OfficeReceipt> {
  const due = await counterDue(ctx, input.student_id, input.purpose);
  const student = await studentOf(ctx.db, input.student_id);
  if (formatAmount(input.amount) !== due.amount) {
    throw DomainError.coded(422, 'counter_amount_not_fee', { fee: due.amount });
  }
  const now = nowOf(ctx);
  if (input.instrument_date && input.instrument_date > indiaToday(now))
    throw DomainError.coded(422, 'counter_future_date');
  const instrumentNo = input.mode === 'cash' ? null : (input.instrument_no ?? '').trim().toUpperCase();
  if (instrumentNo && (await repo.liveInstrument(ctx.db, input.mode, instrumentNo))) {
    throw DomainError.coded(409, 'counter_dd_reused');
  }
  const series = await seriesOf(ctx.db);
  const iso = now.toISOString();
  const receivedAt = indiaDateTime(now);

  for (let attempt = 0; attempt < 8; attempt += 1) {
    try {
      const written = await inTransaction(ctx.db, async (trx) => {
        const txnid = `CTR${randomBytes(8).toString('hex').toUpperCase()}`;
        const tx = await transactions.insertTransaction(trx, {
          txnid,
          student_id: student.id,
          purpose: input.purpose,
          amount: due.amount,
          productinfo:
            input.purpose === 'registration'
              ? 'Registration Fee'
              : (findCourse(student.course_name)?.name ?? student.course_name ?? 'Admission Fee'),
          firstname: student.name,
          email: student.email,
          phone: student.phone_number,
          status: 'success',
          unmappedstatus: null,
          mihpayid: null,
          mode: counterModeCode(input.mode),
          bank_ref_num: instrumentNo,
          error_message: null,
          addedon: receivedAt,
          verified_at: iso,
          settled_by: 'counter',
          staff_id: clerk.id,
          created_at: iso,
          updated_at: iso,
        });
        let admitted: string | null = null;
        if (input.purpose === 'admission') {
          await transactions.setAdmissionFeePaid(trx, student.id, iso);
          admitted = await admitOnPayment(trx, student.id, iso);
        }
        const seq = await repo.takeSeq(trx, series);
        const receiptNo = receiptNumber(series, seq);
        const receiptId = await repo.insertReceipt(trx, {
          receipt_no: receiptNo,
          series,
          seq,
          transaction_id: tx.id,
          student_id: student.id,
          purpose: input.purpose,
          amount: due.amount,
          mode: input.mode,
          instrument_no: instrumentNo,
          instrument_bank: input.mode === 'dd' ? (input.instrument_bank ?? '').trim() : null,
          instrument_date: input.mode === 'cash' ? null : (input.instrument_date ?? null),
          staff_id: clerk.id,
          received_at: iso,
          created_at: iso,
        });
        await recordAudit(trx, {
          staffId: clerk.id,
          action: 'counter.receipt_recorded',
          target: `student:${student.id}`,
          detail: {
            receipt_no: receiptNo,
            txnid,
            purpose: input.purpose,
            amount: due.amount,
            mode: input.mode,
            instrument_no: instrumentNo,
          },
        });
        return { receiptId, tx, admitted };
      });
      await tellPaid(ctx, written.tx, written.admitted);
      return officeReceipt(ctx.db, written.receiptId);
    } catch (error) {
      if (!transactions.isUniqueViolation(error)) throw error;
      // Who won: the fee (paid meanwhile), the instrument (on another receipt now), or only the next number.
      if (paidTransaction(await transactions.transactionsOfStudent(ctx.db, student.id), input.purpose)) {
        throw DomainError.coded(409, 'counter_fee_paid');
      }
      if (instrumentNo && (await repo.liveInstrument(ctx.db, input.mode, instrumentNo))) {
        throw DomainError.coded(409, 'counter_dd_reused');
      }
    }
  }
  throw DomainError.coded(409, 'counter_busy');
}

/** One office receipt as printed, with its verification code (keyed with its transaction's random txnid). */
export async function officeReceipt(db: Db, id: number): Promise<OfficeReceipt> {
  const r = await repo.findReceipt(db, id);
  if (!r) throw DomainError.coded(404, 'counter_receipt_not_found');
  const tx = await transactions.getTransaction(db, r.transaction_id);
  const student = await repo.receiptStudent(db, r.student_id);
  const form = await repo.admissionPayload(db, r.student_id);
  let fatherName: string | null = null;
  try {
    const p = form !== undefined ? (JSON.parse(form) as { father_name?: unknown }) : null;
    fatherName = typeof p?.father_name === 'string' ? p.father_name : null;
  } catch {
    fatherName = null;
  }
  const course = findCourse(student.course_name);
  const code = formatVerificationCode('office', r.id, checkOf('office', r.id, tx.txnid));
  return {
    id: r.id,
    receipt_no: r.receipt_no,
    txnid: tx.txnid,
    student_id: r.student_id,
    student_name: student.name,
    father_name: fatherName,
    email: student.email,
    phone: student.phone_number,
    course_name: student.course_name,
    course_label: course ? { en: course.name, hi: course.second_name } : null,
    purpose: r.purpose as PaymentPurpose,
    amount: r.amount,
    amount_words: { en: amountInWords(r.amount, 'en'), hi: amountInWords(r.amount, 'hi') },
    mode: r.mode as CounterMode,
    mode_code: tx.mode ?? counterModeCode(r.mode as CounterMode),
    instrument_no: r.instrument_no,
    instrument_bank: r.instrument_bank,
    instrument_date: r.instrument_date,
    received_at: printMinute(tx.addedon),
    received_by: await repo.staffName(db, r.staff_id),
    status: r.cancelled_at ? 'cancelled' : 'paid',
    cancelled_at: r.cancelled_at ? printMinute(indiaDateTime(new Date(r.cancelled_at))) : null,
    cancel_reason: r.cancel_reason,
    verification_code: code,
    verification_path: verificationPath(code),
  };
}

/**
 * An administrator cancels an office receipt: it stays, marked cancelled; the fee is payable again, and an admission
 * it paid for is withdrawn (`withdrawAdmission`).
 */
export async function cancelCounterPayment(
  ctx: PaymentContext,
  admin: Clerk,
  id: number,
  reason: string,
): Promise<OfficeReceipt> {
  const r = await repo.findReceipt(ctx.db, id);
  if (!r) throw DomainError.coded(404, 'counter_receipt_not_found');
  if (r.cancelled_at) throw DomainError.coded(409, 'counter_already_cancelled');
  const iso = nowOf(ctx).toISOString();
  const done = await inTransaction(ctx.db, async (trx) => {
    if (!(await repo.cancelReceipt(trx, id, admin.id, reason, iso))) return false;
    await transactions.updateIf(trx, r.transaction_id, ['success'], {
      status: 'cancelled',
      flag_reason: `office receipt ${r.receipt_no} cancelled: ${reason}`.slice(0, 500),
      staff_id: admin.id,
      updated_at: iso,
    });
    // The admission the fee paid for goes with it: no enrolment number, the offer payable again in its window.
    let withdrawn: Awaited<ReturnType<typeof withdrawAdmission>> | null = null;
    if (r.purpose === 'admission') {
      await transactions.setAdmissionFeeUnpaid(trx, r.student_id, iso);
      withdrawn = await withdrawAdmission(trx, r.student_id, iso);
    }
    await recordAudit(trx, {
      staffId: admin.id,
      action: 'counter.receipt_cancelled',
      target: `student:${r.student_id}`,
      detail: {
        receipt_no: r.receipt_no,
        amount: r.amount,
        purpose: r.purpose,
        reason,
        ...(withdrawn?.enrolment_no ? { enrolment_withdrawn: withdrawn.enrolment_no } : {}),
      },
    });
    return true;
  });
  if (!done) throw DomainError.coded(409, 'counter_already_cancelled');
  return officeReceipt(ctx.db, id);
}
