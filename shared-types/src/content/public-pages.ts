// Rules of the public pages (SPEC §9): the table cell rule, the bio-data link, the home page's timings and lists, and
// the enquiry form's answer.
import type { Notice } from './entities';

export type TableCell = { kind: 'image'; src: string } | { kind: 'pdf'; href: string } | { kind: 'text'; text: string };

/** Width in px of an image shown in a table cell. */
export const TABLE_IMAGE_SIZE = 100;

/**
 * The table cell rule (SPEC §9): a value starting with https and not ending .pdf shows as an image; a PDF link
 * shows a 'View PDF' button; anything else is text.
 */
export function tableCell(value: unknown): TableCell {
  const text = value == null ? '' : String(value).trim();
  const isPdf = /\.pdf$/i.test(text.replace(/[?#].*$/, '')) && !/\s/.test(text);
  if (isPdf) return { kind: 'pdf', href: text };
  if (text.toLowerCase().startsWith('https')) return { kind: 'image', src: text };
  return { kind: 'text', text };
}

/** The bio-data link of a staff member, or null (the button shows 'Bio Data Not Available', disabled). */
export function biodataLink(staff: { bio_data?: string | null }): string | null {
  const link = staff.bio_data?.trim();
  return link ? link : null;
}

/** Home page timings and sizes (SPEC §9). */
export const HOME_PAGE = {
  sliderDelayMs: 3000,
  sliderSpeedMs: 300,
  swipeThresholdPx: 5,
  resizeDebounceMs: 500,
  noticeBoardHeightPx: 312,
  noticeScrollDelayMs: 100,
  noticeScrollAmountPx: 2,
  galleryCount: 3,
} as const;

/** Notice board items (typeof 1) and events (typeof 2), in the order the API gives. */
export function splitNotices<T extends Pick<Notice, 'typeof'>>(
  notices: readonly T[] | null | undefined,
): { board: T[]; events: T[] } {
  const list = notices ?? [];
  return {
    board: list.filter((n) => Number(n.typeof) === 1),
    events: list.filter((n) => Number(n.typeof) === 2),
  };
}

/** The first three gallery images, shown on the home page. */
export function homeGallery<T>(images: readonly T[] | null | undefined): T[] {
  return (images ?? []).slice(0, HOME_PAGE.galleryCount);
}

export const ENQUIRY = {
  /** Only this exact answer clears the form. */
  successMessage: 'Sent Message Successfully',
  failureMessage: 'Failed to send message.',
  toastMs: 5000,
} as const;

export function isEnquirySent(message: unknown): boolean {
  return message === ENQUIRY.successMessage;
}
