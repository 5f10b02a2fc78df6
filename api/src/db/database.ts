// The typed shape of every table. Timestamps are ISO-8601 text, booleans 0/1, on SQLite and PostgreSQL alike.
import type { ColumnType, Generated } from 'kysely';
import type { StaffRole, StatusAction, Store } from '@college/shared-types';

/** The college's one row: the contract's `Store` texts (less the facilities, a table of their own) and the rest. */
export interface StoreTable extends Omit<Store, 'facilities' | 'marquee_hi' | 'principal_message_hi'> {
  id: Generated<number>;
  updated_at: string;
  /** The office's list-of-holidays PDF, or null for the built-in one. */
  holidays_pdf: ColumnType<string | null, string | null | undefined, string | null>;
  /** The ticker and the principal's message in Hindi (null: the English one is shown). */
  marquee_hi: ColumnType<string | null, string | null | undefined, string | null>;
  principal_message_hi: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FacilityTable {
  id: Generated<number>;
  name: string;
  image: string | null;
  description: string | null;
  sort_order: number;
  /** In Hindi (null: the English one is shown). */
  name_hi: ColumnType<string | null, string | null | undefined, string | null>;
  description_hi: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SliderTable {
  id: Generated<number>;
  slider_image: string;
  sort_order: number;
  /** The caption shown on the slide, in English and Hindi. */
  caption: ColumnType<string | null, string | null | undefined, string | null>;
  caption_hi: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface NoticeTable {
  id: Generated<number>;
  typeof: number;
  popup_message: string;
  popup_link: string | null;
  created_at: string;
  /** 1 when the public sees it; an editor's new notice is a draft (0) until published. */
  published: ColumnType<number, number | undefined, number>;
  title_hi: ColumnType<string | null, string | null | undefined, string | null>;
  title_en: ColumnType<string | null, string | null | undefined, string | null>;
  pinned: ColumnType<number, number | undefined, number>;
  /** The last day (YYYY-MM-DD) the notice is shown, or null. */
  expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A page of the site: the editors' draft. */
export interface PageTable {
  id: Generated<number>;
  slug: string;
  title_hi: string;
  title_en: string;
  /** Sanitised HTML. */
  body_hi: string;
  body_en: string;
  updated_by: number | null;
  updated_at: string;
}

/** A published version of a page; the highest version is public. */
export interface PageVersionTable {
  id: Generated<number>;
  page_id: number;
  version: number;
  title_hi: string;
  title_en: string;
  body_hi: string;
  body_en: string;
  published_by: number | null;
  published_at: string;
}

export interface GalleryTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  image_link: string;
  post_link: string | null;
  sort_order: number;
  /** The album and the caption in Hindi (null: the English one is shown). */
  title_hi: ColumnType<string | null, string | null | undefined, string | null>;
  description_hi: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CourseTable {
  id: Generated<number>;
  categ: string;
  name: string;
  short_name: string;
  subjects: string;
  description: string;
  email_id: string | null;
  detail: string;
  image: string | null;
  sort_order: number;
  /** In Hindi (null: the English one is shown). */
  name_hi: ColumnType<string | null, string | null | undefined, string | null>;
  description_hi: ColumnType<string | null, string | null | undefined, string | null>;
  detail_hi: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsefulLinkTable {
  id: Generated<number>;
  title: string;
  link: string;
  sort_order: number;
  title_hi: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface StaffTable {
  id: Generated<number>;
  name: string;
  department: string | null;
  designation: string | null;
  email: string | null;
  mobile: string | null;
  stream: string | null;
  image_link: string | null;
  /** The bio-data PDF's address, or null. */
  bio_data: ColumnType<string | null, string | null | undefined, string | null>;
  sort_order: number;
  /** In Hindi (null: the English one is shown). */
  name_hi: ColumnType<string | null, string | null | undefined, string | null>;
  department_hi: ColumnType<string | null, string | null | undefined, string | null>;
  designation_hi: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A video of the Video gallery: its embed address (YouTube no-cookie or Vimeo player). */
export interface VideoTable {
  id: Generated<number>;
  title: string;
  url: string;
  sort_order: number;
  title_hi: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PastPrincipalTable {
  id: Generated<number>;
  name_en: string;
  name_hi: string;
  /** day/month/year, as the public page shows it. */
  from_date: string;
  to_date: string | null;
  sort_order: number;
}

export interface HolidayTable {
  id: Generated<number>;
  /** YYYY-MM-DD */
  date: string;
  name_en: string;
  name_hi: string;
  sort_order: number;
}

/** A PDF the office uploaded; file_key is the content hash and the public address's file name. */
export interface PublicDocumentTable {
  id: Generated<number>;
  file_key: string;
  size: number;
  original_name: string | null;
  uploaded_by: number | null;
  created_at: string;
}

export interface StudentTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone_number: string;
  password_hash: string;
  gender: string | null;
  category: string | null;
  profile_photo: Generated<string>;
  academic_level: string | null;
  course_name: string | null;
  course_year: number | null;
  /** 'New' or 'Renewal' (sent as admission_code by complete-profile). */
  admission_type: string | null;
  refrence_roll: string | null;
  same_state: number | null;
  status: Generated<number>;
  fee_to_pay: string | null;
  is_admission_submitted: Generated<number>;
  is_admission_fee_payed: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The reason of the current status the student is shown (a rejection). */
  status_reason: string | null;
  /** An open correction request: the admission form is open for editing while it is set. */
  correction_reason: string | null;
  correction_requested_at: string | null;
  /** When the admission form was last submitted. */
  submitted_at: string | null;
  /** The language the student chose on the site ('hi' or 'en', from the site_lang cookie): the mails' first. */
  language: string | null;
}

export interface AuthTokenTable {
  id: Generated<number>;
  subject_type: 'student' | 'admin';
  subject_id: number;
  token_hash: string;
  /** 'session' for bearer tokens, 'reset' for password-reset links. */
  purpose: Generated<string>;
  expires_at: string;
  revoked_at: string | null;
  used_at: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export interface EnquiryTable {
  id: Generated<number>;
  name: string;
  email: string;
  mobile: string;
  message: string;
  ip: string | null;
  created_at: string;
  /** 'new' until the office replies, then 'answered'. */
  status: ColumnType<string, string | undefined, string>;
  reply: ColumnType<string | null, string | null | undefined, string | null>;
  answered_by: ColumnType<number | null, number | null | undefined, number | null>;
  answered_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OtpCodeTable {
  id: Generated<number>;
  channel: 'email' | 'phone';
  sender: string;
  reference_id: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  verified_at: string | null;
  used_at: string | null;
  revoked_at: string | null;
  ip: string | null;
  created_at: string;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  email: string;
  ip: string | null;
  succeeded: number;
  created_at: string;
}

/** Attempts counted per kind and account in a fixed window (accounts/login-throttle.ts). */
export interface ThrottleCounterTable {
  kind: string;
  account: string;
  count: number;
  window_started_at: string;
}

/** Every stored upload; the owner check of GET /api/v2/files/:key reads it. */
export interface FileTable {
  id: Generated<number>;
  key: string;
  student_id: number | null;
  kind: 'image' | 'document';
  mime: string;
  size: number;
  original_name: string | null;
  created_at: string;
}

/** Upload bytes when STORAGE_DRIVER=postgres (storage/storage.ts). */
export interface FileBytesTable {
  key: string;
  bytes: Buffer;
}

/** A stored file of a content image (content/images-service.ts); `bytes` only with STORAGE_DRIVER=postgres. */
export interface MediaFileTable {
  name: string;
  mime: string;
  size: number;
  bytes: Buffer | null;
  created_at: string;
}

/** One run of a background job per interval (jobs/jobs.ts). */
export interface JobRunTable {
  name: string;
  slot: string;
  holder: string;
  started_at: string;
  finished_at: string | null;
  outcome: string | null;
}

export interface StudentDocumentTable {
  id: Generated<number>;
  student_id: number;
  document_name: string;
  file_key: string;
  created_at: string;
}

// Admissions, payments and administrators (migration 2026-11-03).
export interface AdminTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  last_signin_at: string | null;
  created_at: string;
  updated_at: string;
  /** 'admin' | 'verifier' | 'accounts' | 'editor' (StaffRole). */
  role: Generated<StaffRole>;
  disabled_at: string | null;
  /** When the account's own password was last set (null: it waits for its set-password link). */
  password_set_at: string | null;
}

export interface SettingTable {
  key: string;
  value: string;
  updated_by: number | null;
  updated_at: string;
}

export interface CourseSeatTable {
  course: string;
  seats: number;
  updated_at: string;
}

/** The seat matrix of a course and year (decision 023): rates in basis points, weightage in hundredths of a point. */
export interface SeatMatrixTable {
  course: string;
  year: number;
  seats: number;
  sc_rate: number;
  st_rate: number;
  obc_rate: number;
  ews_rate: number;
  divyang_rate: number;
  freedom_fighter_rate: number;
  defence_rate: number;
  women_rate: number;
  ncc_points: number;
  nss_points: number;
  sports_points: number;
  scout_points: number;
  weightage_cap: number;
  updated_by: number | null;
  updated_at: string;
}

/** A course's admission mode, 'merit' or 'direct'; a course without a row is admitted by merit. */
export interface CourseAdmissionModeTable {
  course: string;
  mode: string;
  /** 'index' | 'entrance' (decision 027); the database fills 'index'. */
  merit_basis: ColumnType<string, string | undefined, string>;
  updated_at: string;
}

/** A student's rank in the university's entrance list for a course and year (decision 027), as last imported. */
export interface EntranceRankTable {
  id: Generated<number>;
  course: string;
  year: number;
  student_id: number;
  admission_id: number;
  rank: number;
  category: string;
  imported_by: number | null;
  imported_at: string;
}

export interface AdmissionFeeTable {
  id: Generated<number>;
  course: string;
  year: number;
  category: string;
  amount: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  action: string;
  target: string | null;
  detail: string | null;
  created_at: string;
}

export interface StudentStatusChangeTable {
  id: Generated<number>;
  student_id: number;
  admin_id: number;
  old_status: number;
  status: number;
  fee_to_pay: string | null;
  remark: string | null;
  created_at: string;
  /** The office's decision (null on rows older than the console). */
  action: StatusAction | null;
}

/** Each time a student sent the admission form (migration 2026-11-27-office-lookup). */
export interface AdmissionSubmissionTable {
  id: Generated<number>;
  student_id: number;
  /** 1: sent again to answer a correction request. */
  after_correction: number;
  created_at: string;
}

export interface AdmissionTable {
  id: Generated<number>;
  admission_code: string;
  student_id: number;
  course: string;
  part: number;
  applicant_name: string;
  email: string;
  payload: string;
  created_at: string;
  updated_at: string;
}

export interface AdmissionFileTable {
  id: Generated<number>;
  admission_id: number;
  field: string;
  file_key: string;
  mime: string;
  size: number;
  created_at: string;
}

/** The admission form's values kept on the server while it is filled (one per student). */
export interface AdmissionDraftTable {
  student_id: number;
  payload: string;
  step: number;
  updated_at: string;
}

/** A file uploaded to the draft as soon as it was chosen; moved to admission_files by the submit. */
export interface AdmissionPendingFileTable {
  id: Generated<number>;
  student_id: number;
  field: string;
  file_key: string;
  mime: string;
  size: number;
  original_name: string;
  created_at: string;
}

/** Where a submitted form stands in the scrutiny (no row: to verify). */
export interface AdmissionScrutinyTable {
  admission_id: number;
  state: string;
  staff_id: number | null;
  updated_at: string;
}

/** A verifier's word on one document of a form, for the file it was given for. */
export interface AdmissionDocumentCheckTable {
  id: Generated<number>;
  admission_id: number;
  field: string;
  file_key: string;
  state: string;
  reason: string | null;
  staff_id: number;
  checked_at: string;
}

/** A figure of the form found different on the marksheet: the verified value counts. */
export interface AdmissionVerifiedFigureTable {
  id: Generated<number>;
  admission_id: number;
  field: string;
  form_value: string | null;
  verified_value: string;
  note: string;
  staff_id: number;
  created_at: string;
}

export interface TransactionTable {
  id: Generated<number>;
  txnid: string;
  student_id: number;
  purpose: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  phone: string;
  status: Generated<string>;
  unmappedstatus: string | null;
  mihpayid: string | null;
  mode: string | null;
  bank_ref_num: string | null;
  error_message: string | null;
  addedon: string | null;
  verified_at: string | null;
  created_at: string;
  updated_at: string;
  /** Why the gateway's answer was not accepted (status mismatch), or why a refund is due. */
  flag_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who settled the row: 'callback', 'webhook', 'reconcile', 'initiate' or 'staff'. */
  settled_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The amount the gateway reported, when it differs from the row's. */
  gateway_amount: ColumnType<string | null, string | null | undefined, string | null>;
  refund_request_id: ColumnType<string | null, string | null | undefined, string | null>;
  refund_status: ColumnType<string | null, string | null | undefined, string | null>;
  refunded_at: ColumnType<string | null, string | null | undefined, string | null>;
  staff_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The office receipt of a fee taken at the college counter (decision 032). */
export interface OfficeReceiptTable {
  id: Generated<number>;
  receipt_no: string;
  series: string;
  seq: number;
  transaction_id: number;
  student_id: number;
  purpose: string;
  amount: string;
  mode: string;
  instrument_no: string | null;
  instrument_bank: string | null;
  instrument_date: string | null;
  staff_id: number;
  received_at: string;
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
  created_at: string;
}

export interface OfficeReceiptSeriesTable {
  series: string;
  last_seq: number;
}

export interface PayuSimPaymentTable {
  id: Generated<number>;
  ref: string;
  txnid: string;
  mihpayid: string;
  request: string;
  mode: string | null;
  status: string;
  unmappedstatus: string | null;
  bank_ref_num: string | null;
  error_code: string | null;
  error_message: string | null;
  addedon: string;
  created_at: string;
  /** The hard case this payment plays (SimScenario as JSON), or null for the plain protocol. */
  scenario: ColumnType<string | null, string | null | undefined, string | null>;
  refund_status: ColumnType<string | null, string | null | undefined, string | null>;
}

/** When each content call's answer last changed (its tag and the time it first had it). */
export interface ContentChangeTable {
  key: string;
  etag: string;
  changed_at: string;
}

/** A round of admission by merit of a course and year, with its payment window (decision 023). */
export interface SelectionRoundTable {
  id: Generated<number>;
  course: string;
  year: number;
  number: number;
  opens_at: string;
  closes_at: string;
  state: string;
  compartments: string;
  created_by: number | null;
  created_at: string;
  closed_at: string | null;
}

/** A seat offered in a round; live_student_id is set while offered or admitted (unique: one per student). */
export interface SelectionOfferTable {
  id: Generated<number>;
  round_id: number;
  student_id: number;
  admission_id: number;
  compartment: string;
  quota: string | null;
  gender: string;
  special: string | null;
  label_en: string;
  label_hi: string;
  merit_rank: number;
  index_marks: number;
  breakdown: string;
  status: string;
  deadline: string;
  live_student_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Every candidate's place in a round. */
export interface SelectionStandingTable {
  id: Generated<number>;
  round_id: number;
  student_id: number;
  admission_id: number;
  category: string;
  merit_rank: number;
  index_marks: number;
  breakdown: string;
  status: string;
  waiting_in_category: number | null;
  waiting_overall: number | null;
}

/** Vacant seats of a reserved compartment given to UR for later rounds. */
export interface SelectionReleaseTable {
  id: Generated<number>;
  course: string;
  year: number;
  compartment: string;
  seats: number;
  staff_id: number | null;
  created_at: string;
}

export interface EnrolmentCounterTable {
  course: string;
  session: string;
  last: number;
}

/** The enrolment number given when the admission fee is paid: <session>/<COURSE>/<0001>. */
export interface EnrolmentTable {
  student_id: number;
  enrolment_no: string;
  course: string;
  session: string;
  created_at: string;
}

export interface Database {
  store: StoreTable;
  facilities: FacilityTable;
  sliders: SliderTable;
  notices: NoticeTable;
  gallery: GalleryTable;
  courses: CourseTable;
  useful_links: UsefulLinkTable;
  staffs: StaffTable;
  students: StudentTable;
  auth_tokens: AuthTokenTable;
  outbox: OutboxTable;
  enquiries: EnquiryTable;
  otp_codes: OtpCodeTable;
  login_attempts: LoginAttemptTable;
  throttle_counters: ThrottleCounterTable;
  files: FileTable;
  file_bytes: FileBytesTable;
  media_files: MediaFileTable;
  job_runs: JobRunTable;
  student_documents: StudentDocumentTable;
  admins: AdminTable;
  student_status_changes: StudentStatusChangeTable;
  admission_submissions: AdmissionSubmissionTable;
  admissions: AdmissionTable;
  admission_files: AdmissionFileTable;
  admission_drafts: AdmissionDraftTable;
  admission_pending_files: AdmissionPendingFileTable;
  admission_scrutiny: AdmissionScrutinyTable;
  admission_document_checks: AdmissionDocumentCheckTable;
  admission_verified_figures: AdmissionVerifiedFigureTable;
  transactions: TransactionTable;
  payu_sim_payments: PayuSimPaymentTable;
  office_receipts: OfficeReceiptTable;
  office_receipt_series: OfficeReceiptSeriesTable;
  settings: SettingTable;
  course_seats: CourseSeatTable;
  admission_fees: AdmissionFeeTable;
  seat_matrices: SeatMatrixTable;
  course_admission_modes: CourseAdmissionModeTable;
  selection_rounds: SelectionRoundTable;
  selection_offers: SelectionOfferTable;
  selection_standings: SelectionStandingTable;
  selection_releases: SelectionReleaseTable;
  enrolment_counters: EnrolmentCounterTable;
  enrolments: EnrolmentTable;
  entrance_ranks: EntranceRankTable;
  audit_log: AuditLogTable;
  pages: PageTable;
  page_versions: PageVersionTable;
  content_changes: ContentChangeTable;
  videos: VideoTable;
  past_principals: PastPrincipalTable;
  holidays: HolidayTable;
  public_documents: PublicDocumentTable;
}
