// The bearer token kept in the browser under 'auth_token' (SPEC §4: logged in while a token is stored).
import { AUTH_TOKEN_KEY } from '@college/shared-types';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage can be off (private mode, policies): the student is then simply not logged in.
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    /* nothing stored */
  }
}
