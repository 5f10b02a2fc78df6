// The page banner: the title the page set and the breadcrumb of the URL (Home, then each cumulative path).
import { languageOfText, pick, type Crumb, type Language } from '@college/shared-types';
import * as css from './page-banner.module.css';
import { CHROME_TEXT } from './chrome-text';
import { followLink } from './navigate';

export interface PageBannerProps {
  /** Null until the page has set it; the space is kept so nothing moves when it arrives. */
  title: string | null;
  crumbs: Crumb[];
  lang: Language;
}

export function PageBanner({ title, crumbs, lang }: PageBannerProps) {
  return (
    <div className={css.banner} data-testid="page-banner">
      <div className={css.inner}>
        {title ? (
          <h1 className={css.title} lang={languageOfText(title)}>
            {title}
          </h1>
        ) : (
          <div className={css.titleSpace} />
        )}
        <nav aria-label={pick(CHROME_TEXT.breadcrumb, lang)}>
          <ol className={css.crumbs}>
            {crumbs.map((c, i) => (
              <li key={c.href}>
                {i > 0 && (
                  <span aria-hidden="true" className={css.separator}>
                    /
                  </span>
                )}
                <a
                  href={c.href}
                  lang={c.lang}
                  aria-current={i === crumbs.length - 1 ? 'page' : undefined}
                  onClick={followLink}
                >
                  {c.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </div>
  );
}
