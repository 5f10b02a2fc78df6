// The shell's props in React context: every module reads the store, the atoms and the API root through useShell().
import { createContext, useContext, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import type { ShellProps } from '@college/shared-types';

export type { ShellProps } from '@college/shared-types';

export const ShellContext = createContext<ShellProps | null>(null);

/** The shell's props; only inside a module root (createModuleLifecycles) or a test's ShellProvider. */
export function useShell(): ShellProps {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside the module root');
  return shell;
}

/** The shell's props, or null outside a module (a primitive rendered alone in a test). */
export function useOptionalShell(): ShellProps | null {
  return useContext(ShellContext);
}

/** Puts the shell's props and its one jotai store around a module's tree. */
export function ShellProvider({ shell, children }: { shell: ShellProps; children: ReactNode }) {
  return (
    <ShellContext.Provider value={shell}>
      <JotaiProvider store={shell.jotaiStore}>{children}</JotaiProvider>
    </ShellContext.Provider>
  );
}
