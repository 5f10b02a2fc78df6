// Content images of the public site (slider, gallery, staff, facilities, courses, principal, about): each upload
// is stored once as a full-size JPEG (at most IMAGE_MAX_WIDTH wide) and as narrower WebP and JPEG copies, all
// under one content hash, so a phone downloads the copy its screen needs and a plain <img src> still works.
//
//   /api/media/images/<hash>-<W>x<H>.jpg          the full-size JPEG (the URL content stores)
//   /api/media/images/<hash>-<W>x<H>-<w>.webp     a copy w pixels wide, for each w of RESPONSIVE_WIDTHS below W,
//   /api/media/images/<hash>-<W>x<H>-<w>.jpg      and for W itself

/** The widths of the narrower copies, smallest first. */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;

/** The widest a stored content image is (the full-size JPEG). */
export const IMAGE_MAX_WIDTH = 1600;

/** Where the content images are served from. */
export const CONTENT_IMAGE_PREFIX = '/api/media/images/';

/** One stored file name: the hash, the full size, and optionally the width and format of a copy. */
export const CONTENT_IMAGE_FILE =
  /^([a-f0-9]{16,64})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})(?:-([1-9][0-9]{0,4})\.(webp|jpg)|\.jpg)$/;

export interface ParsedImageUrl {
  hash: string;
  /** Pixel size of the full-size image. */
  width: number;
  height: number;
}

export type ImageFormatName = 'webp' | 'jpg';

export interface ImageVariant {
  w: number;
  url: string;
}

/** What an upload answers for each stored image. */
export interface StoredContentImage {
  url: string;
  width: number;
  height: number;
}

/** The answer of POST API_PATHS.adminMediaImages. */
export interface MediaUploadResponse {
  data: StoredContentImage[];
}

/** How many files one upload takes at most, and how large each may be. */
export const MEDIA_UPLOAD_LIMITS = { maxFiles: 20, maxBytes: 10 * 1024 * 1024 } as const;

function stripOrigin(url: string): string {
  // Absolute URLs of the same API (https://host/api/media/images/...) are read by their path.
  const m = /^https?:\/\/[^/]+(\/.*)$/i.exec(url);
  return m ? m[1]! : url;
}

/** The hash and full size of a content image URL, or null for any other URL. */
export function parseImageUrl(url: string | null | undefined): ParsedImageUrl | null {
  if (typeof url !== 'string') return null;
  const path = stripOrigin(url.trim()).split(/[?#]/)[0]!;
  if (!path.startsWith(CONTENT_IMAGE_PREFIX)) return null;
  const m = CONTENT_IMAGE_FILE.exec(path.slice(CONTENT_IMAGE_PREFIX.length));
  // Only the full-size JPEG is a content image URL; a copy's name is derived from it.
  if (!m || m[4] !== undefined) return null;
  const width = Number(m[2]);
  const height = Number(m[3]);
  if (width > IMAGE_MAX_WIDTH) return null;
  return { hash: m[1]!, width, height };
}

/** The widths of the copies of an image `width` pixels wide: each standard width below it, and its own. */
export function variantWidths(width: number): number[] {
  return [...RESPONSIVE_WIDTHS.filter((w) => w < width), width];
}

/** The file name of a copy (no prefix). */
export function variantFileName(image: ParsedImageUrl, w: number, format: ImageFormatName): string {
  return `${image.hash}-${image.width}x${image.height}-${w}.${format}`;
}

/** The file name of the full-size JPEG (no prefix). */
export function fullSizeFileName(image: ParsedImageUrl): string {
  return `${image.hash}-${image.width}x${image.height}.jpg`;
}

/** The full-size URL of a stored image. */
export function contentImageUrl(image: ParsedImageUrl): string {
  return CONTENT_IMAGE_PREFIX + fullSizeFileName(image);
}

/** Every copy of a content image, smallest first; both lists empty for any other URL. */
export function imageVariants(url: string | null | undefined): { jpg: ImageVariant[]; webp: ImageVariant[] } {
  const image = parseImageUrl(url);
  if (!image) return { jpg: [], webp: [] };
  const base = url!.trim().split(/[?#]/)[0]!;
  // Keep the origin (if any) the URL was given with.
  const origin = base.slice(0, base.length - stripOrigin(base).length);
  const at = (w: number, f: ImageFormatName) => ({
    w,
    url: origin + CONTENT_IMAGE_PREFIX + variantFileName(image, w, f),
  });
  const widths = variantWidths(image.width);
  return { jpg: widths.map((w) => at(w, 'jpg')), webp: widths.map((w) => at(w, 'webp')) };
}

/** A srcset of the copies in one format ("url 480w, url 960w, ..."); '' for any other URL. */
export function imageSrcSet(url: string | null | undefined, format: ImageFormatName): string {
  const variants = imageVariants(url)[format];
  return variants.map((v) => `${v.url} ${v.w}w`).join(', ');
}

/** Why an upload of content images is refused, in both languages (the API's message and message_hi). */
export const MEDIA_UPLOAD_MESSAGES = {
  type: {
    en: 'Only JPEG, PNG or WebP images can be uploaded.',
    hi: 'केवल JPEG, PNG या WebP चित्र अपलोड किए जा सकते हैं।',
  },
  unreadable: {
    en: 'The image could not be read. Please upload a JPEG, PNG or WebP image.',
    hi: 'चित्र पढ़ा नहीं जा सका। कृपया JPEG, PNG या WebP चित्र अपलोड करें।',
  },
  tooLarge: {
    en: 'Each image may be at most 10 MB.',
    hi: 'प्रत्येक चित्र अधिकतम 10 MB का हो सकता है।',
  },
  tooLargeTogether: {
    en: 'The images together may be at most 64 MB. Please upload fewer at a time.',
    hi: 'सभी चित्र मिलाकर अधिकतम 64 MB के हो सकते हैं। कृपया एक बार में कम चित्र अपलोड करें।',
  },
  count: {
    en: 'Please choose between 1 and 20 images.',
    hi: 'कृपया 1 से 20 चित्र चुनें।',
  },
  empty: { en: 'The file is empty.', hi: 'फ़ाइल ख़ाली है।' },
} as const;
