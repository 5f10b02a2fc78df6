// The reconciliation job: at start-up and every PAYMENTS_RECONCILE_INTERVAL_MS (5 minutes; 0 turns it off), once
// per interval across every API process, through the one runner of background work (plugins/jobs.ts).
// `app.reconcilePayments` runs it on demand too, under the same lock.
import fp from 'fastify-plugin';
import type { ReconcileCounts } from '@college/shared-types';
import { paymentContext } from '../http/payment-context';
import { RECONCILE_JOB, reconcilePending } from '../payments/reconciliation-service';
import { jobLockName, runExclusive } from '../jobs/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** One reconciliation pass; null when another process (or run) holds the lock. */
    reconcilePayments: (opts: { all: boolean }) => Promise<ReconcileCounts | null>;
  }
}

export default fp(async (app) => {
  const run = async (opts: { all: boolean }) => {
    const result = await runExclusive(app.db, app.dbKind, jobLockName(RECONCILE_JOB), () =>
      reconcilePending(paymentContext(app), opts),
    );
    return result.ran ? result.value : null;
  };
  app.decorate('reconcilePayments', run);

  app.scheduleJob({
    name: RECONCILE_JOB,
    intervalMs: app.config.payments.reconcileIntervalMs,
    // Under the job's lock already.
    run: async () => {
      const counts = await reconcilePending(paymentContext(app), { all: false });
      if (counts.checked) app.log.info({ counts }, 'payments reconciled');
      return counts;
    },
  });
});
