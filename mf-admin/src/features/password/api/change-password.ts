import type { ApiClient } from '@college/web-kit';

/** Changes the signed-in staff member's password. */
export function changePassword(
  api: ApiClient,
  json: { current_password: string; password: string; password_confirmation: string },
) {
  return api.post<{ message?: string }>('adminPassword', { json });
}
