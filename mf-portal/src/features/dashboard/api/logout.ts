import type { ApiClient } from '@college/web-kit';

/** Revokes the session's token on the server; the browser forgets it in any case. */
export function logout(api: ApiClient) {
  return api.post<{ message?: string }>('logout', { allow401: true });
}
