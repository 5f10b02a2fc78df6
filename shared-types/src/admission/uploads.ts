// Uploads (SPEC §5): one table of accepted types and sizes for the browser's checks and the API's sniffing.
/** The same types and sizes the API accepts (it checks the bytes again and re-encodes images). */
export const UPLOAD_LIMITS = {
  /** Photo and signature: images only. */
  image: {
    types: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 5 * 1024 * 1024,
    label: 'JPG, PNG or WebP image, up to 5 MB',
    /** The API's 415 answer (it names the accepted types), in English and Hindi. */
    refusal: {
      en: 'Photos must be JPEG, PNG or WebP images.',
      hi: 'फ़ोटो केवल JPEG, PNG या WebP चित्र के रूप में ही स्वीकार है।',
    },
    labelHi: 'JPG, PNG या WebP चित्र, अधिकतम 5 MB',
  },
  /** Marksheets and certificates: a scan or a PDF. */
  document: {
    types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 5 * 1024 * 1024,
    label: 'PDF, JPG, PNG or WebP, up to 5 MB',
    refusal: {
      en: 'Documents must be PDF files or JPEG, PNG or WebP images.',
      hi: 'दस्तावेज़ केवल PDF फ़ाइल या JPEG, PNG या WebP चित्र के रूप में ही स्वीकार हैं।',
    },
    labelHi: 'PDF, JPG, PNG या WebP, अधिकतम 5 MB',
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_LIMITS;

/** A bilingual message of the upload rules. */
export interface UploadMessage {
  en: string;
  hi: string;
}

/** The value of a file input's accept= for this kind: the accepted types and their file extensions. */
export function uploadAccept(kind: UploadKind): string {
  const extensions: Record<string, string> = {
    'image/jpeg': '.jpg,.jpeg',
    'image/png': '.png',
    'image/webp': '.webp',
    'application/pdf': '.pdf',
  };
  return UPLOAD_LIMITS[kind].types.flatMap((t) => [t, extensions[t]]).join(',');
}

/** A phone's HEIC/HEIF photo: refused (never converted), with the accepted types named. */
export function heicRefusal(kind: UploadKind): UploadMessage {
  const r = UPLOAD_LIMITS[kind].refusal;
  return {
    en: `HEIC/HEIF photos are not accepted. ${r.en}`,
    hi: `HEIC/HEIF फ़ोटो स्वीकार नहीं है। ${r.hi}`,
  };
}

/** The answer to a file above the kind's size limit. */
export function tooLargeRefusal(kind: UploadKind): UploadMessage {
  const mb = Math.round(UPLOAD_LIMITS[kind].maxBytes / (1024 * 1024));
  return {
    en: `The file is too large. The largest allowed is ${mb} MB.`,
    hi: `फ़ाइल बहुत बड़ी है। अधिकतम ${mb} MB की फ़ाइल स्वीकार है।`,
  };
}

export function uploadKind(field: string): UploadKind {
  return field === 'image' || field === 'signature' ? 'image' : 'document';
}

export type UploadProblem = 'heic' | 'type' | 'empty' | 'size';

/** Why a chosen file cannot be sent for this kind, or null: checked before uploading, from the same table. */
export function uploadProblem(
  kind: UploadKind,
  file: { type: string; size: number; name: string },
): UploadProblem | null {
  const limit = UPLOAD_LIMITS[kind];
  const type = file.type || guessType(file.name);
  if (/^image\/hei[cf]/.test(type) || /\.hei[cf]$/i.test(file.name)) return 'heic';
  if (!(limit.types as readonly string[]).includes(type)) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > limit.maxBytes) return 'size';
  return null;
}

/** The message of each problem, in both languages; it names the allowed types. */
export function uploadProblemText(kind: UploadKind, problem: UploadProblem): UploadMessage {
  const limit = UPLOAD_LIMITS[kind];
  if (problem === 'heic') return heicRefusal(kind);
  if (problem === 'type')
    return {
      en: `This file type is not accepted: ${limit.label}`,
      hi: `यह फ़ाइल प्रकार स्वीकार नहीं है: ${limit.labelHi}`,
    };
  if (problem === 'empty') return { en: 'This file is empty', hi: 'यह फ़ाइल खाली है' };
  return { en: `This file is too large: ${limit.label}`, hi: `यह फ़ाइल बहुत बड़ी है: ${limit.labelHi}` };
}

/** A message when the chosen file's type or size is not accepted for this field, else null. */
export function checkUpload(field: string, file: { type: string; size: number; name: string }): string | null {
  const kind = uploadKind(field);
  const problem = uploadProblem(kind, file);
  return problem ? uploadProblemText(kind, problem).en : null;
}

function guessType(name: string): string {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (ext === 'pdf') return 'application/pdf';
  if (ext === 'png') return 'image/png';
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  if (ext === 'webp') return 'image/webp';
  return '';
}
