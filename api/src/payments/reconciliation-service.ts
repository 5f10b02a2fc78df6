// Reconciliation: pending payments are asked about at the gateway in batches and settled exactly like a
// callback would; a payment with no final answer for 24 hours expires. One process at a time runs it
// (plugins/reconciliation.ts, on the runner of background work).
import type { ReconcileCounts } from '@college/shared-types';
import { advisoryLockKey, jobLockName } from '../jobs/jobs';
import * as transactions from './transactions-repository';
import { verifyPayments, type VerifiedTransaction } from './payu';
import { applyGatewayAnswer, type PaymentContext } from './payu-settlement-service';

/** The job's name in job_runs and the logs; its PostgreSQL advisory lock key (jobs/jobs.ts). */
export const RECONCILE_JOB = 'payments-reconcile';
export const RECONCILE_LOCK_KEY = advisoryLockKey(jobLockName(RECONCILE_JOB));

export function emptyCounts(): ReconcileCounts {
  return { checked: 0, settled_success: 0, settled_failure: 0, still_pending: 0, expired: 0, mismatched: 0 };
}

/** The gateway's "checkout never completed" answers: nothing was paid and nothing is under way at a bank. */
function neverCompleted(verified: VerifiedTransaction | null): boolean {
  if (!verified) return true;
  return String(verified.unmappedstatus ?? '').toLowerCase() === 'initiated';
}

/**
 * The gateway's answers for a batch; when the batch call fails, each txnid is asked alone so one payment
 * the gateway chokes on does not hold back the others. A txnid missing from the map got no answer.
 */
async function askGateway(ctx: PaymentContext, txnids: string[]): Promise<Map<string, VerifiedTransaction | null>> {
  try {
    return await verifyPayments(ctx.post, ctx.payu, txnids);
  } catch (error) {
    ctx.log.error({ err: error, count: txnids.length }, 'verify_payment failed during reconciliation');
    if (txnids.length === 1) return new Map();
  }
  const out = new Map<string, VerifiedTransaction | null>();
  for (const txnid of txnids) {
    try {
      out.set(txnid, (await verifyPayments(ctx.post, ctx.payu, [txnid])).get(txnid) ?? null);
    } catch {
      // No answer for this one: it stays pending (or expires after 24 hours).
    }
  }
  return out;
}

/**
 * One pass over pending payments. `all` (the accounts office's "reconcile now") takes every pending payment
 * whatever its age; the job takes those older than the open window (10 minutes), which the student's
 * browser no longer settles. A young payment the gateway has not seen simply stays pending; an old one the
 * checkout never completed is abandoned (counted with settled_failure: no money was taken); one without a
 * final answer for 24 hours expires.
 */
export async function reconcilePending(ctx: PaymentContext, opts: { all: boolean }): Promise<ReconcileCounts> {
  const counts = emptyCounts();
  const now = ctx.now ? ctx.now() : new Date();
  const startedBefore = opts.all ? undefined : new Date(now.getTime() - ctx.timings.openMs).toISOString();
  let afterId = 0;
  for (;;) {
    const batch = await transactions.pendingTransactions(ctx.db, {
      startedBefore,
      afterId,
      limit: ctx.timings.batchSize,
    });
    if (!batch.length) break;
    afterId = batch[batch.length - 1]!.id;
    const answers = await askGateway(
      ctx,
      batch.map((t) => t.txnid),
    );
    for (const tx of batch) {
      counts.checked += 1;
      const age = now.getTime() - Date.parse(tx.created_at);
      const answered = answers.has(tx.txnid);
      const verified = answers.get(tx.txnid) ?? null;
      if (answered) {
        const settled = await applyGatewayAnswer(ctx, tx, verified, 'reconcile');
        if (settled.changed) {
          if (settled.outcome === 'success' || settled.outcome === 'refund_due') counts.settled_success += 1;
          else if (settled.outcome === 'mismatch') counts.mismatched += 1;
          else counts.settled_failure += 1;
          continue;
        }
        if (settled.tx.status !== 'pending') continue; // settled by a callback meanwhile
      }
      const stamp = now.toISOString();
      if (age >= ctx.timings.expireMs) {
        const expired = await transactions.updateIf(ctx.db, tx.id, ['pending'], {
          status: 'expired',
          flag_reason: 'no final answer from the gateway within 24 hours',
          settled_by: 'reconcile',
          updated_at: stamp,
        });
        if (expired) {
          counts.expired += 1;
          continue;
        }
      } else if (answered && age >= ctx.timings.openMs && neverCompleted(verified)) {
        const abandoned = await transactions.updateIf(ctx.db, tx.id, ['pending'], {
          status: 'abandoned',
          flag_reason: verified ? 'checkout never completed' : 'never reached the gateway',
          settled_by: 'reconcile',
          updated_at: stamp,
        });
        if (abandoned) {
          counts.settled_failure += 1;
          continue;
        }
      }
      counts.still_pending += 1;
    }
  }
  return counts;
}
