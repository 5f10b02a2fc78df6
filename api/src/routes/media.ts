// GET /api/media/:file: the images of the demo content (api/assets/media), cached for a year. A changed image
// gets a new file name, never new bytes under an old one.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../plugins/errors';

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
        if (!body) throw new HttpError(404, `No such image: ${file}`);
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
};
export default media;
