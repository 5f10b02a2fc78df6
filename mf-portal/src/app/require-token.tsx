// Dashboard and payment pages need the stored token; without it the student goes to the login page, which
// returns here after signing in (SPEC §6).
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPath, readToken } from '@college/web-kit';

export function RequireToken() {
  const location = useLocation();
  if (!readToken()) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
