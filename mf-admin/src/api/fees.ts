import type { FeeTableRow } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** The fee table (the queue proposes its fee on approval; settings edits it). */
export function getFees(api: ApiClient, signal?: AbortSignal) {
  return api.get<{ data: FeeTableRow[] }>('adminFees', { signal });
}
