import { useCallback, useSyncExternalStore } from 'react';
import { currentLanguage, pick, subscribeLanguage, type Label, type Language } from '@college/shared-types';

/** The page language the header's switch sets; re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}

/** The page language and a function that picks a label's text in it. */
export function useText(): { lang: Language; t: (label: Label) => string } {
  const lang = useLanguage();
  const t = useCallback((label: Label) => pick(label, lang), [lang]);
  return { lang, t };
}
