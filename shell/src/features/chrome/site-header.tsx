// The site header: college names and contact from the store data, the menu and the page banner.
import { useAtomValue } from 'jotai';
import { navigateToUrl } from 'single-spa';
import type { MouseEvent } from 'react';
import type { BannerInfo, ShellProps } from '@college/shared-types';
import { breadcrumb, chromeVisible, splitStoreTitle } from '@college/shared-types';
import { usePathname } from './use-pathname';

/** Moves between modules through single-spa; modified clicks keep the browser's behaviour. */
function go(e: MouseEvent<HTMLAnchorElement>) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  navigateToUrl(e.currentTarget.href);
}

export function SiteHeader({ shell, banner }: { shell: ShellProps; banner: BannerInfo | null }) {
  const pathname = usePathname();
  const store = useAtomValue(shell.atoms.store, { store: shell.jotaiStore });
  const names = splitStoreTitle(store?.store_title);
  if (!chromeVisible(pathname)) return null;
  const crumbs = breadcrumb(pathname);
  return (
    <header style={{ background: '#fff', borderBottom: '4px solid #f7a600' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '12px 16px', flexWrap: 'wrap' }}>
        <div>
          <p
            lang="hi"
            style={{ margin: 0, fontSize: 22, fontWeight: 700, color: '#0b3d91' }}
            data-testid="college-name-hi"
          >
            {names.hindi}
          </p>
          <p lang="en" style={{ margin: 0, fontSize: 16, color: '#072a66' }} data-testid="college-name-en">
            {names.english}
          </p>
        </div>
      </div>
      <nav aria-label="Main" style={{ background: '#0b3d91' }}>
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', margin: 0, padding: '0 8px' }}>
          {[
            ['/', 'Home'],
            ['/about/about-us', 'About Us'],
            ['/contact-us', 'Contact Us'],
            ['/student/login', 'Student Portal'],
          ].map(([href, label]) => (
            <li key={href}>
              <a
                href={href}
                onClick={go}
                style={{ display: 'block', padding: '12px', color: '#fff', textDecoration: 'none' }}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {banner && pathname !== '/' && (
        <div style={{ background: '#072a66', color: '#fff', padding: '16px' }} data-testid="page-banner">
          <h1 style={{ margin: 0, fontSize: 24 }}>{banner.title}</h1>
          <nav aria-label="Breadcrumb">
            <ol style={{ display: 'flex', gap: 8, listStyle: 'none', margin: '8px 0 0', padding: 0, flexWrap: 'wrap' }}>
              {crumbs.map((c, i) => (
                <li key={c.href}>
                  {i > 0 && <span aria-hidden="true">/ </span>}
                  <a href={c.href} onClick={go} style={{ color: '#fff' }}>
                    {c.label}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      )}
    </header>
  );
}
