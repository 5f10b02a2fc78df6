// Root of mf-portal: toasts and this module's router (the kit puts the shell's context and store around it).
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../lib/toast';
import { AppRoutes } from './routes';

export function Root() {
  return (
    <BrowserRouter>
      <ToastProvider>
        {/* The portal's own texts are English (Hindi lines carry lang="hi"), whatever the site language is. */}
        <div lang="en">
          <AppRoutes />
        </div>
      </ToastProvider>
    </BrowserRouter>
  );
}
