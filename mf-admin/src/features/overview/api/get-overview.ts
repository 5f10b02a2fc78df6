import type { AdminOverview } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** The office's figures of the day: applications by state, payments, the queue's oldest waits. */
export function getOverview(api: ApiClient, signal?: AbortSignal) {
  return api.get<{ data: AdminOverview }>('adminOverview', { signal });
}
