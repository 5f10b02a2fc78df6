import { createContext, useContext } from 'react';
import type { ShellProps } from '@college/shared-types';

export const ShellContext = createContext<ShellProps | null>(null);

export function useShell(): ShellProps {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside the module root');
  return shell;
}
