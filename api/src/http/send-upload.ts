// How a stored upload goes back to its reader (owner or staff): never cached on a shared computer, never
// sniffed into another type, and a PDF always as a download. A PDF is a student's file as they sent it (only
// images are re-encoded), so it is never rendered inline under the site's origin; the front end fetches files
// with the token and shows them from a blob: URL, which this header does not change.
import type { FastifyReply } from 'fastify';

export function sendUpload(reply: FastifyReply, file: { mime: string; buffer: Buffer }, name: string): FastifyReply {
  const safeName = name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'file';
  const disposition = file.mime === 'application/pdf' ? 'attachment' : 'inline';
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', `${disposition}; filename="${safeName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.buffer);
}
