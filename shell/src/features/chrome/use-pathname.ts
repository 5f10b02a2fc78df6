import { useEffect, useState } from 'react';
import { useServerPage } from './server-context';

/** The current path, updated on every single-spa routing event (pushState, popstate, navigateToUrl). */
export function usePathname(): string {
  const server = useServerPage();
  const [path, setPath] = useState(() => server?.path ?? window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}
