// Renders a piece of mf-public as the shell would mount it, with site data chosen by the test (tests only).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider as JotaiProvider, createStore, type ExtractAtomValue } from 'jotai';
import type { ShellProps, SiteAtoms } from '@college/shared-types';
import { SITE_VERSION, createSiteAtoms } from '@college/shared-types';
import { ShellContext } from './shell-context';

type SiteValues = { [K in keyof SiteAtoms]?: ExtractAtomValue<SiteAtoms[K]> };

export function renderWithShell(ui: ReactElement, values: SiteValues = {}) {
  const jotaiStore = createStore();
  const atoms = createSiteAtoms();
  jotaiStore.set(atoms.dataLoaded, true);
  for (const [key, value] of Object.entries(values)) {
    jotaiStore.set(atoms[key as keyof SiteAtoms] as SiteAtoms['dataLoaded'], value as never);
  }
  const setBanner = jest.fn();
  const shell: ShellProps = {
    jotaiStore,
    atoms,
    apiBase: '/api',
    setBanner,
    versions: {},
    siteVersion: SITE_VERSION,
  };
  const result = render(
    <ShellContext.Provider value={shell}>
      <JotaiProvider store={jotaiStore}>{ui}</JotaiProvider>
    </ShellContext.Provider>,
  );
  return { ...result, shell, setBanner };
}
