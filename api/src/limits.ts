// Size and time limits of requests, in one place: the API enforces them and deploy/nginx/college.conf matches
// them (a test compares the two). Each size is the largest legal request of its kind plus room for encoding.
import { ADMISSION_FILE_FIELDS, API_PATHS, UPLOAD_LIMITS } from '@college/shared-types';

const MiB = 1024 * 1024;

export const BODY_LIMITS = {
  /** JSON and urlencoded calls: a few text fields (the largest is an enquiry message). */
  json: 100 * 1024,
  /** A profile photo or one document (5 MB) with a few text fields, as multipart. */
  singleUpload: Math.max(UPLOAD_LIMITS.image.maxBytes, UPLOAD_LIMITS.document.maxBytes) + 1 * MiB,
  /**
   * save2: every file of the form at its largest (12 x 5 MB), 200 text fields of up to 10 kB, and the
   * multipart framing. The total is checked from Content-Length before a byte is read.
   */
  admissionSave: 64 * MiB,
  /**
   * The office's content images: up to 20 files of up to 10 MB each, together no more than the largest body the
   * proxy lets through (deploy/nginx/college.conf: admissionSave).
   */
  mediaUpload: 64 * MiB,
  /** A PDF the office publishes (bio-data, holidays, notice attachments): 10 MB and the multipart framing. */
  publicDocument: 11 * MiB,
} as const;

/** Where the office uploads the site's PDFs (API_PATHS.adminMediaDocuments). */
const PUBLIC_DOCUMENT_PATH = '/api/admin/media/documents';

// The admission form's worst case must fit under its cap.
const largestSave =
  ADMISSION_FILE_FIELDS.length * Math.max(UPLOAD_LIMITS.image.maxBytes, UPLOAD_LIMITS.document.maxBytes) + 200 * 10_000;
if (largestSave > BODY_LIMITS.admissionSave) throw new Error('BODY_LIMITS.admissionSave is below a legal save2');

export const TIME_LIMITS = {
  /** A connection that sends nothing for this long is closed (a body that never arrives). */
  idleMs: 60_000,
  /** The whole request must have arrived by then: a 64 MB form on a 1 Mbit/s line takes about 9 minutes. */
  requestMs: 10 * 60_000,
  /** How long an idle keep-alive connection stays open (above nginx's upstream keepalive_timeout of 60 s). */
  keepAliveMs: 65_000,
  /**
   * How long start-up may take: the first process migrates and seeds under a lock while the others wait for it,
   * which on a busy machine or a large upgrade takes well over Fastify's 10 s default.
   */
  startupMs: 120_000,
} as const;

/** Bytes one character of a field can take on the wire at most: a Hindi letter urlencoded is %XX%XX%XX. */
const JSON_BYTES_PER_CHAR = 9;
/** Room for braces, quotes, names and whitespace of a small JSON or urlencoded body. */
const ENVELOPE_BYTES = 1024;

interface BodySchema {
  type?: string | string[];
  properties?: Record<string, { type?: string | string[]; maxLength?: number; enum?: unknown[] }>;
  additionalProperties?: unknown;
}

/**
 * The largest legal body of a route whose JSON schema bounds every field (strings with maxLength, numbers,
 * booleans, enums; no unknown fields), or undefined when the schema leaves it open (the app-wide limit applies).
 * A route's own bodyLimit is then the smaller of the two: nothing a form can legally send is refused.
 */
export function bodyLimitOf(schema: unknown): number | undefined {
  const s = schema as BodySchema | undefined;
  if (!s?.properties || s.additionalProperties !== false) return undefined;
  let bytes = ENVELOPE_BYTES;
  for (const [name, p] of Object.entries(s.properties)) {
    const types = [p.type ?? ''].flat();
    let field: number;
    if (p.enum) field = Math.max(...p.enum.map((v) => JSON.stringify(v).length * JSON_BYTES_PER_CHAR));
    else if (types.includes('string') && typeof p.maxLength === 'number') field = p.maxLength * JSON_BYTES_PER_CHAR;
    else if (types.every((t) => t === 'number' || t === 'integer' || t === 'boolean' || t === 'null')) field = 32;
    else return undefined;
    bytes += name.length * JSON_BYTES_PER_CHAR + field + 8;
  }
  return Math.min(bytes, BODY_LIMITS.json);
}

/** The most a multipart form to this path may carry in all (its Content-Length is checked before reading). */
export function multipartLimitOf(url: string, admissionSavePath: string): number {
  if (url === API_PATHS.adminMediaImages) return BODY_LIMITS.mediaUpload;
  if (url === PUBLIC_DOCUMENT_PATH) return BODY_LIMITS.publicDocument;
  return url === admissionSavePath ? BODY_LIMITS.admissionSave : BODY_LIMITS.singleUpload;
}
