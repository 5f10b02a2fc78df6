// What the office's editors send and get back: notices with drafts, and pages with published versions.
import { object, string, number } from 'yup';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string | null | undefined) => !v || (DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));
const isLink = (v: string | null | undefined) => !v || /^(https?:\/\/|\/)[^\s]*$/i.test(v);

/** A notice as an editor writes it: a title in at least one language, a link (PDF or page) and an expiry. */
export const noticeEditSchema = object({
  title_hi: string().trim().max(500).default(''),
  title_en: string()
    .trim()
    .max(500)
    .default('')
    .test('one-title', 'Write the title in Hindi or English', function (v) {
      return Boolean(v || (this.parent.title_hi as string));
    }),
  link: string().trim().max(1000).default('').test('link', 'The link must start with https://, http:// or /', isLink),
  expires_on: string().trim().default('').test('date', 'Write the date as YYYY-MM-DD', isDate),
  pinned: string().oneOf(['0', '1'], 'Pinned is 0 or 1').default('0'),
  /** The date the notice or event is shown with (YYYY-MM-DD); empty: when it was written. */
  dated: string().trim().default('').test('date', 'Write the date as YYYY-MM-DD', isDate),
});

/** The address of a page: lowercase letters, digits and hyphens. */
export const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A page's draft: titles and bodies in both languages (the server sanitises the bodies). */
export const pageEditSchema = object({
  title_hi: string().trim().required('Write the title in Hindi').max(300),
  title_en: string().trim().required('Write the title in English').max(300),
  body_hi: string().max(200_000).default(''),
  body_en: string().max(200_000).default(''),
});

/** A new page: its address too. */
export const pageCreateSchema = pageEditSchema.shape({
  slug: string()
    .trim()
    .required('Write the address of the page')
    .max(80)
    .matches(PAGE_SLUG, 'The address uses lowercase letters, digits and hyphens'),
});

export const pageRestoreSchema = object({
  version: number().integer().min(1, 'Choose a published version').required('Choose a published version'),
});

export interface EditorNotice {
  id: number;
  title_hi: string | null;
  title_en: string | null;
  popup_message: string;
  popup_link: string | null;
  pinned: boolean;
  expires_on: string | null;
  published: boolean;
  created_at: string;
  updated_at: string | null;
}

export interface PageVersionSummary {
  version: number;
  published_at: string;
  published_by: number | null;
}

export interface EditorPage {
  slug: string;
  title_hi: string;
  title_en: string;
  body_hi: string;
  body_en: string;
  updated_at: string;
  /** The draft differs from the published version (or nothing is published yet). */
  unpublished_changes: boolean;
  versions: PageVersionSummary[];
}

/** A published page, as the public site gets it. */
export interface PublicPage {
  slug: string;
  title_hi: string;
  title_en: string;
  body_hi: string;
  body_en: string;
  version: number;
  /** When this version was published (ISO 8601): the page's "Last updated". */
  updated_at: string;
}

export const EDITOR_MESSAGES = {
  saved: { en: 'Saved as a draft.', hi: 'प्रारूप के रूप में सहेजा गया।' },
  published: { en: 'Published.', hi: 'प्रकाशित किया गया।' },
  restored: { en: 'The earlier version is published again.', hi: 'पिछला संस्करण फिर से प्रकाशित किया गया।' },
  noPage: { en: 'There is no such page.', hi: 'ऐसा कोई पृष्ठ नहीं है।' },
  noNotice: { en: 'There is no such notice.', hi: 'ऐसी कोई सूचना नहीं है।' },
  noVersion: { en: 'There is no such version.', hi: 'ऐसा कोई संस्करण नहीं है।' },
  slugTaken: { en: 'A page with this address exists.', hi: 'इस पते का पृष्ठ पहले से है।' },
} as const;

/** The office's reply to an enquiry, mailed to its sender. */
export const enquiryReplySchema = object({
  message: string().trim().required('Write the reply').max(5000),
});

export type EnquiryStatus = 'new' | 'answered';

export interface OfficeEnquiry {
  id: number;
  name: string;
  email: string;
  mobile: string;
  message: string;
  created_at: string;
  status: EnquiryStatus;
  reply: string | null;
  answered_at: string | null;
}
