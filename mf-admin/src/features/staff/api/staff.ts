import type { StaffAccount, StaffRole } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export function getStaff(api: ApiClient, signal?: AbortSignal) {
  return api.get<{ data: StaffAccount[] }>('adminStaff', { signal });
}

/** Creates a staff account; the person gets a link to set a password. */
export function createStaff(api: ApiClient, json: { email: string; name: string; role: string }) {
  return api.post<{ message?: string }>('adminStaff', { json });
}

/** Changes a staff member's role, or disables or enables the account. */
export function updateStaff(api: ApiClient, id: number, json: { role: StaffRole } | { disabled: boolean }) {
  return api.patch<{ message?: string }>('adminStaffMember', { params: { id }, json });
}

/** Sends the staff member a new link to set a password. */
export function sendPasswordLink(api: ApiClient, id: number) {
  return api.post<{ message?: string }>('adminStaffLink', { params: { id } });
}
