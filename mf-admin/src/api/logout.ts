import type { ApiClient } from '@college/web-kit';

/** Revokes the staff token on the server; the console forgets it in any case. */
export function logout(api: ApiClient) {
  return api.post<{ message?: string }>('adminLogout', { allow401: true });
}
