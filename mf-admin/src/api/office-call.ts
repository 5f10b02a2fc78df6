// The counter's and the day-book's calls (decision 032). Their paths live in shared-types COUNTER_PATHS, not in the
// API table the shell loads, so they are called here with the office's token over the same wire and with the same
// error shape as the kit's client.
import { COUNTER_PATHS } from '@college/shared-types';
import { ApiRequestError, NO_ANSWER_MESSAGE, type ApiClient } from '@college/web-kit';
import { readStaffToken } from '../lib/staff-session';

export type CounterPath = keyof typeof COUNTER_PATHS;

export interface OfficeCall {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  json?: unknown;
  signal?: AbortSignal;
}

export function counterUrl(api: ApiClient, name: CounterPath, call: OfficeCall = {}): string {
  const path = COUNTER_PATHS[name].replace(/:(\w+)/g, (_, k: string) =>
    encodeURIComponent(String(call.params?.[k] ?? '')),
  );
  const query = call.query ? new URLSearchParams(call.query).toString() : '';
  return `${api.url(path)}${query ? `?${query}` : ''}`;
}

export async function officeCall<T>(
  api: ApiClient,
  method: 'GET' | 'POST',
  name: CounterPath,
  call: OfficeCall = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readStaffToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (call.json !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(counterUrl(api, name, call), {
      method,
      headers,
      body: call.json === undefined ? undefined : JSON.stringify(call.json),
      signal: call.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, NO_ANSWER_MESSAGE);
  }
  const body = (await res.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
  if (!res.ok) {
    throw new ApiRequestError(res.status, body?.message || `Error ${res.status}`, body?.errors ?? {}, body);
  }
  return body as T;
}
