// For the balancer and the process supervisor: GET /api/health answers while the process is alive (it touches
// nothing else); GET /api/ready answers 200 only when the database answers, every migration has run and the
// process is not shutting down (503 otherwise, with the reason).
import type { FastifyPluginAsync } from 'fastify';
import type { HealthResponse } from '@college/shared-types';
import { API_PATHS, SITE_VERSION } from '@college/shared-types';
import { pendingMigrations } from '../db/connect';

export interface ReadyResponse {
  ready: boolean;
  /** Why not, in English (for the operator and the balancer's log). */
  reason?: string;
}

const health: FastifyPluginAsync = async (app) => {
  app.get(API_PATHS.health, async (): Promise<HealthResponse> => {
    return { status: 'ok', database: app.dbKind, version: SITE_VERSION };
  });

  app.get(API_PATHS.ready, async (_request, reply): Promise<ReadyResponse> => {
    reply.header('cache-control', 'no-store');
    if (app.draining) return reply.code(503).send({ ready: false, reason: 'shutting down' });
    let pending: string[];
    try {
      pending = await pendingMigrations(app.db);
    } catch {
      return reply.code(503).send({ ready: false, reason: 'the database does not answer' });
    }
    if (pending.length) {
      return reply.code(503).send({ ready: false, reason: `migrations not run: ${pending.join(', ')}` });
    }
    return { ready: true };
  });
};
export default health;
