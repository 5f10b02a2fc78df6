import type { AuditResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** One page of the audit log with its filters. */
export function getAudit(api: ApiClient, query: Record<string, string | number>, signal?: AbortSignal) {
  return api.get<AuditResponse>('adminAudit', { query, signal });
}
