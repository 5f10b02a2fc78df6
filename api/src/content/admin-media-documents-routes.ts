// POST /api/admin/media/documents (editor): a PDF the office publishes (a bio-data, the list of holidays, a
// notice's attachment). Only a PDF by its bytes, at most 10 MB; stored through the storage driver under the hash of
// its bytes, so its public address (GET /api/media/documents/<hash>.pdf) never changes meaning and is cached
// for a year. The same PDF uploaded twice gets the same address.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { API_PATHS, CONTENT_MESSAGES, PUBLIC_DOCUMENT_MAX_BYTES } from '@college/shared-types';
import { HttpError } from '../plugins/errors';
import { recordAudit } from '../office/public';
import { isPublicDocument, recordPublicDocumentFile } from './content-kinds-repository';
import { deleteUpload, storeBytesAs } from '../storage/storage';

const refusal = (status: 400 | 413 | 415, m: { en: string; hi: string }) =>
  new HttpError(status, m.en, undefined, { code: 'upload_refused', message_hi: m.hi });

const mediaDocuments: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.post(API_PATHS.adminMediaDocuments, { onRequest: app.requireStaff('editor') }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'This call expects a multipart form with a file.');
    const part = await request.file({ limits: { fileSize: PUBLIC_DOCUMENT_MAX_BYTES, files: 1, fields: 0 } });
    if (!part) throw refusal(400, CONTENT_MESSAGES.notPdf);
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw refusal(413, CONTENT_MESSAGES.pdfTooLarge);
      throw error;
    }
    if (part.file.truncated || bytes.length > PUBLIC_DOCUMENT_MAX_BYTES)
      throw refusal(413, CONTENT_MESSAGES.pdfTooLarge);
    // The bytes decide: a PDF starts with %PDF- (whatever name or type the browser gave).
    if (bytes.length < 8 || bytes.toString('latin1', 0, 5) !== '%PDF-') throw refusal(415, CONTENT_MESSAGES.notPdf);

    const key = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.pdf`;
    if (!(await isPublicDocument(app.db, key))) {
      const stored = await storeBytesAs(app.config, key, 'application/pdf', bytes);
      try {
        await recordPublicDocumentFile(
          app.db,
          {
            key,
            mime: 'application/pdf',
            size: bytes.length,
            studentId: null,
            kind: 'document',
            originalName: part.filename,
            bytes: stored.bytes,
          },
          { key, size: bytes.length, originalName: part.filename, staffId: request.staff!.id },
        );
      } catch (error) {
        // Another upload of the same bytes got there first: its rows stand (and so do the same bytes on disk).
        if (!(await isPublicDocument(app.db, key))) {
          await deleteUpload(app.config, key);
          throw error;
        }
      }
    }
    await recordAudit(app.db, { staffId: request.staff!.id, action: 'content.document.uploaded', target: key });
    reply.status(201);
    return { data: { url: API_PATHS.publicDocument.replace(':file', key), size: bytes.length } };
  });
};
export default mediaDocuments;
