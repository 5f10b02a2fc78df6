// GET /api/admin/overview (verifiers, accounts): the counts of the console's first screen.
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, type AdminOverview } from '@college/shared-types';
import { STAFF_READS_APPLICANTS } from '../plugins/auth';
import { overview } from './overview-service';

const overviewRoute: FastifyPluginAsync = async (app) => {
  app.get(
    API_PATHS.adminOverview,
    { onRequest: app.requireStaff(...STAFF_READS_APPLICANTS) },
    async (): Promise<{ data: AdminOverview }> => ({ data: await overview(app.db) }),
  );
};

export default overviewRoute;
