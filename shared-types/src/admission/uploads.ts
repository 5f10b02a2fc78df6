// Uploads (SPEC §5): one table of accepted types and sizes for the browser's checks and the API's sniffing.
/** The same types and sizes the API accepts (it checks the bytes again and re-encodes images). */
export const UPLOAD_LIMITS = {
  /** Photo and signature: images only. */
  image: {
    types: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 5 * 1024 * 1024,
    label: 'JPG, PNG or WebP image, up to 5 MB',
  },
  /** Marksheets and certificates: a scan or a PDF. */
  document: {
    types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 5 * 1024 * 1024,
    label: 'PDF, JPG, PNG or WebP, up to 5 MB',
  },
} as const;

export function uploadKind(field: string): keyof typeof UPLOAD_LIMITS {
  return field === 'image' || field === 'signature' ? 'image' : 'document';
}

/** A message when the chosen file's type or size is not accepted for this field, else null. */
export function checkUpload(field: string, file: { type: string; size: number; name: string }): string | null {
  const limit = UPLOAD_LIMITS[uploadKind(field)];
  const type = file.type || guessType(file.name);
  if (!(limit.types as readonly string[]).includes(type)) return `This file type is not accepted: ${limit.label}`;
  if (file.size <= 0) return 'This file is empty';
  if (file.size > limit.maxBytes) return `This file is too large: ${limit.label}`;
  return null;
}

function guessType(name: string): string {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (ext === 'pdf') return 'application/pdf';
  if (ext === 'png') return 'image/png';
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  if (ext === 'webp') return 'image/webp';
  return '';
}
