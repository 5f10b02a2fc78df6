// Title-only pages (SPEC §2): the page's title and a note that its content is on its way.
import { PLACEHOLDER_PAGES } from '@college/shared-types';
import * as ui from '../../components/ui.module.css';
import { Page } from '../../components/page';
import { usePathname } from '../../app/router';
import { useText } from '@college/web-kit';

export function PlaceholderPage() {
  const { t } = useText();
  const path = usePathname().replace(/\/+$/, '') || '/';
  const title = PLACEHOLDER_PAGES[path] ?? { en: 'Information', hi: 'सूचना' };
  return (
    <Page title={title}>
      <p className={ui.muted}>
        {t({ en: 'Information on this page will be published soon.', hi: 'इस पृष्ठ की जानकारी शीघ्र प्रकाशित की जाएगी।' })}
      </p>
    </Page>
  );
}
