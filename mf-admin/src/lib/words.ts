// Codes the console shows in words, in the page language (decision 033): categories from the shared table, genders,
// the years of a course.
import { CATEGORY_NAMES, nameOf, type Bilingual } from '@college/shared-types';

type T = (text: Bilingual) => string;

export const GENDER_NAMES: Readonly<Record<string, Bilingual>> = {
  M: { en: 'Male', hi: 'पुरुष' },
  F: { en: 'Female', hi: 'महिला' },
  O: { en: 'Other', hi: 'अन्य' },
};

/** A category code (GENERAL, EWS, OBC, SC, ST) in words; '—' when there is none. */
export function categoryWords(code: string | null | undefined, t: T): string {
  const name = nameOf(CATEGORY_NAMES, code);
  return name ? t(name) : '—';
}

/** A gender code (M, F, O) in words; '—' when there is none. */
export function genderWords(code: string | null | undefined, t: T): string {
  const name = nameOf(GENDER_NAMES, code);
  return name ? t(name) : '—';
}
