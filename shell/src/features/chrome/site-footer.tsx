// The site footer: about text, quick links, useful links and contact details from the store data, the
// developer credit and the site version (each module's live version is kept for support).
import { useAtomValue } from 'jotai';
import type { ShellProps } from '@college/shared-types';
import {
  FOOTER_POLICY_PAGES,
  chromeVisible,
  languageOfText,
  pick,
  splitStoreTitle,
  pickContent,
  storeText,
} from '@college/shared-types';
import * as css from './site-footer.module.css';
import { CHROME_TEXT, QUICK_LINKS } from './chrome-text';
import { Icon } from './icons';
import { followLink } from './navigate';
import { useLanguage } from './use-language';
import { usePathname } from './use-pathname';

export function SiteFooter({ shell }: { shell: ShellProps }) {
  const pathname = usePathname();
  const lang = useLanguage();
  const opts = { store: shell.jotaiStore };
  const store = useAtomValue(shell.atoms.store, opts);
  const links = useAtomValue(shell.atoms.link, opts);
  const dataLoaded = useAtomValue(shell.atoms.dataLoaded, opts);
  // Shown with the header and the page once the startup data is in, so nothing moves after it appears.
  if (!dataLoaded || !chromeVisible(pathname)) return null;

  const names = splitStoreTitle(store?.store_title);
  const na = pick(CHROME_TEXT.notAvailable, lang);
  const about = storeText(store?.store_description, lang);
  const phone = store?.store_phone?.trim();
  const email = store?.store_email?.trim();
  const useful = links.filter((l) => l && l.title && l.link);
  const versions = Object.entries(shell.versions)
    .map(([k, v]) => `${k} ${v}`)
    .join(' · ');
  return (
    <footer className={css.footer} data-testid="site-footer">
      <div className={css.grid}>
        <div>
          <h2 className={css.heading}>{pick(CHROME_TEXT.aboutHeading, lang)}</h2>
          <p className={css.text} lang={about ? languageOfText(about) : undefined}>
            {about || pick(CHROME_TEXT.aboutFallback, lang)}
          </p>
        </div>
        <div>
          <h2 className={css.heading}>{pick(CHROME_TEXT.quickLinks, lang)}</h2>
          <ul className={css.links}>
            {QUICK_LINKS.map((l) => (
              <li key={l.label.en}>
                <a href={l.href} onClick={followLink}>
                  {pick(l.label, lang)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={css.heading}>{pick(CHROME_TEXT.usefulLinks, lang)}</h2>
          <ul className={css.links}>
            {useful.length > 0 ? (
              useful.map((l) => (
                <li key={l.id}>
                  <a
                    href={l.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    lang={languageOfText(pickContent(lang, { en: l.title, hi: l.title_hi }))}
                  >
                    {pickContent(lang, { en: l.title, hi: l.title_hi })}
                    <span className="sr-only"> {pick(CHROME_TEXT.newTab, lang)}</span>
                  </a>
                </li>
              ))
            ) : (
              <li>
                <a href="/student/login" onClick={followLink}>
                  {pick(CHROME_TEXT.admissionPortal, lang)}
                </a>
              </li>
            )}
          </ul>
        </div>
        <div>
          <h2 className={css.heading}>{pick(CHROME_TEXT.contactHeading, lang)}</h2>
          <ul className={css.contact}>
            <li>
              <Icon name="pin" className={css.icon} />
              <span>
                <span className="sr-only">{pick(CHROME_TEXT.address, lang)}: </span>
                <span lang={lang}>{storeText(store?.store_address, lang) || na}</span>
              </span>
            </li>
            <li>
              <Icon name="phone" className={css.icon} />
              <span>
                <span className="sr-only">{pick(CHROME_TEXT.phone, lang)}: </span>
                {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : na}
              </span>
            </li>
            <li>
              <Icon name="mail" className={css.icon} />
              <span>
                <span className="sr-only">{pick(CHROME_TEXT.email, lang)}: </span>
                {email ? <a href={`mailto:${email}`}>{email}</a> : na}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <nav className={css.policies} aria-label={pick(CHROME_TEXT.policies, lang)}>
        <ul className={css.policyLinks}>
          {FOOTER_POLICY_PAGES.map((p) => (
            <li key={p.slug}>
              <a href={p.path} onClick={followLink} aria-current={pathname === p.path ? 'page' : undefined}>
                {pick(p.title, lang)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={css.bottom}>
        <div className={css.bottomInner}>
          <p>
            © {new Date().getFullYear()}{' '}
            <span lang={languageOfText(lang === 'hi' ? names.hindi : names.english)}>
              {lang === 'hi' ? names.hindi : names.english}
            </span>
            . {pick(CHROME_TEXT.rights, lang)}
          </p>
          <p>{pick(CHROME_TEXT.developer, lang)}</p>
          <p>
            {pick(CHROME_TEXT.version, lang)} {shell.siteVersion}
            <span data-testid="module-versions" title={versions} hidden>
              {versions}
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
