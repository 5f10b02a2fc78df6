// The student account as the API sends it (SPEC §3).
import type { AdmissionStatus } from '../admission/rules';
import type { StudentScrutiny } from '../admission/scrutiny';
import type { StudentSelection } from '../selection/rounds';
import type { Transaction } from '../payments/entities';

export type Gender = 'M' | 'F' | 'O';
/** EWS (Economically Weaker Section) and the caste categories are for residents of UP only (SPEC §5). */
export type Category = 'GENERAL' | 'EWS' | 'OBC' | 'SC' | 'ST';
export type AcademicLevel = 'UG' | 'PG';

export interface StudentDocument {
  document_name: string;
  document_link: string;
}
export interface Student {
  name: string;
  email: string;
  phone_number: string;
  gender: Gender | null;
  category: Category | null;
  /** '0' means no photo. */
  profile_photo: string;
  academic_level: AcademicLevel | null;
  course_name: string | null;
  course_year: number | null;
  /** Admission type sent with the profile: 'New' or 'Renewal'. */
  admission_code: string | null;
  refrence_roll: string | null;
  same_state: 0 | 1 | null;
  status: AdmissionStatus;
  is_admission_submitted: boolean;
  is_admission_fee_payed: boolean;
  fee_to_pay: string | null;
  /** Why the application was rejected (status 2), as the office wrote it. */
  reject_reason?: string | null;
  /** An open correction request: the admission form is open again to correct and resubmit, for this reason. */
  correction_reason?: string | null;
  /** Code of the submitted admission form, when there is one. */
  admission_form_code?: string | null;
  /** The number of the submitted admission form (its acknowledgement and printout show it). */
  admission_form_number?: number | null;
  /** When the admission form was last submitted (ISO time). */
  admission_submitted_at?: string | null;
  /** The office's scrutiny of the submitted form: its state, each document's check, the verified figures. */
  scrutiny?: StudentScrutiny | null;
  /** A course admitted by merit: the offer or place in the latest round (GET /api/v2/selection); null before any. */
  selection?: StudentSelection | null;
  documents: StudentDocument[];
  transactions: Transaction[];
}
