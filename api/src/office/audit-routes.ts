// GET /api/admin/audit (admin): the audit log, newest first, filtered by staff member, action, target and dates.
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, applicantFiltersSchema, type AuditResponse } from '@college/shared-types';
import { listAudit } from './audit-repository';
import { checkRules } from '../http/validation';

interface AuditQuery {
  staff_id?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
  page?: string;
  per_page?: string;
}

const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

const audit: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: AuditQuery }>(
    API_PATHS.adminAudit,
    {
      onRequest: app.requireStaff('admin'),
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            staff_id: { type: 'string', pattern: '^[0-9]{1,10}$' },
            action: { type: 'string', maxLength: 60 },
            target: { type: 'string', maxLength: 60 },
            from: date,
            to: date,
            page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
            per_page: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
          },
        },
      },
    },
    async (request): Promise<AuditResponse> => {
      const q = request.query;
      // The same date rules as the queue's submitted dates: real dates, in order.
      checkRules(applicantFiltersSchema, { submitted_from: q.from, submitted_to: q.to });
      const page = Number(q.page ?? 1);
      const perPage = Math.min(100, Number(q.per_page ?? 50));
      const { rows, total } = await listAudit(
        app.db,
        {
          ...(q.staff_id ? { staffId: Number(q.staff_id) } : {}),
          ...(q.action ? { action: q.action } : {}),
          ...(q.target ? { target: q.target } : {}),
          ...(q.from ? { from: q.from } : {}),
          ...(q.to ? { to: q.to } : {}),
        },
        page,
        perPage,
      );
      return { data: rows, page, per_page: perPage, total };
    },
  );
};

export default audit;
