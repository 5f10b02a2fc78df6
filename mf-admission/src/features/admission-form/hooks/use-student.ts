// Loads the logged-in student once per page (token from localStorage) and shares it in the site state.
import { useCallback, useEffect, useState } from 'react';
import type { Student } from '@college/shared-types';
import { useShell } from '@college/web-kit';
import { getUser, storedToken } from '../api/get-user';

export type StudentState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'error'; message: string }
  | { status: 'ready'; user: Student; token: string };

export function useStudent(): [StudentState, () => void] {
  const shell = useShell();
  const [state, setState] = useState<StudentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const token = storedToken();
    if (!token) {
      setState({ status: 'anonymous' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getUser(shell.apiBase, token, controller.signal)
      .then((user) => {
        shell.jotaiStore.set(shell.atoms.user, user);
        setState(user ? { status: 'ready', user, token } : { status: 'anonymous' });
      })
      .catch((error: Error) => {
        if (error.name === 'AbortError') return;
        console.error('get-user', error);
        setState({ status: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [shell, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return [state, retry];
}
