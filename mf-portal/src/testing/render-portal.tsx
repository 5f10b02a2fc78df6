// Test harness of the portal's component tests: the shell's props, a fresh jotai store, the page's address in
// jsdom's history (the portal's router reads window.location) and toasts, plus the kit's fake API that answers by
// path. Used only by *.test.tsx files.
import './jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { PORTAL_TOAST_MS, type ShellProps, type Student } from '@college/shared-types';
import { ShellProvider } from '@college/web-kit';
import { createSiteAtoms } from '@college/web-kit/site-state';
import { aStudent, fakeApi } from '@college/web-kit/testing';
import { ToastProvider } from '@college/web-kit/ui';
import { useLocation } from '@college/web-kit/routing';

(globalThis as unknown as { __MODULE_VERSION__: string }).__MODULE_VERSION__ = '1.0.0-test';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** The element while the address is on the path it was opened at, as the portal's routes mount a page. */
function AtPath({ path, children }: { path: string; children: ReactElement }) {
  return useLocation().pathname === path ? children : null;
}

export interface RenderOptions {
  /** The page's address (path and query) when the element renders. */
  path?: string;
  user?: Student | null;
}

export function renderPortal(element: ReactElement, options: RenderOptions = {}) {
  const path = options.path ?? '/';
  window.history.replaceState(null, '', path);
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
    <ShellProvider shell={shell}>
      <ToastProvider duration={PORTAL_TOAST_MS}>
        <AtPath path={path.split('?')[0] ?? path}>{element}</AtPath>
        <LocationProbe />
      </ToastProvider>
    </ShellProvider>,
  );
  return { ...utils, shell, jotaiStore, atoms, location: () => screen.getByTestId('location').textContent };
}

export type { ApiCall as FetchCall, FakeAnswer } from '@college/web-kit/testing';

/**
 * Answers the kit's API client by path (a function answers from the call); a path with no answer fails as the
 * network would. Returns the list of calls made.
 */
export const fakeFetch = fakeApi;

/** A student as get-user answers it (the kit's one test student); override what a test is about. */
export { aStudent };

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
