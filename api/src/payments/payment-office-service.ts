// The accounts office's side of payments: the filtered list, "Check with the bank", refunds of fees paid
// twice, and the daily collection report (JSON and CSV).
import { randomBytes } from 'node:crypto';
import type {
  AdminPaymentActionResponse,
  AdminPaymentFilters,
  AdminPaymentRow,
  AdminPaymentsResponse,
  CollectionReport,
  CollectionTotal,
  PaymentPurpose,
} from '@college/shared-types';
import { dayBook, nextDay } from './day-book-service';
import { DomainError } from '../errors';
import * as transactions from './transactions-repository';
import type { TransactionRow, TransactionWithStudent } from './transactions-repository';
import { refundPayment } from './payu';
import { verifyAndSettle, type PaymentContext } from './payu-settlement-service';
import { csvText } from '../http/csv';

export const OFFICE_MESSAGES = {
  notFound: 'No such transaction.',
  checked: 'Checked with the bank.',
  notRefundable: 'Only a payment marked "refund due" or a mismatch the gateway took money for can be refunded.',
  refunded: 'The refund was sent to the gateway.',
  refundRefused: 'The gateway refused the refund: ',
  unreachable: 'The gateway could not be reached. Please try again in a few minutes.',
} as const;

export function officeRow(ctx: PaymentContext, tx: TransactionWithStudent): AdminPaymentRow {
  const age = (ctx.now ? ctx.now() : new Date()).getTime() - Date.parse(tx.created_at);
  return {
    txnid: tx.txnid,
    student_id: tx.student_id,
    student_name: tx.student_name,
    email: tx.email,
    course_name: tx.course_name,
    purpose: tx.purpose as PaymentPurpose,
    amount: tx.amount,
    status: tx.status,
    mode: tx.mode,
    mihpayid: tx.mihpayid,
    bank_ref_num: tx.bank_ref_num,
    error_message: tx.error_message,
    flag_reason: tx.flag_reason,
    settled_by: tx.settled_by,
    refund_status: tx.refund_status,
    overdue: tx.status === 'pending' && age >= ctx.timings.openMs,
    created_at: tx.created_at,
    addedon: tx.addedon,
    verified_at: tx.verified_at,
  };
}

/** The start of an India-time day as an ISO instant: 2026-11-23 → 2026-11-22T18:30:00.000Z. */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00+05:30`));
}

export async function listPayments(ctx: PaymentContext, f: AdminPaymentFilters): Promise<AdminPaymentsResponse> {
  const page = f.page ?? 1;
  const perPage = f.per_page ?? 50;
  const fromDay = f.date ?? f.date_from;
  const toDay = f.date ?? f.date_to;
  const { rows, total } = await transactions.listTransactions(
    ctx.db,
    {
      status: f.status,
      purpose: f.purpose,
      course: f.course,
      mode: f.mode,
      from: fromDay ? indiaDayStart(fromDay).toISOString() : undefined,
      to: toDay ? indiaDayStart(nextDay(toDay)).toISOString() : undefined,
    },
    { offset: (page - 1) * perPage, limit: perPage },
  );
  return { data: rows.map((r) => officeRow(ctx, r)), page, per_page: perPage, total };
}

async function rowFor(ctx: PaymentContext, txnid: string): Promise<TransactionRow> {
  const tx = await transactions.findTransactionByTxnid(ctx.db, txnid);
  if (!tx) throw new DomainError(404, OFFICE_MESSAGES.notFound);
  return tx;
}

/** "Check with the bank": verify one transaction now and settle the answer as a callback would. */
export async function checkWithBank(
  ctx: PaymentContext,
  txnid: string,
  staffId: number | null,
): Promise<AdminPaymentActionResponse> {
  const tx = await rowFor(ctx, txnid);
  if (!(transactions.SETTLEABLE_STATUSES as readonly string[]).includes(tx.status)) {
    return { message: OFFICE_MESSAGES.checked, data: officeRow(ctx, await transactions.withStudent(ctx.db, tx)) };
  }
  const result = await verifyAndSettle(ctx, tx, 'staff');
  if (result.unreachable) throw new DomainError(503, OFFICE_MESSAGES.unreachable);
  if (result.changed && staffId) {
    await transactions.updateIf(ctx.db, tx.id, [result.tx.status], { staff_id: staffId });
  }
  return {
    message: OFFICE_MESSAGES.checked,
    data: officeRow(ctx, await transactions.withStudent(ctx.db, await transactions.getTransaction(ctx.db, tx.id))),
  };
}

/** Refunds a fee paid twice (refund_due), or a mismatch the gateway took money for, through PayU's refund call. */
export async function refund(
  ctx: PaymentContext,
  txnid: string,
  staffId: number | null,
): Promise<AdminPaymentActionResponse> {
  const tx = await rowFor(ctx, txnid);
  const tookMoney = tx.status === 'mismatch' && !!tx.mihpayid && tx.unmappedstatus === 'captured';
  if (tx.status !== 'refund_due' && !tookMoney) throw new DomainError(409, OFFICE_MESSAGES.notRefundable);
  if (!tx.mihpayid) throw new DomainError(409, OFFICE_MESSAGES.notRefundable);
  const refundId = tx.refund_request_id ?? `RF${randomBytes(8).toString('hex').toUpperCase()}`;
  let answer;
  try {
    answer = await refundPayment(ctx.post, ctx.payu, {
      mihpayid: tx.mihpayid,
      refundId,
      amount: tx.gateway_amount ?? tx.amount,
    });
  } catch (error) {
    ctx.log.error({ err: error, txnid }, 'refund call failed');
    throw new DomainError(503, OFFICE_MESSAGES.unreachable);
  }
  if (answer.status !== 1) throw DomainError.coded(409, 'refund_refused', { reason: answer.msg });
  const now = (ctx.now ? ctx.now() : new Date()).toISOString();
  await transactions.updateIf(ctx.db, tx.id, ['refund_due', 'mismatch'], {
    status: 'refunded',
    refund_request_id: answer.request_id ? String(answer.request_id) : refundId,
    refund_status: answer.msg || 'queued',
    refunded_at: now,
    staff_id: staffId,
    updated_at: now,
  });
  return {
    message: OFFICE_MESSAGES.refunded,
    data: officeRow(ctx, await transactions.withStudent(ctx.db, await transactions.getTransaction(ctx.db, tx.id))),
  };
}

/**
 * Money received on one India-time day (by the gateway's payment time, or the counter's), by purpose, course and
 * mode: the day-book's one-day view (decision 032), online and counter money alike, each counter mode on its own.
 */
export async function collectionReport(ctx: PaymentContext, day: string): Promise<CollectionReport> {
  const book = await dayBook(ctx.db, day, day);
  return {
    date: day,
    count: book.count,
    amount: book.amount,
    by_purpose: book.by_purpose,
    by_course: book.by_course,
    by_mode: book.by_mode,
  };
}

/** The report as CSV with a byte-order mark, so Excel reads it as UTF-8. */
export function collectionCsv(report: CollectionReport): string {
  const lines: Array<Array<string | number>> = [
    ['Date / दिनांक', 'Group / समूह', 'Key', 'Payments / भुगतान', 'Amount (INR) / राशि'],
  ];
  const groups: Array<[string, CollectionTotal[]]> = [
    ['purpose', report.by_purpose],
    ['course', report.by_course],
    ['mode', report.by_mode],
  ];
  for (const [group, list] of groups) {
    for (const t of list) lines.push([report.date, group, t.key, t.count, t.amount]);
  }
  lines.push([report.date, 'total', 'all', report.count, report.amount]);
  return csvText(lines);
}
