// The staff member's session in this browser: the staff token under its own key (never the student's
// 'auth_token'), the signed-in staff member, and the office's API client whose 401 opens the console's sign-in.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  ADMIN_LOGIN_PATH,
  roleAllows,
  type StaffIdentity,
  type StaffRole,
  type ShellProps,
} from '@college/shared-types';
import { createApiClient, currentPage, navigate, tokenStore, useShell, type ApiClient } from '@college/web-kit';
import { getMe } from '../api/me';

export const STAFF_TOKEN_KEY = 'staff_token';

const staffToken = tokenStore(STAFF_TOKEN_KEY);

export function readStaffToken(): string | null {
  return staffToken.read();
}

export function storeStaffToken(token: string): void {
  staffToken.store(token);
}

export function clearStaffToken(): void {
  staffToken.clear();
}

/** The sign-in page that returns to `next` (a console page) afterwards. */
export function staffLoginPath(next?: string | null): string {
  const safe = next && next.startsWith('/admin') && !next.startsWith(ADMIN_LOGIN_PATH) ? next : null;
  return safe ? `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(safe)}` : ADMIN_LOGIN_PATH;
}

export type StaffState =
  | { status: 'loading'; staff: null }
  | { status: 'anonymous'; staff: null }
  | { status: 'error'; staff: null }
  | { status: 'ready'; staff: StaffIdentity };

interface StaffSession {
  state: StaffState;
  api: ApiClient;
  /** After signing in: keep the token and who signed in. */
  signedIn: (token: string, staff: StaffIdentity) => void;
  /** Ends the session here (the API call is the caller's); opens the sign-in page. */
  signedOut: () => void;
  /** Fetches who is signed in again (e.g. after a network failure). */
  reload: () => void;
}

const StaffContext = createContext<StaffSession | null>(null);

let earlyMe: Promise<{ data: StaffIdentity }> | null = null;

/**
 * At the console's start with a staff token: asks who is signed in at once, before the router and the screens have
 * arrived; the provider takes the answer when it first mounts. This call ends no session itself (no 401 hook): the
 * provider does, on its answer.
 */
export function askMeEarly(apiBase: string): void {
  earlyMe = readStaffToken() ? getMe(createApiClient(apiBase, { token: readStaffToken })) : null;
  // Read by the provider, or never (the console left first): a refusal is not an unhandled one.
  earlyMe?.catch(() => undefined);
}

/** Forgets an answer not taken (the console left before it mounted). */
export function dropEarlyMe(): void {
  earlyMe = null;
}

function takeEarlyMe(): Promise<{ data: StaffIdentity }> | null {
  const taken = earlyMe;
  earlyMe = null;
  return taken;
}

function officeClient(shell: ShellProps, onUnauthorized: () => void): ApiClient {
  return createApiClient(shell.apiBase, { token: readStaffToken, onUnauthorized });
}

export function StaffProvider({ children }: { children: ReactNode }) {
  const shell = useShell();
  const [state, setState] = useState<StaffState>(() =>
    readStaffToken() ? { status: 'loading', staff: null } : { status: 'anonymous', staff: null },
  );
  const [attempt, setAttempt] = useState(0);

  const api = useMemo(
    () =>
      officeClient(shell, () => {
        clearStaffToken();
        setState({ status: 'anonymous', staff: null });
        navigate(staffLoginPath(currentPage()), { replace: true });
      }),
    [shell],
  );

  useEffect(() => {
    if (!readStaffToken()) {
      setState({ status: 'anonymous', staff: null });
      return;
    }
    let live = true;
    (takeEarlyMe() ?? getMe(api))
      .then((r) => live && setState({ status: 'ready', staff: r.data }))
      .catch((e: { status?: number }) => {
        if (!live) return;
        // The session is over (the early answer's client has no 401 hook: the token is forgotten here).
        if (e?.status === 401) clearStaffToken();
        setState(e?.status === 401 ? { status: 'anonymous', staff: null } : { status: 'error', staff: null });
      });
    return () => {
      live = false;
    };
  }, [api, attempt]);

  const signedIn = useCallback((token: string, staff: StaffIdentity) => {
    storeStaffToken(token);
    setState({ status: 'ready', staff });
  }, []);
  const signedOut = useCallback(() => {
    clearStaffToken();
    setState({ status: 'anonymous', staff: null });
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, []);
  const reload = useCallback(() => {
    setState({ status: 'loading', staff: null });
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo(() => ({ state, api, signedIn, signedOut, reload }), [state, api, signedIn, signedOut, reload]);
  return <StaffContext.Provider value={value}>{children}</StaffContext.Provider>;
}

export function useStaffSession(): StaffSession {
  const s = useContext(StaffContext);
  if (!s) throw new Error('useStaffSession outside StaffProvider');
  return s;
}

/** The office's API client: the staff token, and a 401 that opens the console's sign-in page. */
export function useOfficeApi(): ApiClient {
  return useStaffSession().api;
}

/** The signed-in staff member (inside RequireStaff, always there). */
export function useStaff(): StaffIdentity {
  const { state } = useStaffSession();
  if (state.status !== 'ready') throw new Error('useStaff outside RequireStaff');
  return state.staff;
}

/** Whether the signed-in staff member may do what any of `roles` may (admin may do everything). */
export function useCan(...roles: StaffRole[]): boolean {
  const { state } = useStaffSession();
  return state.status === 'ready' && roleAllows(state.staff.role, roles);
}
