import type { AdminBulkApproveResponse, AdminStudentsResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** One page of the applicants' queue with its filters and sort. */
export function getStudents(api: ApiClient, query: Record<string, string | number>, signal?: AbortSignal) {
  return api.get<AdminStudentsResponse>('adminStudents', { query, signal });
}

/** Approves several applicants at once with one fee. */
export function bulkApprove(api: ApiClient, ids: number[], fee: string) {
  return api.post<AdminBulkApproveResponse>('adminBulkApprove', { json: { ids, fee_to_pay: fee } });
}
