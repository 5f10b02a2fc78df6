// The admitted register and the university's entrance ranks (decision 027). The register lists every student whose
// admission fee is paid, with the enrolment number given on payment; the office filters it, downloads it as CSV and
// prints it. A PG course admitted by the university's entrance (merit basis 'entrance') takes its order from the rank
// list the office imports, all or nothing.
import type { Bilingual } from '../content/language';

/** The student's category in words, both languages (the register and the CSV never show a bare code). */
export const CATEGORY_WORDS: Readonly<Record<string, Bilingual>> = {
  GENERAL: { en: 'General', hi: 'सामान्य' },
  OBC: { en: 'Other Backward Classes (OBC)', hi: 'अन्य पिछड़ा वर्ग' },
  SC: { en: 'Scheduled Castes (SC)', hi: 'अनुसूचित जाति' },
  ST: { en: 'Scheduled Tribes (ST)', hi: 'अनुसूचित जनजाति' },
  EWS: { en: 'Economically Weaker Sections (EWS)', hi: 'आर्थिक रूप से कमज़ोर वर्ग' },
};

export function categoryWords(code: string | null | undefined): Bilingual {
  const key = (code ?? '').trim().toUpperCase();
  return CATEGORY_WORDS[key] ?? { en: code || '—', hi: code || '—' };
}

/** GET /api/admin/admitted: filters, each optional. */
export interface AdmittedFilters {
  course?: string;
  year?: number;
  category?: string;
  /** Part of the enrolment number, form number, name or father's name. */
  q?: string;
}

export interface AdmittedRow {
  student_id: number;
  enrolment_no: string;
  form_number: number | null;
  name: string;
  father_name: string | null;
  course: string;
  year: number | null;
  category: string | null;
  category_words: Bilingual;
  /** The seat taken in a merit round ("OBC — women"); null for a course admitted directly. */
  seat_label: Bilingual | null;
  /** Index marks in hundredths of a point and as read ("87.35"); null without a merit round. */
  index_marks: number | null;
  index_marks_text: string | null;
  /** When the enrolment number was given (the fee settled), ISO, and in India time "27/11/2026 17:30 IST". */
  admitted_at: string;
  admitted_at_ist: string;
  /** The admission fee paid, "4500.00", and the gateway's transaction and bank references. */
  fee_paid: string | null;
  txnid: string | null;
  bank_ref: string | null;
}

export interface AdmittedResponse {
  data: AdmittedRow[];
  total: number;
  /** The college's name for the printed register's heading. */
  college: Bilingual;
}

/** 'index': merit by index marks; 'entrance': by the university's rank (PG courses admitted by its entrance). */
export type MeritBasisSetting = 'index' | 'entrance';
export const MERIT_BASES: readonly MeritBasisSetting[] = ['index', 'entrance'];

/** POST /api/admin/selection/:course/:year/entrance-ranks: the university's list as CSV text. */
export interface EntranceRanksImportRequest {
  /** Header row, then one row a student: form_no or roll_no, rank, category. */
  csv: string;
}

/** A row of the file that cannot be taken, with its line number (the header is line 1) and why. */
export interface EntranceRankProblem {
  row: number;
  code: EntranceRankProblemCode;
  reason: Bilingual;
}

export type EntranceRankProblemCode =
  | 'unknown_student'
  | 'other_course'
  | 'duplicate_rank'
  | 'duplicate_student'
  | 'bad_rank'
  | 'category_mismatch'
  | 'missing_value';

export interface EntranceRankRecord {
  form_number: number;
  roll_no: string | null;
  name: string;
  rank: number;
  category: string;
}

/** GET …/entrance-ranks: the ranks imported for the course and year, rank first. */
export interface EntranceRanksResponse {
  data: { merit_basis: MeritBasisSetting; imported_at: string | null; ranks: EntranceRankRecord[] };
}

export interface EntranceRanksImportResponse {
  message: string;
  message_hi: string;
  data: { imported: number };
}

export const ENTRANCE_RANK_PROBLEMS: Readonly<Record<EntranceRankProblemCode, Bilingual>> = {
  unknown_student: {
    en: 'No form has this form number or roll number.',
    hi: 'इस फ़ॉर्म संख्या या अनुक्रमांक का कोई फ़ॉर्म नहीं है।',
  },
  other_course: {
    en: 'This student applied to another course or year.',
    hi: 'इस विद्यार्थी ने किसी अन्य पाठ्यक्रम या वर्ष में आवेदन किया है।',
  },
  duplicate_rank: { en: 'This rank is given to another row too.', hi: 'यह रैंक किसी अन्य पंक्ति को भी दी गई है।' },
  duplicate_student: {
    en: 'This student is in the file more than once.',
    hi: 'यह विद्यार्थी फ़ाइल में एक से अधिक बार है।',
  },
  bad_rank: { en: 'The rank must be a whole number from 1.', hi: 'रैंक 1 या उससे बड़ी पूर्ण संख्या होनी चाहिए।' },
  category_mismatch: {
    en: 'The category differs from the one on the form.',
    hi: 'वर्ग फ़ॉर्म पर दिए गए वर्ग से भिन्न है।',
  },
  missing_value: {
    en: 'The row needs a form number or roll number, a rank and a category.',
    hi: 'पंक्ति में फ़ॉर्म संख्या या अनुक्रमांक, रैंक और वर्ग होना चाहिए।',
  },
};

export const ENTRANCE_RANK_ANSWERS = {
  imported: {
    en: 'The entrance ranks are imported; the merit list follows them.',
    hi: 'प्रवेश परीक्षा रैंक आयात हो गईं; मेरिट सूची अब इन्हीं के अनुसार है।',
  },
} as const satisfies Record<string, Bilingual>;
