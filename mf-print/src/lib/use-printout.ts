// Loads a printout's data with the stored token: 'Loading' first, then the data or a message that shows nothing of others.
import { useEffect, useState } from 'react';
import { useShell } from '@college/web-kit';
import { ApiError, storedToken } from './api-client';

export type Printout<T> =
  | { status: 'loading' }
  | { status: 'login' }
  | { status: 'denied'; message: string }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T; token: string };

export function usePrintout<T>(
  load: (apiBase: string, token: string, signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
): Printout<T> {
  const { apiBase } = useShell();
  const [state, setState] = useState<Printout<T>>({ status: 'loading' });
  useEffect(() => {
    const token = storedToken();
    if (!token) {
      setState({ status: 'login' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(apiBase, token, controller.signal)
      .then((data) => setState({ status: 'ready', data, token }))
      .catch((error: Error) => {
        if (error.name === 'AbortError') return;
        // Slip load failures are logged (SPEC §8); the student still gets a message to act on.
        console.error('printout', error);
        if (error instanceof ApiError && error.status === 401) setState({ status: 'login' });
        else if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
          setState({ status: 'denied', message: error.message });
        } else setState({ status: 'error', message: error.message });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiBase, ...deps]);
  return state;
}
