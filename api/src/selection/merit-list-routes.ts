// The public merit lists (decision 026): public, read-only, no sign-in. The index of published lists, one list by
// rank 100 rows a page or searched by form number, the whole list as CSV and as a page to print or save as PDF.
// Answered from memory (merit-list-service.ts); a round not published is a 404 in both languages.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MeritListAnswers } from '../http/merit-list-answers';
import {
  API_PATHS,
  MERIT_LIST_PAGE_SIZE,
  MERIT_LIST_QUERY,
  apiPath,
  type Language,
  type MeritListIndexResponse,
  type MeritListPageResponse,
} from '@college/shared-types';
import { CONTENT_CACHE_CONTROL, sendCachedJson } from '../http/cached-json';
import { notModified } from '../http/content-cache';
import { HttpError } from '../plugins/errors';
import { checkCourseYear } from './seat-matrix-service';

declare module 'fastify' {
  interface FastifyInstance {
    meritLists: MeritListAnswers;
  }
}

interface Params {
  course: string;
  year: string;
  round: string;
}
const params = {
  type: 'object',
  additionalProperties: false,
  required: ['course', 'year', 'round'],
  properties: {
    course: { type: 'string', pattern: '^[A-Za-z]{1,20}$' },
    year: { type: 'string', pattern: '^[0-9]{1,2}$' },
    round: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' },
  },
} as const;
const listQuery = {
  type: 'object',
  properties: {
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
    q: { type: 'string', maxLength: 40 },
  },
} as const;
const printQuery = {
  type: 'object',
  properties: { lang: { type: 'string', enum: ['hi', 'en'] } },
} as const;

const meritListRoutes: FastifyPluginAsync = async (app) => {
  const lists = new MeritListAnswers(app.db);
  app.decorate('meritLists', lists);
  app.addHook('onReady', async () => {
    lists.start((error) => app.log.warn({ err: error }, 'merit lists not checked for changes'));
  });
  app.addHook('onClose', async () => lists.stop());

  async function listOf(p: Params) {
    const { course, year } = checkCourseYear(p.course, p.year);
    const list = await lists.list(course, year, Number(p.round));
    if (!list) throw HttpError.coded(404, 'merit_list_not_published');
    return list;
  }

  function sendKept(
    request: FastifyRequest,
    reply: FastifyReply,
    kept: { body: Buffer; etag: string },
    type: string,
    disposition?: string,
  ) {
    reply.header('ETag', kept.etag).header('Cache-Control', CONTENT_CACHE_CONTROL);
    if (disposition) reply.header('Content-Disposition', disposition);
    if (notModified(request.headers['if-none-match'], kept.etag)) return reply.code(304).send();
    return reply.type(type).send(kept.body);
  }

  app.get(API_PATHS.meritLists, async (request, reply) => {
    const body: MeritListIndexResponse = { data: await lists.summaries() };
    return sendCachedJson(request, reply, body);
  });

  app.get<{ Params: Params; Querystring: { page?: string; q?: string } }>(
    API_PATHS.meritList,
    { schema: { params, querystring: listQuery } },
    async (request, reply) => {
      const list = await listOf(request.params);
      const q = request.query.q?.trim();
      if (q) {
        if (!MERIT_LIST_QUERY.test(q)) throw HttpError.coded(400, 'merit_list_bad_query');
        const body: MeritListPageResponse = { data: lists.search(list, q) };
        return sendCachedJson(request, reply, body);
      }
      const number = Number(request.query.page ?? 1);
      const page = lists.page(list, number);
      if (!page) {
        throw HttpError.coded(404, 'merit_list_no_page', {
          page: number,
          pages: Math.max(1, Math.ceil(list.rows.length / MERIT_LIST_PAGE_SIZE)),
        });
      }
      // The first page at its own address (the course in capitals, no query) is answered from memory before any
      // hook from then on; other spellings of it take the usual way, so they cannot fill the memory.
      const { course, year, round } = list.summary;
      const own = apiPath('meritList', { course, year, round });
      return lists.send(page, request, reply, number === 1 && request.raw.url === own ? own : null);
    },
  );

  app.get<{ Params: Params }>(API_PATHS.meritListCsv, { schema: { params } }, async (request, reply) => {
    const list = await listOf(request.params);
    const { course, year, round } = list.summary;
    return sendKept(
      request,
      reply,
      lists.csv(list),
      'text/csv; charset=utf-8',
      `attachment; filename="merit-list-${course}-year-${year}-round-${round}.csv"`,
    );
  });

  app.get<{ Params: Params; Querystring: { lang?: Language } }>(
    API_PATHS.meritListPrint,
    { schema: { params, querystring: printQuery } },
    async (request, reply) => {
      const list = await listOf(request.params);
      const cookie = /(?:^|;\s*)site_lang=(hi|en)/.exec(request.headers.cookie ?? '')?.[1] as Language | undefined;
      const lang = request.query.lang ?? cookie ?? 'en';
      reply.header('Vary', 'Cookie');
      return sendKept(request, reply, lists.printable(list, lang), 'text/html; charset=utf-8');
    },
  );
};

// Not encapsulated: the app's first hook (answering first pages early) and the sitemap read app.meritLists.
export default fp(meritListRoutes, { name: 'merit-lists' });
