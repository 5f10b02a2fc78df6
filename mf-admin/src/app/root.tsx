// Root of mf-admin: the staff session and this module's router (inside the shell's context, see lifecycles).
import { BrowserRouter } from '@college/web-kit/routing';
import { ToastProvider } from '@college/web-kit/ui';
import { StaffProvider } from '../lib/staff-session';
import { AppRoutes } from './routes';

export function Root() {
  return (
    <StaffProvider>
      <ToastProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ToastProvider>
    </StaffProvider>
  );
}
