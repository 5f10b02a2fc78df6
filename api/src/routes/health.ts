import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { HealthResponse } from '@college/shared-types';
import { SITE_VERSION } from '@college/shared-types';

const health: FastifyPluginAsync = async (app) => {
  app.get('/api/health', async (): Promise<HealthResponse> => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok', database: app.dbKind, version: SITE_VERSION };
  });
};
export default health;
