import type { AdmittedResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** The admitted register with its filters. */
export function getAdmitted(api: ApiClient, query: Record<string, string>, signal?: AbortSignal) {
  return api.get<AdmittedResponse>('adminAdmitted', { query: { ...query }, signal });
}
