// A filtered, paged list of the console (payments, audit log): the filters being typed, the filters applied,
// the page, and the answer for them. `apply` is the filter form's submit; `field(key)` wires one filter input.
import { useState, type FormEvent } from 'react';
import { useLoad } from './use-load';

export function useFilteredList<T, Q extends Record<string, string>>(
  fetchPage: (query: Record<string, string | number>, signal: AbortSignal) => Promise<T>,
  empty: Q,
  perPage: number,
  deps: readonly unknown[],
) {
  const [draft, setDraft] = useState<Q>(empty);
  const [query, setQuery] = useState<Q>(empty);
  const [page, setPage] = useState(1);
  const load = useLoad(
    (signal) => {
      const q: Record<string, string | number> = { page, per_page: perPage };
      for (const [k, v] of Object.entries(query)) if (v.trim()) q[k] = v.trim();
      return fetchPage(q, signal);
    },
    [...deps, page, perPage, JSON.stringify(query)],
  );
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setQuery(draft);
  };
  const field = (key: keyof Q) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  return { draft, setDraft, query, page, setPage, load, apply, field };
}
