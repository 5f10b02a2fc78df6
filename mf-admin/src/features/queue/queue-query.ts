// The queue's filters live in the address (?status=0&course=BCOM&page=2): a reload, a shared link and the
// applicant page's next/previous all see the same queue.
import { ADMIN_STUDENT_SORTS, type AdminStudentFilters, type AdminStudentSort } from '@college/shared-types';

export const FILTER_KEYS = [
  'status',
  'course',
  'year',
  'category',
  'registration_paid',
  'paid',
  'submitted',
  'submitted_from',
  'submitted_to',
  'scrutiny',
  'search',
  'sort',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const PER_PAGE = 25;

/** The API query of the address's filters (empty values left out). */
export function filtersOf(params: URLSearchParams): AdminStudentFilters {
  const out: Record<string, string> = {};
  for (const key of [...FILTER_KEYS, 'page', 'per_page'] as const) {
    const v = params.get(key)?.trim();
    if (v) out[key] = v;
  }
  if (out.sort && !(ADMIN_STUDENT_SORTS as readonly string[]).includes(out.sort)) delete out.sort;
  return out as AdminStudentFilters;
}

/** The queue's filters without the page: what the applicant page passes on for next/previous. */
export function queueQueryString(params: URLSearchParams): string {
  const q = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const v = params.get(key);
    if (v) q.set(key, v);
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The id of the messages screen's bulk panel, where "Message this list" leads. */
export const BULK_PANEL_ID = 'bulk';

/** The bulk message panel with this queue's filters (admin): it reads them from the address. */
export function messageListPath(params: URLSearchParams): string {
  return `/admin/messages${queueQueryString(params)}#${BULK_PANEL_ID}`;
}

export const SORT_LABELS: Record<AdminStudentSort, { en: string; hi: string }> = {
  '-id': { en: 'Newest first', hi: 'नवीनतम पहले' },
  id: { en: 'Oldest first', hi: 'सबसे पुराने पहले' },
  name: { en: 'Name A–Z', hi: 'नाम अ–ज़' },
  '-name': { en: 'Name Z–A', hi: 'नाम ज़–अ' },
  created_at: { en: 'Registered, earliest first', hi: 'पंजीकरण, पहले वाले पहले' },
  '-created_at': { en: 'Registered, latest first', hi: 'पंजीकरण, बाद वाले पहले' },
  submitted_at: { en: 'Form submitted, earliest first', hi: 'फ़ॉर्म जमा, पहले वाले पहले' },
  '-submitted_at': { en: 'Form submitted, latest first', hi: 'फ़ॉर्म जमा, बाद वाले पहले' },
};
