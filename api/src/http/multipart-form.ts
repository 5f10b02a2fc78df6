// Reads a multipart form into text fields and file buffers, refusing unknown fields and oversized parts.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';
import { UPLOAD_LIMITS } from '@college/shared-types';
import { MAX_UPLOAD_BYTES, tooLarge, type UploadKind } from '../services/storage';
import { NUL_MESSAGE } from '../plugins/text-input';

export interface FormFile {
  buffer: Buffer;
  filename: string;
  mimetype: string;
}

export interface FormSpec {
  fields: readonly string[];
  files?: Readonly<Record<string, UploadKind>>;
}

/** Longest text value of a form field. */
const FIELD_BYTES = 10_000;

export async function readMultipartForm(
  request: FastifyRequest,
  spec: FormSpec,
): Promise<{ fields: Record<string, string>; files: Record<string, FormFile> }> {
  if (!request.isMultipart()) throw new HttpError(415, 'This call expects a multipart form.');
  const fileKinds = spec.files ?? {};
  const fields: Record<string, string> = {};
  const files: Record<string, FormFile> = {};
  const unknown: Record<string, string[]> = {};
  const parts = request.parts({
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: Object.keys(fileKinds).length,
      fields: spec.fields.length + 5,
      fieldSize: FIELD_BYTES,
      parts: spec.fields.length + Object.keys(fileKinds).length + 5,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const kind = fileKinds[part.fieldname];
      if (!kind) {
        part.file.resume();
        unknown[part.fieldname] = ['This field is not accepted'];
        continue;
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind);
        throw error;
      }
      // A file input left empty still sends a part with no name and no bytes.
      if (buffer.length === 0 && !part.filename) continue;
      if (buffer.length > UPLOAD_LIMITS[kind].maxBytes) throw tooLarge(kind);
      files[part.fieldname] = { buffer, filename: part.filename, mimetype: part.mimetype };
    } else {
      if (!spec.fields.includes(part.fieldname)) {
        unknown[part.fieldname] = ['This field is not accepted'];
        continue;
      }
      if (part.valueTruncated) throw new HttpError(413, `The field ${part.fieldname} is too long.`);
      if (String(part.value ?? '').includes('\u0000')) {
        throw new HttpError(400, 'The request is not valid.', { [part.fieldname]: [NUL_MESSAGE] });
      }
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    }
  }
  if (Object.keys(unknown).length) throw new HttpError(400, 'The request is not valid.', unknown);
  return { fields, files };
}

/** A file of a multipart form with repeated fields (the admission form). */
export interface NamedFile extends FormFile {
  field: string;
}

/**
 * Reads a form whose text fields may repeat (lists): every text part as a [name, value] entry, and the files of
 * the named file fields (other files are skipped). `kindOf` gives each file field's size limit.
 */
export async function readMultipartEntries(
  request: FastifyRequest,
  spec: { files: readonly string[]; kindOf: (field: string) => UploadKind; maxTextParts: number },
): Promise<{ entries: Array<[string, string]>; files: NamedFile[] }> {
  if (!request.isMultipart()) throw new HttpError(415, 'This call expects a multipart form.');
  const entries: Array<[string, string]> = [];
  const files: NamedFile[] = [];
  const fileFields = new Set<string>(spec.files);
  const parts = request.parts({
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: spec.files.length,
      fields: spec.maxTextParts,
      fieldSize: FIELD_BYTES,
      parts: spec.maxTextParts + spec.files.length,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (!fileFields.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(spec.kindOf(part.fieldname));
        throw error;
      }
      // A file input left empty still sends a part with no name and no bytes.
      if (buffer.length === 0 && !part.filename) continue;
      files.push({ field: part.fieldname, buffer, filename: part.filename, mimetype: part.mimetype });
    } else {
      // A part without a name names no field: nothing to keep (and nothing downstream expects an unnamed one).
      if (typeof part.fieldname !== 'string' || !part.fieldname) continue;
      if (part.valueTruncated) throw new HttpError(413, `The field ${part.fieldname} is too long.`);
      if (String(part.value ?? '').includes('\u0000')) {
        throw new HttpError(400, 'The request is not valid.', { [part.fieldname]: [NUL_MESSAGE] });
      }
      entries.push([part.fieldname, typeof part.value === 'string' ? part.value : String(part.value ?? '')]);
    }
  }
  return { entries, files };
}
