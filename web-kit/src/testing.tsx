// Test support for every module (tests only): a shell of props around a tree, and a fake API behind the one
// client. Never imported by production code.
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createStore, type ExtractAtomValue } from 'jotai/vanilla';
import { SITE_VERSION, type ShellProps, type SiteAtoms, type Student } from '@college/shared-types';
import { setTransportForTests, type TransportRequest, type TransportResponse } from './api/client';
import { ShellProvider } from './shell';
import { createSiteAtoms } from './site-state';

type SiteValues = { [K in keyof SiteAtoms]?: ExtractAtomValue<SiteAtoms[K]> };

/** Shell props with a fresh store; `values` fill atoms (e.g. { dataLoaded: true, user }). */
export function testShell(values: SiteValues = {}, over: Partial<ShellProps> = {}): ShellProps {
  const jotaiStore = createStore();
  const atoms = createSiteAtoms();
  for (const [key, value] of Object.entries(values)) {
    jotaiStore.set(atoms[key as keyof SiteAtoms] as SiteAtoms['dataLoaded'], value as never);
  }
  return {
    jotaiStore,
    atoms,
    apiBase: '/api',
    versions: {},
    siteVersion: SITE_VERSION,
    ...over,
  };
}

/** Renders inside a shell (the given one, or testShell()). */
export function renderInShell(ui: ReactElement, shell: ShellProps = testShell(), options?: RenderOptions) {
  return { shell, ...render(<ShellProvider shell={shell}>{ui}</ShellProvider>, options) };
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export interface ApiCall {
  path: string;
  method: string;
  headers: Record<string, string>;
  query: Record<string, string>;
  /** JSON bodies parsed, URL-encoded forms and FormData as plain objects. */
  body: unknown;
}

type Answer =
  | FakeAnswer
  | ((call: ApiCall) => FakeAnswer | 'network-error' | Promise<FakeAnswer | 'network-error'>)
  | 'network-error';

function bodyOf(data: unknown): unknown {
  if (typeof data === 'string') {
    try {
      return JSON.parse(data);
    } catch {
      return Object.fromEntries(new URLSearchParams(data));
    }
  }
  if (typeof FormData !== 'undefined' && data instanceof FormData) return Object.fromEntries(data.entries());
  return data;
}

/**
 * Answers the API client's calls by path ('/api/v2/get-user': { body: { user } }); a key ending in '/' answers
 * every path under it ('/api/v2/verify/'). A path without an answer fails as the network would. Returns the
 * list of calls made, in order.
 */
export function fakeApi(answers: Record<string, Answer>): ApiCall[] {
  const calls: ApiCall[] = [];
  const noAnswer = () => new TypeError('Network error');
  setTransportForTests(async (r: TransportRequest): Promise<TransportResponse> => {
    const url = new URL(r.url, 'http://localhost');
    const call: ApiCall = {
      path: url.pathname,
      method: r.method,
      headers: { ...r.headers },
      query: {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(
          Object.entries(r.query ?? {})
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        ),
      },
      body: bodyOf(r.body),
    };
    calls.push(call);
    const prefix = Object.keys(answers)
      .filter((k) => k.endsWith('/') && url.pathname.startsWith(k))
      .sort((a, b) => b.length - a.length)[0];
    const answer = answers[url.pathname] ?? (prefix ? answers[prefix] : undefined);
    if (!answer || answer === 'network-error') throw noAnswer();
    // An upload reports half its bytes before the answer is made, and the rest after.
    r.onUploadProgress?.(0.5);
    const a = typeof answer === 'function' ? await answer(call) : answer;
    if (a === 'network-error') throw noAnswer();
    r.onUploadProgress?.(1);
    const status = a.status ?? 200;
    const ok = status >= 200 && status < 300;
    return { status, body: ok && r.responseType === 'blob' ? new Blob(['x']) : (a.body ?? {}) };
  });
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
