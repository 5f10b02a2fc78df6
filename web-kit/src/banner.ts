// The public page banner the shell draws above a page: a module sets its title through the shell's atom.
import { useEffect } from 'react';
import { useShell } from './shell';

/** Shows the banner with this title while the page is mounted; null (or unmounting) hides it. */
export function useBanner(title: string | null): void {
  const { jotaiStore, atoms } = useShell();
  // On the server no effect runs: the title is written while rendering, for the chrome rendered after the page.
  if (typeof window === 'undefined') jotaiStore.set(atoms.banner, title ? { title } : null);
  useEffect(() => {
    jotaiStore.set(atoms.banner, title ? { title } : null);
    return () => jotaiStore.set(atoms.banner, null);
  }, [jotaiStore, atoms, title]);
}
