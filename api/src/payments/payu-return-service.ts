// The gateway's answers as they reach the site: the browser's return and the server-to-server webhook (nothing is
// written unless the post is signed right), and a student's own check of a pending payment (decision 030). Both
// settle through payu-settlement-service.ts.
import type { PaymentCheckResponse, PaymentPurpose } from '@college/shared-types';
import { DomainError } from '../errors';
import * as transactions from './transactions-repository';
import type { TransactionRow } from './transactions-repository';
import { responseFields, responseHash, sameHash, UDF_KEYS, verifyPayment, type VerifiedTransaction } from './payu';
import {
  applyGatewayAnswer,
  differences,
  nowOf,
  verifyAndSettle,
  type PaymentContext,
} from './payu-settlement-service';

const RESULT_PATHS: Record<PaymentPurpose, { success: string; failed: string }> = {
  registration: {
    success: '/admission/student/payment/success',
    failed: '/admission/student/payment/failed',
  },
  admission: {
    success: '/admission/student/admission/payment/success',
    failed: '/admission/student/admission/payment/failed',
  },
};

function isPurpose(v: unknown): v is PaymentPurpose {
  return v === 'registration' || v === 'admission';
}

// ---------------------------------------------------------------------------------------------------------
// The student's own check of a pending payment (decision 030)

/**
 * When the reconciliation job looks at a pending payment next: it takes payments older than the open window, once
 * every interval; a payment without a final answer expires after 24 hours. Null when no job is scheduled.
 */
export function nextAutomaticCheck(ctx: PaymentContext, tx: Pick<TransactionRow, 'created_at'>): string | null {
  const { reconcileIntervalMs, openMs, expireMs } = ctx.timings;
  if (!reconcileIntervalMs) return null;
  const started = Date.parse(tx.created_at);
  const now = nowOf(ctx).getTime();
  if (!Number.isFinite(started)) return new Date(now + reconcileIntervalMs).toISOString();
  const at = Math.max(started + openMs, now) + reconcileIntervalMs;
  return new Date(Math.min(at, Math.max(started + expireMs, now))).toISOString();
}

/**
 * One of the student's own payments, asked about at the gateway now when it is pending, and settled exactly as
 * the job would settle it. `retry` when the gateway says the checkout was never completed (or never reached it):
 * paying again is safe (a new Pay Now reuses the same checkout while it is open, and checks it first). Another
 * student's txnid is answered like one that does not exist.
 */
export async function checkStudentPayment(
  ctx: PaymentContext,
  studentId: number,
  txnid: string,
): Promise<PaymentCheckResponse> {
  const tx = await transactions.findTransactionByTxnid(ctx.db, txnid);
  if (!tx || tx.student_id !== studentId) throw DomainError.coded(404, 'no_such_payment');
  let row = tx;
  let retry = false;
  if (tx.status === 'pending') {
    const checked = await verifyAndSettle(ctx, tx, 'student');
    row = checked.tx;
    if (row.status === 'pending' && !checked.unreachable) {
      retry = !checked.verified || String(checked.verified.unmappedstatus ?? '').toLowerCase() === 'initiated';
    }
  }
  return {
    txnid: row.txnid,
    purpose: isPurpose(row.purpose) ? row.purpose : 'registration',
    status: row.status,
    retry,
    next_check_at: row.status === 'pending' ? nextAutomaticCheck(ctx, row) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The gateway's posts: the browser callback and the server-to-server webhook

export interface SettleResult {
  /** Absolute URL of the front end's result page. */
  location: string;
  outcome: 'success' | 'failed' | 'checking';
  /** Why nothing was recorded, for the log. */
  refused?: string;
}

/**
 * What the failed page says besides "no money taken": `checking` (the bank is being asked), `review` (the
 * gateway's answer differs; the accounts office checks it), `refund` (the fee was already paid; this second
 * payment is refunded), `cancelled` (the student cancelled at the gateway: not a failure of the bank).
 */
export type ResultState = 'checking' | 'review' | 'refund' | 'cancelled';

const STATE_OF: Record<string, ResultState> = {
  pending: 'checking',
  abandoned: 'checking',
  expired: 'checking',
  mismatch: 'review',
  refund_due: 'refund',
  refunded: 'refund',
};

function resultUrl(ctx: PaymentContext, purpose: string, outcome: 'success' | 'failed', tx?: TransactionRow): string {
  const paths = RESULT_PATHS[isPurpose(purpose) ? purpose : 'registration'];
  const params = new URLSearchParams(tx ? { amount: tx.amount, txnid: tx.txnid } : {});
  // PayU's cancel is a failure with unmappedstatus userCancelled: the student chose it, the bank declined nothing.
  const cancelled = tx?.status === 'failure' && String(tx.unmappedstatus ?? '').toLowerCase() === 'usercancelled';
  const state = outcome === 'failed' && tx ? (cancelled ? 'cancelled' : STATE_OF[tx.status]) : undefined;
  if (state) params.set('state', state);
  const query = params.toString() ? `?${params.toString()}` : '';
  return `${ctx.publicUrl}${paths[outcome]}${query}`;
}

/**
 * A post from the gateway (callback or webhook). Nothing is written unless the key and reverse hash are
 * right; a signed post whose fields differ from the row marks it mismatch; otherwise the gateway's own
 * verify answer is settled. A replay gets the recorded result.
 */
export async function settleGatewayPost(
  ctx: PaymentContext,
  body: Record<string, unknown>,
  source: 'callback' | 'webhook',
): Promise<SettleResult> {
  const { key, salt } = ctx.payu;
  const f = responseFields(body);
  const tx = f.txnid ? await transactions.findTransactionByTxnid(ctx.db, f.txnid) : undefined;
  if (!tx) return { location: resultUrl(ctx, 'registration', 'failed'), outcome: 'failed', refused: 'unknown txnid' };
  const answer = (row: TransactionRow, refused?: string): SettleResult => {
    const outcome = row.status === 'success' ? 'success' : row.status === 'pending' ? 'checking' : 'failed';
    const page = outcome === 'success' ? 'success' : 'failed';
    return { location: resultUrl(ctx, row.purpose, page, row), outcome, ...(refused ? { refused } : {}) };
  };

  if (f.key !== key || !sameHash(f.hash, responseHash(f, salt))) {
    return { location: resultUrl(ctx, tx.purpose, 'failed', tx), outcome: 'failed', refused: 'reverse hash' };
  }
  if (!(transactions.SETTLEABLE_STATUSES as readonly string[]).includes(tx.status)) {
    return answer(tx, tx.status === 'success' ? undefined : `already settled as ${tx.status}`);
  }

  const posted: Record<string, unknown> = { amount: f.amount, txnid: f.txnid };
  for (const k of ['productinfo', 'firstname', 'email', ...UDF_KEYS] as const) posted[k] = f[k];
  const postedDiffs = differences(tx, posted).map((d) => `${source} ${d}`);

  let verified: VerifiedTransaction | null = null;
  try {
    verified = await verifyPayment(ctx.post, ctx.payu, tx.txnid);
  } catch (error) {
    ctx.log.error({ err: error, txnid: tx.txnid }, 'verify_payment failed; the transaction stays pending');
    if (!postedDiffs.length) return answer(tx, 'verify_payment unreachable');
  }
  if (!verified && !postedDiffs.length) return answer(tx, 'the gateway does not know this txnid');
  const settled = await applyGatewayAnswer(ctx, tx, verified, source, postedDiffs);
  return answer(settled.tx, settled.outcome === 'success' ? undefined : `settled as ${settled.tx.status}`);
}

/** Kept for the callback routes' callers: a browser callback. */
export function settleCallback(ctx: PaymentContext, body: Record<string, unknown>): Promise<SettleResult> {
  return settleGatewayPost(ctx, body, 'callback');
}
