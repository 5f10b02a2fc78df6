// Rules of the site's content: slugs, the store title, the breadcrumb.

/** Slug rule (SPEC §2): lowercase, spaces to hyphens, non-word characters removed, hyphens collapsed and trimmed. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Splits the store title "Hindi name=English name"; a missing title gives 'University Name'. */
export function splitStoreTitle(title: string | null | undefined): { hindi: string; english: string } {
  if (!title || !title.trim()) return { hindi: 'University Name', english: 'University Name' };
  const [hindi = '', english = ''] = title.split('=');
  const h = hindi.trim();
  const e = english.trim();
  return { hindi: h || e || 'University Name', english: e || h || 'University Name' };
}

/**
 * A text of the college's details written in both languages the way the title is, "हिन्दी=English" (address,
 * description, affiliation): the chosen language's side, falling back to the other; a text without "=" as it is.
 */
export function storeText(text: string | null | undefined, lang: 'en' | 'hi'): string {
  const t = (text ?? '').trim();
  if (!t.includes('=')) return t;
  const [hindi = '', english = ''] = t.split('=');
  const h = hindi.trim();
  const e = english.trim();
  return lang === 'hi' ? h || e : e || h;
}

/** A path segment decoded once; a broken escape (`%zz`, a lone `%`) is shown as it is, never thrown. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Breadcrumb from a URL path: Home, then each segment linking to its cumulative path. */
export function breadcrumb(pathname: string): Array<{ label: string; href: string }> {
  const parts = pathname.split('/').filter(Boolean);
  const crumbs = [{ label: 'Home', href: '/' }];
  let acc = '';
  for (const p of parts) {
    acc += `/${p}`;
    const label = decodedSegment(p)
      .replace(/-/g, ' ')
      .replace(/\b\w/g, (c) => c.toUpperCase());
    crumbs.push({ label, href: acc });
  }
  return crumbs;
}
