// The office console's calls (decision 009): the review queue, one applicant, decisions, overview, fees, seats,
// staff accounts and the audit log. Paths are in routes/api-paths.ts (`admin*`).
import type { StaffIdentity, StaffRole } from '../accounts/staff';
import type { AdmissionPrintRecord } from '../print/api';
import type { PrintTransaction } from '../payments/api';
import type { ScrutinyState } from '../admission/scrutiny';
import type { StudentSelection } from '../selection/rounds';

/** Where an applicant stands in the review: the status, or an open correction request (waiting on the student). */
export type ReviewState = 'pending' | 'approved' | 'rejected' | 'correction';

/** Query of GET /api/admin/students and of the CSV export (every field optional, all text). */
export interface AdminStudentFilters {
  /**
   * 0 pending (no open correction, registration fee paid, profile complete), 1 approved, 2 rejected, 'correction'
   * (an open correction request), 'incomplete' (status 0 without the registration fee or a complete profile), or
   * 'ready': ready to review (registration paid, profile complete, form submitted, not yet verified).
   */
  status?: '0' | '1' | '2' | 'correction' | 'incomplete' | 'ready';
  /** Course code (BCOM, BSCBIO, ...). */
  course?: string;
  year?: '1' | '2' | '3';
  category?: string;
  /** Registration fee (the 50-rupee chalan) paid. */
  registration_paid?: 'yes' | 'no';
  /** Admission fee paid. */
  paid?: 'yes' | 'no';
  /** Admission form submitted (and not reopened for a correction). */
  submitted?: 'yes' | 'no';
  /** YYYY-MM-DD, inclusive: when the form was last submitted. */
  submitted_from?: string;
  submitted_to?: string;
  /** Part of the name, email or mobile number, or a form number / form code. */
  search?: string;
  /** Where the submitted form stands in the scrutiny: 'to_verify' is the verifier's queue. */
  scrutiny?: ScrutinyState;
  sort?: AdminStudentSort;
  page?: string;
  per_page?: string;
}

export const ADMIN_STUDENT_SORTS = [
  'id',
  '-id',
  'name',
  '-name',
  'created_at',
  '-created_at',
  'submitted_at',
  '-submitted_at',
] as const;
/** A column, ascending; with a leading '-' descending. Default '-id' (newest first). */
export type AdminStudentSort = (typeof ADMIN_STUDENT_SORTS)[number];

export interface AdminStudentRow {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  gender: string | null;
  category: string | null;
  academic_level: string | null;
  course_name: string | null;
  course_year: number | null;
  status: number;
  review_state: ReviewState;
  fee_to_pay: string | null;
  is_admission_submitted: boolean;
  is_admission_fee_payed: boolean;
  registration_paid: boolean;
  /** The form number printed on the form (admissions.id), once a form was submitted. */
  form_number: number | null;
  admission_form_code: string | null;
  submitted_at: string | null;
  /** The reason of a rejection. */
  status_reason: string | null;
  /** An open correction request. */
  correction_reason: string | null;
  /** The submitted form in the scrutiny (null: no form): "Submitted — to verify", Verified, or sent back. */
  scrutiny_state: ScrutinyState | null;
  created_at: string;
}

export interface AdminStudentsResponse {
  data: AdminStudentRow[];
  page: number;
  per_page: number;
  /** Rows matching every filter. */
  total: number;
  /** Rows matching every filter but the status, per review state (for the queue's tabs). */
  counts: Record<ReviewState, number>;
  /** Beside the tabs: those ready to review, and those not ready (status 0, unpaid or profile incomplete). */
  views: { ready: number; incomplete: number };
  /**
   * The one applicant the search names exactly (form number, admission code, enrolment number, mobile or email),
   * also the first row; null when the search names none or several. The console opens this applicant's page.
   */
  exact: { id: number; kind: AdminLookupKind } | null;
}

/** What an exact look-up matched: form number, admission code, enrolment number, mobile or email. */
export type AdminLookupKind = 'form' | 'code' | 'enrolment' | 'phone' | 'email';

export type StatusAction = 'approve' | 'reject' | 'correction';

export interface AdminStatusChange {
  /** An office decision, or the student's sending of the form ('submitted', again after a correction 'resubmitted'). */
  action: StatusAction | 'submitted' | 'resubmitted' | null;
  /** Who took the step: a staff member (admin_name, admin_email) or the student (their name and email there). */
  by: 'office' | 'student';
  old_status: number;
  status: number;
  fee_to_pay: string | null;
  /** The reason (rejection, correction) or remark (approval). */
  remark: string | null;
  admin_email: string;
  admin_name: string;
  created_at: string;
}

export interface AdminStudentDetail extends AdminStudentRow {
  same_state: number | null;
  refrence_roll: string | null;
  /** The profile's admission type (New or Renewal). */
  admission_code: string | null;
  /** Authorised path of the profile photo (GET with the bearer token), or null. */
  profile_photo: string | null;
  /** Documents uploaded with the profile (GET each link with the bearer token). */
  documents: Array<{ id: number; document_name: string; document_link: string }>;
  /** The submitted admission form, Aadhaar masked; its files are authorised paths too. */
  admission: AdmissionPrintRecord | null;
  transactions: PrintTransaction[];
  status_history: AdminStatusChange[];
  /** The fee of the fee table for the course, year and category, to prefill an approval. */
  suggested_fee: string | null;
  /**
   * The student's merit round: offer or place, the seat, the deadline and, once the fee is paid, the enrolment number
   * (null before any round; a directly admitted student has only `enrolment_no`).
   */
  selection: StudentSelection | null;
  /** The enrolment number given when the admission fee was paid, merit or direct. */
  enrolment_no: string | null;
  /** The applicants before and after this one in the queue of the same filters and sort. */
  previous_id: number | null;
  next_id: number | null;
}

export interface AdminStudentResponse {
  data: AdminStudentDetail;
}

/** POST /api/admin/students/:id/approve */
export interface AdminApproveRequest {
  fee_to_pay: string | number;
  remark?: string;
}
/** POST /api/admin/students/:id/reject and /correction */
export interface AdminReasonRequest {
  reason: string;
}
/** POST /api/admin/students/approve */
export interface AdminBulkApproveRequest {
  ids: number[];
  fee_to_pay: string | number;
}
export interface AdminBulkApproveResponse {
  message: string;
  /** Approved now. */
  approved: number[];
  /** Left as they were, with why (fee already paid, no such applicant). */
  skipped: Array<{ id: number; reason: string }>;
}

/** The legacy call POST /api/admin/students/:id/status (approve 1 with a fee, reject 2). */
export interface AdminStatusRequest {
  status: 1 | 2;
  fee_to_pay?: string | number;
  remark?: string;
}

export interface AdminDecisionResponse {
  message: string;
  data: AdminStudentRow;
}

export interface AdminOverview {
  by_state: Record<ReviewState, number>;
  by_course: Array<{
    course: string;
    total: number;
    pending: number;
    approved: number;
    rejected: number;
    correction: number;
    fee_paid: number;
    /** Seats set for the course (null: not set). */
    seats: number | null;
  }>;
  by_category: Array<{ category: string; total: number; fee_paid: number }>;
  registration_paid: number;
  admission_fee_paid: number;
  /** Today in India time. */
  today: {
    date: string;
    registrations: number;
    collections: Array<{ purpose: string; count: number; amount: string }>;
  };
}

export interface FeeTableRow {
  course: string;
  year: number;
  category: string;
  amount: string;
}
export interface SeatRow {
  course: string;
  seats: number;
}

export interface StaffAccount extends StaffIdentity {
  disabled: boolean;
  password_set: boolean;
  last_signin_at: string | null;
  created_at: string;
}
export interface StaffCreateRequest {
  email: string;
  name: string;
  role: StaffRole;
}
export interface StaffUpdateRequest {
  name?: string;
  role?: StaffRole;
  disabled?: boolean;
}

export interface AuditEntryView {
  id: number;
  staff_id: number | null;
  staff_email: string | null;
  staff_name: string | null;
  action: string;
  target: string | null;
  detail: Record<string, unknown> | null;
  created_at: string;
  /** When the target is a student: the name and the form number (null before a form was submitted). */
  target_student: { name: string; form_number: number | null } | null;
}
export interface AuditResponse {
  data: AuditEntryView[];
  page: number;
  per_page: number;
  total: number;
}
