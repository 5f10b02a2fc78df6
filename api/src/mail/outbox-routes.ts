// GET /api/dev/outbox: the mails kept instead of sent when no SMTP_URL is set (never in production; only to
// the machine itself).
import type { FastifyPluginAsync } from 'fastify';
import { onlyThisMachine } from '../plugins/security';
import { outboxMails } from './outbox-repository';

const outbox: FastifyPluginAsync = async (app) => {
  if (app.config.env === 'production') return;
  app.addHook('onRequest', onlyThisMachine);
  app.get<{ Querystring: { to?: string } }>(
    '/api/dev/outbox',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { to: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request) => ({ data: await outboxMails(app.db, request.query.to?.trim().toLowerCase() || undefined) }),
  );
};
export default outbox;
