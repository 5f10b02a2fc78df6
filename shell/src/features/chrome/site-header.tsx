// The site header: contact strip and language switch, the college's names and logo from the store data,
// the main menu built from the site data, and the page banner with the breadcrumb.
import { useLayoutEffect, useMemo, type MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import type { BannerInfo, Language, ShellProps } from '@college/shared-types';
import {
  COMPLIANCE_PAGES,
  breadcrumbTrail,
  buildMenu,
  chromeVisible,
  languageOfText,
  pick,
  splitStoreTitle,
  storeText,
} from '@college/shared-types';
import { LanguageSwitch } from '@college/web-kit/language-switch';
import * as css from './site-header.module.css';
import { CHROME_TEXT } from './chrome-text';
import { DOCUMENTS } from './documents';
import emblem from './emblem.svg';
import { Icon } from './icons';
import { MainMenu } from './main-menu';
import { followLink } from './navigate';
import { PageBanner } from './page-banner';
import { useLanguage } from './use-language';
import { usePathname } from './use-pathname';

/** Moves keyboard focus to the page content without changing the URL (single-spa routes on every URL change). */
function skipToContent(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('single-spa-outlet');
  if (!main) return;
  e.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * The breadcrumb, with the compliance pages (not in the menu) named in the page's language. On a Hindi page a
 * segment still in English (no menu entry names it: an address with no page) is not shown; the last one is named
 * by the page's own title.
 */
function pageCrumbs(
  pathname: string,
  menu: Parameters<typeof breadcrumbTrail>[1],
  lang: Language,
  title?: string | null,
) {
  const crumbs = breadcrumbTrail(pathname, menu, lang).map((c) => {
    const page = COMPLIANCE_PAGES.find((p) => p.path === c.href);
    return page ? { ...c, label: page.title[lang], lang } : c;
  });
  return crumbs.flatMap((c, i) =>
    lang === 'en' || c.lang !== 'en' ? [c] : i === crumbs.length - 1 && title ? [{ ...c, label: title, lang }] : [],
  );
}

export function SiteHeader({ shell, banner }: { shell: ShellProps; banner: BannerInfo | null }) {
  const pathname = usePathname();
  const lang = useLanguage();
  const opts = { store: shell.jotaiStore };
  const store = useAtomValue(shell.atoms.store, opts);
  const gallery = useAtomValue(shell.atoms.gallery_images, opts);
  const staffs = useAtomValue(shell.atoms.staffs, opts);
  const isAuthenticated = useAtomValue(shell.atoms.isAuthenticated, opts);
  const dataLoaded = useAtomValue(shell.atoms.dataLoaded, opts);
  const menu = useMemo(
    () => buildMenu({ store, gallery_images: gallery, staffs, isAuthenticated, documents: DOCUMENTS }),
    [store, gallery, staffs, isAuthenticated],
  );
  // The page is shown with the header, once the startup data is in (see index.html).
  useLayoutEffect(() => {
    if (dataLoaded) document.documentElement.classList.add('site-ready');
  }, [dataLoaded]);
  if (!dataLoaded || !chromeVisible(pathname)) return null;

  const names = splitStoreTitle(store?.store_title);
  const phone = store?.store_phone?.trim();
  const email = store?.store_email?.trim();
  const social = store?.social_link?.trim();
  return (
    <header>
      <a className={css.skip} href="#single-spa-outlet" onClick={skipToContent}>
        {pick(CHROME_TEXT.skipToContent, lang)}
      </a>
      <div className={css.topBar}>
        <div className={css.topInner}>
          <ul className={css.contacts}>
            <li>
              <Icon name="phone" className={css.icon} />
              <span className="sr-only">{pick(CHROME_TEXT.phone, lang)}:</span>
              {phone ? (
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              ) : (
                pick(CHROME_TEXT.notAvailable, lang)
              )}
            </li>
            <li>
              <Icon name="mail" className={css.icon} />
              <span className="sr-only">{pick(CHROME_TEXT.email, lang)}:</span>
              {email ? <a href={`mailto:${email}`}>{email}</a> : pick(CHROME_TEXT.notAvailable, lang)}
            </li>
          </ul>
          <div className={css.tools}>
            {social && (
              <a
                className={css.social}
                href={social}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${pick(CHROME_TEXT.followUs, lang)} ${pick(CHROME_TEXT.newTab, lang)}`}
              >
                <Icon name={/facebook\.com/i.test(social) ? 'facebook' : 'share'} className={css.icon} />
              </a>
            )}
            <LanguageSwitch lang={lang} className={css.lang} />
          </div>
        </div>
      </div>
      <div className={css.brand}>
        <div className={css.brandInner}>
          <a href="/" className={css.brandLink} onClick={followLink}>
            <img
              className={css.logo}
              src={store?.store_logo || emblem}
              alt=""
              width={80}
              height={80}
              decoding="async"
              onError={(e) => {
                // A logo that cannot be fetched gives way to the college emblem.
                if (!e.currentTarget.src.endsWith(emblem)) e.currentTarget.src = emblem;
              }}
            />
            <div>
              <span className="sr-only">{pick(CHROME_TEXT.homeLink, lang)}: </span>
              <p
                lang={languageOfText(names.hindi) ?? 'hi'}
                className={css.nameHi}
                data-testid="college-name-hi"
                data-both-languages
              >
                {names.hindi}
              </p>
              <p
                lang={languageOfText(names.english) ?? 'en'}
                className={css.nameEn}
                data-testid="college-name-en"
                data-both-languages
              >
                {names.english}
              </p>
              {store?.affiliation_info && (
                <p className={css.affiliation} lang={lang}>
                  {storeText(store.affiliation_info, lang)}
                </p>
              )}
            </div>
          </a>
          {/* On a phone the menu is folded away: the student's way in stays one tap from the top. */}
          <a
            className={css.apply}
            href={isAuthenticated ? '/student/dashboard' : '/student/login'}
            onClick={followLink}
            data-testid="header-apply"
          >
            {pick(isAuthenticated ? CHROME_TEXT.myDashboard : CHROME_TEXT.apply, lang)}
          </a>
        </div>
      </div>
      <MainMenu items={menu} lang={lang} pathname={pathname} />
      {pathname !== '/' && (
        <PageBanner
          title={banner?.title ?? null}
          crumbs={pageCrumbs(pathname, menu, lang, banner?.title)}
          lang={lang}
        />
      )}
    </header>
  );
}
