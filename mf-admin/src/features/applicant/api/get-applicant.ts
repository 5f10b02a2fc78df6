import type { AdminStudentResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** One applicant's file; the queue's filters come along so the answer names the previous and next applicant. */
export function getApplicant(api: ApiClient, id: string, filters: Record<string, string>, signal?: AbortSignal) {
  return api.get<AdminStudentResponse>('adminStudent', { params: { id }, query: filters, signal });
}
