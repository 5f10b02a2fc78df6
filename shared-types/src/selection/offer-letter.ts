// The offer letter of a seat in a merit round (decision 028): what the printout shows, as GET v2/offer-letter answers
// it to the student holding the offer (offered, admitted or lapsed). Times are ISO with their India-time text.
import type { Bilingual } from '../content/language';
import type { IndexMarksBreakdownView, SelectionCompartment } from './rounds';

export type OfferLetterStatus = 'offered' | 'admitted' | 'lapsed';

export interface OfferLetter {
  /** The form number and the form's code (the printout's address). */
  form_number: number;
  admission_code: string;
  applicant_name: string;
  father_name: string;
  course: string;
  course_name: string;
  /** 'First Year', 'Second Year', 'Third Year'. */
  year: string;
  round: number;
  status: OfferLetterStatus;
  /** The seat offered in words: "OBC — women" / "अन्य पिछड़ा वर्ग — महिला". */
  seat: Bilingual;
  compartment: SelectionCompartment;
  merit_rank: number;
  index_marks_text: string;
  breakdown: IndexMarksBreakdownView;
  /** The admission fee to pay (two decimals); null when none is set (a lapsed offer's fee is cleared). */
  fee: string | null;
  /** The payment window, ISO, and as DD/MM/YYYY HH:mm in India time. */
  opens_at: string;
  opens_at_ist: string;
  deadline: string;
  deadline_ist: string;
  /** When the round offered the seat, DD/MM/YYYY (India time). */
  offered_on: string;
  /** Once admitted: `<session>/<COURSE>/<0001>`. */
  enrolment_no: string | null;
  /** The verification code printed with its QR code (S<offer number>-XXXXXXXX). */
  code: string;
}

export interface OfferLetterResponse {
  data: OfferLetter;
}
