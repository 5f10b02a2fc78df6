// Dashboard and payment pages need the stored token; without it the student goes to the login page, which
// returns here after signing in (SPEC §6).
import type { ReactNode } from 'react';
import { loginPath, readToken } from '@college/web-kit';
import { Navigate, useLocation } from '@college/web-kit/routing';

export function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!readToken()) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}
