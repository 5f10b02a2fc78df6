// GET /api/v1/settings: the settings the front end shows (the academic session on printouts), cached like content.
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, type SettingsResponse } from '@college/shared-types';
import { readSettings } from '../../repositories/settings';
import { sendCachedJson } from '../../http/cached-json';

const settings: FastifyPluginAsync = async (app) => {
  app.get(API_PATHS.settings, async (request, reply) => {
    const body: SettingsResponse = { data: await readSettings(app.db) };
    return sendCachedJson(request, reply, body);
  });
};

export default settings;
