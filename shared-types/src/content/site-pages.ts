// The site's editable pages and their public addresses: the compliance pages a government college must show
// (GIGW 3.0, UGC), linked from the footer, and the menu's title-only pages, each now a page the office edits.
import type { Bilingual } from './language';
import { PLACEHOLDER_PAGES } from './menu';

export interface SitePage {
  slug: string;
  /** The public address. */
  path: string;
  title: Bilingual;
}

const P = (slug: string, path: string, en: string, hi: string): SitePage => ({ slug, path, title: { en, hi } });

/** The compliance pages, in the footer's order. */
export const COMPLIANCE_PAGES: readonly SitePage[] = [
  P('sitemap', '/sitemap', 'Sitemap', 'साइटमैप'),
  P('accessibility-statement', '/accessibility-statement', 'Accessibility Statement', 'सुगम्यता कथन'),
  P('screen-reader-access', '/screen-reader-access', 'Screen Reader Access', 'स्क्रीन रीडर पहुँच'),
  P('help', '/help', 'Help', 'सहायता'),
  P('terms-of-use', '/terms-of-use', 'Terms of Use', 'उपयोग की शर्तें'),
  P('privacy-policy', '/privacy-policy', 'Privacy Policy', 'गोपनीयता नीति'),
  P('copyright-policy', '/copyright-policy', 'Copyright Policy', 'कॉपीराइट नीति'),
  P('hyperlinking-policy', '/hyperlinking-policy', 'Hyperlinking Policy', 'हाइपरलिंकिंग नीति'),
  P('anti-ragging', '/anti-ragging', 'Anti-Ragging', 'रैगिंग निषेध'),
  P('rti', '/rti', 'Right to Information', 'सूचना का अधिकार'),
  P('grievance-redressal', '/grievance-redressal', 'Grievance Redressal', 'शिकायत निवारण'),
  P('mandatory-disclosure', '/mandatory-disclosure', 'Mandatory Disclosure', 'अनिवार्य प्रकटीकरण'),
];

/** A menu page's slug: its path without the leading slash, '/' as '-', lowercase ('/rankings/NAAC' → 'rankings-naac'). */
export function slugForMenuPath(path: string): string {
  return path.replace(/^\/+/, '').replace(/\//g, '-').toLowerCase();
}

/** The menu's title-only pages as editable pages (IQAC, Results, Academic Calendar, ...). */
export const MENU_PAGES: readonly SitePage[] = Object.entries(PLACEHOLDER_PAGES).map(([path, title]) => ({
  slug: slugForMenuPath(path),
  path,
  title,
}));

const BY_SLUG = new Map([...COMPLIANCE_PAGES, ...MENU_PAGES].map((p) => [p.slug, p]));

const IQAC_PATH = '/administration/iqac';

/**
 * The footer's website-policy links: the compliance pages, then the IQAC page (a menu page under Administration),
 * which NAAC expects a college to link where its disclosures are, not only from a submenu.
 */
export const FOOTER_POLICY_PAGES: readonly SitePage[] = [
  ...COMPLIANCE_PAGES,
  ...MENU_PAGES.filter((p) => p.path === IQAC_PATH),
];

/** The public address of a page: its own for a compliance or menu page, else /pages/<slug>. */
export function pagePath(slug: string): string {
  return BY_SLUG.get(slug)?.path ?? `/pages/${slug}`;
}

/** The national anti-ragging helpline (UGC), toll free, a fixed fact of the anti-ragging page. */
export const ANTI_RAGGING_HELPLINE = '1800-180-5522';
