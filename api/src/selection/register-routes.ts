// The admitted register and its CSV (admin, verifier, accounts), and the university's entrance ranks of a course and
// year: read (the same readers), imported (admin) all or nothing (decision 027).
import type { FastifyPluginAsync } from 'fastify';
import {
  API_PATHS,
  ENTRANCE_RANK_ANSWERS,
  type AdmittedFilters,
  type AdmittedResponse,
  type EntranceRanksImportRequest,
  type EntranceRanksImportResponse,
  type EntranceRanksResponse,
} from '@college/shared-types';
import { STAFF_READS_APPLICANTS } from '../plugins/auth';
import { recordAudit } from '../office/public';
import { collegeName } from '../mail/mail-templates';
import { admittedCsv, listAdmitted } from './admitted-register-service';
import { importEntranceRanks, listEntranceRanks } from './entrance-ranks-service';
import { checkCourseYear } from './seat-matrix-service';

interface AdmittedQuery {
  course?: string;
  year?: string;
  category?: string;
  q?: string;
}
interface Params {
  course: string;
  year: string;
}

const admittedQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    course: { type: 'string', pattern: '^[A-Za-z]{0,20}$' },
    year: { type: 'string', pattern: '^[0-9]?$' },
    category: { type: 'string', enum: ['', 'GENERAL', 'OBC', 'SC', 'ST', 'EWS'] },
    q: { type: 'string', maxLength: 100 },
  },
} as const;

const params = {
  type: 'object',
  additionalProperties: false,
  required: ['course', 'year'],
  properties: {
    course: { type: 'string', minLength: 1, maxLength: 20 },
    year: { type: 'string', pattern: '^[0-9]{1,2}$' },
  },
} as const;

const importBody = {
  type: 'object',
  additionalProperties: false,
  required: ['csv'],
  properties: { csv: { type: 'string', maxLength: 400_000 } },
} as const;

function filtersOf(q: AdmittedQuery): AdmittedFilters {
  return {
    ...(q.course ? { course: q.course.toUpperCase() } : {}),
    ...(q.year ? { year: Number(q.year) } : {}),
    ...(q.category ? { category: q.category } : {}),
    ...(q.q?.trim() ? { q: q.q.trim() } : {}),
  };
}

const registerRoutes: FastifyPluginAsync = async (app) => {
  const readers = app.requireStaff(...STAFF_READS_APPLICANTS);

  app.get<{ Querystring: AdmittedQuery }>(
    API_PATHS.adminAdmitted,
    { onRequest: readers, schema: { querystring: admittedQuery } },
    async (request): Promise<AdmittedResponse> => {
      const [data, name] = await Promise.all([listAdmitted(app.db, filtersOf(request.query)), collegeName(app.db)]);
      return { data, total: data.length, college: { en: name.english, hi: name.hindi } };
    },
  );

  app.get<{ Querystring: AdmittedQuery }>(
    API_PATHS.adminAdmittedCsv,
    { onRequest: readers, schema: { querystring: admittedQuery } },
    async (request, reply) => {
      const filters = filtersOf(request.query);
      const rows = await listAdmitted(app.db, filters);
      await recordAudit(app.db, {
        staffId: request.staff!.id,
        action: 'admitted.exported',
        detail: { filters, rows: rows.length },
      });
      const name = ['admitted', filters.course, filters.year ? `year-${filters.year}` : null].filter(Boolean).join('-');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .header('cache-control', 'no-store')
        .send(admittedCsv(rows));
    },
  );

  app.get<{ Params: Params }>(
    API_PATHS.adminSelectionEntranceRanks,
    { onRequest: readers, schema: { params } },
    async (request): Promise<EntranceRanksResponse> => {
      const { course, year } = checkCourseYear(request.params.course, request.params.year);
      return { data: await listEntranceRanks(app.db, course, year) };
    },
  );

  app.post<{ Params: Params; Body: EntranceRanksImportRequest }>(
    API_PATHS.adminSelectionEntranceRanks,
    { onRequest: app.requireStaff('admin'), schema: { params, body: importBody } },
    async (request): Promise<EntranceRanksImportResponse> => {
      const { course, year } = checkCourseYear(request.params.course, request.params.year);
      const data = await importEntranceRanks(app.db, request.staff!.id, course, year, request.body.csv);
      return { message: ENTRANCE_RANK_ANSWERS.imported.en, message_hi: ENTRANCE_RANK_ANSWERS.imported.hi, data };
    },
  );
};

export default registerRoutes;
