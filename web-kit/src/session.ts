// The student's session in this browser: the bearer token under 'auth_token' (SPEC §9), and what ends with it.
import { ADMISSION_DRAFT_KEY, AUTH_TOKEN_KEY, LOGIN_PATH } from '@college/shared-types';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be off (private mode, policies): the student is then simply not logged in.
    return null;
  }
}

/** A bearer token kept in this browser under `key`: the student's under 'auth_token', the office's under its own. */
export interface TokenStore {
  read(): string | null;
  store(token: string): void;
  clear(): void;
}

export function tokenStore(key: string): TokenStore {
  return {
    read: () => storage()?.getItem(key) ?? null,
    store: (token) => storage()?.setItem(key, token),
    clear: () => storage()?.removeItem(key),
  };
}

const studentToken = tokenStore(AUTH_TOKEN_KEY);

export function readToken(): string | null {
  return studentToken.read();
}

export function storeToken(token: string): void {
  studentToken.store(token);
}

/** Everything a student leaves in this browser: the token and their admission drafts. */
export function clearSession(): void {
  const s = storage();
  if (!s) return;
  s.removeItem(AUTH_TOKEN_KEY);
  const drafts: string[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const key = s.key(i);
    if (key === ADMISSION_DRAFT_KEY || key?.startsWith(`${ADMISSION_DRAFT_KEY}:`)) drafts.push(key);
  }
  drafts.forEach((key) => s.removeItem(key));
}

/** The login page that returns to `next` after signing in; only a path of this site is accepted. */
export function loginPath(next?: string | null): string {
  const safe = safeNext(next);
  return safe ? `${LOGIN_PATH}?next=${encodeURIComponent(safe)}` : LOGIN_PATH;
}

/** `next` when it is a path of this site (not '//host', not a login page itself), else null. */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next === LOGIN_PATH || next.startsWith(`${LOGIN_PATH}?`)) return null;
  return next;
}
