// Text from a request never carries a NUL character: PostgreSQL cannot store one (a 500 there) and no form
// field has a use for it. Path, query and parsed bodies are checked before validation (multipart text parts in
// http/multipart-form.ts); the answer is a 400 that says which field.
import fp from 'fastify-plugin';
import { HttpError } from './errors';

export const NUL_MESSAGE = 'This text contains a character that is not allowed.';

/** The path of the first string holding a NUL, or null. */
export function nulField(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? where : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return where;
    const found = nulField(inner, where ? `${where}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export default fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const field =
      nulField(request.params, '') ??
      nulField(request.query, '') ??
      (Buffer.isBuffer(request.body) ? null : nulField(request.body, ''));
    if (field !== null) throw new HttpError(400, 'The request is not valid.', { [field || 'body']: [NUL_MESSAGE] });
  });
});
