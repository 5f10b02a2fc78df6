import { useAtomValue, type ExtractAtomValue } from 'jotai';
import type { SiteAtoms } from '@college/shared-types';
import { useShell } from '@college/web-kit';

/** One field of the global site state the shell loaded (store, sliders, notices, ...). */
export function useSite<K extends keyof SiteAtoms>(key: K): ExtractAtomValue<SiteAtoms[K]> {
  const { atoms } = useShell();
  return useAtomValue(atoms[key]) as ExtractAtomValue<SiteAtoms[K]>;
}
