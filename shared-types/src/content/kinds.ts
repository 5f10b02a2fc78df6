// The other kinds of site content the office edits from the console (decision 019): the college's own details,
// sliders, gallery photos and videos, staff, facilities, courses, past principals and holidays. Saving publishes
// at once; the API rebuilds the matching public call so its ETag changes.
import { array, object, string, type InferType } from 'yup';

const isLink = (v: string | null | undefined) => !v || /^(https?:\/\/|\/)[^\s<>"]*$/i.test(v);
const isDate = (v: string | null | undefined) =>
  !v || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));
const LINK_MESSAGE = 'The link must start with https://, http:// or /';

/** The words of the length rule that carry their Hindi ("अधिकतम N अक्षर", errors/rule-messages.ts). */
const atMost = (max: number) => `At most ${max} characters`;
const text = (max: number) => string().trim().max(max, atMost(max)).default('');
const link = () => text(1000).test('link', LINK_MESSAGE, isLink);
const needed = (max: number, message: string) => string().trim().required(message).max(max, atMost(max));
const neededLink = (message: string) => needed(1000, message).test('link', LINK_MESSAGE, isLink);

/**
 * The embed address of a YouTube or Vimeo video from any of the addresses people copy (watch, share, embed), or
 * null for anything else. YouTube plays from its no-cookie host.
 */
export function videoEmbedUrl(input: string | null | undefined): string | null {
  let url: URL;
  try {
    url = new URL((input ?? '').trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id = (re: RegExp, s: string | null) => (s && re.test(s) ? s : null);
  const yt = (s: string | null) => id(/^[A-Za-z0-9_-]{11}$/, s);
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = yt(parts[0] ?? null);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') youtube = yt(url.searchParams.get('v'));
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') youtube = yt(parts[1] ?? null);
  }
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = (s: string | null) => id(/^\d{6,12}$/, s);
  let v: string | null = null;
  if (host === 'vimeo.com') v = vimeo(parts[0] ?? null);
  else if (host === 'player.vimeo.com' && parts[0] === 'video') v = vimeo(parts[1] ?? null);
  return v ? `https://player.vimeo.com/video/${v}` : null;
}

/** The college's own record as the office writes it; the name in both languages is stored "Hindi=English". */
export const storeEditSchema = object({
  title_hi: needed(300, 'Write the college name in Hindi'),
  title_en: needed(300, 'Write the college name in English'),
  store_address: text(500),
  store_phone: text(100),
  store_email: text(200).email('Write a valid email address'),
  store_description: text(5000),
  store_logo: link(),
  affiliation_info: text(1000),
  social_link: link(),
  about_image: link(),
  principal_image: link(),
  /** HTML, sanitised by the server. */
  principal_message: text(20_000),
  /** HTML, sanitised by the server. */
  marquee: text(5000),
  /** The ticker and the principal's message in Hindi: HTML, sanitised by the server (decision 029). */
  marquee_hi: text(5000),
  principal_message_hi: text(20_000),
});

export const sliderEditSchema = object({
  slider_image: neededLink('Choose the slider image'),
  /** The caption on the slide, in English and Hindi; either may be empty. */
  caption: text(300),
  caption_hi: text(300),
});

/** A gallery photo: its album (the gallery title), caption and an optional post it opens. */
export const galleryEditSchema = object({
  title: needed(200, 'Write the album name'),
  title_hi: text(200),
  description: text(1000),
  description_hi: text(1000),
  image_link: neededLink('Choose the photo'),
  post_link: link(),
});

/** Several photos of one album at once, each with its caption and post link. */
export const galleryBulkSchema = object({
  title: needed(200, 'Write the album name'),
  title_hi: text(200),
  photos: array(
    object({
      image_link: neededLink('Choose the photo'),
      description: text(1000),
      description_hi: text(1000),
      post_link: link(),
    }),
  )
    .min(1, 'Add at least one photo')
    .max(50, 'Add at most 50 photos at a time')
    .required('Add at least one photo'),
});

export const videoEditSchema = object({
  title: needed(200, 'Write the title of the video'),
  title_hi: text(200),
  url: needed(1000, 'Write the address of the video').test(
    'video',
    'Use a YouTube or Vimeo address',
    (v) => videoEmbedUrl(v) !== null,
  ),
});

export const staffEditSchema = object({
  name: needed(200, 'Write the name'),
  name_hi: text(200),
  department: text(200),
  department_hi: text(200),
  designation: text(200),
  designation_hi: text(200),
  stream: text(200),
  email: text(200).email('Write a valid email address'),
  mobile: text(20).matches(/^$|^[0-9+ -]{6,20}$/, 'Write a valid mobile number'),
  image_link: link(),
  bio_data: link(),
});

export const facilityEditSchema = object({
  name: needed(200, 'Write the name of the facility'),
  name_hi: text(200),
  image: link(),
  /** HTML, sanitised by the server. */
  description: text(20_000),
  description_hi: text(20_000),
});

export const courseEditSchema = object({
  categ: string().oneOf(['science', 'commerce'], 'Choose science or commerce').required('Choose science or commerce'),
  name: needed(200, 'Write the name of the course'),
  name_hi: text(200),
  short_name: needed(40, 'Write the short name of the course'),
  subjects: text(2000),
  /** HTML, sanitised by the server. */
  description: text(20_000),
  description_hi: text(20_000),
  /** HTML, sanitised by the server. */
  detail: text(50_000),
  detail_hi: text(50_000),
  image: link(),
  email_id: text(200).email('Write a valid email address'),
});

/** A useful link of the footer: its title in both languages and its address. */
export const usefulLinkEditSchema = object({
  title: needed(200, 'Write the title of the link'),
  title_hi: text(200),
  link: neededLink('Write the address of the link'),
});

/** A former principal; dates as the public page shows them, day/month/year. */
const DMY = /^$|^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/;
export const pastPrincipalEditSchema = object({
  name_en: needed(200, 'Write the name in English'),
  name_hi: needed(200, 'Write the name in Hindi'),
  from_date: needed(10, 'Write the date as DD/MM/YYYY').matches(DMY, 'Write the date as DD/MM/YYYY'),
  to_date: text(10).matches(DMY, 'Write the date as DD/MM/YYYY'),
});

export const holidayEditSchema = object({
  date: needed(10, 'Write the date as YYYY-MM-DD').test('date', 'Write the date as YYYY-MM-DD', isDate),
  name_en: needed(200, 'Write the holiday in English'),
  name_hi: needed(200, 'Write the holiday in Hindi'),
});

/** The PDF of the list of holidays (an address from the documents upload), or empty for the built-in one. */
export const holidaysPdfSchema = object({ pdf: link() });

export const orderSchema = object({
  ids: array(
    string()
      .matches(/^[1-9][0-9]{0,9}$/, 'Unknown item')
      .required(),
  ).required('Give the order'),
});

/** The kinds of content edited as lists, their rows' fields, and the schema each row is checked with. */
export const EDITOR_KINDS = {
  sliders: sliderEditSchema,
  gallery: galleryEditSchema,
  videos: videoEditSchema,
  staffs: staffEditSchema,
  facilities: facilityEditSchema,
  courses: courseEditSchema,
  'past-principals': pastPrincipalEditSchema,
  holidays: holidayEditSchema,
  'useful-links': usefulLinkEditSchema,
} as const;
export type EditorKind = keyof typeof EDITOR_KINDS;
export const EDITOR_KIND_NAMES = Object.keys(EDITOR_KINDS) as EditorKind[];

/** A row of a kind as the console lists it: its id and its fields as text. */
export type ContentRow = { id: number } & Record<string, string | null | number>;

export interface Video {
  id: number;
  title: string;
  title_hi?: string | null;
  /** The embed address (YouTube no-cookie or Vimeo player). */
  url: string;
}

export interface PastPrincipal {
  id: number;
  name_en: string;
  name_hi: string;
  from_date: string;
  to_date: string | null;
}

export interface Holiday {
  id: number;
  date: string;
  name_en: string;
  name_hi: string;
}

/** The public list of holidays: the office's PDF (null: the built-in one) and rows. */
export interface HolidayList {
  pdf: string | null;
  rows: Holiday[];
}

/** The college's record as the console edits it. */
export type StoreEdit = InferType<typeof storeEditSchema>;

/** A stored public document (a PDF): its content-hashed address. */
export interface PublicDocument {
  url: string;
  size: number;
}

/** Largest PDF the office uploads (bio-data, holiday list, notice attachments). */
export const PUBLIC_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const CONTENT_MESSAGES = {
  saved: { en: 'Saved and published.', hi: 'सहेजा और प्रकाशित किया गया।' },
  removed: { en: 'Removed.', hi: 'हटा दिया गया।' },
  reordered: { en: 'The new order is published.', hi: 'नया क्रम प्रकाशित किया गया।' },
  noItem: { en: 'There is no such item.', hi: 'ऐसी कोई प्रविष्टि नहीं है।' },
  badOrder: {
    en: 'The order must list every item once.',
    hi: 'क्रम में प्रत्येक प्रविष्टि एक बार होनी चाहिए।',
  },
  notPdf: { en: 'Please upload a PDF file.', hi: 'कृपया PDF फ़ाइल अपलोड करें।' },
  pdfTooLarge: { en: 'The PDF may be at most 10 MB.', hi: 'PDF अधिकतम 10 MB की हो सकती है।' },
} as const;
