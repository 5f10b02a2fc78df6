// Dashboard and payment pages need the stored token; without it the student goes to the login page, which
// returns here after signing in (SPEC §6).
import type { ReactNode } from 'react';
import { loginPath, readToken } from '@college/web-kit';
import { Navigate, useLocation } from '@college/web-kit/routing';

export function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  // On the server there is no stored token: a signed-in page is rendered there only for the student the API
  // recognised by the session cookie (the dashboard, decision 017).
  if (typeof window !== 'undefined' && !readToken())
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}
