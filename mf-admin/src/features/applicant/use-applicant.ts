// One applicant's file for the screen, and the keys N and P that step through the queue's filtered list.
import { useEffect } from 'react';
import { useNavigate } from '@college/web-kit/routing';
import { useOfficeApi } from '../../lib/staff-session';
import { useLoad } from '../../lib/use-load';
import { filtersOf } from '../queue/queue-query';
import { getApplicant } from './api/get-applicant';

export const stepLink = (id: number, query: string) => `/admin/applicants/${id}${query}`;

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || el.isContentEditable);
}

export function useApplicant(id: string, queueQuery: string) {
  const api = useOfficeApi();
  const navigate = useNavigate();
  const load = useLoad(
    (signal) => getApplicant(api, id, filtersOf(new URLSearchParams(queueQuery)) as Record<string, string>, signal),
    [id, queueQuery, api],
  );
  const a = load.data?.data ?? null;

  useEffect(() => {
    if (!a) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target) || document.querySelector('[role="dialog"]')) return;
      const key = e.key.toLowerCase();
      if (key === 'n' && a.next_id) navigate(stepLink(a.next_id, queueQuery));
      if (key === 'p' && a.previous_id) navigate(stepLink(a.previous_id, queueQuery));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [a, navigate, queueQuery]);

  return { load, a };
}
