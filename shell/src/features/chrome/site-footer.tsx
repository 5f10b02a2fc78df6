// The site footer: contact details from the store data and the site and module versions.
import { useAtomValue } from 'jotai';
import type { ShellProps } from '@college/shared-types';
import { chromeVisible, splitStoreTitle } from '@college/shared-types';
import { usePathname } from './use-pathname';

export function SiteFooter({ shell }: { shell: ShellProps }) {
  const pathname = usePathname();
  const store = useAtomValue(shell.atoms.store, { store: shell.jotaiStore });
  if (!chromeVisible(pathname)) return null;
  const names = splitStoreTitle(store?.store_title);
  const versions = Object.entries(shell.versions)
    .map(([k, v]) => `${k} ${v}`)
    .join(' · ');
  return (
    <footer
      style={{ background: '#072a66', color: '#fff', padding: '24px 16px', marginTop: 32 }}
      data-testid="site-footer"
    >
      <p style={{ margin: '0 0 8px', fontWeight: 700 }}>{names.english}</p>
      <p style={{ margin: '0 0 4px' }}>{store?.store_address || 'Not available'}</p>
      <p style={{ margin: '0 0 4px' }}>
        {store?.store_phone || 'Not available'} · {store?.store_email || 'Not available'}
      </p>
      <p style={{ margin: '16px 0 0', fontSize: 13, opacity: 0.85 }}>
        Version {shell.siteVersion}
        <span data-testid="module-versions" title={versions} style={{ display: 'none' }}>
          {versions}
        </span>
      </p>
    </footer>
  );
}
