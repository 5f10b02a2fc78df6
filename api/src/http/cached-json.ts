// Answers a JSON body with an ETag and a short Cache-Control, or 304 when the client already has it.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CONTENT_CACHE_CONTROL = 'public, max-age=60, must-revalidate';

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): a proxy may have marked our tag weak.
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  cacheControl = CONTENT_CACHE_CONTROL,
): FastifyReply {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  reply.header('ETag', etag).header('Cache-Control', cacheControl);
  if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
