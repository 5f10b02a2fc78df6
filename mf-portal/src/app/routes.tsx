// Portal pages by URL (see shared-types routes.ts for which paths this module owns).
import { Route, Routes } from 'react-router-dom';
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

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/student/login" element={<LoginPage />} />
      <Route path="/student/register" element={<RegisterPage />} />
      <Route path="/student/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/student/reset-password" element={<ResetPasswordPage />} />
      <Route element={<RequireToken />}>
        <Route
          path="/student/dashboard"
          element={<DashboardPage renderProfileDialog={(props) => <ProfileModal {...props} />} />}
        />
        <Route path="/student/payment" element={<PaymentFormPage purpose="registration" />} />
        <Route path="/student/admission/payment" element={<PaymentFormPage purpose="admission" />} />
      </Route>
      <Route path="/admission/student/payment/success" element={<PaymentSuccessPage purpose="registration" />} />
      <Route path="/admission/student/payment/failed" element={<PaymentFailedPage />} />
      <Route path="/admission/student/admission/payment/success" element={<PaymentSuccessPage purpose="admission" />} />
      <Route path="/admission/student/admission/payment/failed" element={<PaymentFailedPage />} />
      {/* Only reached for an instant while single-spa hands the page to another module. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
