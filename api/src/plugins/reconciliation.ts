// The reconciliation job inside the API process: once at start-up and every PAYMENTS_RECONCILE_INTERVAL_MS
// (5 minutes; 0 turns it off), one process at a time. `app.reconcilePayments` runs it on demand too.
import fp from 'fastify-plugin';
import type { ReconcileCounts } from '@college/shared-types';
import { paymentContext } from '../services/payu-payments';
import { reconcileLock, reconcilePending } from '../services/reconciliation';

declare module 'fastify' {
  interface FastifyInstance {
    /** One reconciliation pass; null when another process (or run) holds the lock. */
    reconcilePayments: (opts: { all: boolean }) => Promise<ReconcileCounts | null>;
  }
}

export default fp(async (app) => {
  const withLock = reconcileLock(app.db, app.dbKind);
  const run = (opts: { all: boolean }) => withLock(() => reconcilePending(paymentContext(app), opts));
  app.decorate('reconcilePayments', run);

  const interval = app.config.payments.reconcileIntervalMs;
  if (!interval) return;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    current = run({ all: false })
      .then((counts) => {
        if (counts && counts.checked) app.log.info({ counts }, 'payments reconciled');
      })
      .catch((error) => app.log.error({ err: error }, 'payment reconciliation failed'));
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, interval);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await current;
  });
});
