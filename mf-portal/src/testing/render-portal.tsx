// Test harness of the portal's component tests: the shell's props, a fresh jotai store, a memory router and toasts,
// plus the kit's fake API that answers by path. Used only by *.test.tsx files.
import './jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PORTAL_TOAST_MS, createSiteAtoms, type ShellProps, type Student } from '@college/shared-types';
import { ShellProvider } from '@college/web-kit';
import { aStudent, fakeApi } from '@college/web-kit/testing';
import { ToastProvider } from '@college/web-kit/ui';

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
    <ShellProvider shell={shell}>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider duration={PORTAL_TOAST_MS}>
          <Routes>
            <Route path={options.route ?? path.split('?')[0]} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </ToastProvider>
      </MemoryRouter>
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
