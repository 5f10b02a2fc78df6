// GET /api/v2/files/:key: a stored upload, only to the student who owns it or to the college's staff.
// Tokens travel only in the Authorization header (never in the URL): the front end fetches the file and
// shows it through a blob: URL.
import type { FastifyPluginAsync } from 'fastify';
import { readerOf } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { RATE_LIMITS } from '../plugins/security';
import { isPendingFile } from './admission-drafts-repository';
import { findFile } from '../storage/files-repository';
import { readUpload } from '../storage/storage';
import { sendUpload } from '../http/send-upload';

const NOT_FOUND = 'No such file.';

const files: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { key: string } }>(
    '/api/v2/files/:key',
    {
      config: { rateLimit: RATE_LIMITS.authenticated },
      schema: {
        params: {
          type: 'object',
          properties: { key: { type: 'string', pattern: '^[a-f0-9]{32}\\.(jpg|png|webp|pdf)$' } },
          required: ['key'],
        },
      },
    },
    async (request, reply) => {
      const reader = await readerOf(app.db, request);
      // Another student's file answers exactly like a missing one.
      const student = 'studentId' in reader;
      const row = await findFile(app.db, request.params.key, student ? reader.studentId : undefined);
      // A file uploaded to a draft is the student's alone until the form is submitted: the office never sees it.
      const hidden = !!row && !student && (await isPendingFile(app.db, row.key));
      const file = row && !hidden ? await readUpload(app, row.key) : null;
      if (!row || !file) throw new HttpError(404, NOT_FOUND);
      // Shared computers (cyber cafés) must not keep a student's files after logout; PDFs download.
      return sendUpload(reply, { mime: row.mime, buffer: file.buffer }, row.key);
    },
  );
};
export default files;
