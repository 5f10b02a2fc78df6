import type { StaffIdentity } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** The signed-in staff member of the stored token (the layout and every role check start from it). */
export function getMe(api: ApiClient) {
  return api.get<{ data: StaffIdentity }>('adminMe');
}
