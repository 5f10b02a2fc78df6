// Content images of the public site (decision 018). An upload is checked by its bytes (JPEG, PNG or WebP), turned
// upright, stripped of its metadata, scaled to at most IMAGE_MAX_WIDTH wide, and stored as a full-size JPEG plus
// WebP and JPEG copies at the standard widths (shared-types content/images.ts names them). Every name carries the
// hash of the full-size JPEG, so the bytes under a name never change and the files are cached for a year.
//
// The files go through the storage drivers of storage.ts (decision 011): with 'fs' they are written under
// uploadsDir/media/ (out of the sweeper's way: it only looks at the two-letter folders of uploads) and a
// media_files row says they exist; with 'postgres' the bytes are in that row, so every API process serves them.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  CONTENT_IMAGE_FILE,
  contentImageUrl,
  fullSizeFileName,
  IMAGE_MAX_WIDTH,
  MEDIA_UPLOAD_LIMITS,
  MEDIA_UPLOAD_MESSAGES,
  variantFileName,
  variantWidths,
  type ParsedImageUrl,
  type StoredContentImage,
} from '@college/shared-types';
import { findMediaFile, recordMediaFiles } from './media-repository';
import { IMAGE_PROCESSING, uploadRefusal, type UploadsSource } from '../storage/storage';
import { imageQueue } from '../jobs/work-queue';

/** Quality of the stored copies: plain libjpeg (no mozjpeg, a tenth of its CPU time) and libwebp. */
export const CONTENT_IMAGE_QUALITY = { jpeg: 78, webp: 75 } as const;
/** libwebp effort (0 fastest .. 6 smallest): 4, its default; an upload is a few images, not a season's photos. */
const WEBP_EFFORT = 4;

const MIME = { jpg: 'image/jpeg', webp: 'image/webp' } as const;

export interface EncodedFile {
  name: string;
  mime: string;
  bytes: Buffer;
}

export interface EncodedImage extends StoredContentImage {
  files: EncodedFile[];
}

type SourceFormat = 'jpeg' | 'png' | 'webp' | 'svg';

function formatOf(b: Buffer): SourceFormat | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(b.toString('utf8', 0, 256))) return 'svg';
  return null;
}

const refuse = (status: 413 | 415, m: { en: string; hi: string }) => uploadRefusal(status, m);

/**
 * Encodes one image into every stored file. `allowSvg` is for the demo content shipped with the API (trusted
 * drawings); uploads take JPEG, PNG and WebP only.
 */
export async function encodeContentImage(source: Buffer, options: { allowSvg?: boolean } = {}): Promise<EncodedImage> {
  if (source.length === 0) throw refuse(415, MEDIA_UPLOAD_MESSAGES.empty);
  if (source.length > MEDIA_UPLOAD_LIMITS.maxBytes) throw refuse(413, MEDIA_UPLOAD_MESSAGES.tooLarge);
  const format = formatOf(source);
  if (!format || (format === 'svg' && !options.allowSvg)) throw refuse(415, MEDIA_UPLOAD_MESSAGES.type);
  let base: { data: Buffer; info: sharp.OutputInfo };
  try {
    // rotate() applies the EXIF orientation before the metadata (EXIF, GPS, ICC) is dropped; sharp keeps none of
    // it unless asked. Transparent parts (PNG, WebP) are laid on white, as a JPEG cannot hold them.
    base = await sharp(source, { limitInputPixels: IMAGE_PROCESSING.pixels, failOn: 'error' })
      .rotate()
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .flatten({ background: { r: 255, g: 255, b: 255 } })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse(415, MEDIA_UPLOAD_MESSAGES.unreadable);
  }
  const { width, height, channels } = base.info;
  // Every copy is scaled from the decoded pixels once, not decoded again.
  const pixels = () => sharp(base.data, { raw: { width, height, channels } });
  const full = await pixels().jpeg({ quality: CONTENT_IMAGE_QUALITY.jpeg }).toBuffer();
  const image: ParsedImageUrl = { hash: createHash('sha256').update(full).digest('hex').slice(0, 20), width, height };
  const files: EncodedFile[] = [{ name: fullSizeFileName(image), mime: MIME.jpg, bytes: full }];
  for (const w of variantWidths(width)) {
    const scaled = w === width ? pixels() : pixels().resize({ width: w });
    // The JPEG copy at the image's own width is the full-size file, served under both names (readContentImage).
    if (w !== width) {
      const jpg = await scaled.clone().jpeg({ quality: CONTENT_IMAGE_QUALITY.jpeg }).toBuffer();
      files.push({ name: variantFileName(image, w, 'jpg'), mime: MIME.jpg, bytes: jpg });
    }
    const webp = await scaled.webp({ quality: CONTENT_IMAGE_QUALITY.webp, effort: WEBP_EFFORT }).toBuffer();
    files.push({ name: variantFileName(image, w, 'webp'), mime: MIME.webp, bytes: webp });
  }
  return { url: contentImageUrl(image), width, height, files };
}

/** The demo content's pictures, encoded at build time by `npm run demo-images -w api` (cli/demo-images.ts). */
export const DEMO_IMAGES_DIR = path.resolve(__dirname, '../../assets/media/images');
/** Which drawing of api/assets/media became which content image: { "<file>.svg": { url, width, height } }. */
export const DEMO_IMAGES_MANIFEST = path.join(DEMO_IMAGES_DIR, 'manifest.json');
/** The drawings of api/assets/media that are content images (the logo stays a drawing). */
export const DEMO_IMAGE_SOURCES = /^(?!logo\.svg$)[a-z0-9-]+\.svg$/;

let demoManifest: Record<string, StoredContentImage> | undefined;

/** The content image a demo drawing became (the manifest of `npm run demo-images`), or undefined. */
export function demoImage(file: string): StoredContentImage | undefined {
  demoManifest ??= JSON.parse(readFileSync(DEMO_IMAGES_MANIFEST, 'utf8')) as Record<string, StoredContentImage>;
  return demoManifest[file];
}

/** Where the fs driver keeps content images. */
export function mediaDirOf(source: Pick<UploadsSource, 'config'>): string {
  return path.join(source.config.uploadsDir, 'media');
}

/** Writes the files of encoded images through the configured storage driver. */
export async function writeContentImageFiles(target: UploadsSource, files: EncodedFile[]): Promise<void> {
  if (target.config.storageDriver === 'postgres') {
    await recordMediaFiles(
      target.db,
      files.map((f) => ({ name: f.name, mime: f.mime, size: f.bytes.length, bytes: f.bytes })),
    );
    return;
  }
  const dir = mediaDirOf(target);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  for (const f of files) {
    const file = path.join(dir, f.name);
    // A name is its content: an existing file already holds these bytes.
    if (await fs.stat(file).catch(() => null)) continue;
    const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temp, f.bytes, { mode: 0o600 });
    await fs.rename(temp, file);
  }
  await recordMediaFiles(
    target.db,
    files.map((f) => ({ name: f.name, mime: f.mime, size: f.bytes.length })),
  );
}

/** Reads a source given as bytes or as the temporary file of a multipart part. */
async function bytesOf(input: Buffer | { path: string; size?: number }): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input;
  const size = input.size ?? (await fs.stat(input.path)).size;
  if (size > MEDIA_UPLOAD_LIMITS.maxBytes) throw refuse(413, MEDIA_UPLOAD_MESSAGES.tooLarge);
  return fs.readFile(input.path);
}

/** Checks, encodes and stores one content image; answers its URL and size. Refusals are 413/415 in both languages. */
export async function storeContentImage(
  target: UploadsSource,
  input: Buffer | { path: string; size?: number },
): Promise<StoredContentImage> {
  return (await storeContentImages(target, [input]))[0]!;
}

/** An image refusal carrying which of the request's files it is about (0-based). */
function indexed(error: unknown, index: number): unknown {
  if (error && typeof error === 'object') (error as { uploadIndex?: number }).uploadIndex = index;
  return error;
}

/**
 * Stores the images of one upload: each is encoded in the shared re-encoding line (work-queue.ts), and nothing is
 * stored unless every one of them can be read (the first refusal is thrown).
 */
export async function storeContentImages(
  target: UploadsSource,
  inputs: Array<Buffer | { path: string; size?: number }>,
): Promise<StoredContentImage[]> {
  const results = await imageQueue.runAll(inputs.map((input) => async () => encodeContentImage(await bytesOf(input))));
  const failed = results.findIndex((r) => r.status === 'rejected');
  if (failed >= 0) throw indexed((results[failed] as PromiseRejectedResult).reason, failed);
  const images = results.map((r) => (r as PromiseFulfilledResult<EncodedImage>).value);
  await writeContentImageFiles(
    target,
    images.flatMap((i) => i.files),
  );
  return images.map(({ url, width, height }) => ({ url, width, height }));
}

/** The bytes and type of a stored content image file, or null when there is none. */
export async function readContentImage(
  source: UploadsSource,
  name: string,
): Promise<{ buffer: Buffer; mime: string } | null> {
  const m = CONTENT_IMAGE_FILE.exec(name);
  if (!m) return null;
  // <hash>-<W>x<H>-<W>.jpg is the full-size JPEG itself.
  if (m[5] === 'jpg' && m[4] === m[2])
    name = fullSizeFileName({ hash: m[1]!, width: Number(m[2]), height: Number(m[3]) });
  const row = await findMediaFile(source.db, name);
  if (!row) {
    // The demo content's pictures ship with the API (assets/media/images).
    const buffer = await fs.readFile(path.join(DEMO_IMAGES_DIR, name)).catch(() => null);
    return buffer ? { buffer, mime: name.endsWith('.webp') ? MIME.webp : MIME.jpg } : null;
  }
  if (row.bytes) return { buffer: row.bytes, mime: row.mime };
  const buffer = await fs.readFile(path.join(mediaDirOf(source), name)).catch(() => null);
  return buffer ? { buffer, mime: row.mime } : null;
}
