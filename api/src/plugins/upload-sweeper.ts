// The sweeper of unreferenced uploads (services/upload-sweeper.ts), once every UPLOADS_SWEEP_INTERVAL_MS (15 minutes;
// 0 turns it off) across every API process, on the runner of background work (plugins/jobs.ts).
import fp from 'fastify-plugin';
import { sweepUploads } from '../services/upload-sweeper';

export const SWEEP_JOB = 'uploads-sweep';

export default fp(async (app) => {
  app.scheduleJob({
    name: SWEEP_JOB,
    intervalMs: app.config.uploadsSweepIntervalMs,
    run: async () => {
      const counts = await sweepUploads(app.db, app.config);
      if (counts.removed) app.log.info({ counts }, 'unreferenced uploads removed');
      return counts;
    },
  });
});
