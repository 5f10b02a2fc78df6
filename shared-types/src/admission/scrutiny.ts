// Scrutiny of a submitted admission form: each uploaded document verified or not acceptable (with a reason), figures
// of the form checked against the marksheets, and where the form stands — to verify, verified, or sent back for a
// correction. The rules here are the ones the API applies and the console and portal show.
import type { Bilingual } from '../content/language';
import { documentNameBoth } from './document-names';
import { percentage } from './rules';

/** Where a submitted form stands: waiting for the verifier, verified (merit list, fee), or back with the student. */
export type ScrutinyState = 'to_verify' | 'verified' | 'correction';
export const SCRUTINY_STATES: readonly ScrutinyState[] = ['to_verify', 'verified', 'correction'];

/** A verifier's word on one uploaded document. */
export type DocumentCheckState = 'verified' | 'not_acceptable';

/** The office's names of the states (queue, applicant page). */
export const SCRUTINY_LABELS: Readonly<Record<ScrutinyState, Bilingual>> = {
  to_verify: { en: 'Submitted — to verify', hi: 'जमा — सत्यापन हेतु' },
  verified: { en: 'Verified', hi: 'सत्यापित' },
  correction: { en: 'Sent back for correction', hi: 'सुधार हेतु लौटाया' },
};

/** The student's names of the same states (dashboard). */
export const STUDENT_SCRUTINY_LABELS: Readonly<Record<ScrutinyState, Bilingual>> = {
  to_verify: { en: 'Submitted — being verified', hi: 'जमा — सत्यापन जारी है' },
  verified: { en: 'Verified', hi: 'सत्यापित' },
  correction: { en: 'Sent back for correction', hi: 'सुधार हेतु लौटाया गया' },
};

export const DOCUMENT_CHECK_LABELS: Readonly<Record<DocumentCheckState, Bilingual>> = {
  verified: { en: 'Verified', hi: 'सत्यापित' },
  not_acceptable: { en: 'Not acceptable', hi: 'स्वीकार्य नहीं' },
};

/** The figures of the form a verifier may correct from the marksheet, with their names. */
export const VERIFIABLE_FIGURES: readonly { field: string; name: Bilingual }[] = [
  { field: 'high_school_obtmarks', name: { en: 'High school: marks obtained', hi: 'हाईस्कूल: प्राप्तांक' } },
  { field: 'high_school_maxmarks', name: { en: 'High school: maximum marks', hi: 'हाईस्कूल: पूर्णांक' } },
  { field: 'intermediate_obtmarks', name: { en: 'Intermediate: marks obtained', hi: 'इंटरमीडिएट: प्राप्तांक' } },
  { field: 'intermediate_maxmarks', name: { en: 'Intermediate: maximum marks', hi: 'इंटरमीडिएट: पूर्णांक' } },
  { field: 'ug_obtmarks', name: { en: 'Graduation: marks obtained', hi: 'स्नातक: प्राप्तांक' } },
  { field: 'ug_maxmarks', name: { en: 'Graduation: maximum marks', hi: 'स्नातक: पूर्णांक' } },
  { field: 'other_obtmarks', name: { en: 'Other course: marks obtained', hi: 'अन्य पाठ्यक्रम: प्राप्तांक' } },
  { field: 'other_maxmarks', name: { en: 'Other course: maximum marks', hi: 'अन्य पाठ्यक्रम: पूर्णांक' } },
];
export const VERIFIABLE_FIGURE_FIELDS: readonly string[] = VERIFIABLE_FIGURES.map((f) => f.field);

export function figureName(field: string): Bilingual {
  return VERIFIABLE_FIGURES.find((f) => f.field === field)?.name ?? { en: field, hi: field };
}

/**
 * What the checks of a form's documents decide, once every uploaded document has a word: any not acceptable →
 * correction; all verified and every required upload among them → verified. Until then, nothing ('open').
 */
export function scrutinyOutcome(input: {
  required: readonly string[];
  uploaded: readonly string[];
  checks: Readonly<Record<string, DocumentCheckState | null | undefined>>;
}): 'verified' | 'correction' | 'open' {
  const { required, uploaded, checks } = input;
  if (!uploaded.length || uploaded.some((f) => !checks[f])) return 'open';
  if (uploaded.some((f) => checks[f] === 'not_acceptable')) return 'correction';
  return required.every((f) => uploaded.includes(f)) ? 'verified' : 'open';
}

/** The correction request a student reads: each document not acceptable, named in both languages, with its reason. */
export function correctionText(refused: readonly { field: string; reason: string }[]): string {
  const head = 'Documents not acceptable / अस्वीकार्य दस्तावेज़:';
  return [head, ...refused.map((r) => `• ${documentNameBoth(r.field)} — ${r.reason}`)].join('\n');
}

/**
 * The form's values with the verified figures in place of what the student wrote, and the percentages worked out
 * again from them: what the merit list ranks.
 */
export function withVerifiedFigures<T extends Record<string, unknown>>(
  values: T,
  figures: readonly { field: string; verified_value: string }[],
): T {
  const out: Record<string, unknown> = { ...values };
  for (const f of figures) out[f.field] = f.verified_value;
  for (const group of ['high_school', 'intermediate', 'ug', 'other']) {
    if (figures.some((f) => f.field.startsWith(`${group}_`))) {
      out[`${group}_percentage`] = percentage(
        out[`${group}_obtmarks`] as string | undefined,
        out[`${group}_maxmarks`] as string | undefined,
      );
    }
  }
  return out as T;
}

/** The student's view of the scrutiny of the form (get-user), once it is submitted. */
export interface StudentScrutiny {
  state: ScrutinyState;
  /** Every uploaded document, with the office's word on it (null: not looked at yet). */
  documents: Array<{ field: string; state: DocumentCheckState | null; reason: string | null }>;
  /** Figures of the form the office found different on the marksheet: the verified value counts. */
  figures: Array<{
    field: string;
    form_value: string | null;
    verified_value: string;
    note: string;
    created_at: string;
  }>;
}

/** GET /api/admin/students/:id/scrutiny: the scrutiny panel of the applicant page. */
export interface AdminScrutiny {
  form_number: number;
  admission_code: string;
  state: ScrutinyState;
  /** The form is submitted (not reopened for a correction) and its fee not paid: documents may be checked. */
  open: boolean;
  documents: Array<{
    field: string;
    required: boolean;
    /** Authorised path of the file (GET with the staff token). */
    document_link: string;
    state: DocumentCheckState | null;
    reason: string | null;
    checked_by: string | null;
    checked_at: string | null;
  }>;
  figures: Array<{
    field: string;
    form_value: string | null;
    verified_value: string;
    note: string;
    staff_name: string | null;
    created_at: string;
  }>;
  /** The form's own values of the figures a verifier may correct. */
  form_figures: Record<string, string | null>;
}
export interface AdminScrutinyResponse {
  /** null: no admission form yet. */
  data: AdminScrutiny | null;
}
/** PUT /api/admin/students/:id/scrutiny/documents/:field */
export interface AdminDocumentCheckRequest {
  state: DocumentCheckState;
  reason?: string;
}
/** POST /api/admin/students/:id/scrutiny/figures */
export interface AdminVerifiedFigureRequest {
  field: string;
  verified_value: string;
  note: string;
}
export interface AdminScrutinyActionResponse {
  message: string;
  message_hi: string;
  data: AdminScrutiny;
}

/** The answers of the scrutiny calls, in both languages. */
export const SCRUTINY_ANSWERS = {
  checked: { en: 'Recorded.', hi: 'दर्ज किया गया।' },
  verified: {
    en: 'All documents are verified: the form is Verified and the student has been informed by mail.',
    hi: 'सभी दस्तावेज़ सत्यापित हैं: फ़ॉर्म सत्यापित है और विद्यार्थी को मेल से सूचित किया गया है।',
  },
  correction: {
    en: 'The form is sent back for correction with the documents not acceptable; the student has been informed by mail.',
    hi: 'अस्वीकार्य दस्तावेज़ों की सूची के साथ फ़ॉर्म सुधार हेतु लौटाया गया; विद्यार्थी को मेल से सूचित किया गया है।',
  },
  figure: { en: 'The verified figure is recorded.', hi: 'सत्यापित अंक दर्ज किया गया।' },
} as const satisfies Record<string, Bilingual>;
