// The student page cookie (decision 017): the session's token once more, beside the one the browser stores, so the
// site server can render the student's own dashboard. HttpOnly (no script reads it), SameSite=Strict and sent only
// to /student pages; the API never reads it back: every call still authenticates by its bearer header, so the
// cookie opens no way for another site to act as the student.
import { studentPageCookie as pageCookie } from '@college/shared-types';
import { SESSION_TTL_MS } from './tokens';

/** The Set-Cookie value that comes with a new session: as long as the token lives. */
export function studentPageCookie(token: string, secure: boolean): string {
  return pageCookie(token, Math.floor(SESSION_TTL_MS / 1000), secure);
}

/** The Set-Cookie value that forgets it (sign-out, a password reset). */
export function clearedStudentPageCookie(secure: boolean): string {
  return pageCookie('', 0, secure);
}
