// GET /api/dev/outbox: the mails kept instead of sent when no SMTP_URL is set (never in production).
import type { FastifyPluginAsync } from 'fastify';

const outbox: FastifyPluginAsync = async (app) => {
  if (app.config.env === 'production') return;
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
    async (request) => {
      let query = app.db
        .selectFrom('outbox')
        .select(['id', 'to', 'subject', 'text', 'html', 'created_at'])
        .orderBy('id', 'desc')
        .limit(200);
      const to = request.query.to?.trim().toLowerCase();
      if (to) query = query.where('to', '=', to);
      // Newest last, as a mail client lists a conversation.
      return { data: (await query.execute()).reverse() };
    },
  );
};
export default outbox;
