// The notice board as the office's editors keep it (editor, and admin): a new notice is a draft until published;
// publishing (or taking it back) rebuilds the public notice call at once, so its ETag changes.
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, EDITOR_MESSAGES, noticeEditSchema } from '@college/shared-types';
import { HttpError } from '../plugins/errors';
import { recordAudit } from '../office/public';
import * as editor from './editor-repository';
import { checkRules, textBody } from '../http/validation';
import { idParams } from '../http/route-params';

const NOTICE_BODY = textBody({ title_hi: 500, title_en: 500, link: 1000, expires_on: 10, pinned: 1, dated: 10 });

function noNotice(): HttpError {
  return new HttpError(404, EDITOR_MESSAGES.noNotice.en, undefined, { message_hi: EDITOR_MESSAGES.noNotice.hi });
}

const notices: FastifyPluginAsync = async (app) => {
  const editors = app.requireStaff('editor');

  app.get(API_PATHS.adminNotices, { onRequest: editors }, async () => ({ data: await editor.listNotices(app.db) }));

  app.post(API_PATHS.adminNotices, { onRequest: editors, schema: { body: NOTICE_BODY } }, async (request, reply) => {
    const values = checkRules(noticeEditSchema, request.body);
    const id = await editor.createNotice(app.db, values);
    await recordAudit(app.db, { staffId: request.staff!.id, action: 'notice.created', target: `notice:${id}` });
    reply.status(201);
    return {
      message: EDITOR_MESSAGES.saved.en,
      message_hi: EDITOR_MESSAGES.saved.hi,
      data: await editor.findNotice(app.db, id),
    };
  });

  app.put<{ Params: { id: string } }>(
    API_PATHS.adminNotice,
    { onRequest: editors, schema: { params: idParams, body: NOTICE_BODY } },
    async (request) => {
      const values = checkRules(noticeEditSchema, request.body);
      const id = Number(request.params.id);
      if (!(await editor.updateNotice(app.db, id, values))) throw noNotice();
      await app.contentCache.refresh();
      await recordAudit(app.db, { staffId: request.staff!.id, action: 'notice.updated', target: `notice:${id}` });
      return {
        message: EDITOR_MESSAGES.saved.en,
        message_hi: EDITOR_MESSAGES.saved.hi,
        data: await editor.findNotice(app.db, id),
      };
    },
  );

  app.delete<{ Params: { id: string } }>(
    API_PATHS.adminNotice,
    { onRequest: editors, schema: { params: idParams } },
    async (request) => {
      const id = Number(request.params.id);
      if (!(await editor.deleteNotice(app.db, id))) throw noNotice();
      await app.contentCache.refresh();
      await recordAudit(app.db, { staffId: request.staff!.id, action: 'notice.deleted', target: `notice:${id}` });
      return { message: 'Removed.', message_hi: 'हटा दिया गया।' };
    },
  );

  app.post<{ Params: { id: string }; Body: { published?: boolean } | undefined }>(
    API_PATHS.adminNoticePublish,
    {
      onRequest: editors,
      schema: {
        params: idParams,
        body: { type: 'object', additionalProperties: false, properties: { published: { type: 'boolean' } } },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const published = request.body?.published ?? true;
      if (!(await editor.setNoticePublished(app.db, id, published))) throw noNotice();
      // The public notice call is answered from memory: rebuild it (and tell the other processes) now.
      await app.contentCache.refresh();
      await recordAudit(app.db, {
        staffId: request.staff!.id,
        action: published ? 'notice.published' : 'notice.unpublished',
        target: `notice:${id}`,
      });
      return {
        message: published ? EDITOR_MESSAGES.published.en : EDITOR_MESSAGES.saved.en,
        message_hi: published ? EDITOR_MESSAGES.published.hi : EDITOR_MESSAGES.saved.hi,
        data: await editor.findNotice(app.db, id),
      };
    },
  );
};

export default notices;
