// A page the office publishes (compliance pages, the menu's information pages, /pages/<slug>): its title and body
// in the chosen language (the other language's when this one is empty), loading and not-found states, and its
// publication date for "Last updated".
import { ANTI_RAGGING_HELPLINE, PAGE_SLUG, type Bilingual } from '@college/shared-types';
import { useText } from '@college/web-kit';
import * as ui from '../../components/ui.module.css';
import { Page } from '../../components/page';
import { Loading } from '../../components/loading';
import { useLocation, useParams } from '@college/web-kit/routing';
import { usePublishedAt } from '../../app/page-date';
import { NotFoundPage } from '../not-found/not-found-page';
import { PageBody } from './page-body';
import { sitePageFor } from './site-pages';
import { usePublishedPage } from './use-published';
import * as css from './site-page.module.css';

export const PAGE_TEXT = {
  failed: {
    en: 'This page could not be loaded. Check your connection and try again.',
    hi: 'यह पृष्ठ लोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और पुनः प्रयास करें।',
  },
  retry: { en: 'Try again', hi: 'पुनः प्रयास करें' },
  unpublished: {
    en: 'This page has not been published yet. Please check again later.',
    hi: 'यह पृष्ठ अभी प्रकाशित नहीं हुआ है। कृपया बाद में देखें।',
  },
  helpline: {
    en: 'National Anti-Ragging Helpline (toll free, 24×7):',
    hi: 'राष्ट्रीय रैगिंग निरोधक हेल्पलाइन (निःशुल्क, 24×7):',
  },
  page: { en: 'Page', hi: 'पृष्ठ' },
};

export function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useText();
  return (
    <div className={css.problem} role="alert">
      <p>{t(PAGE_TEXT.failed)}</p>
      <button type="button" className={ui.button} onClick={onRetry}>
        {t(PAGE_TEXT.retry)}
      </button>
    </div>
  );
}

export function SitePageView() {
  const pathname = useLocation().pathname;
  const { slug, known } = sitePageFor(pathname, useParams());
  if (!PAGE_SLUG.test(slug)) return <NotFoundPage />;
  return <PublishedPage key={slug} slug={slug} title={known?.title} />;
}

function PublishedPage({ slug, title }: { slug: string; title?: Bilingual }) {
  const { t, lang } = useText();
  const [result, retry] = usePublishedPage(slug);
  const page = result.state === 'ready' ? result.data : null;
  usePublishedAt(page?.updated_at);

  // An address of the office's own that is not published: the not-found page.
  if (result.state === 'missing' && !title) return <NotFoundPage />;

  const heading = page
    ? (lang === 'hi' ? page.title_hi : page.title_en) || page.title_en || page.title_hi
    : t(title ?? PAGE_TEXT.page);
  const body = page ? (lang === 'hi' ? page.body_hi : page.body_en) || page.body_en || page.body_hi : '';
  return (
    <Page title={heading} prose>
      {slug === 'anti-ragging' && !body.includes(ANTI_RAGGING_HELPLINE) && (
        <p className={css.helpline}>
          {t(PAGE_TEXT.helpline)} <a href={`tel:${ANTI_RAGGING_HELPLINE.replace(/-/g, '')}`}>{ANTI_RAGGING_HELPLINE}</a>
        </p>
      )}
      {result.state === 'loading' && <Loading />}
      {result.state === 'failed' && <Failed onRetry={retry} />}
      {result.state === 'missing' && <p className={ui.muted}>{t(PAGE_TEXT.unpublished)}</p>}
      {page && <PageBody html={body} />}
    </Page>
  );
}
