// Test harness of the console's component tests: the shell, a signed-in staff member (or none), a memory router
// at a console path, and the kit's fakeApi behind the office's client. Used only by *.test.tsx files.
import './jsdom-polyfills';
import { configure, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@college/web-kit/routing';
import type { StaffIdentity, StaffRole } from '@college/shared-types';
import { ShellProvider } from '@college/web-kit';
import { testShell } from '@college/web-kit/testing';
import { ToastProvider } from '@college/web-kit/ui';
import { RequireStaff } from '../app/require-staff';
import { STAFF_TOKEN_KEY, StaffProvider } from '../lib/staff-session';

// Five people share two cores: the first render of a file can take seconds.
(globalThis as unknown as { __MODULE_VERSION__: string }).__MODULE_VERSION__ = '1.0.0-test';
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function aStaff(role: StaffRole = 'verifier', over: Partial<StaffIdentity> = {}): StaffIdentity {
  return { id: 2, email: `${role}@college.local`, name: `Test ${role}`, role, ...over };
}

/** The answer of GET /api/admin/me for the fake API. */
export const meAnswer = (staff: StaffIdentity) => ({ body: { data: staff } });

export interface ConsoleRender {
  path: string;
  /** The route pattern (default: the path without its query). */
  route?: string;
  /** Signed-in staff: a token is stored; the screen is wrapped in the role check and the console layout. */
  staff?: StaffIdentity | null;
  roles?: readonly StaffRole[] | 'any';
  language?: 'en' | 'hi';
}

export function renderConsole(element: ReactElement, options: ConsoleRender) {
  localStorage.clear();
  if (options.staff) localStorage.setItem(STAFF_TOKEN_KEY, 'staff-token-1');
  const shell = testShell({ language: options.language ?? 'en' });
  const route = options.route ?? options.path.split('?')[0] ?? '/';
  const wrapped = options.staff ? <RequireStaff roles={options.roles ?? 'any'}>{element}</RequireStaff> : element;
  const utils = render(
    <ShellProvider shell={shell}>
      <StaffProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[options.path]}>
            <Routes>
              <Route path={route} element={wrapped} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ToastProvider>
      </StaffProvider>
    </ShellProvider>,
  );
  return { ...utils, shell, location: () => screen.getByTestId('location').textContent };
}
