// The site's two languages and the bilingual labels every module shows: types, names and pure rules. Keeping the
// choice in the browser (<html lang>, localStorage, the cookie) is web-kit's (`web-kit/src/language.ts`).

export type Language = 'en' | 'hi';
export const LANGUAGES: readonly Language[] = ['en', 'hi'];
export const DEFAULT_LANGUAGE: Language = 'en';
/** localStorage key that remembers the visitor's choice across visits. */
export const LANGUAGE_STORAGE_KEY = 'site_language';
/** Window event fired after the language changed; every module re-reads the language on it. */
export const LANGUAGE_CHANGE_EVENT = 'site:language-change';

export interface Bilingual {
  en: string;
  hi: string;
}
/** A label: fixed texts carry both languages; texts from the API are one string, shown as stored. */
export type Label = string | Bilingual;

export function parseLanguage(value: unknown): Language {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  const v = value.trim().toLowerCase();
  if (v === 'hi' || v.startsWith('hi-')) return 'hi';
  return 'en';
}

/** The other of the two languages. */
export function otherLanguage(lang: Language): Language {
  return lang === 'hi' ? 'en' : 'hi';
}

/** A label's text in the page language; a bilingual label with that half empty gives the other half. */
export function pick(label: Label, lang: Language): string {
  if (typeof label === 'string') return label;
  return label[lang] || label[otherLanguage(lang)] || '';
}

/** A text the office writes in both languages; either half may be missing (older data, or not written yet). */
export interface ContentText {
  en?: string | null;
  hi?: string | null;
}

/**
 * The one display rule of content written in both languages (decision 029): the chosen language's text, or the
 * other's when that one is empty (blank counts as empty); '' when both are.
 */
export function pickContent(lang: Language, text: ContentText): string {
  const own = text[lang];
  if (own && own.trim()) return own;
  const other = text[otherLanguage(lang)];
  return other && other.trim() ? other : '';
}

const DEVANAGARI = /[\u0900-\u097F]/g;
const LATIN = /[A-Za-z]/g;

/** The script a stored text is mostly written in, so screen readers pronounce it right; undefined without letters. */
export function languageOfText(text: string | null | undefined): Language | undefined {
  if (!text) return undefined;
  const hi = text.match(DEVANAGARI)?.length ?? 0;
  const en = text.match(LATIN)?.length ?? 0;
  if (hi === 0 && en === 0) return undefined;
  return hi >= en ? 'hi' : 'en';
}

/** The lang attribute of a label: a fixed label is in the page language, a stored one in its own script. */
export function languageOfLabel(label: Label, lang: Language): Language | undefined {
  return typeof label === 'string' ? languageOfText(label) : lang;
}
