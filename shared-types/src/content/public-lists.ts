// The lists behind the public menu and its routes: facilities (the spec's fixed set when the store has none),
// gallery types and faculty pages, each built from the site data.
import type { Facility, GalleryImage, Staff, Store } from './entities';
import type { Label } from './language';
import { slugify } from './rules';

/** The slug of a text, or `fallback` when the text has no Latin letters or digits (the rule keeps only those). */
export function slugOr(text: string, fallback: string): string {
  return slugify(text) || fallback;
}

export interface ListEntry {
  slug: string;
  label: Label;
}

/** The facilities used when the store has none (SPEC §2), in the spec's order. */
export const FIXED_FACILITIES: readonly ListEntry[] = [
  { slug: 'multipurpose-hall', label: { en: 'Multipurpose Hall', hi: 'बहुउद्देशीय हॉल' } },
  { slug: 'smart-class-room', label: { en: 'Smart Class Room', hi: 'स्मार्ट क्लास रूम' } },
  { slug: 'women-health-club', label: { en: 'Women Health Club', hi: 'महिला स्वास्थ्य क्लब' } },
  { slug: 'computer-lab', label: { en: 'Computer Lab', hi: 'कंप्यूटर लैब' } },
  { slug: 'library', label: { en: 'Library', hi: 'पुस्तकालय' } },
  { slug: 'e-library', label: { en: 'E-Library', hi: 'ई-पुस्तकालय' } },
  { slug: 'e-learning-park', label: { en: 'E-Learning Park', hi: 'ई-लर्निंग पार्क' } },
  { slug: 'college-store', label: { en: 'College Store', hi: 'महाविद्यालय भंडार' } },
];

export interface FacilityEntry extends ListEntry {
  /** The store's record; absent for the fixed set. */
  facility?: Facility;
}

/** One entry per facility of the store; the fixed set when the store has none. */
export function facilityEntries(store: Pick<Store, 'facilities'> | null | undefined): FacilityEntry[] {
  const list = (store?.facilities ?? []).filter((f) => f && typeof f.name === 'string' && f.name.trim());
  if (list.length === 0) return FIXED_FACILITIES.map((f) => ({ ...f }));
  const seen = new Set<string>();
  const out: FacilityEntry[] = [];
  for (const f of list) {
    const slug = slugOr(f.name, `facility-${f.id}`);
    if (seen.has(slug)) continue;
    seen.add(slug);
    // The office's Hindi name beside the English one (decision 029); the address stays the English one's.
    const hi = f.name_hi?.trim();
    out.push({ slug, label: hi ? { en: f.name.trim(), hi } : f.name.trim(), facility: f });
  }
  return out;
}

/** Distinct gallery titles, in the order the API lists them. */
export function galleryTitles(images: readonly Pick<GalleryImage, 'title'>[] | null | undefined): string[] {
  const out: string[] = [];
  for (const img of images ?? []) {
    const t = typeof img?.title === 'string' ? img.title.trim() : '';
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}

/** Gallery types the menu links even without images of that title (SPEC §2). */
export const FIXED_GALLERY_TYPES: readonly ListEntry[] = [
  { slug: 'photo', label: { en: 'Photo', hi: 'फ़ोटो' } },
  { slug: 'video', label: { en: 'Video', hi: 'वीडियो' } },
  { slug: 'news', label: { en: 'News', hi: 'समाचार' } },
];

export interface GalleryType extends ListEntry {
  /** The stored title whose images the page lists; absent for a fixed type no image carries. */
  title?: string;
}

/** One gallery type per distinct title, then Photo, Video and News unless a title already gives that slug. */
export function galleryTypes(
  images: readonly Pick<GalleryImage, 'title' | 'title_hi'>[] | null | undefined,
): GalleryType[] {
  const out: GalleryType[] = [];
  galleryTitles(images).forEach((title, i) => {
    const slug = slugOr(title, `type-${i + 1}`);
    // The album's Hindi name, from the first of its photos that has one (decision 029).
    const hi = (images ?? []).find((img) => img?.title?.trim() === title && img.title_hi?.trim())?.title_hi?.trim();
    if (!out.some((t) => t.slug === slug)) out.push({ slug, label: hi ? { en: title, hi } : title, title });
  });
  for (const fixed of FIXED_GALLERY_TYPES) {
    if (!out.some((t) => t.slug === fixed.slug)) out.push({ ...fixed });
  }
  return out;
}

/** The images of one gallery type: those whose title equals the type's title. */
export function galleryImagesOf<T extends Pick<GalleryImage, 'title'>>(
  images: readonly T[] | null | undefined,
  type: GalleryType,
): T[] {
  if (!type.title) return [];
  return (images ?? []).filter((img) => typeof img?.title === 'string' && img.title.trim() === type.title);
}

/** Faculty pages the menu always links, whether or not the staff data names them as streams. */
export const FIXED_FACULTY_PAGES: readonly ListEntry[] = [
  { slug: 'library', label: { en: 'Library', hi: 'पुस्तकालय' } },
  { slug: 'office-work', label: { en: 'Office Work', hi: 'कार्यालय' } },
];

export interface FacultyEntry extends ListEntry {
  /** The stored stream whose staff the page lists; absent for a fixed page no staff names. */
  stream?: string;
}

/** One faculty page per distinct stream of the staff data, then Library and Office Work. */
export function facultyEntries(staffs: readonly Pick<Staff, 'stream'>[] | null | undefined): FacultyEntry[] {
  const out: FacultyEntry[] = [];
  for (const s of staffs ?? []) {
    const stream = typeof s?.stream === 'string' ? s.stream.trim() : '';
    if (!stream) continue;
    const slug = slugOr(stream, `stream-${out.length + 1}`);
    if (!out.some((e) => e.slug === slug)) out.push({ slug, label: stream, stream });
  }
  for (const fixed of FIXED_FACULTY_PAGES) {
    if (!out.some((e) => e.slug === fixed.slug)) out.push({ ...fixed });
  }
  return out;
}

/** The staff of one faculty page (same stream, compared by slug so spelling and case do not matter). */
export function staffOf<T extends Pick<Staff, 'stream'>>(staffs: readonly T[] | null | undefined, slug: string): T[] {
  return (staffs ?? []).filter((s) => typeof s?.stream === 'string' && s.stream.trim() && slugify(s.stream) === slug);
}
