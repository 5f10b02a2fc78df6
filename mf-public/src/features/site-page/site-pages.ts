// Which office-published page a public address shows: a compliance or menu page by its own address, any other
// page at /pages/<slug>.
import { COMPLIANCE_PAGES, MENU_PAGES, type SitePage } from '@college/shared-types';

const BY_PATH = new Map([...COMPLIANCE_PAGES, ...MENU_PAGES].map((p) => [p.path, p]));

/** The page a path shows, with its known title when it is one of the site's own pages. */
export function sitePageFor(
  pathname: string,
  params: Record<string, string | undefined>,
): { slug: string; known?: SitePage } {
  const path = pathname.replace(/\/+$/, '') || '/';
  const known = BY_PATH.get(path);
  if (known) return { slug: known.slug, known };
  return { slug: params.slug ?? '' };
}
