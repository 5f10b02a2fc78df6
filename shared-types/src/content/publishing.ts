// What the public site shows of the office's publishing: "Last updated" on every page (GIGW 3.0), the list of
// published pages and the public addresses of the sitemap (the API's /sitemap.xml and the site's /sitemap page).
import type { StartupData } from './api';
import type { Bilingual } from './language';
import type { MenuItem } from './menu';
import { API_PATHS } from '../routes/api-paths';
import { matchPath } from '../routes/routes';

/** The kinds of content a public page shows: the seven startup calls and the list of published pages. */
export type ContentKind = keyof StartupData | 'pages';

/** The content call of each kind; its answer's last change is the kind's date. */
export const CONTENT_KIND_PATHS: Readonly<Record<ContentKind, string>> = {
  store: API_PATHS.storeData,
  sliders: API_PATHS.storeSliders,
  notices: API_PATHS.storeNotices,
  gallery_images: API_PATHS.storeGallery,
  courses: API_PATHS.courseData,
  link: API_PATHS.usefulLinks,
  staffs: API_PATHS.staffs,
  pages: API_PATHS.pages,
};

/** GET /api/v1/content-dates: when each kind of content last changed (ISO 8601), as the content cache saw it. */
export type ContentDates = Partial<Record<ContentKind, string>>;

/** A published page in the list of pages (GET /api/v1/pages): its titles and last publication. */
export interface PublishedPageSummary {
  slug: string;
  title_hi: string;
  title_en: string;
  /** ISO 8601 time of the newest published version. */
  updated_at: string;
}

/** The kinds every public page shows in its header and footer (the college's details and the useful links). */
export const CHROME_CONTENT: readonly ContentKind[] = ['store', 'link'];

/** The newest of the given ISO times (unreadable ones ignored); null when there is none. */
export function newestDate(dates: ReadonlyArray<string | null | undefined>): string | null {
  let best: string | null = null;
  let bestTime = -Infinity;
  for (const d of dates) {
    const t = d ? Date.parse(d) : NaN;
    if (!Number.isNaN(t) && t > bestTime) {
      best = d as string;
      bestTime = t;
    }
  }
  return best;
}

/** The "Last updated" time of a page showing these kinds of content (the chrome's always counts). */
export function contentUpdatedAt(dates: ContentDates | null | undefined, kinds: readonly ContentKind[]): string | null {
  if (!dates) return null;
  return newestDate([...new Set([...CHROME_CONTENT, ...kinds])].map((k) => dates[k]));
}

/**
 * What each public route shows beyond the header and footer, by pattern (first match): its "Last updated" and its
 * sitemap date are the newest change of these. A route not listed shows only the chrome's content and the text of
 * its release. A route showing an office-edited page adds that page's publication.
 */
export const ROUTE_CONTENT: ReadonlyArray<readonly [string, readonly ContentKind[]]> = [
  ['/', ['sliders', 'notices', 'gallery_images', 'courses']],
  ['/academic/ug-courses', ['courses']],
  ['/academic/pg-courses', ['courses']],
  ['/academic/courses/:category', ['courses']],
  ['/faculties-staffs/:stream', ['staffs']],
  ['/gallery/:slug', ['gallery_images']],
  // The section pages list the menu, which grows with the streams and the albums.
  ['/about', []],
  ['/administration', []],
  ['/faculties-staffs', ['staffs']],
  ['/academic', []],
  ['/academic/courses', []],
  ['/facilities', []],
  ['/students', []],
  ['/gallery', ['gallery_images']],
  ['/rankings', []],
  // The sitemap page lists the menu and every published page.
  ['/sitemap', ['pages', 'gallery_images', 'staffs']],
];

/** The kinds of content a public path shows (the chrome's not included). */
export function routeContent(pathname: string): readonly ContentKind[] {
  return ROUTE_CONTENT.find(([pattern]) => matchPath(pattern, pathname) !== null)?.[1] ?? [];
}

/**
 * The "Last updated" time of a public page: for a page the office publishes, its publication (and the content it
 * lists besides, for the sitemap); for any other, the newest change of what it shows, the chrome included.
 */
export function pageUpdatedAt(
  pathname: string,
  dates: ContentDates | null | undefined,
  publishedAt?: string | null,
): string | null {
  const kinds = routeContent(pathname);
  if (publishedAt) return newestDate([publishedAt, ...kinds.map((k) => dates?.[k])]);
  return contentUpdatedAt(dates, kinds);
}

/** An ISO time as the date in India, DD/MM/YYYY (23/11/2026); '' when unreadable. */
export function indianDate(iso: string | null | undefined): string {
  const t = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(t)) return '';
  // India is UTC+5:30 all year.
  const d = new Date(t + 330 * 60_000);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${d.getUTCFullYear()}`;
}

/** The "Last updated" label (GIGW); the date follows it. */
export const LAST_UPDATED: Bilingual = { en: 'Last updated', hi: 'अंतिम अद्यतन' };

/** Public pages outside the menu that every sitemap lists. */
export const SITEMAP_EXTRA_PATHS: readonly string[] = ['/contact-us', '/feedback-form'];

/** The public addresses of the menu, in its order: internal, not opened in a new tab, not the student's pages. */
export function publicMenuPaths(items: readonly MenuItem[], out: string[] = []): string[] {
  for (const item of items) {
    if (item.href && !item.newTab && item.href.startsWith('/') && !item.href.startsWith('/student/')) {
      if (!out.includes(item.href)) out.push(item.href);
    }
    if (item.children) publicMenuPaths(item.children, out);
  }
  return out;
}
