// Calls of the print pages: the stored bearer token, the API root from the shell, and one error shape.
import { AUTH_TOKEN_KEY } from '@college/shared-types';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** '/api/v2/...' under the shell's API root (which is '/api' on the site). */
export function apiUrl(apiBase: string, path: string): string {
  return `${apiBase.replace(/\/+$/, '')}${path.replace(/^\/api/, '')}`;
}

export async function requestJson<T>(
  apiBase: string,
  path: string,
  options: { token?: string | null; method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(apiUrl(apiBase, path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'No response received from server');
  }
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  if (!res.ok) throw new ApiError(res.status, body?.message || res.statusText || `Error ${res.status}`);
  return body as T;
}

/** A file only its owner may read (photo, signature), as an object URL for an <img>. */
export async function fetchObjectUrl(
  apiBase: string,
  path: string,
  token: string,
  signal?: AbortSignal,
): Promise<string> {
  const res = await fetch(apiUrl(apiBase, path), { headers: { Authorization: `Bearer ${token}` }, signal });
  if (!res.ok) throw new ApiError(res.status, res.statusText);
  return URL.createObjectURL(await res.blob());
}
