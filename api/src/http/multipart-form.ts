// Reads a multipart form into text fields and files, refusing unknown fields and oversized parts. File parts are
// streamed to temporary files (removed when the answer is sent), so a form's photos are never held in memory whole.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { imageQueue } from '../jobs/work-queue';
import { HttpError } from '../plugins/errors';
import { UPLOAD_LIMITS } from '@college/shared-types';
import { MAX_UPLOAD_BYTES, tooLarge, type UploadKind } from '../storage/storage';
import { NUL_MESSAGE } from '../plugins/text-input';

export interface FormFile {
  /** The temporary file holding the part's bytes (removed after the answer). */
  path: string;
  size: number;
  filename: string;
  mimetype: string;
}

/** Where file parts are streamed while a form is read (the upload sweeper clears what a killed process left). */
export const INCOMING_DIR = path.join(os.tmpdir(), 'college-incoming');

/**
 * Removes the temporary files of a request whose client went away before the answer (@fastify/multipart removes
 * them after an answer is sent, not after an abort). Registered by app.ts as an onRequestAbort hook.
 */
export async function removeTemporaryFiles(request: FastifyRequest): Promise<void> {
  const holder = request as unknown as { tmpUploads: string[] | null };
  const files = holder.tmpUploads ?? [];
  holder.tmpUploads = [];
  await Promise.all(files.map((f) => fs.promises.rm(f, { force: true })));
}

/**
 * Streams one file part to a temporary file; @fastify/multipart removes the files listed in `request.tmpUploads`
 * once the answer is sent. Throws the 413 of `kind` when the part is larger than the reader's cut-off.
 */
async function streamToTemp(request: FastifyRequest, part: MultipartFile, kind: UploadKind): Promise<FormFile> {
  return streamPart(request, part, () => tooLarge(kind));
}

/** Streams one file part to a temporary file; throws `tooLargeError()` when the part is over the reader's cut-off. */
async function streamPart(request: FastifyRequest, part: MultipartFile, tooLargeError: () => Error): Promise<FormFile> {
  await fs.promises.mkdir(INCOMING_DIR, { recursive: true, mode: 0o700 });
  // The writer's process id leads the name: the sweeper removes the parts of a process that has died at once.
  const file = path.join(INCOMING_DIR, `${process.pid}-${randomBytes(12).toString('hex')}.part`);
  const holder = request as unknown as { tmpUploads: string[] | null };
  (holder.tmpUploads ??= []).push(file);
  try {
    await pipeline(part.file, fs.createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLargeError();
    throw error;
  }
  if (part.file.truncated) throw tooLargeError();
  const { size } = await fs.promises.stat(file);
  return { path: file, size, filename: part.filename, mimetype: part.mimetype };
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
  // When the re-encoding line is already too long, refuse before reading the upload.
  if (Object.keys(fileKinds).length) imageQueue.assertRoom(1);
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
      const file = await streamToTemp(request, part, kind);
      // A file input left empty still sends a part with no name and no bytes.
      if (file.size === 0 && !part.filename) continue;
      if (file.size > UPLOAD_LIMITS[kind].maxBytes) throw tooLarge(kind);
      files[part.fieldname] = file;
    } else {
      if (!spec.fields.includes(part.fieldname)) {
        unknown[part.fieldname] = ['This field is not accepted'];
        continue;
      }
      if (part.valueTruncated) throw HttpError.coded(413, 'field_too_long', { field: part.fieldname });
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
  // When the re-encoding line is already too long, refuse before reading the upload.
  imageQueue.assertRoom(1);
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
      const file = await streamToTemp(request, part, spec.kindOf(part.fieldname));
      // A file input left empty still sends a part with no name and no bytes.
      if (file.size === 0 && !part.filename) continue;
      files.push({ field: part.fieldname, ...file });
    } else {
      // A part without a name names no field: nothing to keep (and nothing downstream expects an unnamed one).
      if (typeof part.fieldname !== 'string' || !part.fieldname) continue;
      if (part.valueTruncated) throw HttpError.coded(413, 'field_too_long', { field: part.fieldname });
      if (String(part.value ?? '').includes('\u0000')) {
        throw new HttpError(400, 'The request is not valid.', { [part.fieldname]: [NUL_MESSAGE] });
      }
      entries.push([part.fieldname, typeof part.value === 'string' ? part.value : String(part.value ?? '')]);
    }
  }
  return { entries, files };
}

/**
 * Reads a form of files only, all under one field name (the office's content images): at most `maxFiles`, each at
 * most `maxBytes` (else `tooLarge`), streamed to temporary files. Any other part is refused with 400.
 */
export async function readMultipartFiles(
  request: FastifyRequest,
  spec: { field: string; maxFiles: number; maxBytes: number; tooLarge: () => Error; tooMany: () => Error },
): Promise<FormFile[]> {
  if (!request.isMultipart()) throw new HttpError(415, 'This call expects a multipart form.');
  imageQueue.assertRoom(1);
  const files: FormFile[] = [];
  const unknown: Record<string, string[]> = {};
  const parts = request.parts({
    limits: {
      fileSize: spec.maxBytes,
      files: spec.maxFiles + 1,
      fields: 5,
      fieldSize: FIELD_BYTES,
      parts: spec.maxFiles + 6,
    },
  });
  for await (const part of parts) {
    if (part.type !== 'file' || part.fieldname !== spec.field) {
      if (part.type === 'file') part.file.resume();
      unknown[part.fieldname] = ['This field is not accepted'];
      continue;
    }
    if (files.length >= spec.maxFiles) {
      part.file.resume();
      throw spec.tooMany();
    }
    const file = await streamPart(request, part, spec.tooLarge);
    // A file input left empty still sends a part with no name and no bytes.
    if (file.size === 0 && !part.filename) continue;
    files.push(file);
  }
  if (Object.keys(unknown).length) throw new HttpError(400, 'The request is not valid.', unknown);
  return files;
}
