import { useSyncExternalStore } from 'react';
import type { Language } from '@college/shared-types';
import { currentLanguage, subscribeLanguage } from '@college/web-kit/site-state';
import { useServerPage } from './server-context';

/** The page language; re-renders when any module switches it (on the server, the language rendered for). */
export function useLanguage(): Language {
  const server = useServerPage();
  return useSyncExternalStore(subscribeLanguage, currentLanguage, server ? () => server.lang : currentLanguage);
}
