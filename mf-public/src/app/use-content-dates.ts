// When each kind of content last changed (GET /api/v1/content-dates), fetched once per page load with a plain fetch
// (no API client: the home page shows it too, decision 006) and kept with the shell's atoms. Null until it answers
// or when it cannot: the page then shows no date rather than a wrong one.
import { useEffect, useSyncExternalStore } from 'react';
import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { API_PATHS, type ContentDates, type ShellProps } from '@college/shared-types';
import { apiUrl, useShell } from '@college/web-kit';

const datesAtoms = new WeakMap<ShellProps['atoms'], PrimitiveAtom<ContentDates | null>>();
const loading = new WeakSet<ShellProps['atoms']>();

function datesAtom(shell: ShellProps): PrimitiveAtom<ContentDates | null> {
  let a = datesAtoms.get(shell.atoms);
  if (!a) {
    a = atom<ContentDates | null>(null);
    datesAtoms.set(shell.atoms, a);
  }
  return a;
}

export function useContentDates(): ContentDates | null {
  const shell = useShell();
  const a = datesAtom(shell);
  const dates = useSyncExternalStore(
    (cb) => shell.jotaiStore.sub(a, cb),
    () => shell.jotaiStore.get(a),
    () => shell.jotaiStore.get(a),
  );
  useEffect(() => {
    if (shell.jotaiStore.get(a) || loading.has(shell.atoms)) return;
    loading.add(shell.atoms);
    fetch(apiUrl(shell.apiBase, API_PATHS.contentDates), { headers: { Accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`content dates answered ${res.status}`);
        const body = (await res.json()) as { data?: ContentDates };
        shell.jotaiStore.set(a, body.data ?? {});
      })
      .catch((error: unknown) => {
        console.error('content dates', error);
        loading.delete(shell.atoms);
      });
  }, [shell, a]);
  return dates;
}
