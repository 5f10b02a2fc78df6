// The merit screen's small rules of writing: India times as typed and as shown, the course in both languages, texts
// with their figures filled in, marks and categories in words.
import {
  COURSE_CATALOGUE,
  COURSE_SHORT_NAMES,
  categoryWords,
  type Bilingual,
  type SelectionCompartment,
} from '@college/shared-types';
import { fill } from '../seat-matrix/seat-matrix-texts';

export const COMPARTMENTS: readonly SelectionCompartment[] = ['UR', 'SC', 'ST', 'OBC', 'EWS'];
/** The reserved categories whose vacant seats may be released to UR. */
export const RESERVED = ['SC', 'ST', 'OBC', 'EWS'] as const;
export type ReservedCategory = (typeof RESERVED)[number];

/** "2026-11-28T10:00" typed as India time → "2026-11-28T10:00:00+05:30"; null when not a date and time. */
export function indiaIso(local: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(local.trim());
  return m ? `${m[1]}T${m[2]}${m[3] ?? ':00'}+05:30` : null;
}

/** The India time as the API writes it, without the trailing "IST" (the column says India time). */
export const ist = (s: string) => s.replace(/\s*IST$/, '');

/** "2026-07-01T10:00" → "01/07/2026 10:00", as the confirmation states the window. */
export function localText(local: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(local.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}` : local;
}

/** The course as the office writes it, in both languages: "B.Com." / "बी.कॉम.". */
export function courseWords(code: string): Bilingual {
  const c = COURSE_CATALOGUE.find((x) => x.code === code);
  return { en: COURSE_SHORT_NAMES[code] ?? c?.name ?? code, hi: c?.second_name ?? code };
}

/** A text of both languages with the same figures filled in. */
export function both(
  text: Bilingual,
  values: Record<string, string | number>,
  each?: (lang: 'en' | 'hi') => Record<string, string | number>,
): Bilingual {
  return {
    en: fill(text.en, { ...values, ...(each?.('en') ?? {}) }),
    hi: fill(text.hi, { ...values, ...(each?.('hi') ?? {}) }),
  };
}

/** Hundredths of a point as read: 8735 → "87.35". */
export const marks = (n: number) => (n / 100).toFixed(2);

/** A category of the merit list in words: GENERAL, OBC, SC, ST, EWS. */
export function categoryName(code: string, t: (b: Bilingual) => string): string {
  return t(categoryWords(code));
}
