// The content editors by address (/admin/content/<kind>) and the list of them on the content page.
import type { ReactNode } from 'react';
import { Link, useParams } from '@college/web-kit/routing';
import type { Bilingual } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Alert } from '@college/web-kit/ui';
import { CONTENT_TEXT } from './content-text';
import { StoreEditor } from './store/store-editor';
import { EventsEditor } from './events/events-editor';
import { SlidersEditor } from './sliders/sliders-editor';
import { GalleryEditor } from './gallery/gallery-editor';
import { VideosEditor } from './videos/videos-editor';
import { StaffsEditor } from './staffs/staffs-editor';
import { FacilitiesEditor } from './facilities/facilities-editor';
import { CoursesEditor } from './courses/courses-editor';
import { PastPrincipalsEditor } from './past-principals/past-principals-editor';
import { HolidaysEditor } from './holidays/holidays-editor';
import { UsefulLinksEditor } from './useful-links/useful-links-editor';

export const CONTENT_EDITORS: ReadonlyArray<{ slug: string; label: Bilingual; screen: () => ReactNode }> = [
  {
    slug: 'store',
    label: { en: 'College details, ticker, principal', hi: 'महाविद्यालय विवरण, सूचना पट्टी, प्राचार्य' },
    screen: () => <StoreEditor />,
  },
  { slug: 'events', label: { en: 'Events', hi: 'कार्यक्रम' }, screen: () => <EventsEditor /> },
  { slug: 'sliders', label: { en: 'Home page sliders', hi: 'मुखपृष्ठ स्लाइडर' }, screen: () => <SlidersEditor /> },
  { slug: 'gallery', label: { en: 'Gallery', hi: 'गैलरी' }, screen: () => <GalleryEditor /> },
  { slug: 'videos', label: { en: 'Video gallery', hi: 'वीडियो गैलरी' }, screen: () => <VideosEditor /> },
  { slug: 'staffs', label: { en: 'Staff', hi: 'कर्मचारी' }, screen: () => <StaffsEditor /> },
  { slug: 'facilities', label: { en: 'Facilities', hi: 'सुविधाएँ' }, screen: () => <FacilitiesEditor /> },
  { slug: 'courses', label: { en: 'Courses', hi: 'पाठ्यक्रम' }, screen: () => <CoursesEditor /> },
  {
    slug: 'past-principals',
    label: { en: 'Past principals', hi: 'पूर्व प्राचार्य' },
    screen: () => <PastPrincipalsEditor />,
  },
  { slug: 'holidays', label: { en: 'List of holidays', hi: 'अवकाश सूची' }, screen: () => <HolidaysEditor /> },
  { slug: 'useful-links', label: { en: 'Useful links', hi: 'उपयोगी लिंक' }, screen: () => <UsefulLinksEditor /> },
];

/** The links to every editor (on the content page and above each editor). */
export function ContentEditorsNav() {
  const { t } = useText();
  return (
    <nav aria-label={t({ en: 'Site content', hi: 'वेबसाइट सामग्री' })}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyle: 'none', padding: 0 }}>
        <li>
          <Link to="/admin/content">{t({ en: 'Notices, pages, enquiries', hi: 'सूचनाएँ, पृष्ठ, पूछताछ' })}</Link>
        </li>
        {CONTENT_EDITORS.map((e) => (
          <li key={e.slug}>
            <Link to={`/admin/content/${e.slug}`}>{t(e.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /admin/content/:kind */
export function ContentKindPage() {
  const { t } = useText();
  const { kind } = useParams();
  const editor = CONTENT_EDITORS.find((e) => e.slug === kind);
  return (
    <>
      <ContentEditorsNav />
      {editor ? (
        <div key={editor.slug}>{editor.screen()}</div>
      ) : (
        <Alert tone="error">
          {t({ en: 'There is no such content editor.', hi: 'ऐसा कोई सामग्री संपादक नहीं है।' })}{' '}
          <Link to="/admin/content">{t(CONTENT_TEXT.back)}</Link>
        </Alert>
      )}
    </>
  );
}
