// The public merit lists (decision 026): per course, year and round, every applicant the round ranked, with the
// seat offered and where the offer stands now. Only what the list must show: no date of birth, phone, address,
// Aadhaar or e-mail ever leaves the API in these answers.
import type { Bilingual } from '../content/language';
import { COURSE_CATALOGUE } from '../admission/catalogue';
import { categoryWords } from './admitted';
import type { ReservedSeatCompartment } from './seat-matrix';

/** Where a row stands now: an offer made later lapsed or admitted shows its current status. */
export type MeritListStatus = 'offered' | 'admitted' | 'lapsed' | 'waiting';

/** Rows in one page of a list. */
export const MERIT_LIST_PAGE_SIZE = 100;

/** A form number as searched: digits only, at most 12. */
export const MERIT_LIST_QUERY = /^[0-9]{1,12}$/;

/** One published round's list, as the index shows it. */
export interface MeritListSummary {
  course: string;
  /** The course's name in both languages. */
  course_name: Bilingual;
  year: number;
  round: number;
  /** ISO instant the round was published. */
  published_at: string;
  /** ISO instant the list last changed (published, an offer lapsed, admitted or reinstated, the round closed). */
  updated_at: string;
  state: 'open' | 'closed';
  /** Rows in the whole list. */
  count: number;
  /** The page on the public site, "/merit-list/BCOM/1/1". */
  path: string;
}
export interface MeritListIndexResponse {
  data: MeritListSummary[];
}

export interface MeritListRow {
  form_number: number;
  /** The name as on the form. */
  name: string;
  category: string;
  /** The compartment of the seat offered ("OBC — women"), null while waiting. */
  compartment: Bilingual | null;
  /** Index marks as the student reads them, "87.35". */
  index_marks: string;
  rank: number;
  status: MeritListStatus;
}

/**
 * Vacant seats of a reserved compartment the office released to the open category (UR) before the round was
 * published: the round offered them as UR seats.
 */
export interface MeritListRelease {
  compartment: ReservedSeatCompartment;
  seats: number;
  /** The round after which the seats were vacant and released; null when released before the first round. */
  from_round: number | null;
}

/** "3 seats of SC released to the open category (UR) for this round (vacant after round 1)", in both languages. */
export function meritListReleaseText(r: MeritListRelease): Bilingual {
  const one = r.seats === 1;
  const after = r.from_round
    ? { en: ` (vacant after round ${r.from_round})`, hi: ` (चरण ${r.from_round} के बाद रिक्त)` }
    : null;
  return {
    en: `${r.seats} ${one ? 'seat' : 'seats'} of ${r.compartment} released to the open category (UR) for this round${after?.en ?? ''}`,
    hi: `इस चरण के लिए ${categoryWords(r.compartment).hi} की ${r.seats} ${one ? 'सीट' : 'सीटें'} अनारक्षित (UR) श्रेणी को ${one ? 'दी गई' : 'दी गईं'}${after?.hi ?? ''}`,
  };
}

/** GET /api/v1/merit-lists/:course/:year/:round?page=&q= */
export interface MeritListPage extends MeritListSummary {
  /** Reserved seats released to UR that this round offered (each release with the round it followed). */
  releases: MeritListRelease[];
  /** Rows of the list (or of the search) in all. */
  total: number;
  page: number;
  pages: number;
  per_page: number;
  /** The form number searched, null when none. */
  q: string | null;
  rows: MeritListRow[];
}
export interface MeritListPageResponse {
  data: MeritListPage;
}

export const MERIT_LIST_STATUS_LABELS: Readonly<Record<MeritListStatus, Bilingual>> = {
  offered: { en: 'Offered', hi: 'सीट आवंटित' },
  admitted: { en: 'Admitted', hi: 'प्रवेशित' },
  lapsed: { en: 'Lapsed', hi: 'आवंटन समाप्त' },
  waiting: { en: 'Waiting', hi: 'प्रतीक्षारत' },
};

/** The columns, in order, as the page, the CSV and the printable list name them. */
export const MERIT_LIST_COLUMNS = {
  rank: { en: 'Rank', hi: 'रैंक' },
  form_number: { en: 'Form number', hi: 'फ़ॉर्म संख्या' },
  name: { en: 'Name', hi: 'नाम' },
  category: { en: 'Category', hi: 'वर्ग' },
  compartment: { en: 'Compartment allotted', hi: 'आवंटित श्रेणी' },
  index_marks: { en: 'Index marks', hi: 'सूचकांक अंक' },
  status: { en: 'Status', hi: 'स्थिति' },
} as const satisfies Record<string, Bilingual>;

export const MERIT_LIST_TEXT = {
  title: { en: 'Merit lists', hi: 'मेरिट सूचियाँ' },
  listTitle: { en: 'Merit list', hi: 'मेरिट सूची' },
  round: { en: 'Round', hi: 'चरण' },
  year: { en: 'Year', hi: 'वर्ष' },
  published: { en: 'Published', hi: 'प्रकाशित' },
  lastUpdated: { en: 'Last updated', hi: 'अंतिम अद्यतन' },
  releases: { en: 'Seats released to the open category', hi: 'अनारक्षित श्रेणी को दी गई सीटें' },
} as const satisfies Record<string, Bilingual>;

/** The course's name in both languages, from the catalogue (the code when it is not there). */
export function meritCourseName(course: string): Bilingual {
  const c = COURSE_CATALOGUE.find((x) => x.code === course);
  return c ? { en: c.name, hi: c.second_name } : { en: course, hi: course };
}

/** The page of a list on the public site. */
export function meritListPath(course: string, year: number, round: number): string {
  return `/merit-list/${encodeURIComponent(course)}/${year}/${round}`;
}

export const MERIT_LIST_INDEX_PATH = '/merit-list';
