import { API_PATHS } from '@college/shared-types';
import type { ApiClient } from '../../../lib/api-client';

/** Revokes the session's token on the server; the browser forgets it in any case. */
export function logout(api: ApiClient) {
  return api.request<{ message?: string }>(API_PATHS.logout, { method: 'POST', auth: true });
}
