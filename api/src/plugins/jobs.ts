// The one runner of background work (jobs/jobs.ts): a job registered with `app.scheduleJob` runs once per
// interval across every API process on the database, whichever process gets there first; if that process dies,
// another takes over at its next check. Jobs start when the app is ready and stop (the current run finished)
// when it closes, before the database.
import fp from 'fastify-plugin';
import { HOLDER, jobLockName, runExclusive, runOncePerInterval, type JobOutcome } from '../jobs/jobs';

export interface JobDefinition {
  /** Names the job in job_runs, its lock and the logs. */
  name: string;
  /** Milliseconds between runs; 0 turns the job off. */
  intervalMs: number;
  run: () => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers a background job (before the app is ready). */
    scheduleJob: (job: JobDefinition) => void;
    /** Runs a registered job now if its interval has not run yet; a job turned off (interval 0) just runs. */
    runJobNow: (name: string) => Promise<JobOutcome>;
  }
}

/** How often a process checks whether the current interval's run is done: a quarter of it, at most a minute. */
export function checkEveryMs(intervalMs: number): number {
  return Math.max(100, Math.min(60_000, Math.floor(intervalMs / 4)));
}

export default fp(async (app) => {
  const jobs = new Map<string, JobDefinition>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let closing = false;

  const runJob = async (job: JobDefinition): Promise<JobOutcome> => {
    const outcome = await runOncePerInterval(app.db, app.dbKind, job.name, job.intervalMs, job.run);
    if (outcome.status === 'ran') {
      app.log.info({ job: job.name, slot: outcome.slot, holder: HOLDER }, 'background job ran');
    }
    return outcome;
  };

  const check = (job: JobDefinition) => {
    if (closing) return;
    const current = runJob(job)
      .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'background job failed'))
      .finally(() => running.delete(current));
    running.add(current);
  };

  app.decorate('scheduleJob', (job: JobDefinition) => {
    if (jobs.has(job.name)) throw new Error(`The background job ${job.name} is registered twice`);
    jobs.set(job.name, job);
  });
  app.decorate('runJobNow', async (name: string): Promise<JobOutcome> => {
    const job = jobs.get(name);
    if (!job) throw new Error(`No background job is called ${name}`);
    if (job.intervalMs > 0) return runJob(job);
    // A job turned off has no intervals: it runs now, under its lock, and nothing is recorded.
    const result = await runExclusive(app.db, app.dbKind, jobLockName(job.name), job.run);
    return result.ran ? { status: 'ran', slot: 'now', value: result.value } : { status: 'busy', slot: 'now' };
  });

  app.addHook('onReady', async () => {
    for (const job of jobs.values()) {
      if (!job.intervalMs) continue;
      check(job);
      const timer = setInterval(() => check(job), checkEveryMs(job.intervalMs));
      timer.unref();
      timers.push(timer);
    }
  });
  // Before the database closes (its onClose): no new run starts, the current one finishes.
  app.addHook('preClose', async () => {
    closing = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  });
});
