// Printout calls: the admission print record and the public verification.
import type { Bilingual } from '../content/language';
import type { PrintTransaction } from '../payments/api';

/** One education block of the print record: highschool_*, i_* (intermediate), ug_*, other_*. */
type PrintEducation<P extends string> = {
  [K in 'year' | 'roll' | 'board' | 'name' | 'obtmarks' | 'maxmarks' | 'percentage' as `${P}_${K}`]: string;
};

/** The admission print record of SPEC §3: the first item of print2's answer. */
export type AdmissionPrintRecord = {
  /** The form number. */
  id: number;
  admission_code: string;
  /** '1', '2', '3': First, Second, Third Year. */
  part: string;
  /** Course code (BCOM, BSCBIO, ...); course_name is its full name. */
  course: string;
  course_name: string;
  applicant_name: string;
  father_name: string;
  mother_name: string;
  /** YYYY-MM-DD */
  dob: string;
  /** 'M', 'F', anything else Other. */
  gender: string;
  religion: string;
  aadhar: string;
  applicant_email: string;
  applicant_mobile: string;
  whatsapp_number: string;
  urn: string;
  same_state: 0 | 1 | null;
  category: string;
  subcategory: string;
  caste_certificate_number: string;
  category_issue_date: string;
  father_occupation: string;
  mother_occupation: string;
  marital_status: string;
  /** 'Resident of India' or 'Non resident of India'; '' on a form saved before it was asked. */
  nationality: string;
  /** B.Sc. only: the two major subjects and the group (ZBC or PCM) they make; '' for other courses. */
  major_subject_1: string;
  major_subject_2: string;
  subject_group: string;
  /** The correspondence address ('' on a form saved before it was kept) and whether the permanent one is the same. */
  correspondence_village_mohalla: string;
  correspondence_post: string;
  correspondence_tehsil: string;
  correspondence_district: string;
  correspondence_pincode: string;
  /** 'Yes', 'No', or '' when not answered. */
  same_as_correspondence: string;
  /** Permanent address. */
  village_mohalla: string;
  post: string;
  tehsil: string;
  district: string;
  pincode: string;
  /** Path of the photo for a Bearer GET (API_PATHS.admissionFile); null when none was uploaded. */
  image_file: string | null;
  signature_file: string | null;
  i_subject: string;
  weightage: string[];
  horizontal_reservation: string[];
  gap: string;
  attachments: string[];
  /** Uploaded documents: field (mark_10th, ...) and the path to fetch it with the bearer token. */
  documents: Array<{ field: string; document_link: string }>;
  /**
   * True once the admission fee is paid; until then the form prints as provisional ("admission fee not yet paid").
   */
  admission_fee_paid: boolean;
  /** The enrolment number given when the admission fee was paid (`<session>/<COURSE>/<0001>`); null before. */
  enrolment_no: string | null;
  /** The admission fee set on approval, two decimals; null before approval. */
  fees: string | null;
  /** "YYYY-MM-DD HH:MM:SS" (India time), when the form was first submitted. */
  addedon: string;
  /** Every payment of the student, oldest first (a printout shows only the successful ones). */
  transactions: PrintTransaction[];
} & PrintEducation<'highschool'> &
  PrintEducation<'i'> &
  PrintEducation<'ug'> &
  PrintEducation<'other'>;

export type AdmissionPrintResponse = AdmissionPrintRecord[];

export interface VerifiedForm {
  kind: 'form';
  code: string;
  form_number: number;
  course: string;
  course_name: string;
  /** 'First Year', 'Second Year', 'Third Year' */
  year: string;
  /** DD/MM/YYYY */
  submitted_on: string;
  payment_status: 'Paid' | 'Pending';
  amount_paid: string | null;
  /** DD/MM/YYYY */
  paid_on: string | null;
  /** Once the fee is paid, the enrolment number it gave; null before. */
  enrolment_no: string | null;
}

export interface VerifiedReceipt {
  kind: 'receipt';
  code: string;
  receipt_number: number;
  purpose: 'Registration Fee' | 'Admission Fee';
  amount: string;
  /** As the gateway settled it: success, failure or pending. */
  status: string;
  /** DD/MM/YYYY */
  paid_on: string;
}

/** An office receipt of a fee taken at the college counter (decision 032); no names. */
export interface VerifiedOfficeReceipt {
  kind: 'office';
  code: string;
  receipt_no: string;
  purpose: 'Registration Fee' | 'Admission Fee';
  amount: string;
  /** COUNTER_CASH, COUNTER_DD or COUNTER_CHALLAN */
  mode: string;
  status: 'paid' | 'cancelled';
  /** DD/MM/YYYY */
  paid_on: string;
}

/** An offer letter (decision 028): the seat offered in a merit round and what became of it. */
export interface VerifiedOffer {
  kind: 'offer';
  code: string;
  form_number: number;
  course: string;
  course_name: string;
  year: string;
  round: number;
  /** "OBC — women" in both languages. */
  seat: Bilingual;
  merit_rank: number;
  index_marks_text: string;
  status: 'offered' | 'admitted' | 'lapsed';
  /** The payment deadline, DD/MM/YYYY HH:mm India time. */
  deadline_ist: string;
  enrolment_no: string | null;
}

export interface VerifyResponse {
  data: VerifiedForm | VerifiedReceipt | VerifiedOffer | VerifiedOfficeReceipt;
}

export interface VerificationCodeResponse {
  code: string;
  /** The public page, e.g. /verify/42-ABCDEFGH */
  path: string;
}
