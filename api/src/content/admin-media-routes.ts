// POST /api/admin/media/images (editor): content images for the site (slider, gallery, staff, facilities, courses,
// principal, about). Each is stored with its narrower copies (content/images-service.ts); the answer gives the URL to
// put in the content and the image's size.
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { API_PATHS, MEDIA_UPLOAD_LIMITS, MEDIA_UPLOAD_MESSAGES, type MediaUploadResponse } from '@college/shared-types';
import { readMultipartFiles } from '../http/multipart-form';
import { HttpError } from '../plugins/errors';
import { RATE_LIMITS } from '../plugins/security';
import { recordAudit } from '../office/public';
import { storeContentImages } from './images-service';
import { uploadRefusal } from '../storage/storage';

/** The multipart field that carries the images (repeated once per file). */
export const MEDIA_FIELD = 'images';

const bilingual = (status: number, m: { en: string; hi: string }) =>
  new HttpError(status, m.en, undefined, { code: 'upload_refused', message_hi: m.hi });

const media: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const editors = app.requireStaff('editor');

  app.post(
    API_PATHS.adminMediaImages,
    { onRequest: editors, config: { rateLimit: RATE_LIMITS.uploads } },
    async (request, reply): Promise<MediaUploadResponse> => {
      const files = await readMultipartFiles(request, {
        field: MEDIA_FIELD,
        maxFiles: MEDIA_UPLOAD_LIMITS.maxFiles,
        maxBytes: MEDIA_UPLOAD_LIMITS.maxBytes,
        tooLarge: () => uploadRefusal(413, MEDIA_UPLOAD_MESSAGES.tooLarge),
        tooMany: () => bilingual(400, MEDIA_UPLOAD_MESSAGES.count),
      });
      if (files.length === 0) throw bilingual(400, MEDIA_UPLOAD_MESSAGES.count);
      const data = await storeContentImages(app, files);
      await recordAudit(app.db, {
        staffId: request.staff!.id,
        action: 'media.upload',
        target: data.length === 1 ? data[0]!.url : `${data.length} images`,
        detail: { urls: data.map((d) => d.url) },
      });
      reply.status(201);
      return { data };
    },
  );
};
export default media;
