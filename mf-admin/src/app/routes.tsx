// Console pages by URL. Which paths this module owns is the shared route table (shared-types routes.ts,
// module 'mf-admin'); this table names the screen of each one and the roles that may open it. Each screen is a
// chunk of its own (screen-chunks.ts), fetched when its address is first opened (and at once for the address the
// console starts on, see lifecycles.tsx): the queue page does not download the content editors, the counter or the merit rounds.
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from '@college/web-kit/routing';
import { ROUTES, type StaffRole } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { PageSpinner } from '@college/web-kit/ui';
import { PlainLayout } from '../components/console-layout';
import { homeFor } from '../lib/sections';
import { useStaffSession } from '../lib/staff-session';
import { COMMON } from '../lib/texts';
import { RequireStaff } from './require-staff';
import { SCREEN_CHUNKS } from './screen-chunks';

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

const signIn = page(SCREEN_CHUNKS['/admin/login'], (m) => m.SignInPage);

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
    ...page(SCREEN_CHUNKS['/admin/set-password'], (m) => m.SetPasswordPage),
    roles: null,
  },
  '/admin/password': {
    ...page(SCREEN_CHUNKS['/admin/password'], (m) => m.PasswordPage),
    roles: 'any',
  },
  '/admin/overview': {
    ...page(SCREEN_CHUNKS['/admin/overview'], (m) => m.OverviewPage),
    roles: ['verifier', 'accounts'],
  },
  '/admin/applicants': {
    ...page(SCREEN_CHUNKS['/admin/applicants'], (m) => m.QueuePage),
    roles: ['verifier', 'accounts'],
  },
  '/admin/applicants/:id': {
    ...page(SCREEN_CHUNKS['/admin/applicants/:id'], (m) => m.ApplicantPage),
    roles: ['verifier', 'accounts'],
  },
  '/admin/payments': {
    ...page(SCREEN_CHUNKS['/admin/payments'], (m) => m.PaymentsPage),
    roles: ['accounts'],
  },
  '/admin/payments/report': {
    ...page(SCREEN_CHUNKS['/admin/payments/report'], (m) => m.ReportPage),
    roles: ['accounts'],
  },
  '/admin/counter': {
    ...page(SCREEN_CHUNKS['/admin/counter'], (m) => m.CounterPage),
    roles: ['accounts'],
  },
  '/admin/day-book': {
    ...page(SCREEN_CHUNKS['/admin/day-book'], (m) => m.DayBookPage),
    roles: ['accounts'],
  },
  '/admin/settings': {
    ...page(SCREEN_CHUNKS['/admin/settings'], (m) => m.SettingsPage),
    roles: [],
  },
  '/admin/seats': {
    ...page(SCREEN_CHUNKS['/admin/seats'], (m) => m.SeatMatrixPage),
    roles: [],
  },
  '/admin/merit': {
    ...page(SCREEN_CHUNKS['/admin/merit'], (m) => m.MeritPage),
    roles: ['verifier', 'accounts'],
  },
  '/admin/admitted': {
    ...page(SCREEN_CHUNKS['/admin/admitted'], (m) => m.AdmittedPage),
    roles: ['verifier', 'accounts'],
  },
  '/admin/staff': {
    ...page(SCREEN_CHUNKS['/admin/staff'], (m) => m.StaffPage),
    roles: [],
  },
  '/admin/audit': {
    ...page(SCREEN_CHUNKS['/admin/audit'], (m) => m.AuditPage),
    roles: [],
  },
  '/admin/messages': {
    ...page(SCREEN_CHUNKS['/admin/messages'], (m) => m.MessagesPage),
    roles: ['verifier', 'accounts'],
  },
  '/admin/content': {
    ...page(SCREEN_CHUNKS['/admin/content'], (m) => m.ContentPage),
    roles: ['editor'],
  },
  '/admin/content/:kind': {
    ...page(SCREEN_CHUNKS['/admin/content/:kind'], (m) => m.ContentKindPage),
    roles: ['editor'],
  },
};

/** The paths the shared route table gives this module that have a screen here: the ones that mount. */
export const MOUNTED_PATHS = ROUTES.filter((r) => r.module === 'mf-admin' && SCREENS[r.path]).map((r) => r.path);

/** While a screen's code arrives: one line where the screen will be, a screen high, in the console's frame: neither
 * the header above nor the footer below moves when the screen comes. */
function ScreenLoading() {
  const { t } = useText();
  return (
    <p role="status" style={{ margin: 0, minHeight: '100vh' }}>
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
