// Root of mf-portal: toasts and this module's pages (the kit puts the shell's context and store around it).
import { PORTAL_TOAST_MS } from '@college/shared-types';
import { ToastProvider } from '@college/web-kit/ui';
import { AppRoutes } from './routes';

export function Root() {
  return (
    <ToastProvider duration={PORTAL_TOAST_MS}>
      {/* The portal's own texts are English (Hindi lines carry lang="hi"), whatever the site language is. */}
      <div lang="en">
        <AppRoutes />
      </div>
    </ToastProvider>
  );
}
