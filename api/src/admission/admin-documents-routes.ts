// GET /api/admin/documents/:id: a document a student uploaded with the profile (verifiers, accounts), never cached.
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '@college/shared-types';
import { STAFF_READS_APPLICANTS } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { findStudentDocument } from '../storage/files-repository';
import { readUpload } from '../storage/storage';
import { sendUpload } from '../http/send-upload';

const documents: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    API_PATHS.adminDocument,
    {
      onRequest: app.requireStaff(...STAFF_READS_APPLICANTS),
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]{1,10}$' } } },
      },
    },
    async (request, reply) => {
      const doc = await findStudentDocument(app.db, Number(request.params.id));
      const file = doc ? await readUpload(app, doc.file_key) : null;
      if (!file) throw new HttpError(404, 'No such document.');
      return sendUpload(reply, file, `document-${request.params.id}`);
    },
  );
};

export default documents;
