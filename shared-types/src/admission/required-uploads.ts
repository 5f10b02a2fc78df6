// Which uploads the admission form must carry (SPEC §5): one rule for the form's checks and the API's save2.
import { findCourse } from './catalogue';
import type { AdmissionFileField } from './schemas';

/** Categories whose applicants prove it with a caste certificate. */
export const RESERVED_CATEGORIES: readonly string[] = ['OBC', 'SC', 'ST'];

/**
 * Categories whose applicants prove it with the income and asset certificate (the Income Certificate upload,
 * dc_income): EWS, the Economically Weaker Section, which is not a caste and needs no caste certificate.
 */
export const INCOME_PROOF_CATEGORIES: readonly string[] = ['EWS'];

/** Always required: photo, signature and the 10th and 12th marksheets. */
export const ALWAYS_REQUIRED_UPLOADS: readonly AdmissionFileField[] = ['image', 'signature', 'mark_10th', 'mark_12'];

const categoryCode = (category: string | null | undefined) =>
  String(category ?? '')
    .trim()
    .toUpperCase();

export function isReservedCategory(category: string | null | undefined): boolean {
  return RESERVED_CATEGORIES.includes(categoryCode(category));
}

/** EWS: proven by the income and asset certificate. */
export function needsIncomeProof(category: string | null | undefined): boolean {
  return INCOME_PROOF_CATEGORIES.includes(categoryCode(category));
}

/**
 * The uploads a form of this course and category needs: the four always, the caste certificate for a reserved
 * category (OBC, SC, ST), the income and asset certificate for EWS and the UG marksheet for a PG course.
 */
export function requiredUploads(
  course: string | null | undefined,
  category: string | null | undefined,
): AdmissionFileField[] {
  const out: AdmissionFileField[] = [...ALWAYS_REQUIRED_UPLOADS];
  if (isReservedCategory(category)) out.push('dc_caste');
  if (needsIncomeProof(category)) out.push('dc_income');
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
