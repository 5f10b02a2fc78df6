// Dashboard and payment pages need the stored token; without it the student goes to the login page, which
// returns here after signing in (SPEC §6).
import type { ReactNode } from 'react';
import { loginPath, readToken, useShell } from '@college/web-kit';
import { Navigate, useLocation } from '@college/web-kit/routing';

export function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { jotaiStore, atoms } = useShell();
  // On the server there is no stored token: a page is rendered for a student only once the API has recognised
  // them by the session cookie, and they are then in the site state (decision 017).
  const signedIn = typeof window === 'undefined' ? jotaiStore.get(atoms.user) !== null : readToken() !== null;
  if (!signedIn) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}
