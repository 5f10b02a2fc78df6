// The sweeper of unreferenced uploads (storage/upload-sweeper.ts), once every UPLOADS_SWEEP_INTERVAL_MS (15 minutes;
// 0 turns it off) across every API process, on the runner of background work (plugins/jobs.ts).
import fp from 'fastify-plugin';
import { sweepAbandonedDrafts } from '../admission/admission-draft-service';
import { sweepIncoming, sweepUploads } from '../storage/upload-sweeper';

export const SWEEP_JOB = 'uploads-sweep';
/** Admission drafts and their uploaded files abandoned for 30 days (admission/admission-draft-service.ts). */
export const DRAFT_SWEEP_JOB = 'admission-drafts-sweep';

export default fp(async (app) => {
  // The incoming folder is this machine's own: each process clears the parts of processes that died here (a
  // restart after a kill), whichever process runs the shared job below.
  app.addHook('onReady', async () => {
    const removed = await sweepIncoming().catch((error: unknown) => {
      app.log.warn({ err: error }, 'incoming upload parts not swept');
      return 0;
    });
    if (removed) app.log.info({ removed }, 'upload parts of stopped processes removed');
  });
  app.scheduleJob({
    name: SWEEP_JOB,
    intervalMs: app.config.uploadsSweepIntervalMs,
    run: async () => {
      const counts = await sweepUploads(app.db, app.config);
      if (counts.removed) app.log.info({ counts }, 'unreferenced uploads removed');
      return counts;
    },
  });
  app.scheduleJob({
    name: DRAFT_SWEEP_JOB,
    intervalMs: app.config.uploadsSweepIntervalMs,
    run: async () => {
      const counts = await sweepAbandonedDrafts(app.db, app.config);
      if (counts.files || counts.drafts) app.log.info({ counts }, 'abandoned admission drafts removed');
      return counts;
    },
  });
});
