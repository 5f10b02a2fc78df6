// GET /api/v1/settings: the settings the front end shows (the academic session on printouts), cached like content
// and answered from memory (plugins/content-cache.ts).
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '@college/shared-types';

const settings: FastifyPluginAsync = async (app) => {
  app.get(API_PATHS.settings, async (request, reply) => app.contentCache.send(API_PATHS.settings, request, reply));
};

export default settings;
