// Renders a piece of mf-public as the shell would mount it, with site data chosen by the test (tests only).
import type { ReactElement } from 'react';
import type { ExtractAtomValue } from 'jotai';
import type { SiteAtoms } from '@college/shared-types';
import { renderInShell, testShell } from '@college/web-kit/testing';

type SiteValues = { [K in keyof SiteAtoms]?: ExtractAtomValue<SiteAtoms[K]> };

export function renderWithShell(ui: ReactElement, values: SiteValues = {}) {
  const shell = testShell({ dataLoaded: true, ...values });
  const result = renderInShell(ui, shell);
  /** The page banner the shell would show now. */
  const banner = () => shell.jotaiStore.get(shell.atoms.banner);
  return { ...result, banner };
}
