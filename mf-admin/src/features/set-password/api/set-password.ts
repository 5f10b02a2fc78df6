import type { ApiClient } from '@college/web-kit';

/** Sets a staff member's first password from the link sent by e-mail. */
export function setFirstPassword(
  api: ApiClient,
  json: { token: string; password: string; password_confirmation: string },
) {
  return api.post<{ message?: string }>('adminSetPassword', { json, allow401: true });
}
