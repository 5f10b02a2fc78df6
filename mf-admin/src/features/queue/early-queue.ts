// The queue's first page asked for as the console starts, beside `/api/admin/me` rather than after it: opened by its
// address, the queue page would otherwise ask only once `me` had answered and the page's code had arrived, one more
// round trip on a phone. The page takes this answer when it first mounts with the same query; nothing is asked twice.
import type { AdminStudentsResponse } from '@college/shared-types';
import { createApiClient } from '@college/web-kit';
import { readStaffToken } from '../../lib/staff-session';
import { getStudents } from './api/students';
import { PER_PAGE, filtersOf } from './queue-query';

export const QUEUE_PATH = '/admin/applicants';

/** The API query of the queue page at an address's search: its filters and the page size. */
export function queueCall(params: URLSearchParams): Record<string, string | number> {
  return { per_page: PER_PAGE, ...filtersOf(params) } as Record<string, string | number>;
}

const keyOf = (query: Record<string, string | number>) => JSON.stringify(query);

let early: { key: string; answer: Promise<AdminStudentsResponse> } | null = null;

/**
 * At the console's start on the queue's address with a staff token: asks for the list at once. The session's own
 * check (`me`) still decides what the page shows: a 401 there opens the sign-in page, and a role that may not see
 * the list sees its refusal, the answer left unused. So this call ends no session itself (no 401 hook).
 */
export function askQueueEarly(apiBase: string, location: Pick<Location, 'pathname' | 'search'>): void {
  early = null;
  if (location.pathname.replace(/\/+$/, '') !== QUEUE_PATH || !readStaffToken()) return;
  const query = queueCall(new URLSearchParams(location.search));
  const answer = getStudents(createApiClient(apiBase, { token: readStaffToken }), query);
  // Read by the page, or never (another role, another address by then): a refusal is not an unhandled one.
  answer.catch(() => undefined);
  early = { key: keyOf(query), answer };
}

/** The early answer for this query, once; null when none was asked for it (the page then asks itself). */
export function takeEarlyQueue(query: Record<string, string | number>): Promise<AdminStudentsResponse> | null {
  const taken = early;
  early = null;
  return taken && taken.key === keyOf(query) ? taken.answer : null;
}

/** Forgets an answer not taken (the console left the page). */
export function dropEarlyQueue(): void {
  early = null;
}
