// The site's settings (GET /api/v1/settings): the academic session printed on forms and slips. Fetched once per
// page and kept in the shell's store; until it answers (or when it cannot), the shared default is shown.
import { useEffect, useSyncExternalStore } from 'react';
import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { API_PATHS, DEFAULT_SETTINGS, type ShellProps, type SiteSettings } from '@college/shared-types';
import { useServerAnswer } from './server-answers';
import { apiClientFor } from './student';
import { useShell } from './shell';

const settingsAtoms = new WeakMap<ShellProps['atoms'], PrimitiveAtom<SiteSettings | null>>();
const loading = new WeakSet<ShellProps['atoms']>();

function settingsAtom(shell: ShellProps): PrimitiveAtom<SiteSettings | null> {
  let a = settingsAtoms.get(shell.atoms);
  if (!a) {
    a = atom<SiteSettings | null>(null);
    settingsAtoms.set(shell.atoms, a);
  }
  return a;
}

/** The academic session, e.g. '2025-26', from the settings the office sets. */
export function useAcademicSession(): string {
  const shell = useShell();
  const a = settingsAtom(shell);
  // A page rendered on the server for its student (the admission form, decision 040) started from the settings:
  // its first render here does too, and they are not asked for again.
  const rendered = useServerAnswer<{ data?: SiteSettings }>(API_PATHS.settings)?.data ?? null;
  const read = () => shell.jotaiStore.get(a) ?? rendered;
  const settings = useSyncExternalStore((cb) => shell.jotaiStore.sub(a, cb), read, read);
  useEffect(() => {
    if (shell.jotaiStore.get(a) || loading.has(shell.atoms)) return;
    if (rendered) {
      shell.jotaiStore.set(a, rendered);
      return;
    }
    loading.add(shell.atoms);
    apiClientFor(shell)
      .get<{ data: SiteSettings }>('settings')
      .then((body) => shell.jotaiStore.set(a, body.data))
      .catch((error: unknown) => {
        console.error('settings', error);
        loading.delete(shell.atoms);
      });
  }, [shell, a, rendered]);
  return settings?.academic_session || DEFAULT_SETTINGS.academic_session;
}
