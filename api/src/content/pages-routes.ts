// A published page of the site, in Hindi and English with its "Last updated" date; 404 for a draft-only page.
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, EDITOR_MESSAGES } from '@college/shared-types';
import { sendCachedJson } from '../http/cached-json';
import { HttpError } from '../plugins/errors';
import { publicPage } from './editor-repository';

const pages: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { slug: string } }>(
    API_PATHS.page,
    {
      schema: {
        params: {
          type: 'object',
          required: ['slug'],
          properties: { slug: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 } },
        },
      },
    },
    async (request, reply) => {
      const page = await publicPage(app.db, request.params.slug);
      if (!page)
        throw new HttpError(404, EDITOR_MESSAGES.noPage.en, undefined, { message_hi: EDITOR_MESSAGES.noPage.hi });
      return sendCachedJson(request, reply, { data: page });
    },
  );
};

export default pages;
