// Size and time limits of requests, in one place: the API enforces them and deploy/nginx/college.conf matches
// them (a test compares the two). Each size is the largest legal request of its kind plus room for encoding.
import { ADMISSION_FILE_FIELDS, UPLOAD_LIMITS } from '@college/shared-types';

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
} as const;

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
} as const;
