// Rounds of admission by merit (decision 023): the office previews and publishes a round with a payment window;
// each offered student pays inside it (paying admits, with an enrolment number) or the offer lapses at the close.
import type { Bilingual } from '../content/language';

export type SelectionCompartment = 'UR' | 'SC' | 'ST' | 'OBC' | 'EWS';
export type SelectionQuota = 'divyang' | 'freedomFighter' | 'defence' | 'women';

/** Where an offer stands: offered (the window open or not yet closed), admitted (the fee paid), lapsed (unpaid). */
export type OfferStatus = 'offered' | 'admitted' | 'lapsed';
export type StandingStatus = OfferStatus | 'waiting' | 'excluded';

/** Index marks and why, every figure in hundredths of a point (8735 = 87.35). */
export interface IndexMarksBreakdownView {
  percentage: number;
  weightage: Array<{ name: string; points: number }>;
  weightageClaimed: number;
  cap: number;
  capApplied: boolean;
  weightageTotal: number;
  total: number;
}

export interface CompartmentOutcome {
  seats: number;
  offered: number;
  vacant: number;
  /** The lowest index marks offered (hundredths), null when nobody was. */
  cut_off: number | null;
  /** The same as the student reads it, "87.35". */
  cut_off_text: string | null;
  horizontal: Record<SelectionQuota, { count: number; held: number; short: number }>;
}

export interface RoundOfferView {
  student_id: number;
  form_number: number;
  name: string;
  compartment: SelectionCompartment;
  quota: SelectionQuota | null;
  label: Bilingual;
  merit_rank: number;
  index_marks: number;
  breakdown: IndexMarksBreakdownView;
}

export interface StandingView {
  student_id: number;
  form_number: number;
  name: string;
  category: string;
  merit_rank: number;
  index_marks: number;
  breakdown: IndexMarksBreakdownView;
  status: 'offered' | 'waiting' | 'excluded';
  label: Bilingual | null;
  waiting: { in_category: number; overall: number } | null;
  /** The university's entrance rank, for a course admitted by it. */
  entrance_rank?: number | null;
}

/** POST /api/admin/selection/:course/:year/preview: what a round would offer now; nothing is saved. */
export interface RoundPreview {
  course: string;
  year: number;
  /** The number the round would have. */
  round: number;
  offers: RoundOfferView[];
  compartments: Record<SelectionCompartment, CompartmentOutcome>;
  standings: StandingView[];
  /** What the order follows: index marks, or the university's entrance rank (decision 027). */
  basis?: 'index' | 'entrance';
  /** An entrance course's verified applicants with no imported rank: not ranked ("no entrance rank"). */
  unranked?: Array<{ student_id: number; form_number: number; name: string; category: string }>;
}
export interface RoundPreviewResponse {
  data: RoundPreview;
}

/** POST …/rounds: the payment window, ISO date-times. */
export interface PublishRoundRequest {
  opens_at: string;
  closes_at: string;
}

export interface RoundOfferRecord extends RoundOfferView {
  id: number;
  status: OfferStatus;
  deadline: string;
  deadline_ist: string;
}

export interface RoundView extends Omit<RoundPreview, 'offers'> {
  offers: RoundOfferRecord[];
  id: number;
  state: 'open' | 'closed';
  opens_at: string;
  closes_at: string;
  /** The same in India time, "27/11/2026 17:30 IST". */
  opens_at_ist: string;
  closes_at_ist: string;
}
export interface RoundResponse {
  message: string;
  message_hi: string;
  data: RoundView;
}

/** POST …/rounds/:round/offers/:id/reinstate: the lapsed offer's new deadline. */
export interface ReinstateOfferRequest {
  closes_at: string;
}
/** POST …/release: the vacant seats of a reserved compartment given to UR for later rounds (all when no count). */
export interface ReleaseSeatsRequest {
  compartment: Exclude<SelectionCompartment, 'UR'>;
  seats?: number;
}
export interface SelectionActionResponse {
  message: string;
  message_hi: string;
  data: Record<string, unknown>;
}

/** GET /api/v2/selection: the student's offer or place in the latest round; null before any round. */
export interface StudentSelection {
  round: number;
  status: StandingStatus;
  merit_rank: number;
  index_marks: number;
  index_marks_text: string;
  breakdown: IndexMarksBreakdownView;
  /** "OBC — women" in both languages; null while waiting. */
  label: Bilingual | null;
  /** The compartment of the seat offered or taken; null while waiting. */
  compartment: SelectionCompartment | null;
  cut_offs: Record<SelectionCompartment, string | null>;
  deadline: string | null;
  deadline_ist: string | null;
  waiting: { in_category: number; overall: number } | null;
  enrolment_no: string | null;
  fee_to_pay: string | null;
}
export interface StudentSelectionResponse {
  data: StudentSelection | null;
}

export const OFFER_STATUS_LABELS: Readonly<Record<StandingStatus, Bilingual>> = {
  offered: { en: 'Seat offered — pay the fee by the deadline', hi: 'सीट आवंटित — अंतिम तिथि तक शुल्क जमा करें' },
  admitted: { en: 'Admitted', hi: 'प्रवेशित' },
  lapsed: { en: 'Offer lapsed (fee not paid in time)', hi: 'आवंटन समाप्त (समय पर शुल्क जमा नहीं हुआ)' },
  waiting: { en: 'Waiting list', hi: 'प्रतीक्षा सूची' },
  excluded: { en: 'Not in this round', hi: 'इस चरण में नहीं' },
};

export const ROUND_ANSWERS = {
  published: {
    en: 'The round is published and the offered students are informed by mail.',
    hi: 'चरण प्रकाशित हुआ और आवंटित विद्यार्थियों को मेल से सूचित किया गया।',
  },
  closed: { en: 'The round is closed: unpaid offers have lapsed.', hi: 'चरण बंद हुआ: बिना शुल्क वाले आवंटन समाप्त हो गए।' },
  reinstated: { en: 'The offer is reinstated with the new deadline.', hi: 'नई अंतिम तिथि के साथ आवंटन बहाल किया गया।' },
  released: {
    en: 'The vacant seats are released to the open category for later rounds.',
    hi: 'रिक्त सीटें आगामी चरणों हेतु अनारक्षित वर्ग को दी गईं।',
  },
} as const satisfies Record<string, Bilingual>;
