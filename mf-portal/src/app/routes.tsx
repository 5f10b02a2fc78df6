// Portal pages by URL. Which paths this module owns is the shared route table (shared-types routes.ts, module
// 'mf-portal'); this table names the page of each one and whether it needs a signed-in student. Each page is its
// own chunk, so the login page downloads neither the dashboard, the profile form nor the libraries only they use.
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { ROUTES, matchPath } from '@college/shared-types';
import { TakeOverPresses } from '@college/web-kit';
import { RequireToken } from './require-token';
import { useLocation } from '@college/web-kit/routing';

/** A page of the module, loaded when first shown. */
function page<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

const LoginPage = page(() => import('../features/login/login-page').then((m) => m.LoginPage));
const RegisterPage = page(() => import('../features/register/register-page').then((m) => m.RegisterPage));
const ForgotPasswordPage = page(() =>
  import('../features/forgot-password/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = page(() =>
  import('../features/reset-password/reset-password-page').then((m) => m.ResetPasswordPage),
);
// Named by its path, so the site server asks for its code with the page (chunk-groups.json, deploy's index-page.ts).
const DashboardPage = page(() =>
  import(/* webpackChunkName: "screen.student.dashboard" */ '../features/dashboard/dashboard-page').then(
    (m) => m.DashboardPage,
  ),
);
const ProfileModal = page(() => import('../features/profile/profile-modal').then((m) => m.ProfileModal));
const PaymentFormPage = page(() => import('../features/payment/payment-form-page').then((m) => m.PaymentFormPage));
const PaymentSuccessPage = page(() =>
  import('../features/payment-result/payment-success-page').then((m) => m.PaymentSuccessPage),
);
const PaymentFailedPage = page(() =>
  import('../features/payment-result/payment-failed-page').then((m) => m.PaymentFailedPage),
);

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
    element: (
      <DashboardPage
        renderProfileDialog={(props) => (
          <Suspense fallback={null}>
            <ProfileModal {...props} />
          </Suspense>
        )}
      />
    ),
    signedIn: true,
  },
  '/student/payment': { element: <PaymentFormPage purpose="registration" />, signedIn: true },
  '/student/admission/payment': { element: <PaymentFormPage purpose="admission" />, signedIn: true },
  '/admission/student/payment/success': { element: <PaymentSuccessPage purpose="registration" />, signedIn: false },
  '/admission/student/payment/failed': { element: <PaymentFailedPage purpose="registration" />, signedIn: false },
  '/admission/student/admission/payment/success': {
    element: <PaymentSuccessPage purpose="admission" />,
    signedIn: false,
  },
  '/admission/student/admission/payment/failed': {
    element: <PaymentFailedPage purpose="admission" />,
    signedIn: false,
  },
};

/** The paths the shared route table gives this module that have a page here: the ones that mount. */
export const MOUNTED_PATHS = ROUTES.filter((r) => r.module === 'mf-portal' && SCREENS[r.path]).map((r) => r.path);

/** While a page's chunk loads: the height of a page, so the footer does not jump up and back. */
const pending = <div aria-busy="true" style={{ minHeight: '100vh' }} />;

export function AppRoutes() {
  const { pathname } = useLocation();
  const path = MOUNTED_PATHS.find((p) => matchPath(p, pathname) !== null);
  // Only reached for an instant while single-spa hands the page to another module.
  if (!path) return null;
  const screen = SCREENS[path] as Screen;
  return (
    <Suspense fallback={pending}>
      {screen.signedIn ? <RequireToken key={path}>{screen.element}</RequireToken> : screen.element}
      {/* Once the server's page is live, a press made on it before then is made again. */}
      <TakeOverPresses />
    </Suspense>
  );
}
