// GET v2/get-user with the stored bearer token: the logged-in student, or null when there is no live session.
import { API_PATHS, AUTH_TOKEN_KEY, type GetUserResponse, type Student } from '@college/shared-types';

export class UserLoadError extends Error {}

export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function apiUrl(apiBase: string, path: string): string {
  return `${apiBase.replace(/\/+$/, '')}${path.replace(/^\/api/, '')}`;
}

export async function getUser(apiBase: string, token: string, signal?: AbortSignal): Promise<Student | null> {
  let res: Response;
  try {
    res = await fetch(apiUrl(apiBase, API_PATHS.getUser), {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new UserLoadError('No response received from server');
  }
  // An ended or revoked session is the same as no session: the student logs in again.
  if (res.status === 401 || res.status === 403) return null;
  if (!res.ok) throw new UserLoadError(res.statusText || `Error ${res.status}`);
  const body = (await res.json()) as Partial<GetUserResponse>;
  return body.user ?? null;
}
