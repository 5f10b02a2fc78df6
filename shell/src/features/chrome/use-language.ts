import { useSyncExternalStore } from 'react';
import { currentLanguage, subscribeLanguage, type Language } from '@college/shared-types';

/** The page language; re-renders when any module switches it. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}
