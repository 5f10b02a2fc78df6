// The queue's data: the filters in the address, the page of applicants they name (the early answer when the console
// started here), and the one exact match of a search just applied, opened directly.
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '@college/web-kit/routing';
import { useOfficeApi } from '../../lib/staff-session';
import { useLoad } from '../../lib/use-load';
import { getStudents } from './api/students';
import { queueCall, takeEarlyQueue } from './early-queue';
import { filtersOf, queueQueryString, type FilterKey } from './queue-query';

export type FilterChange = Partial<Record<FilterKey | 'page', string>>;

export function useQueue() {
  const api = useOfficeApi();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = filtersOf(params);
  const queryKey = JSON.stringify(query);
  /** Set when a search is applied from the form: its one exact match opens directly (a reload or Back does not). */
  const justSearched = useRef(false);

  const load = useLoad(
    (signal) => {
      const call = queueCall(params);
      // The first page may have been asked for as the console started (early-queue.ts); a failed early answer is
      // asked again through the session's client, whose 401 opens the sign-in page.
      const early = takeEarlyQueue(call);
      return early ? early.catch(() => getStudents(api, call, signal)) : getStudents(api, call, signal);
    },
    [queryKey, api],
  );
  const data = load.data;

  // A form number, admission code, enrolment number, mobile or email typed in the search names one applicant:
  // open that applicant's page, with the queue kept for next and previous.
  useEffect(() => {
    if (!justSearched.current || !data) return;
    justSearched.current = false;
    if (data.exact && query.search) navigate(`/admin/applicants/${data.exact.id}${queueQueryString(params)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  /** Changes filters in the address; any change but the page's goes back to the first page. */
  const setFilters = (next: FilterChange) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    if (!('page' in next)) p.delete('page');
    setParams(p);
  };

  return {
    params,
    query,
    queryKey,
    load,
    data,
    setFilters,
    /** Applies the filters of the form; a search in them may open its one exact match. */
    search: (next: FilterChange) => {
      justSearched.current = Boolean(next.search?.trim());
      setFilters(next);
    },
    clear: () => setParams(new URLSearchParams()),
  };
}

export type Queue = ReturnType<typeof useQueue>;
