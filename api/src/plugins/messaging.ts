// The messages' runner (decision 035): `app.messaging.tell` for the rest of the code, the provider of this
// server, and the delivery of queued SMS as a background job (plugins/jobs.ts) that also runs, under the same
// lock, right after a message is queued. Runs in progress finish before the database closes.
import fp from 'fastify-plugin';
import { jobLockName, runExclusive } from '../jobs/jobs';
import { deliverDue, tellStudent, type TellInput } from '../messaging/messaging-service';
import { providerOf, type SmsProvider } from '../messaging/sms-providers';

export const DELIVERY_JOB = 'sms-delivery';

export interface Messaging {
  /** Tells a student something: mail, SMS or both as the office chose for the kind. */
  tell: (input: TellInput) => Promise<void>;
  /** The SMS provider, or null when SMS is off. */
  provider: SmsProvider | null;
  /** Starts a delivery run now (not awaited). */
  kick: () => void;
  /** Resolves when the runs started by kick() are over. */
  idle: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    messaging: Messaging;
  }
}

export default fp(async (app) => {
  const running = new Set<Promise<unknown>>();
  let closing = false;
  let again = false;
  const run = () => runExclusive(app.db, app.dbKind, jobLockName(DELIVERY_JOB), () => deliverDue(app));
  const kick = () => {
    if (closing) return;
    // A run in progress in this process may have read the queue before this message: run once more after it.
    if (running.size) {
      again = true;
      return;
    }
    const current: Promise<unknown> = run()
      .catch((error: unknown) => app.log.error({ err: error }, 'SMS delivery failed'))
      .finally(() => {
        running.delete(current);
        if (again) {
          again = false;
          kick();
        }
      });
    running.add(current);
  };
  app.decorate('messaging', {
    tell: (input: TellInput) => tellStudent(app, input),
    provider: providerOf(app.config.sms, app.db),
    kick,
    idle: async () => {
      while (running.size) await Promise.allSettled([...running]);
    },
  } satisfies Messaging);
  app.scheduleJob({ name: DELIVERY_JOB, intervalMs: app.config.sms.deliveryIntervalMs, run: () => deliverDue(app) });
  app.addHook('preClose', async () => {
    closing = true;
    while (running.size) await Promise.allSettled([...running]);
  });
});
