import { useLocation } from '@college/web-kit/routing';

/** The current path, as the kit's router reads it (on the server: the StaticRouter's address, server.tsx). */
export function usePathname(): string {
  return useLocation().pathname;
}
