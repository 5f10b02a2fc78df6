// The site's pages as the office's editors keep them (editor, and admin): a draft in Hindi and English whose
// bodies are sanitised HTML (content/sanitize-html.ts) before they are stored, published as numbered versions;
// an earlier version can be published again.
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, EDITOR_MESSAGES, pageCreateSchema, pageEditSchema, pageRestoreSchema } from '@college/shared-types';
import { HttpError } from '../plugins/errors';
import { recordAudit } from '../office/public';
import * as editor from './editor-repository';
import { sanitizeHtml } from './sanitize-html';
import { checkRules } from '../http/validation';

const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 } },
} as const;

const PAGE_FIELDS = {
  title_hi: { type: 'string', maxLength: 300 },
  title_en: { type: 'string', maxLength: 300 },
  body_hi: { type: 'string', maxLength: 200_000 },
  body_en: { type: 'string', maxLength: 200_000 },
} as const;

function bilingual(status: number, m: { en: string; hi: string }): HttpError {
  return new HttpError(status, m.en, undefined, { message_hi: m.hi });
}

const pages: FastifyPluginAsync = async (app) => {
  const editors = app.requireStaff('editor');

  const cleaned = (v: { title_hi: string; title_en: string; body_hi: string; body_en: string }) => ({
    title_hi: v.title_hi,
    title_en: v.title_en,
    body_hi: sanitizeHtml(v.body_hi),
    body_en: sanitizeHtml(v.body_en),
  });

  app.get(API_PATHS.adminPages, { onRequest: editors }, async () => ({ data: await editor.listPages(app.db) }));

  app.post(
    API_PATHS.adminPages,
    {
      onRequest: editors,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { slug: { type: 'string', maxLength: 80 }, ...PAGE_FIELDS },
        },
      },
    },
    async (request, reply) => {
      const values = checkRules(pageCreateSchema, request.body);
      if (await editor.findPage(app.db, values.slug)) throw bilingual(409, EDITOR_MESSAGES.slugTaken);
      await editor.createPage(app.db, values.slug, cleaned(values), request.staff!.id);
      await recordAudit(app.db, { staffId: request.staff!.id, action: 'page.created', target: `page:${values.slug}` });
      reply.status(201);
      return {
        message: EDITOR_MESSAGES.saved.en,
        message_hi: EDITOR_MESSAGES.saved.hi,
        data: await editor.findPage(app.db, values.slug),
      };
    },
  );

  app.get<{ Params: { slug: string } }>(
    API_PATHS.adminPage,
    { onRequest: editors, schema: { params: slugParams } },
    async (request) => {
      const page = await editor.findPage(app.db, request.params.slug);
      if (!page) throw bilingual(404, EDITOR_MESSAGES.noPage);
      return { data: page };
    },
  );

  app.put<{ Params: { slug: string } }>(
    API_PATHS.adminPage,
    {
      onRequest: editors,
      schema: { params: slugParams, body: { type: 'object', additionalProperties: false, properties: PAGE_FIELDS } },
    },
    async (request) => {
      const { slug } = request.params;
      const values = checkRules(pageEditSchema, request.body);
      if (!(await editor.saveDraft(app.db, slug, cleaned(values), request.staff!.id)))
        throw bilingual(404, EDITOR_MESSAGES.noPage);
      await recordAudit(app.db, { staffId: request.staff!.id, action: 'page.draft_saved', target: `page:${slug}` });
      return {
        message: EDITOR_MESSAGES.saved.en,
        message_hi: EDITOR_MESSAGES.saved.hi,
        data: await editor.findPage(app.db, slug),
      };
    },
  );

  app.post<{ Params: { slug: string } }>(
    API_PATHS.adminPagePublish,
    {
      onRequest: editors,
      schema: { params: slugParams, body: { type: 'object', additionalProperties: false, properties: {} } },
    },
    async (request) => {
      const { slug } = request.params;
      const version = await editor.publishPage(app.db, slug, request.staff!.id);
      if (version === null) throw bilingual(404, EDITOR_MESSAGES.noPage);
      await app.contentCache.refresh();
      await recordAudit(app.db, {
        staffId: request.staff!.id,
        action: 'page.published',
        target: `page:${slug}`,
        detail: { version },
      });
      return {
        message: EDITOR_MESSAGES.published.en,
        message_hi: EDITOR_MESSAGES.published.hi,
        data: await editor.findPage(app.db, slug),
      };
    },
  );

  app.post<{ Params: { slug: string } }>(
    API_PATHS.adminPageRestore,
    {
      onRequest: editors,
      schema: {
        params: slugParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { version: { type: 'integer', minimum: 1, maximum: 1_000_000 } },
        },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const { version } = checkRules(pageRestoreSchema, request.body);
      const result = await editor.restoreVersion(app.db, slug, version, request.staff!.id);
      if (result === 'no-page') throw bilingual(404, EDITOR_MESSAGES.noPage);
      if (result === 'no-version') throw bilingual(404, EDITOR_MESSAGES.noVersion);
      await app.contentCache.refresh();
      await recordAudit(app.db, {
        staffId: request.staff!.id,
        action: 'page.restored',
        target: `page:${slug}`,
        detail: { from: version, version: result },
      });
      return {
        message: EDITOR_MESSAGES.restored.en,
        message_hi: EDITOR_MESSAGES.restored.hi,
        data: await editor.findPage(app.db, slug),
      };
    },
  );
};

export default pages;
