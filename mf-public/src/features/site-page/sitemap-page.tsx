// The sitemap page (GIGW): the office's introduction, then every public address the same way /sitemap.xml lists
// them: the menu (buildMenu on the site data) and every published page (GET /api/v1/pages).
import type { ReactNode } from 'react';
import {
  COMPLIANCE_PAGES,
  buildMenu,
  pagePath,
  pick,
  publicMenuPaths,
  type Bilingual,
  type Language,
  type MenuItem,
  type PublishedPageSummary,
} from '@college/shared-types';
import { ModuleLink, useText } from '@college/web-kit';
import { Page } from '../../components/page';
import { Loading } from '../../components/loading';
import { useSite } from '../../app/use-site';
import { usePublishedAt } from '../../app/page-date';
import { PageBody } from './page-body';
import { Failed } from './site-page';
import { usePublishedPage, usePublishedPages } from './use-published';
import * as css from './site-page.module.css';

const TEXT = {
  title: { en: 'Sitemap', hi: 'साइटमैप' },
  menu: { en: 'Main menu', hi: 'मुख्य मेनू' },
  policies: { en: 'Website policies and information', hi: 'वेबसाइट नीतियाँ एवं जानकारी' },
  other: { en: 'Other pages', hi: 'अन्य पृष्ठ' },
};

/** Pages outside the menu with a fixed title. */
const FIXED_TITLES: Record<string, Bilingual> = {
  '/contact-us': { en: 'Contact Us', hi: 'संपर्क करें' },
  '/feedback-form': { en: 'Feedback', hi: 'प्रतिक्रिया' },
  '/merit-list': { en: 'Merit lists', hi: 'मेरिट सूचियाँ' },
};

const isListed = (item: MenuItem) => Boolean(item.href && publicMenuPaths([{ ...item, children: undefined }]).length);

function MenuTree({ items, lang }: { items: readonly MenuItem[]; lang: Language }): ReactNode {
  const shown = items.filter((i) => isListed(i) || i.children?.some(isListed));
  if (!shown.length) return null;
  return (
    <ul>
      {shown.map((item) => (
        <li key={item.key}>
          {isListed(item) ? (
            <ModuleLink href={item.href!}>{pick(item.label, lang)}</ModuleLink>
          ) : (
            <span className={css.group}>{pick(item.label, lang)}</span>
          )}
          {item.children && <MenuTree items={item.children} lang={lang} />}
        </li>
      ))}
    </ul>
  );
}

function PageLinks({ pages }: { pages: Array<{ path: string; title: string }> }) {
  return (
    <ul>
      {pages.map((p) => (
        <li key={p.path}>
          <ModuleLink href={p.path}>{p.title}</ModuleLink>
        </li>
      ))}
    </ul>
  );
}

const titleOf = (p: PublishedPageSummary, lang: Language) =>
  (lang === 'hi' ? p.title_hi : p.title_en) || p.title_en || p.title_hi;

export function SitemapPage() {
  const { t, lang } = useText();
  const dataLoaded = useSite('dataLoaded');
  const store = useSite('store');
  const staffs = useSite('staffs');
  const gallery_images = useSite('gallery_images');
  const [intro] = usePublishedPage('sitemap');
  const [list, retry] = usePublishedPages();
  const introPage = intro.state === 'ready' ? intro.data : null;
  usePublishedAt(
    introPage && list.state === 'ready'
      ? [introPage.updated_at, ...list.data.map((p) => p.updated_at)].sort().at(-1)
      : null,
  );

  // Documents opening in a new tab are not pages of the site: the sitemap does not list them.
  const menu = buildMenu({
    store,
    staffs,
    gallery_images,
    isAuthenticated: false,
    documents: { gyanpathik: '', samiti: '' },
  });
  const inMenu = new Set(publicMenuPaths(menu));
  const pages = list.state === 'ready' ? list.data : [];
  const compliance = new Set(COMPLIANCE_PAGES.map((p) => p.slug));
  const policies = COMPLIANCE_PAGES.flatMap((c) => {
    const p = pages.find((x) => x.slug === c.slug);
    return p ? [{ path: c.path, title: titleOf(p, lang) }] : [];
  });
  const others = [
    ...Object.entries(FIXED_TITLES).map(([path, title]) => ({ path, title: pick(title, lang) })),
    ...pages
      .filter((p) => !compliance.has(p.slug) && !inMenu.has(pagePath(p.slug)))
      .map((p) => ({ path: pagePath(p.slug), title: titleOf(p, lang) })),
  ];
  const introBody = introPage ? (lang === 'hi' ? introPage.body_hi : introPage.body_en) || introPage.body_en : '';

  return (
    <Page title={introPage ? (lang === 'hi' ? introPage.title_hi : introPage.title_en) : t(TEXT.title)} prose>
      {introBody && <PageBody html={introBody} />}
      {!dataLoaded || list.state === 'loading' ? (
        <Loading />
      ) : (
        <div className={css.map}>
          <h2>{t(TEXT.menu)}</h2>
          <div className={css.columns}>
            <MenuTree items={menu} lang={lang} />
          </div>
          {list.state === 'failed' && <Failed onRetry={retry} />}
          {policies.length > 0 && (
            <>
              <h2>{t(TEXT.policies)}</h2>
              <PageLinks pages={policies} />
            </>
          )}
          <h2>{t(TEXT.other)}</h2>
          <PageLinks pages={others} />
        </div>
      )}
    </Page>
  );
}
