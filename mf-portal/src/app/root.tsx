// Root of mf-portal: the shell's props in context, the shared jotai store, toasts, and this module's router.
import { Provider as JotaiProvider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import type { ShellProps } from '@college/shared-types';
import { ToastProvider } from '../lib/toast';
import { ShellContext } from './shell-context';
import { AppRoutes } from './routes';

export function Root(props: ShellProps) {
  return (
    <ShellContext.Provider value={props}>
      <JotaiProvider store={props.jotaiStore}>
        <BrowserRouter>
          <ToastProvider>
            {/* The portal's own texts are English (Hindi lines carry lang="hi"), whatever the site language is. */}
            <div lang="en">
              <AppRoutes />
            </div>
          </ToastProvider>
        </BrowserRouter>
      </JotaiProvider>
    </ShellContext.Provider>
  );
}
