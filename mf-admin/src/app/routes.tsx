// Console pages by URL. Which paths this module owns is the shared route table (shared-types routes.ts,
// module 'mf-admin'); this table names the screen of each one and the roles that may open it. Each screen is a
// chunk of its own, fetched when its address is first opened (and at once for the address the console starts on,
// see preloadScreen): the queue page does not download the content editors, the counter or the merit rounds.
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES, type StaffRole } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { PageSpinner } from '@college/web-kit/ui';
import { PlainLayout } from '../components/console-layout';
import { homeFor } from '../lib/sections';
import { useStaffSession } from '../lib/staff-session';
import { COMMON } from '../lib/texts';
import { RequireStaff } from './require-staff';

interface Screen {
  element: ReactNode;
  /** null: open to anyone (sign in, set password); 'any': every signed-in role. */
  roles: readonly StaffRole[] | 'any' | null;
  /** Starts fetching the screen's code (the same request the screen's first render waits for). */
  preload?: () => Promise<unknown>;
}

/** A screen whose code is a chunk of its own: its element, and the fetch of its chunk to start early. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): Pick<Screen, 'element' | 'preload'> {
  const Page = lazy(() => load().then((m) => ({ default: pick(m) })));
  return { element: <Page />, preload: load };
}

const signIn = page(
  () => import('../features/sign-in/sign-in-page'),
  (m) => m.SignInPage,
);

/** `/admin`: the sign-in page, or the signed-in staff member's first section. */
function ConsoleHome() {
  const { t } = useText();
  const { state } = useStaffSession();
  if (state.status === 'loading') return <PageSpinner label={t(COMMON.loading)} />;
  if (state.status === 'ready') return <Navigate to={homeFor(state.staff.role)} replace />;
  return signIn.element;
}

export const SCREENS: Record<string, Screen> = {
  '/admin': { element: <ConsoleHome />, roles: null, preload: signIn.preload },
  '/admin/login': { ...signIn, roles: null },
  '/admin/set-password': {
    ...page(
      () => import('../features/set-password/set-password-page'),
      (m) => m.SetPasswordPage,
    ),
    roles: null,
  },
  '/admin/password': {
    ...page(
      () => import('../features/password/password-page'),
      (m) => m.PasswordPage,
    ),
    roles: 'any',
  },
  '/admin/overview': {
    ...page(
      () => import('../features/overview/overview-page'),
      (m) => m.OverviewPage,
    ),
    roles: ['verifier', 'accounts'],
  },
  '/admin/applicants': {
    ...page(
      () => import('../features/queue/queue-page'),
      (m) => m.QueuePage,
    ),
    roles: ['verifier', 'accounts'],
  },
  '/admin/applicants/:id': {
    ...page(
      () => import('../features/applicant/applicant-page'),
      (m) => m.ApplicantPage,
    ),
    roles: ['verifier', 'accounts'],
  },
  '/admin/payments': {
    ...page(
      () => import('../features/payments/payments-page'),
      (m) => m.PaymentsPage,
    ),
    roles: ['accounts'],
  },
  '/admin/payments/report': {
    ...page(
      () => import('../features/payments/report-page'),
      (m) => m.ReportPage,
    ),
    roles: ['accounts'],
  },
  '/admin/counter': {
    ...page(
      () => import('../features/counter/counter-page'),
      (m) => m.CounterPage,
    ),
    roles: ['accounts'],
  },
  '/admin/day-book': {
    ...page(
      () => import('../features/day-book/day-book-page'),
      (m) => m.DayBookPage,
    ),
    roles: ['accounts'],
  },
  '/admin/settings': {
    ...page(
      () => import('../features/settings/settings-page'),
      (m) => m.SettingsPage,
    ),
    roles: [],
  },
  '/admin/seats': {
    ...page(
      () => import('../features/seat-matrix/seat-matrix-page'),
      (m) => m.SeatMatrixPage,
    ),
    roles: [],
  },
  '/admin/merit': {
    ...page(
      () => import('../features/merit/merit-page'),
      (m) => m.MeritPage,
    ),
    roles: ['verifier', 'accounts'],
  },
  '/admin/admitted': {
    ...page(
      () => import('../features/admitted/admitted-page'),
      (m) => m.AdmittedPage,
    ),
    roles: ['verifier', 'accounts'],
  },
  '/admin/staff': {
    ...page(
      () => import('../features/staff/staff-page'),
      (m) => m.StaffPage,
    ),
    roles: [],
  },
  '/admin/audit': {
    ...page(
      () => import('../features/audit/audit-page'),
      (m) => m.AuditPage,
    ),
    roles: [],
  },
  '/admin/content': {
    ...page(
      () => import('../features/content/content-page'),
      (m) => m.ContentPage,
    ),
    roles: ['editor'],
  },
  '/admin/content/:kind': {
    ...page(
      () => import('../features/content/content-kinds'),
      (m) => m.ContentKindPage,
    ),
    roles: ['editor'],
  },
};

/** The paths the shared route table gives this module that have a screen here: the ones that mount. */
export const MOUNTED_PATHS = ROUTES.filter((r) => r.module === 'mf-admin' && SCREENS[r.path]).map((r) => r.path);

/** The screen of an address's path (`:name` matches one segment), or null. */
export function screenPathOf(pathname: string): string | null {
  const parts = pathname.replace(/\/+$/, '').split('/');
  return (
    MOUNTED_PATHS.find((path) => {
      const want = path.split('/');
      return want.length === parts.length && want.every((w, i) => w.startsWith(':') || w === parts[i]);
    }) ?? null
  );
}

/** Starts fetching the code of the screen at `pathname` while the session is still being asked for. */
export function preloadScreen(pathname: string): void {
  const path = screenPathOf(pathname);
  // A failed fetch is the screen's to show (its lazy element fetches again and fails into the module's boundary).
  if (path) SCREENS[path]?.preload?.().catch(() => undefined);
}

/** While a screen's code arrives: one line where the screen will be, in the console's frame (nothing moves). */
function ScreenLoading() {
  const { t } = useText();
  return (
    <p role="status" style={{ margin: 0, minHeight: '50vh' }}>
      {t(COMMON.loading)}
    </p>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {MOUNTED_PATHS.map((path) => {
        const screen = SCREENS[path] as Screen;
        const element =
          screen.roles === null ? (
            <Suspense
              fallback={
                <PlainLayout>
                  <ScreenLoading />
                </PlainLayout>
              }
            >
              {screen.element}
            </Suspense>
          ) : (
            <RequireStaff roles={screen.roles}>
              <Suspense fallback={<ScreenLoading />}>{screen.element}</Suspense>
            </RequireStaff>
          );
        return <Route key={path} path={path} element={element} />;
      })}
      {/* Only reached for an instant while single-spa hands the page to another module. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
