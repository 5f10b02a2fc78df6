import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { splitStoreTitle } from '@college/shared-types';
import { useBanner as useShellBanner, useShell } from '@college/web-kit';

/** Sets the shell's page banner and the document title while a page is shown; null hides the banner (home). */
export function useBanner(title: string | null): void {
  const { atoms } = useShell();
  const store = useAtomValue(atoms.store);
  const site = splitStoreTitle(store?.store_title).english;
  useShellBanner(title);
  useEffect(() => {
    document.title = title ? `${title} | ${site}` : site;
  }, [title, site]);
}
