// The page language in the browser: kept on <html lang>, in localStorage across visits and in a cookie the server
// renders by, and announced to every module when it changes. The pure parts (the type, parsing, labels) are in
// shared-types (`content/language.ts`).
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CHANGE_EVENT,
  LANGUAGE_STORAGE_KEY,
  parseLanguage,
  type Language,
} from '@college/shared-types';

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
 * The page language. It lives on <html lang>, so every module of the page reads the same value, the shell's chrome
 * outside any module too.
 */
export function currentLanguage(): Language {
  return hasDom() ? parseLanguage(document.documentElement.getAttribute('lang')) : DEFAULT_LANGUAGE;
}

/**
 * The choice in a cookie too, so the server renders the next page in it (`site_lang`, the name in shared-types'
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
