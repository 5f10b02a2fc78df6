// Uploaded files: checked by their bytes, images re-encoded without metadata, stored under random names in
// config.uploadsDir (outside any web root) and read back only through the authenticated files route.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { AppConfig } from '../config';

/** Where uploads live: the one setting the storage needs. */
export type UploadsConfig = Pick<AppConfig, 'uploadsDir'>;
import { HttpError } from '../plugins/errors';

export type UploadKind = 'image' | 'document';

export interface UploadInput {
  buffer: Buffer;
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
}

export const UPLOAD_LIMITS = {
  /** Largest photo accepted before re-encoding. */
  imageBytes: 5 * 1024 * 1024,
  documentBytes: 5 * 1024 * 1024,
  /** Images are decoded only up to this many pixels (a guard against decompression bombs). */
  imagePixels: 40_000_000,
  /** Longest side after re-encoding: enough for a legible scanned mark sheet. */
  imageSide: 2000,
} as const;

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

function isPdf(b: Buffer): boolean {
  return b.length >= 5 && b.toString('latin1', 0, 5) === '%PDF-';
}

const megabytes = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

export function tooLarge(kind: UploadKind): HttpError {
  const limit = kind === 'image' ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.documentBytes;
  return new HttpError(413, `The file is too large. The largest allowed is ${megabytes(limit)}.`);
}

async function reencode(buffer: Buffer, format: ImageFormat): Promise<Buffer> {
  try {
    // rotate() applies the EXIF orientation before the metadata (EXIF, GPS, ICC) is dropped: sharp keeps
    // none of it unless asked.
    const pipeline = sharp(buffer, { limitInputPixels: UPLOAD_LIMITS.imagePixels, failOn: 'error' }).rotate().resize({
      width: UPLOAD_LIMITS.imageSide,
      height: UPLOAD_LIMITS.imageSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (format === 'jpeg') return await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    if (format === 'png') return await pipeline.png({ compressionLevel: 9 }).toBuffer();
    return await pipeline.webp({ quality: 85 }).toBuffer();
  } catch {
    throw new HttpError(415, 'The image could not be read. Please upload a JPEG, PNG or WebP photo.');
  }
}

function fileOf(config: UploadsConfig, key: string): string {
  // Two levels of folders keep any one directory small.
  return path.join(config.uploadsDir, key.slice(0, 2), key);
}

/** Checks, cleans and stores one upload; throws a 413 or 415 HttpError the student can act on. */
export async function saveUpload(config: UploadsConfig, input: UploadInput): Promise<SavedUpload> {
  const { buffer, kind } = input;
  if (buffer.length > (kind === 'image' ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.documentBytes)) {
    throw tooLarge(kind);
  }
  if (buffer.length === 0) throw new HttpError(415, 'The file is empty.');
  const format = imageFormatOf(buffer);
  let bytes: Buffer;
  let ext: string;
  if (format) {
    bytes = await reencode(buffer, format);
    ext = format === 'jpeg' ? 'jpg' : format;
  } else if (kind === 'document' && isPdf(buffer)) {
    bytes = buffer;
    ext = 'pdf';
  } else {
    throw new HttpError(
      415,
      kind === 'image'
        ? 'Photos must be JPEG, PNG or WebP images.'
        : 'Documents must be PDF files or JPEG, PNG or WebP images.',
    );
  }
  const key = `${randomBytes(16).toString('hex')}.${ext}`;
  const file = fileOf(config, key);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temp, bytes, { mode: 0o600 });
  await fs.rename(temp, file);
  return { key, mime: MIME[ext]!, size: bytes.length };
}

/** The stored bytes of a key, or null when there is no such file. */
export async function readUpload(config: UploadsConfig, key: string): Promise<{ buffer: Buffer; mime: string } | null> {
  if (!isUploadKey(key)) return null;
  try {
    const buffer = await fs.readFile(fileOf(config, key));
    return { buffer, mime: MIME[key.split('.').pop()!]! };
  } catch {
    return null;
  }
}

export async function deleteUpload(config: UploadsConfig, key: string): Promise<void> {
  if (!isUploadKey(key)) return;
  await fs.rm(fileOf(config, key), { force: true });
}
