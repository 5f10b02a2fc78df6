// Test harness of the portal's component tests: the shell's props, a fresh jotai store, a memory router and toasts,
// plus a fetch stand-in that answers by path. Used only by *.test.tsx files.
import './jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createSiteAtoms, type ShellProps, type Student } from '@college/shared-types';
import { ShellContext } from '@college/web-kit';
import { ToastProvider } from '../lib/toast';

(globalThis as unknown as { __MODULE_VERSION__: string }).__MODULE_VERSION__ = '1.0.0-test';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface RenderOptions {
  /** The URL the memory router starts at. */
  path?: string;
  /** The route pattern the element is mounted at (defaults to the path without its query). */
  route?: string;
  user?: Student | null;
}

export function renderPortal(element: ReactElement, options: RenderOptions = {}) {
  const path = options.path ?? '/';
  const jotaiStore = createStore();
  const atoms = createSiteAtoms();
  if (options.user !== undefined) jotaiStore.set(atoms.user, options.user);
  const shell: ShellProps = {
    jotaiStore,
    atoms,
    apiBase: '/api',
    versions: { 'mf-portal': '1.0.0-test' },
    siteVersion: '14.10.0',
  };
  const utils = render(
    <ShellContext.Provider value={shell}>
      <JotaiProvider store={jotaiStore}>
        <MemoryRouter initialEntries={[path]}>
          <ToastProvider>
            <Routes>
              <Route path={options.route ?? path.split('?')[0]} element={element} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </ToastProvider>
        </MemoryRouter>
      </JotaiProvider>
    </ShellContext.Provider>,
  );
  return { ...utils, shell, jotaiStore, atoms, location: () => screen.getByTestId('location').textContent };
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export interface FetchCall {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces fetch: each path answers with the given answer (or a function of the call). A path with no answer
 * rejects as the network would. Answers the list of calls made.
 */
export function fakeFetch(
  answers: Record<string, FakeAnswer | ((call: FetchCall) => FakeAnswer | Promise<FakeAnswer>) | 'network-error'>,
): FetchCall[] {
  const calls: FetchCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(Object.entries((init.headers as Record<string, string>) ?? {}));
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = Object.fromEntries(new URLSearchParams(init.body));
      }
    }
    const call: FetchCall = { path: url.pathname, method: init.method ?? 'GET', headers, body };
    calls.push(call);
    const answer = answers[url.pathname];
    if (!answer || answer === 'network-error') throw new TypeError('Failed to fetch');
    const a = typeof answer === 'function' ? await answer(call) : answer;
    const status = a.status ?? 200;
    // jsdom has no Response: a minimal one with what the portal reads.
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => a.body ?? {},
      blob: async () => new Blob(['x']),
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

/** A student as get-user answers it; override what a test is about. */
export function aStudent(over: Partial<Student> = {}): Student {
  return {
    name: 'Reena Devi',
    email: 'reena@example.com',
    phone_number: '9876543210',
    gender: 'F',
    category: 'OBC',
    profile_photo: '0',
    academic_level: null,
    course_name: null,
    course_year: null,
    admission_code: null,
    refrence_roll: null,
    same_state: null,
    status: 0,
    is_admission_submitted: false,
    is_admission_fee_payed: false,
    fee_to_pay: null,
    admission_form_code: null,
    documents: [],
    transactions: [],
    ...over,
  };
}

/** A student whose profile is complete (photo included). */
export function aProfiledStudent(over: Partial<Student> = {}): Student {
  return aStudent({
    gender: 'F',
    category: 'OBC',
    profile_photo: 'https://cdn.example.com/p.png',
    academic_level: 'UG',
    course_name: 'BCOM',
    course_year: 1,
    admission_code: 'New',
    same_state: 1,
    ...over,
  });
}

export const paidChalan = {
  txnid: 'RTX50',
  amount: '50.00',
  status: 'success',
  created_at: '',
  addedon: '2026-07-01 10:30:00',
};
