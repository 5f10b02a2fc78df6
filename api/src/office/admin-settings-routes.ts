// The settings the office edits (admin): GET and PUT /api/admin/settings — the academic session and the enrolment
// number's pattern (decision 025). Every change is written to the audit log.
import type { FastifyPluginAsync } from 'fastify';
import {
  ENROLMENT_PATTERN_MAX,
  enrolmentPatternProblem,
  settingsSchema,
  API_PATHS,
  type SettingsResponse,
} from '@college/shared-types';
import { recordAudit } from './audit-repository';
import { readSettings, writeSettings } from './settings-repository';
import { checkRules, textBody } from '../http/validation';
import { HttpError } from '../plugins/errors';

const settings: FastifyPluginAsync = async (app) => {
  const adminOnly = app.requireStaff('admin');

  app.get(API_PATHS.adminSettings, { onRequest: adminOnly }, async (): Promise<SettingsResponse> => {
    return { data: await readSettings(app.db) };
  });

  app.put(
    API_PATHS.adminSettings,
    // The pattern's length is its own rule (a 400 in both languages): the body's limit only stops a huge text.
    {
      onRequest: adminOnly,
      schema: { body: textBody({ academic_session: 20, enrolment_pattern: 10 * ENROLMENT_PATTERN_MAX }) },
    },
    async (request): Promise<SettingsResponse & { message: string }> => {
      const values = checkRules(settingsSchema, request.body);
      if (values.enrolment_pattern !== undefined) {
        const problem = enrolmentPatternProblem(values.enrolment_pattern);
        if (problem) throw HttpError.coded(400, problem.code, problem.params);
      }
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
