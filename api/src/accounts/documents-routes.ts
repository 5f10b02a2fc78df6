// POST v2/upload-document: a document the student keeps with the profile (a PDF or an image).
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { API_PATHS } from '@college/shared-types';
import { readMultipartForm } from '../http/multipart-form';
import { inUploadLine } from '../http/upload-line';
import { RATE_LIMITS } from '../plugins/security';
import { addDocument, PROFILE_ANSWERS } from './profile-service';

const documents: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.post(
    API_PATHS.uploadDocument,
    { config: { rateLimit: RATE_LIMITS.uploads }, preHandler: app.authenticate },
    async (request, reply) => {
      const list = await inUploadLine(request, async () => {
        const { fields, files } = await readMultipartForm(request, {
          fields: ['document_name'],
          files: { document_link: 'document' },
        });
        return addDocument(app.db, app.config, request.student!.id, fields, files.document_link);
      });
      reply.status(201);
      return { success: true, message: PROFILE_ANSWERS.documentSaved, documents: list };
    },
  );
};
export default documents;
