// Console pages need a signed-in staff member of an allowed role: otherwise the sign-in page, or a refusal.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@college/web-kit/routing';
import { roleAllows, type StaffRole } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Alert, Button, PageSpinner } from '@college/web-kit/ui';
import { ConsoleLayout, PlainLayout } from '../components/console-layout';
import { staffLoginPath, useStaffSession } from '../lib/staff-session';
import { COMMON } from '../lib/texts';

export function RequireStaff({ roles, children }: { roles: readonly StaffRole[] | 'any'; children: ReactNode }) {
  const { t } = useText();
  const { state, reload } = useStaffSession();
  const location = useLocation();
  if (state.status === 'loading') return <PageSpinner label={t(COMMON.loading)} />;
  if (state.status === 'anonymous') {
    return <Navigate to={staffLoginPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (state.status === 'error') {
    return (
      <PlainLayout>
        <Alert tone="error">{t(COMMON.noAnswer)}</Alert>
        <Button onClick={reload}>{t(COMMON.retry)}</Button>
      </PlainLayout>
    );
  }
  const allowed = roles === 'any' || roleAllows(state.staff.role, roles);
  return <ConsoleLayout>{allowed ? children : <Alert tone="warning">{t(COMMON.forbidden)}</Alert>}</ConsoleLayout>;
}
