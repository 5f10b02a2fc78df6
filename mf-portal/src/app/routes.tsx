// Portal pages by URL. Which paths this module owns is the shared route table (shared-types routes.ts, module
// 'mf-portal'); this table names the page of each one and whether it needs a signed-in student.
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@college/shared-types';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { ForgotPasswordPage } from '../features/forgot-password/forgot-password-page';
import { LoginPage } from '../features/login/login-page';
import { PaymentFormPage } from '../features/payment/payment-form-page';
import { PaymentFailedPage } from '../features/payment-result/payment-failed-page';
import { PaymentSuccessPage } from '../features/payment-result/payment-success-page';
import { ProfileModal } from '../features/profile/profile-modal';
import { RegisterPage } from '../features/register/register-page';
import { ResetPasswordPage } from '../features/reset-password/reset-password-page';
import { RequireToken } from './require-token';

interface Screen {
  element: ReactNode;
  /** true: only for a signed-in student (the login page otherwise). */
  signedIn: boolean;
}

export const SCREENS: Record<string, Screen> = {
  '/student/login': { element: <LoginPage />, signedIn: false },
  '/student/register': { element: <RegisterPage />, signedIn: false },
  '/student/forgot-password': { element: <ForgotPasswordPage />, signedIn: false },
  '/student/reset-password': { element: <ResetPasswordPage />, signedIn: false },
  '/student/dashboard': {
    element: <DashboardPage renderProfileDialog={(props) => <ProfileModal {...props} />} />,
    signedIn: true,
  },
  '/student/payment': { element: <PaymentFormPage purpose="registration" />, signedIn: true },
  '/student/admission/payment': { element: <PaymentFormPage purpose="admission" />, signedIn: true },
  '/admission/student/payment/success': { element: <PaymentSuccessPage purpose="registration" />, signedIn: false },
  '/admission/student/payment/failed': { element: <PaymentFailedPage />, signedIn: false },
  '/admission/student/admission/payment/success': {
    element: <PaymentSuccessPage purpose="admission" />,
    signedIn: false,
  },
  '/admission/student/admission/payment/failed': { element: <PaymentFailedPage />, signedIn: false },
};

/** The paths the shared route table gives this module that have a page here: the ones that mount. */
export const MOUNTED_PATHS = ROUTES.filter((r) => r.module === 'mf-portal' && SCREENS[r.path]).map((r) => r.path);

export function AppRoutes() {
  const route = (path: string, screen: Screen) => <Route key={path} path={path} element={screen.element} />;
  return (
    <Routes>
      {MOUNTED_PATHS.filter((p) => !SCREENS[p]?.signedIn).map((p) => route(p, SCREENS[p] as Screen))}
      <Route element={<RequireToken />}>
        {MOUNTED_PATHS.filter((p) => SCREENS[p]?.signedIn).map((p) => route(p, SCREENS[p] as Screen))}
      </Route>
      {/* Only reached for an instant while single-spa hands the page to another module. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
