// Dashboard and payment pages need the stored token; without it the student goes to the login page (SPEC §6).
import { Navigate, Outlet } from 'react-router-dom';
import { readToken } from '../lib/token';

export function RequireToken() {
  if (!readToken()) return <Navigate to="/student/login" replace />;
  return <Outlet />;
}
