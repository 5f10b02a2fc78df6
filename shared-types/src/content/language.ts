// The site's two languages: the chosen one, kept in the browser and in a cookie the server renders by, and the
// bilingual labels every module shows.

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

function hasDom(): boolean {
  return typeof document !== 'undefined' && typeof window !== 'undefined';
}

/** The language the visitor chose before, or the default. */
export function storedLanguage(): Language {
  try {
    return parseLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The page language. It lives on <html lang>, so every module of the page (each bundles its own copy of this
 * package) reads the same value.
 */
export function currentLanguage(): Language {
  return hasDom() ? parseLanguage(document.documentElement.getAttribute('lang')) : DEFAULT_LANGUAGE;
}

/**
 * The choice in a cookie too, so the server renders the next page in it (`site_lang`, the name in
 * routes/server-render.ts; a year, the whole site, never sent to another site).
 */
function rememberForServer(lang: Language): void {
  try {
    if (!document.cookie.includes(`site_lang=${lang}`)) {
      document.cookie = `site_lang=${lang}; path=/; max-age=31536000; SameSite=Lax`;
    }
  } catch {
    /* cookies off: the server renders the default language and the browser renders the page itself */
  }
}

/** Switches the page language, remembers it, and tells every module. */
export function setLanguage(lang: Language): void {
  if (!hasDom()) return;
  document.documentElement.setAttribute('lang', lang);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  rememberForServer(lang);
  window.dispatchEvent(new Event(LANGUAGE_CHANGE_EVENT));
}

/** Applies the remembered language to the page; called once before the first render. */
export function initLanguage(): Language {
  const lang = storedLanguage();
  if (hasDom()) {
    // A page rendered on the server carries it already: setting it again would restyle the whole page.
    if (document.documentElement.getAttribute('lang') !== lang) document.documentElement.setAttribute('lang', lang);
    rememberForServer(lang);
  }
  return lang;
}

/** Calls back on every change of the page language, including a change made in another tab. */
export function subscribeLanguage(callback: () => void): () => void {
  if (!hasDom()) return () => undefined;
  const onStorage = (e: StorageEvent) => {
    if (e.key !== LANGUAGE_STORAGE_KEY) return;
    document.documentElement.setAttribute('lang', parseLanguage(e.newValue));
    callback();
  };
  window.addEventListener(LANGUAGE_CHANGE_EVENT, callback);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(LANGUAGE_CHANGE_EVENT, callback);
    window.removeEventListener('storage', onStorage);
  };
}
