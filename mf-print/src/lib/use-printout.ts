// Loads a printout's data with the student's session: 'Loading' first, then the data or a message that shows
// nothing of others. An ended session goes to the login page (the kit's one 401 policy).
import { useEffect, useRef, useState } from 'react';
import { isApiError, readToken, useApi, type ApiClient } from '@college/web-kit';

export type Printout<T> =
  | { status: 'loading' }
  | { status: 'login' }
  | { status: 'denied'; message: string }
  /** The record exists and is the reader's, but cannot be printed now (e.g. a form reopened for correction). */
  | { status: 'held'; message: string; messageHi?: string }
  | { status: 'error'; message: string; messageHi?: string }
  | { status: 'ready'; data: T };

/** The Hindi message (`message_hi`) an API refusal carries, if any. */
function hindiOf(body: unknown): string | undefined {
  const hi = (body as { message_hi?: unknown } | null)?.message_hi;
  return typeof hi === 'string' && hi ? hi : undefined;
}

/** `key` names what is loaded (e.g. the admission code): a new key loads again. */
export function usePrintout<T>(load: (api: ApiClient, signal: AbortSignal) => Promise<T>, key: string): Printout<T> {
  const api = useApi();
  const [state, setState] = useState<Printout<T>>({ status: 'loading' });
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    if (!readToken()) {
      setState({ status: 'login' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    loader
      .current(api, controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: Error) => {
        if (error.name === 'AbortError' || error.name === 'CanceledError') return;
        // Slip load failures are logged (SPEC §8); the student still gets a message to act on.
        console.error('printout', error);
        const messageHi = isApiError(error) ? hindiOf(error.body) : undefined;
        if (isApiError(error) && error.status === 401) setState({ status: 'login' });
        else if (isApiError(error) && (error.status === 403 || error.status === 404)) {
          setState({ status: 'denied', message: error.message });
        } else if (isApiError(error) && error.status === 409) {
          setState({ status: 'held', message: error.message, messageHi });
        } else setState({ status: 'error', message: error.message, messageHi });
      });
    return () => controller.abort();
  }, [api, key]);
  return state;
}
