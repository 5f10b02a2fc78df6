// The logged-in student: get-user once, kept in the shell's jotai store, so moving between modules does not
// fetch it again; fetched again after a call that changes the student. One 401 policy for every call.
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import type { GetUserResponse, ShellProps, Student } from '@college/shared-types';
import { createApiClient, errorMessage, type ApiClient } from './api/client';
import { currentPage, navigate } from './navigation';
import { clearSession, loginPath, readToken, storeToken } from './session';
import { useShell } from './shell';

export type StudentStatus = 'idle' | 'loading' | 'ready' | 'anonymous' | 'error';

interface StudentLoad {
  status: StudentStatus;
  error: string | null;
}

const loads = new WeakMap<ShellProps['atoms'], PrimitiveAtom<StudentLoad>>();
const inFlight = new WeakMap<ShellProps['atoms'], Promise<Student | null>>();
const clients = new WeakMap<ShellProps, ApiClient>();

function loadAtom(shell: ShellProps): PrimitiveAtom<StudentLoad> {
  let a = loads.get(shell.atoms);
  if (!a) {
    a = atom<StudentLoad>({ status: 'idle', error: null });
    loads.set(shell.atoms, a);
  }
  return a;
}

/** The API client of a shell: the 401 policy ends the session; a change to the student refreshes it. */
export function apiClientFor(shell: ShellProps): ApiClient {
  let client = clients.get(shell);
  if (!client) {
    client = createApiClient(shell.apiBase, {
      onUnauthorized: () => endSession(shell, { returnTo: currentPage() }),
      onStudentChanged: () => void loadStudent(shell, { force: true }),
    });
    clients.set(shell, client);
  }
  return client;
}

/** The one API client, bound to the shell's API root and session. */
export function useApi(): ApiClient {
  const shell = useShell();
  return useMemo(() => apiClientFor(shell), [shell]);
}

/**
 * Ends the session in this browser: token and drafts gone, the student out of the site state. With `returnTo`
 * the login page opens and returns there after signing in (the 401 policy); without it the caller moves on.
 */
export function endSession(shell: ShellProps, options: { returnTo?: string } = {}): void {
  clearSession();
  shell.jotaiStore.set(shell.atoms.user, null);
  shell.jotaiStore.set(shell.atoms.isAuthenticated, false);
  shell.jotaiStore.set(loadAtom(shell), { status: 'anonymous', error: null });
  if (options.returnTo !== undefined) navigate(loginPath(options.returnTo), { replace: true });
}

/** Keeps the new token; the student is fetched by the next page that asks for them. */
export function startSession(shell: ShellProps, token: string): void {
  storeToken(token);
  shell.jotaiStore.set(shell.atoms.user, null);
  shell.jotaiStore.set(shell.atoms.isAuthenticated, true);
  shell.jotaiStore.set(loadAtom(shell), { status: 'idle', error: null });
}

/** Fetches get-user into the shell's store (once at a time); `force` fetches again even when known. */
export function loadStudent(shell: ShellProps, options: { force?: boolean } = {}): Promise<Student | null> {
  const { jotaiStore: store, atoms } = shell;
  const state = loadAtom(shell);
  const running = inFlight.get(atoms);
  if (running) return running;
  if (!options.force && store.get(state).status === 'ready') return Promise.resolve(store.get(atoms.user));
  if (!readToken()) {
    store.set(atoms.user, null);
    store.set(atoms.isAuthenticated, false);
    store.set(state, { status: 'anonymous', error: null });
    return Promise.resolve(null);
  }
  if (store.get(state).status !== 'ready') store.set(state, { status: 'loading', error: null });
  const promise = apiClientFor(shell)
    .get<GetUserResponse>('getUser')
    .then((body) => {
      store.set(atoms.user, body.user);
      store.set(atoms.isAuthenticated, true);
      store.set(state, { status: 'ready', error: null });
      return body.user;
    })
    .catch((error: unknown) => {
      // A 401 has already ended the session (and opened the login page).
      if (store.get(state).status !== 'anonymous') {
        console.error('get-user', error);
        store.set(state, { status: 'error', error: errorMessage(error, 'Could not load your details.') });
      }
      return null;
    })
    .finally(() => inFlight.delete(atoms));
  inFlight.set(atoms, promise);
  return promise;
}

export interface CurrentStudent {
  student: Student | null;
  /** 'loading' until get-user answers; 'anonymous' without a session; 'error' when it could not be fetched. */
  status: StudentStatus;
  error: string | null;
  /** Fetches the student again (after a change the API made on its own, e.g. a payment). */
  reload: () => Promise<Student | null>;
}

export function useCurrentStudent(): CurrentStudent {
  const shell = useShell();
  const { jotaiStore: store, atoms } = shell;
  const state = loadAtom(shell);
  const subscribe = useCallback(
    (cb: () => void) => {
      const a = store.sub(atoms.user, cb);
      const b = store.sub(state, cb);
      return () => {
        a();
        b();
      };
    },
    [store, atoms, state],
  );
  // The same on the server and while hydrating: the store holds what the page was rendered from.
  const getStudent = () => store.get(atoms.user);
  const getLoad = () => store.get(state);
  const student = useSyncExternalStore(subscribe, getStudent, getStudent);
  const load = useSyncExternalStore(subscribe, getLoad, getLoad);
  // A student already in the store before any call (a page the server rendered for them, decision 017) is shown
  // at once, as the server showed them, and not fetched again.
  const idle = load.status === 'idle';
  useEffect(() => {
    if (idle && !student) void loadStudent(shell);
  }, [shell, idle, student]);
  const reload = useCallback(() => loadStudent(shell, { force: true }), [shell]);
  const status: StudentStatus = idle ? (student ? 'ready' : readToken() ? 'loading' : 'anonymous') : load.status;
  return { student: status === 'ready' ? student : null, status, error: load.error, reload };
}
