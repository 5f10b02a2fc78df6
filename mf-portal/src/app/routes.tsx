// Portal pages by URL (see shared-types routes.ts for which paths this module owns).
import { Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/login/login-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/student/login" element={<LoginPage />} />
      <Route path="*" element={<LoginPage />} />
    </Routes>
  );
}
