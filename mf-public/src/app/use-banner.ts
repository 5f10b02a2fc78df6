import { useEffect } from 'react';
import { useShell } from './shell-context';

/** Sets the shell's page banner while a page is shown; null hides it. */
export function useBanner(title: string | null): void {
  const { setBanner } = useShell();
  useEffect(() => {
    setBanner(title ? { title } : null);
    if (title) document.title = title;
  }, [setBanner, title]);
}
