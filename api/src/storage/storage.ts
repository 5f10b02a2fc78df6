// Uploaded files: checked by their bytes, images re-encoded without metadata, stored under random names and read
// back only through the authenticated files route. Two drivers, chosen by STORAGE_DRIVER: 'fs' keeps the bytes
// in config.uploadsDir (outside any web root; one machine or a shared volume), 'postgres' keeps them in the
// file_bytes table, written by recordFile in the same transaction as the rows that point to them, so any API
// process serves any file and a database backup holds every upload.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  heicRefusal,
  tooLargeRefusal,
  UPLOAD_LIMITS,
  type UploadKind,
  type UploadMessage,
} from '@college/shared-types';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { DomainError } from '../errors';
import { readFileBytes } from './files-repository';
import { imageQueue } from '../jobs/work-queue';

// Each re-encode runs on one libvips thread; the queue runs about one per core (work-queue.ts). Uploads are
// never the same image twice, so libvips' operation cache only holds memory.
sharp.concurrency(1);
sharp.cache(false);

export type { UploadKind };

/** Where uploads live: the settings the storage needs. */
export type UploadsConfig = Pick<AppConfig, 'uploadsDir'> & Partial<Pick<AppConfig, 'storageDriver'>>;
/** What reads an upload back: the settings, and the database for the postgres driver. */
export interface UploadsSource {
  config: UploadsConfig;
  db: Kysely<Database>;
}

export interface UploadInput {
  /** The bytes, or `path`: the temporary file the multipart reader streamed them to. */
  buffer?: Buffer;
  path?: string;
  /** Size in bytes (of `path`). */
  size?: number;
  /** The name the browser sent; kept only as a label, never used as a path. */
  filename?: string;
  /** The type the browser claimed; ignored, the bytes decide. */
  mimetype?: string;
  kind: UploadKind;
}

export interface SavedUpload {
  key: string;
  mime: string;
  size: number;
  /**
   * postgres driver: the bytes, not yet stored. recordFile writes them with the files row, in the caller's
   * transaction; until then nothing exists, so a failure leaves nothing behind.
   */
  bytes?: Buffer;
}

function inDatabase(config: UploadsConfig): boolean {
  return config.storageDriver === 'postgres';
}

/**
 * Accepted types and sizes come from the upload table of shared-types (UPLOAD_LIMITS), the one the browser's
 * accept= and size checks use; only the server's image processing limits live here.
 */
export const IMAGE_PROCESSING = {
  /** Images are decoded only up to this many pixels (a guard against decompression bombs). */
  pixels: 40_000_000,
  /**
   * Longest side after re-encoding, per kind: a photo or signature is shown at passport size and printed on the
   * form (35 x 45 mm at 300 dpi is 413 x 531 px; a phone's 1600 px photo is decoded at half size by libjpeg's
   * shrink-on-load); a document must stay legible as a scanned mark sheet.
   */
  side: { image: 800, document: 2000 } satisfies Record<UploadKind, number>,
} as const;

/** The largest file any upload field takes (the multipart reader's cut-off). */
export const MAX_UPLOAD_BYTES = Math.max(UPLOAD_LIMITS.image.maxBytes, UPLOAD_LIMITS.document.maxBytes);

/** An upload refusal: the English message, and `message_hi` in Hindi. */
export function uploadRefusal(status: 413 | 415, m: UploadMessage): DomainError {
  return new DomainError(status, m.en, undefined, { code: 'upload_refused', message_hi: m.hi });
}

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

const KEY_PATTERN = /^[a-f0-9]{32}\.(jpg|png|webp|pdf)$/;

export function isUploadKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

type ImageFormat = 'jpeg' | 'png' | 'webp';

function imageFormatOf(b: Buffer): ImageFormat | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** An ISO media file whose brand is HEIC/HEIF/AVIF-like: what phones save photos as. */
function isHeif(b: Buffer): boolean {
  if (b.length < 12 || b.toString('latin1', 4, 8) !== 'ftyp') return false;
  return /^(heic|heix|heim|heis|hevc|hevx|hevm|hevs|mif1|msf1|avif|avis)$/.test(b.toString('latin1', 8, 12));
}

function isPdf(b: Buffer): boolean {
  return b.length >= 5 && b.toString('latin1', 0, 5) === '%PDF-';
}

export function tooLarge(kind: UploadKind): DomainError {
  return uploadRefusal(413, tooLargeRefusal(kind));
}

async function reencode(source: Buffer | string, format: ImageFormat, kind: UploadKind): Promise<Buffer> {
  try {
    // rotate() applies the EXIF orientation before the metadata (EXIF, GPS, ICC) is dropped: sharp keeps
    // none of it unless asked. A JPEG twice or more the target size is decoded at 1/2, 1/4 or 1/8 scale by
    // libjpeg itself (fastShrinkOnLoad); the pixels are read once, top to bottom (sequentialRead).
    const side = IMAGE_PROCESSING.side[kind];
    const pipeline = sharp(source, {
      limitInputPixels: IMAGE_PROCESSING.pixels,
      failOn: 'error',
      sequentialRead: true,
    })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true, fastShrinkOnLoad: true });
    // Plain libjpeg and zlib level 3: the same look at a tenth of mozjpeg's or level 9's CPU time.
    if (format === 'jpeg') return await pipeline.jpeg({ quality: 82 }).toBuffer();
    if (format === 'png') return await pipeline.png({ compressionLevel: 3 }).toBuffer();
    return await pipeline.webp({ quality: 82, effort: 2 }).toBuffer();
  } catch {
    throw unreadableImage();
  }
}

function unreadableImage(): DomainError {
  return uploadRefusal(415, {
    en: 'The image could not be read. Please upload a JPEG, PNG or WebP photo.',
    hi: 'चित्र पढ़ा नहीं जा सका। कृपया JPEG, PNG या WebP फ़ोटो अपलोड करें।',
  });
}

/**
 * JPEG segments a picture needs: JFIF (APP0), Adobe's colour transform (APP14), quantisation and Huffman tables,
 * restart interval, frame headers. Everything else before the scan (EXIF and GPS in APP1, XMP, ICC, IPTC,
 * comments) is metadata and is dropped.
 */
function keepJpegSegment(marker: number): boolean {
  if (marker === 0xe0 || marker === 0xee) return true;
  if (marker === 0xdb || marker === 0xc4 || marker === 0xdd || marker === 0xcc) return true;
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8;
}

/** The JPEG without its metadata segments and without anything after its end marker; null if it is not plain. */
export function stripJpegMetadata(b: Buffer): Buffer | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  const parts: Buffer[] = [b.subarray(0, 2)];
  let pos = 2;
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) return null;
    const marker = b[pos + 1]!;
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0xda) {
      // The scan and what follows it (more tables and scans of a progressive JPEG) up to the last end marker.
      const end = b.lastIndexOf(Buffer.from([0xff, 0xd9]));
      if (end < pos) return null;
      parts.push(b.subarray(pos, end + 2));
      return Buffer.concat(parts);
    }
    const length = b.readUInt16BE(pos + 2);
    if (length < 2 || pos + 2 + length > b.length) return null;
    if (keepJpegSegment(marker)) parts.push(b.subarray(pos, pos + 2 + length));
    pos += 2 + length;
  }
  return null;
}

/** PNG chunks a picture needs; text, time, EXIF and unknown chunks are metadata and are dropped. */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT', 'pHYs', 'bKGD']);
/** Chunks that change how the picture is shown: such a PNG is re-encoded rather than stored as sent. */
const PNG_REENCODE = new Set(['iCCP', 'eXIf', 'acTL']);

/** The PNG with only the chunks of PNG_KEPT, ending at IEND; null if it is not plain (or needs re-encoding). */
export function stripPngMetadata(b: Buffer): Buffer | null {
  const parts: Buffer[] = [b.subarray(0, 8)];
  let pos = 8;
  while (pos + 12 <= b.length) {
    const length = b.readUInt32BE(pos);
    const type = b.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (end > b.length) return null;
    if (PNG_REENCODE.has(type)) return null;
    if (PNG_KEPT.has(type)) parts.push(b.subarray(pos, end));
    if (type === 'IEND') return Buffer.concat(parts);
    pos = end;
  }
  return null;
}

/**
 * An image already within its kind's size, upright and without a colour profile is stored as sent minus its
 * metadata: decoding and encoding it again would cost the CPU and change nothing a reader sees. Its header is read
 * (sharp reads only that) to know its size; anything unusual goes the re-encoding way. Null: re-encode.
 */
async function storedAsSent(source: Buffer | string, format: ImageFormat, kind: UploadKind): Promise<Buffer | null> {
  if (format === 'webp') return null;
  let meta: sharp.Metadata;
  try {
    meta = await sharp(source, { limitInputPixels: IMAGE_PROCESSING.pixels }).metadata();
  } catch {
    throw unreadableImage();
  }
  const side = IMAGE_PROCESSING.side[kind];
  if (!meta.width || !meta.height || meta.width > side || meta.height > side) return null;
  if ((meta.orientation ?? 1) !== 1 || meta.hasProfile || (meta.pages ?? 1) > 1) return null;
  if (meta.space !== 'srgb' && meta.space !== 'b-w') return null;
  const bytes = typeof source === 'string' ? await fs.readFile(source) : source;
  return format === 'jpeg' ? stripJpegMetadata(bytes) : stripPngMetadata(bytes);
}

function fileOf(config: UploadsConfig, key: string): string {
  // Two levels of folders keep any one directory small.
  return path.join(config.uploadsDir, key.slice(0, 2), key);
}

/** The first bytes of an upload (its type is read from them). */
async function headOf(input: UploadInput): Promise<Buffer> {
  if (input.buffer) return input.buffer.subarray(0, 64);
  const handle = await fs.open(input.path!, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks one upload (size, type from its bytes) without storing it: the cheap part, done before the upload waits
 * in the re-encoding line. Throws a 413 or 415 DomainError the student can act on.
 */
async function inspect(input: UploadInput): Promise<{ format: ImageFormat | null; ext: string }> {
  const { kind } = input;
  const rule = UPLOAD_LIMITS[kind];
  const size = input.buffer ? input.buffer.length : (input.size ?? (await fs.stat(input.path!)).size);
  if (size > rule.maxBytes) throw tooLarge(kind);
  if (size === 0) throw uploadRefusal(415, { en: 'The file is empty.', hi: 'फ़ाइल ख़ाली है।' });
  // The bytes decide the type; it must be one the table accepts for this kind.
  const head = await headOf(input);
  const format = imageFormatOf(head);
  const mime = format ? `image/${format}` : isPdf(head) ? 'application/pdf' : null;
  if (!mime || !(rule.types as readonly string[]).includes(mime)) {
    throw uploadRefusal(415, isHeif(head) ? heicRefusal(kind) : rule.refusal);
  }
  return { format, ext: format === 'jpeg' ? 'jpg' : (format ?? 'pdf') };
}

/** Checks, cleans and stores one upload; throws a 413 or 415 DomainError the student can act on. */
export async function saveUpload(config: UploadsConfig, input: UploadInput): Promise<SavedUpload> {
  return (await saveUploads(config, [input]))[0]!;
}

/**
 * Checks, cleans and stores the uploads of one request. Images wait together in the one re-encoding line
 * (work-queue.ts); the first refusal is thrown (its `field` index in `failedIndex`) after every stored file
 * of the request is removed again.
 */
export async function saveUploads(config: UploadsConfig, inputs: UploadInput[]): Promise<SavedUpload[]> {
  const checks = await Promise.allSettled(inputs.map(inspect));
  const firstRefusal = checks.findIndex((c) => c.status === 'rejected');
  if (firstRefusal >= 0) throw indexed((checks[firstRefusal] as PromiseRejectedResult).reason, firstRefusal);
  const kinds = checks.map((c) => (c as PromiseFulfilledResult<{ format: ImageFormat | null; ext: string }>).value);
  const results = await imageQueue.runAll(
    inputs.map((input, i) => () => storeOne(config, input, kinds[i]!.format, kinds[i]!.ext)),
  );
  const failed = results.findIndex((r) => r.status === 'rejected');
  if (failed >= 0) {
    await Promise.all(results.map((r) => (r.status === 'fulfilled' ? deleteUpload(config, r.value.key) : undefined)));
    throw indexed((results[failed] as PromiseRejectedResult).reason, failed);
  }
  return results.map((r) => (r as PromiseFulfilledResult<SavedUpload>).value);
}

/** An upload refusal carrying which of the request's files it is about. */
export interface IndexedError {
  uploadIndex?: number;
}

function indexed(error: unknown, index: number): unknown {
  if (error && typeof error === 'object') (error as IndexedError).uploadIndex = index;
  return error;
}

async function storeOne(
  config: UploadsConfig,
  input: UploadInput,
  format: ImageFormat | null,
  ext: string,
): Promise<SavedUpload> {
  const source = input.buffer ?? input.path!;
  const bytes = format
    ? ((await storedAsSent(source, format, input.kind)) ?? (await reencode(source, format, input.kind)))
    : (input.buffer ?? (await fs.readFile(input.path!)));
  const key = `${randomBytes(16).toString('hex')}.${ext}`;
  if (inDatabase(config)) return { key, mime: MIME[ext]!, size: bytes.length, bytes };
  const file = fileOf(config, key);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temp, bytes, { mode: 0o600 });
  await fs.rename(temp, file);
  return { key, mime: MIME[ext]!, size: bytes.length };
}

/**
 * Stores bytes already checked by the caller under a key it chose (a content hash: the same bytes get the same
 * key, so writing them again changes nothing). With the postgres driver the bytes are returned for recordFile.
 */
export async function storeBytesAs(
  config: UploadsConfig,
  key: string,
  mime: string,
  bytes: Buffer,
): Promise<SavedUpload> {
  if (!isUploadKey(key)) throw new Error(`not an upload key: ${key}`);
  if (inDatabase(config)) return { key, mime, size: bytes.length, bytes };
  const file = fileOf(config, key);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temp, bytes, { mode: 0o600 });
  await fs.rename(temp, file);
  return { key, mime, size: bytes.length };
}

/** The stored bytes of a key, or null when there is no such file. */
export async function readUpload(source: UploadsSource, key: string): Promise<{ buffer: Buffer; mime: string } | null> {
  if (!isUploadKey(key)) return null;
  const mime = MIME[key.split('.').pop()!]!;
  if (inDatabase(source.config)) {
    const buffer = await readFileBytes(source.db, key);
    return buffer ? { buffer, mime } : null;
  }
  try {
    return { buffer: await fs.readFile(fileOf(source.config, key)), mime };
  } catch {
    return null;
  }
}

/**
 * Removes a stored file after its rows are gone (or were never committed). With the postgres driver the bytes
 * went with the rows (forgetFile, or the rolled-back transaction), so there is nothing left to do.
 */
export async function deleteUpload(config: UploadsConfig, key: string): Promise<void> {
  if (!isUploadKey(key) || inDatabase(config)) return;
  await fs.rm(fileOf(config, key), { force: true });
}
