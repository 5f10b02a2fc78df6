// Console pages by URL. Which paths this module owns is the shared route table (shared-types routes.ts,
// module 'mf-admin'); this table names the screen of each one and the roles that may open it.
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES, type StaffRole } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { PageSpinner } from '@college/web-kit/ui';
import { AdmittedPage } from '../features/admitted/admitted-page';
import { ApplicantPage } from '../features/applicant/applicant-page';
import { AuditPage } from '../features/audit/audit-page';
import { ContentPage } from '../features/content/content-page';
import { CounterPage } from '../features/counter/counter-page';
import { DayBookPage } from '../features/day-book/day-book-page';
import { ContentKindPage } from '../features/content/content-kinds';
import { MeritPage } from '../features/merit/merit-page';
import { MessagesPage } from '../features/messages/messages-page';
import { OverviewPage } from '../features/overview/overview-page';
import { PasswordPage } from '../features/password/password-page';
import { PaymentsPage } from '../features/payments/payments-page';
import { ReportPage } from '../features/payments/report-page';
import { QueuePage } from '../features/queue/queue-page';
import { SetPasswordPage } from '../features/set-password/set-password-page';
import { SeatMatrixPage } from '../features/seat-matrix/seat-matrix-page';
import { SettingsPage } from '../features/settings/settings-page';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { StaffPage } from '../features/staff/staff-page';
import { homeFor } from '../lib/sections';
import { useStaffSession } from '../lib/staff-session';
import { COMMON } from '../lib/texts';
import { RequireStaff } from './require-staff';

interface Screen {
  element: ReactNode;
  /** null: open to anyone (sign in, set password); 'any': every signed-in role. */
  roles: readonly StaffRole[] | 'any' | null;
}

/** `/admin`: the sign-in page, or the signed-in staff member's first section. */
function ConsoleHome() {
  const { t } = useText();
  const { state } = useStaffSession();
  if (state.status === 'loading') return <PageSpinner label={t(COMMON.loading)} />;
  if (state.status === 'ready') return <Navigate to={homeFor(state.staff.role)} replace />;
  return <SignInPage />;
}

export const SCREENS: Record<string, Screen> = {
  '/admin': { element: <ConsoleHome />, roles: null },
  '/admin/login': { element: <SignInPage />, roles: null },
  '/admin/set-password': { element: <SetPasswordPage />, roles: null },
  '/admin/password': { element: <PasswordPage />, roles: 'any' },
  '/admin/overview': { element: <OverviewPage />, roles: ['verifier', 'accounts'] },
  '/admin/applicants': { element: <QueuePage />, roles: ['verifier', 'accounts'] },
  '/admin/applicants/:id': { element: <ApplicantPage />, roles: ['verifier', 'accounts'] },
  '/admin/payments': { element: <PaymentsPage />, roles: ['accounts'] },
  '/admin/payments/report': { element: <ReportPage />, roles: ['accounts'] },
  '/admin/counter': { element: <CounterPage />, roles: ['accounts'] },
  '/admin/day-book': { element: <DayBookPage />, roles: ['accounts'] },
  '/admin/settings': { element: <SettingsPage />, roles: [] },
  '/admin/seats': { element: <SeatMatrixPage />, roles: [] },
  '/admin/merit': { element: <MeritPage />, roles: ['verifier', 'accounts'] },
  '/admin/admitted': { element: <AdmittedPage />, roles: ['verifier', 'accounts'] },
  '/admin/staff': { element: <StaffPage />, roles: [] },
  '/admin/audit': { element: <AuditPage />, roles: [] },
  '/admin/messages': { element: <MessagesPage />, roles: ['verifier', 'accounts'] },
  '/admin/content': { element: <ContentPage />, roles: ['editor'] },
  '/admin/content/:kind': { element: <ContentKindPage />, roles: ['editor'] },
};

/** The paths the shared route table gives this module that have a screen here: the ones that mount. */
export const MOUNTED_PATHS = ROUTES.filter((r) => r.module === 'mf-admin' && SCREENS[r.path]).map((r) => r.path);

export function AppRoutes() {
  return (
    <Routes>
      {MOUNTED_PATHS.map((path) => {
        const screen = SCREENS[path] as Screen;
        const element =
          screen.roles === null ? screen.element : <RequireStaff roles={screen.roles}>{screen.element}</RequireStaff>;
        return <Route key={path} path={path} element={element} />;
      })}
      {/* Only reached for an instant while single-spa hands the page to another module. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
