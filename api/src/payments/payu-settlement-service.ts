// Settling a fee payment: every gateway answer (browser callback, server-to-server webhook, verify call, the
// reconciliation job, the accounts office) checked against the stored row and applied exactly once. Starting a
// payment is payu-checkout-service.ts; the gateway's posts and the student's own check are payu-return-service.ts.
import { inTransaction } from '../db/transaction-repository';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { PaymentTimings } from '../config';
import type { Log } from '../errors';
import { REGISTRATION_FEE } from '@college/shared-types';
import * as transactions from './transactions-repository';
import type { TransactionRow } from './transactions-repository';
import { formatAmount, verifyPayment, type GatewayPost, type VerifiedTransaction } from './payu';
import { admitOnPayment } from '../selection/public';

export type { TransactionRow };

/** Who settled a row. */
export type SettleSource = 'callback' | 'webhook' | 'reconcile' | 'initiate' | 'staff' | 'student';

/** Everything the payment services need, as plain values (built from the app by http/payment-context.ts). */
export interface PaymentContext {
  db: Kysely<Database>;
  payu: { key: string; salt: string; url: string; verifyUrl: string };
  publicUrl: string;
  timings: PaymentTimings;
  /** Posts to the gateway's web-service address (verify, refund). */
  post: GatewayPost;
  /** Mails the receipt of a payment just settled as success. */
  sendReceipt: (tx: TransactionRow) => Promise<void>;
  /** Mails the student that a second payment of a paid fee will be refunded. */
  sendRefundNotice: (tx: TransactionRow) => Promise<void>;
  /** Mails the student that a payment at a fee since changed is not counted and will be refunded. */
  sendFeeChangedNotice: (tx: TransactionRow, feeNow: string | null) => Promise<void>;
  /** Mails the student admitted by this payment their enrolment number (never undoes the payment). */
  sendAdmittedNotice?: (tx: TransactionRow, enrolmentNo: string) => Promise<void>;
  log: Log;
  now?: () => Date;
}

export function nowOf(ctx: Pick<PaymentContext, 'now'>): Date {
  return ctx.now ? ctx.now() : new Date();
}

// ---------------------------------------------------------------------------------------------------------
// Settling a gateway answer

/**
 * Differences between what the gateway reports and the stored row: txnid, amount, productinfo, firstname,
 * email and the udf fields (udf1 carries the purpose). Fields the answer does not carry are not compared.
 */
export function differences(tx: TransactionRow, reported: Record<string, unknown>): string[] {
  const stored: Record<string, string> = {
    txnid: tx.txnid,
    productinfo: tx.productinfo,
    firstname: tx.firstname,
    email: tx.email,
    udf1: tx.purpose,
    udf2: '',
    udf3: '',
    udf4: '',
    udf5: '',
  };
  const out: string[] = [];
  const amountSaid = reported.transaction_amount ?? reported.amt ?? reported.amount;
  if (amountSaid !== undefined && formatAmount(amountSaid as string) !== tx.amount) {
    out.push(`amount ${String(amountSaid)} instead of ${tx.amount}`);
  }
  for (const [k, v] of Object.entries(stored)) {
    const said = reported[k];
    if (said === undefined || said === null) continue;
    if (String(said) !== v) out.push(`${k} "${String(said)}" instead of "${v}"`);
  }
  return out;
}

export interface Settlement {
  /** The row after this call. */
  tx: TransactionRow;
  /** True when this call made the change (only then is the receipt mailed). */
  changed: boolean;
  /** 'pending' when the gateway has no final answer yet. */
  outcome: 'success' | 'failure' | 'mismatch' | 'refund_due' | 'pending' | 'unknown';
}

function str(v: unknown): string | null {
  return (typeof v === 'string' && v !== '') || typeof v === 'number' ? String(v) : null;
}

/**
 * Applies the gateway's verify answer to a row, exactly once whoever calls it (browser callback, webhook,
 * reconciliation job, a new Pay Now, or the accounts office). The change is a conditional update from a
 * settleable status, so of any number of racing calls one changes the row and mails the receipt.
 * `alsoDiffers` adds differences found in the signed post that brought the answer.
 */
export async function applyGatewayAnswer(
  ctx: PaymentContext,
  tx: TransactionRow,
  verified: VerifiedTransaction | null,
  source: SettleSource,
  alsoDiffers: string[] = [],
): Promise<Settlement> {
  const found = verified ? differences(tx, verified) : [];
  const diffs = [...alsoDiffers, ...found];
  const gatewayStatus = String(verified?.status ?? '').toLowerCase();
  const final = gatewayStatus === 'success' || gatewayStatus === 'failure';
  if (!diffs.length && !final) {
    return { tx, changed: false, outcome: verified ? 'pending' : 'unknown' };
  }

  const now = nowOf(ctx).toISOString();
  const details = {
    unmappedstatus: str(verified?.unmappedstatus),
    mihpayid: str(verified?.mihpayid),
    mode: str(verified?.mode),
    bank_ref_num: str(verified?.bank_ref_num),
    error_message: str(verified?.error_Message),
    addedon: str(verified?.addedon),
    verified_at: verified ? now : null,
    settled_by: source,
    updated_at: now,
  };

  let changed: boolean;
  let feeChanged: { feeNow: string | null } | undefined;
  let admitted: string | null | undefined;
  if (diffs.length) {
    // Never a success: the accounts office looks at it (the gateway's amount is kept for them).
    const said = verified ? formatAmount(verified.transaction_amount ?? verified.amt) : null;
    changed = await transactions.updateIf(ctx.db, tx.id, transactions.SETTLEABLE_STATUSES, {
      ...details,
      status: 'mismatch',
      flag_reason: `${gatewayStatus || 'callback'}: ${diffs.join('; ')}`.slice(0, 500),
      gateway_amount: said && said !== tx.amount ? said : null,
    });
    if (changed) ctx.log.warn({ txnid: tx.txnid, source, diffs }, 'gateway answer differs from the payment');
  } else if (gatewayStatus === 'failure') {
    changed = await transactions.updateIf(ctx.db, tx.id, transactions.SETTLEABLE_STATUSES, {
      ...details,
      status: 'failure',
    });
  } else {
    ({ changed, feeChanged, admitted } = await settleSuccess(ctx, tx, details, now));
  }

  const after = await transactions.getTransaction(ctx.db, tx.id);
  if (changed && after.status === 'success') await ctx.sendReceipt(after);
  if (changed && after.status === 'refund_due') await ctx.sendRefundNotice(after);
  if (changed && feeChanged) await ctx.sendFeeChangedNotice(after, feeChanged.feeNow);
  if (changed && admitted && after.status === 'success') await ctx.sendAdmittedNotice?.(after, admitted);
  const outcome = (['success', 'failure', 'mismatch', 'refund_due'] as const).find((s) => s === after.status);
  return { tx: after, changed, outcome: outcome ?? (after.status === 'pending' ? 'pending' : 'failure') };
}

/** The fee the student owes for the payment's purpose now (the office may have changed it since the checkout). */
async function feeNow(db: Kysely<Database>, tx: TransactionRow): Promise<string | null> {
  if (tx.purpose !== 'admission') return REGISTRATION_FEE.toFixed(2);
  return formatAmount(await transactions.admissionFeeOf(db, tx.student_id)) || null;
}

/**
 * Records a confirmed success; a second success of the same fee becomes refund_due. A success at an amount that
 * is no longer the fee (the office changed it while the student was at the bank) never marks the fee paid: it is a
 * mismatch the accounts office refunds (`feeChanged`: the student is told). The unique index
 * transactions_one_paid makes the check race-free: a second writer fails and retries as refund_due.
 */
async function settleSuccess(
  ctx: PaymentContext,
  tx: TransactionRow,
  details: transactions.TransactionChanges,
  now: string,
): Promise<{ changed: boolean; feeChanged?: { feeNow: string | null }; admitted?: string | null }> {
  const asRefundDue = (trx: Kysely<Database>) =>
    transactions.updateIf(trx, tx.id, transactions.SETTLEABLE_STATUSES, {
      ...details,
      status: 'refund_due',
      flag_reason: 'second payment of a fee already paid',
    });
  try {
    return await inTransaction(ctx.db, async (trx) => {
      if (await transactions.otherSuccess(trx, tx)) return { changed: await asRefundDue(trx) };
      const fee = await feeNow(trx, tx);
      if (fee !== tx.amount) {
        const changed = await transactions.updateIf(trx, tx.id, transactions.SETTLEABLE_STATUSES, {
          ...details,
          status: 'mismatch',
          flag_reason: `fee changed: paid ${tx.amount}, the fee is now ${fee ?? 'not set'}; refund it`,
        });
        if (changed) ctx.log.warn({ txnid: tx.txnid, paid: tx.amount, fee }, 'payment at a fee since changed');
        return { changed, feeChanged: { feeNow: fee } };
      }
      const won = await transactions.updateIf(trx, tx.id, transactions.SETTLEABLE_STATUSES, {
        ...details,
        status: 'success',
      });
      if (won && tx.purpose === 'admission') {
        await transactions.setAdmissionFeePaid(trx, tx.student_id, now);
        // Paying admits: the offer of a merit round becomes admitted, and an enrolment number is given.
        const admitted = await admitOnPayment(trx, tx.student_id, now);
        return { changed: won, admitted };
      }
      return { changed: won };
    });
  } catch (error) {
    if (!transactions.isUniqueViolation(error)) throw error;
    return { changed: await asRefundDue(ctx.db) };
  }
}

/** Asks the gateway about one row and settles its answer; an unreachable gateway leaves the row as it is. */
export async function verifyAndSettle(ctx: PaymentContext, tx: TransactionRow, source: SettleSource) {
  let verified: VerifiedTransaction | null;
  try {
    verified = await verifyPayment(ctx.post, ctx.payu, tx.txnid);
  } catch (error) {
    ctx.log.error({ err: error, txnid: tx.txnid }, 'verify_payment failed; the transaction stays as it is');
    return { tx, changed: false, outcome: 'unknown' as const, unreachable: true, verified: null };
  }
  return { ...(await applyGatewayAnswer(ctx, tx, verified, source)), unreachable: false, verified };
}
