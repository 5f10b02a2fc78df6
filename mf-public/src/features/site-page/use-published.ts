// Loads a published page (GET /api/v1/pages/:slug) or the list of published pages (GET /api/v1/pages): loading,
// the answer, 'missing' (404: no such page, or only a draft) or 'failed' (no answer) with a retry.
import { useCallback, useEffect, useState } from 'react';
import type { PublicPage, PublishedPageSummary } from '@college/shared-types';
import { isApiError, useApi } from '@college/web-kit';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'missing' } | { state: 'failed' };

function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string): [Loaded<T>, () => void] {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    load(controller.signal)
      .then((data) => setResult({ state: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) setResult({ state: 'missing' });
        else {
          console.error('page', key, error);
          setResult({ state: 'failed' });
        }
      });
    return () => controller.abort();
    // `load` is rebuilt on every render; the key says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [result, retry];
}

export function usePublishedPage(slug: string): [Loaded<PublicPage>, () => void] {
  const api = useApi();
  return useLoad(
    async (signal) => (await api.get<{ data: PublicPage }>('page', { params: { slug }, signal })).data,
    `page:${slug}`,
  );
}

export function usePublishedPages(): [Loaded<PublishedPageSummary[]>, () => void] {
  const api = useApi();
  return useLoad(
    async (signal) => (await api.get<{ data: PublishedPageSummary[] }>('pages', { signal })).data,
    'pages',
  );
}
