// Calls the API from the portal: JSON or form bodies, the stored bearer token, and the answer's status and body.
import { useMemo } from 'react';
import { useShell } from '@college/web-kit';
import { readToken } from './token';

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  /** The parsed JSON answer; null when the answer was not JSON. */
  body: T | null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as a URL-encoded form, as the spec sends some calls. */
  form?: Record<string, string>;
  /** Adds 'Authorization: Bearer <token>' from the stored token. */
  auth?: boolean;
}

export interface ApiClient {
  /** The absolute URL of an API path of shared-types (API_PATHS), under this page's API root. */
  url: (path: string) => string;
  /** Rejects only when the network fails; an HTTP error comes back with ok false. */
  request: <T>(path: string, options?: RequestOptions) => Promise<ApiResult<T>>;
}

/** API_PATHS start with '/api'; the shell may serve the API under another root. */
export function apiUrl(apiBase: string, path: string): string {
  const rest = path.startsWith('/api/') ? path.slice(4) : path;
  return `${apiBase.replace(/\/+$/, '')}${rest}`;
}

export function authHeader(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export function createApiClient(apiBase: string): ApiClient {
  const url = (path: string) => apiUrl(apiBase, path);
  return {
    url,
    request: async <T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> => {
      const headers: Record<string, string> = { Accept: 'application/json', ...(options.auth ? authHeader() : {}) };
      let body: BodyInit | undefined;
      if (options.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else if (options.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(options.form).toString();
      }
      const res = await fetch(url(path), {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        cache: 'no-store',
      });
      let parsed: T | null = null;
      try {
        parsed = (await res.json()) as T;
      } catch {
        parsed = null;
      }
      return { ok: res.ok, status: res.status, body: parsed };
    },
  };
}

export function useApi(): ApiClient {
  const { apiBase } = useShell();
  return useMemo(() => createApiClient(apiBase), [apiBase]);
}

/** A readable message of a failed answer: the server's own, else the given fallback. */
export function messageOf(result: ApiResult<unknown> | null | undefined, fallback: string): string {
  const m = (result?.body as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m.trim() ? m : fallback;
}
