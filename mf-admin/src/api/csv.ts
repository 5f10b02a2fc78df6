// The console's CSV downloads: each address comes from its path constant in shared-types, never written by hand.
import { API_PATHS } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';
import { readStaffToken } from '../lib/staff-session';
import { counterUrl } from './office-call';

const API_CSV = {
  admissions: API_PATHS.adminExport,
  admitted: API_PATHS.adminAdmittedCsv,
  collections: API_PATHS.adminPaymentsReportCsv,
  enquiries: API_PATHS.adminEnquiriesCsv,
} as const;

export type CsvName = keyof typeof API_CSV | 'dayBook';
export type CsvQuery = Record<string, string | number | boolean | undefined>;

/**
 * One CSV file as a Blob, fetched with the staff token. The day-book's address is in COUNTER_PATHS (outside the
 * API table the shell loads): it is fetched directly and a refusal is an Error carrying the status.
 */
export async function downloadCsv(api: ApiClient, name: CsvName, query?: CsvQuery): Promise<Blob> {
  if (name !== 'dayBook') return api.blob(API_CSV[name], query ? { query } : undefined);
  const res = await fetch(counterUrl(api, 'dayBookCsv', { query: query as Record<string, string> }), {
    headers: { Authorization: `Bearer ${readStaffToken() ?? ''}` },
  });
  if (!res.ok) throw new Error(String(res.status));
  return res.blob();
}
