// Root of mf-public: the shell's props in context, the shared jotai store, and this module's routes.
import { Provider as JotaiProvider } from 'jotai';
import type { ShellProps } from '@college/shared-types';
import { ShellContext } from './shell-context';
import { AppRoutes } from './routes';

export function Root(props: ShellProps) {
  return (
    <ShellContext.Provider value={props}>
      <JotaiProvider store={props.jotaiStore}>
        <AppRoutes />
      </JotaiProvider>
    </ShellContext.Provider>
  );
}
