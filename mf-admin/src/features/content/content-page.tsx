// /admin/content (editor, and admin): the kinds of content, the notice board, the site's pages and the enquiries,
// each panel in its own file. The API sanitises page bodies and rebuilds the public answers at once (decision 015).
import { useText } from '@college/web-kit';
import { ContentEditorsNav } from './content-kinds';
import { TEXT } from './content-page-texts';
import { EnquiriesPanel } from './enquiries-panel';
import { NoticesPanel } from './notices-panel';
import { PagesPanel } from './pages-panel';

export function ContentPage() {
  const { t } = useText();
  return (
    <>
      <h1>{t(TEXT.title)}</h1>
      <ContentEditorsNav />
      <NoticesPanel />
      <PagesPanel />
      <EnquiriesPanel />
    </>
  );
}
