// Which uploads the admission form must carry (SPEC §5): one rule for the form's checks and the API's save2.
import { findCourse } from './catalogue';
import type { AdmissionFileField } from './schemas';

/** Categories whose applicants prove it with a caste certificate. */
export const RESERVED_CATEGORIES: readonly string[] = ['OBC', 'SC', 'ST'];

/** Always required: photo, signature and the 10th and 12th marksheets. */
export const ALWAYS_REQUIRED_UPLOADS: readonly AdmissionFileField[] = ['image', 'signature', 'mark_10th', 'mark_12'];

export function isReservedCategory(category: string | null | undefined): boolean {
  return RESERVED_CATEGORIES.includes(
    String(category ?? '')
      .trim()
      .toUpperCase(),
  );
}

/**
 * The uploads a form of this course and category needs: the four always, the caste certificate for a reserved
 * category (OBC, SC, ST) and the UG marksheet for a PG course.
 */
export function requiredUploads(
  course: string | null | undefined,
  category: string | null | undefined,
): AdmissionFileField[] {
  const out: AdmissionFileField[] = [...ALWAYS_REQUIRED_UPLOADS];
  if (isReservedCategory(category)) out.push('dc_caste');
  if (findCourse(course)?.type === 'PG') out.push('mark_ug');
  return out;
}

/** The bilingual message of a required upload that is missing. */
export const REQUIRED_UPLOAD_MESSAGE = {
  en: 'Upload this file: it is required',
  hi: 'यह फ़ाइल अपलोड करें: यह आवश्यक है',
} as const;

/** The required uploads not among `present` (fields with a file chosen, uploaded before, or stored with the form). */
export function missingUploads(
  course: string | null | undefined,
  category: string | null | undefined,
  present: Iterable<string>,
): AdmissionFileField[] {
  const have = new Set(present);
  return requiredUploads(course, category).filter((f) => !have.has(f));
}
