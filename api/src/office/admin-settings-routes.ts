// The settings the office edits (admin): GET and PUT /api/admin/settings. Every change is written to the audit log.
import type { FastifyPluginAsync } from 'fastify';
import { settingsSchema, API_PATHS, type SettingsResponse } from '@college/shared-types';
import { recordAudit } from './audit-repository';
import { readSettings, writeSettings } from './settings-repository';
import { checkRules, textBody } from '../http/validation';

const settings: FastifyPluginAsync = async (app) => {
  const adminOnly = app.requireStaff('admin');

  app.get(API_PATHS.adminSettings, { onRequest: adminOnly }, async (): Promise<SettingsResponse> => {
    return { data: await readSettings(app.db) };
  });

  app.put(
    API_PATHS.adminSettings,
    { onRequest: adminOnly, schema: { body: textBody({ academic_session: 20 }) } },
    async (request): Promise<SettingsResponse & { message: string }> => {
      const values = checkRules(settingsSchema, request.body);
      const changed = await writeSettings(app.db, values, request.staff!.id);
      if (Object.keys(changed).length) {
        // The public answer (GET /api/v1/settings) is served from memory: rebuild it now.
        await app.contentCache.refresh();
        await recordAudit(app.db, { staffId: request.staff!.id, action: 'settings.changed', detail: changed });
      }
      return { message: 'Settings saved.', data: await readSettings(app.db) };
    },
  );
};

export default settings;
