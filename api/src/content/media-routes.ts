// GET /api/media/:file: the files of the demo content (api/assets/media), and GET /api/media/images/:file: the
// content images and their copies (content/images-service.ts). Both are cached for a year: a changed image gets a new file
// name, never new bytes under an old one.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '@college/shared-types';
import { HttpError } from '../plugins/errors';
import { readContentImage } from './images-service';
import { isPublicDocument } from './content-kinds-repository';
import { readUpload } from '../storage/storage';

/** api/assets/media, from src/routes (tests, tsx) and from dist/routes (the build) alike. */
export const MEDIA_DIR = path.resolve(__dirname, '../../assets/media');

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

const media: FastifyPluginAsync = async (app) => {
  const cache = new Map<string, { body: Buffer; etag: string }>();
  app.get<{ Params: { file: string } }>(
    '/api/media/:file',
    {
      schema: {
        params: {
          type: 'object',
          properties: { file: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*\\.(svg|png|jpg|webp|pdf)$' } },
          required: ['file'],
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      let entry = cache.get(file);
      if (!entry) {
        const body = await fs.readFile(path.join(MEDIA_DIR, file)).catch(() => null);
        if (!body) throw HttpError.coded(404, 'no_such_image', { file });
        entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        cache.set(file, entry);
      }
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', entry.etag)
        .type(TYPES[file.split('.').pop()!]!);
      if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
      return reply.send(entry.body);
    },
  );

  // The PDFs the office uploaded (content/admin-media-documents-routes.ts): named by the hash of their bytes, so cached
  // for a year; only those recorded as public, never a student's upload.
  app.get<{ Params: { file: string } }>(
    API_PATHS.publicDocument,
    {
      schema: {
        params: {
          type: 'object',
          properties: { file: { type: 'string', pattern: '^[a-f0-9]{32}\\.pdf$' } },
          required: ['file'],
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const stored = (await isPublicDocument(app.db, file)) ? await readUpload(app, file) : null;
      if (!stored) throw new HttpError(404, 'No such document.');
      const etag = `"${file.slice(0, 32)}"`;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('Content-Disposition', 'inline')
        .type('application/pdf');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(stored.buffer);
    },
  );
};

/** Content images kept in memory once read: the most recently served, up to this many bytes in all. */
const IMAGE_CACHE_BYTES = 32 * 1024 * 1024;

export const contentImages: FastifyPluginAsync = async (app) => {
  // Insertion order is recency order: a hit is moved to the end, the oldest are dropped first.
  const cache = new Map<string, { body: Buffer; mime: string }>();
  let cached = 0;
  app.get<{ Params: { file: string } }>(
    API_PATHS.mediaImage,
    {
      schema: {
        params: {
          type: 'object',
          // Any other name is a 404 (readContentImage takes only CONTENT_IMAGE_FILE names: no folders, no dots).
          properties: { file: { type: 'string', maxLength: 120 } },
          required: ['file'],
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      let entry = cache.get(file);
      if (entry) {
        cache.delete(file);
        cache.set(file, entry);
      } else {
        const found = await readContentImage(app, file);
        if (!found) throw HttpError.coded(404, 'no_such_image', { file });
        entry = { body: found.buffer, mime: found.mime };
        cache.set(file, entry);
        cached += entry.body.length;
        for (const [name, old] of cache) {
          if (cached <= IMAGE_CACHE_BYTES) break;
          cache.delete(name);
          cached -= old.body.length;
        }
      }
      // The name is the content's hash: it is its own validator.
      const etag = `"${file}"`;
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag).type(entry.mime);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(entry.body);
    },
  );
};

export default media;
