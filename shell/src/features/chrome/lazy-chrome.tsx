// The site header and footer, loaded only on pages that show them (decision 006): the portal's and the admission
// form's pages have their own frame, so a student opening the login page downloads neither the menu nor the
// footer. Both come from one chunk, so they appear together, and the download starts as the shell starts when
// the first page has them.
import { Suspense, lazy, useLayoutEffect } from 'react';
import { useAtomValue } from 'jotai';
import { chromeVisible, type ShellProps } from '@college/shared-types';
import { usePathname } from './use-pathname';

/** The header and footer's chunk (one download, however many callers). */
export const loadChrome = () => import('./site-chrome');
const LazyHeader = lazy(() => loadChrome().then((m) => ({ default: m.SiteHeader })));
const LazyFooter = lazy(() => loadChrome().then((m) => ({ default: m.SiteFooter })));

/** Starts downloading the chrome now when the current page shows it. */
export function preloadChrome(pathname: string): void {
  if (chromeVisible(pathname)) void loadChrome();
}

export function Header({ shell }: { shell: ShellProps }) {
  const pathname = usePathname();
  const opts = { store: shell.jotaiStore };
  const banner = useAtomValue(shell.atoms.banner, opts);
  const dataLoaded = useAtomValue(shell.atoms.dataLoaded, opts);
  const chrome = chromeVisible(pathname);
  // The page is shown once the startup data is in: by the header itself where it shows (see site-header.tsx).
  useLayoutEffect(() => {
    if (dataLoaded && !chrome) document.documentElement.classList.add('site-ready');
  }, [dataLoaded, chrome]);
  if (!chrome) return null;
  return (
    <Suspense fallback={null}>
      <LazyHeader shell={shell} banner={banner} />
    </Suspense>
  );
}

export function Footer({ shell }: { shell: ShellProps }) {
  const chrome = chromeVisible(usePathname());
  if (!chrome) return null;
  return (
    <Suspense fallback={null}>
      <LazyFooter shell={shell} />
    </Suspense>
  );
}
