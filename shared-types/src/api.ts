// Every API call: path, request and response types.
import type { Course, GalleryImage, Notice, Slider, Staff, Store, Student, UsefulLink } from './entities';

export const API_PATHS = {
  health: '/api/health',
  storeData: '/api/v1/get-store-data',
  storeSliders: '/api/v1/get-store-sliders',
  storeNotices: '/api/v1/get-store-notices',
  storeGallery: '/api/v1/get-store-gallery',
  courseData: '/api/v1/get-course-data',
  usefulLinks: '/api/v1/get-useful-links',
  staffs: '/api/v1/get-staffs',
  addEnquiry: '/api/v1/add-enquiry',
  signin: '/api/v2/signin',
  signup: '/api/v2/signup',
  logout: '/api/v2/logout',
  sendOtp: '/api/v2/send-otp',
  validateOtp: '/api/v2/validate-otp',
  resetPassword: '/api/v2/reset-password',
  resetPasswordConfirm: '/api/v2/reset-password/confirm',
  getUser: '/api/v2/get-user',
  completeProfile: '/api/v2/complete-profile',
  uploadDocument: '/api/v2/upload-document',
  admissionSave: '/api/v2/admission/save2',
  admissionPrint: '/api/v2/admission/print2',
  paymentInitiate: '/api/v2/payment/initiate',
} as const;

/** Every content call answers `{ data }`. */
export interface DataResponse<T> {
  data: T;
}

export interface StartupData {
  store: Store | null;
  sliders: Slider[];
  notices: Notice[];
  gallery_images: GalleryImage[];
  courses: Course[];
  link: UsefulLink[];
  staffs: Staff[];
}

/** The seven startup calls, keyed by the state they fill. */
export const STARTUP_CALLS: ReadonlyArray<{ key: keyof StartupData; path: string }> = [
  { key: 'store', path: API_PATHS.storeData },
  { key: 'sliders', path: API_PATHS.storeSliders },
  { key: 'notices', path: API_PATHS.storeNotices },
  { key: 'gallery_images', path: API_PATHS.storeGallery },
  { key: 'courses', path: API_PATHS.courseData },
  { key: 'link', path: API_PATHS.usefulLinks },
  { key: 'staffs', path: API_PATHS.staffs },
];

export interface HealthResponse {
  status: 'ok';
  database: 'sqlite' | 'postgres';
  version: string;
}

export interface ErrorResponse {
  message: string;
  errors?: Record<string, string[]>;
}

export interface EnquiryRequest {
  name: string;
  email: string;
  mobile: string;
  message: string;
}
export interface EnquiryResponse {
  message: string;
}

export interface SignInRequest {
  email: string;
  password: string;
}
export interface SignInResponse {
  token?: string;
  message: string;
}

export interface SignUpRequest {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  phone: string;
  email_refrence_id: string;
}
export interface SuccessResponse {
  success: boolean;
  message: string;
}

export interface SendOtpRequest {
  type_of: 'email_otp' | 'phone';
  sender: string;
}
export interface OtpResponse {
  success: boolean;
  message: string;
  refrence_id: string | null;
}
export interface ValidateOtpRequest {
  sender: string;
  reference_id: string;
  otp: string;
}

export interface GetUserResponse {
  user: Student;
}

export interface SaveAdmissionResponse {
  response: boolean;
  message: string;
  admission_code?: string;
  errors?: Record<string, string[]>;
}

export type PaymentPurpose = 'registration' | 'admission';
export interface PaymentInitiateRequest {
  purpose: PaymentPurpose;
  firstname: string;
  phone: string;
}
export interface PaymentInitiateResponse {
  action: string;
  fields: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------------------------
// Admissions, payments and the administrator's calls

/** Calls beyond the spec's table: payment results, a student's own receipt and file, and the administrator. */
export const ADMISSION_API_PATHS = {
  paymentSuccess: '/api/v2/student/payment/success',
  paymentFailed: '/api/v2/student/payment/failed',
  /** GET, Bearer (owner): one of the student's own transactions, for the chalan receipt. */
  paymentReceipt: '/api/v2/payment/receipt/:txnid',
  /** GET, Bearer (owner or administrator): a file of an admission form (photo, signature, mark sheets). */
  admissionFile: '/api/v2/admission/file/:admission_code/:field',
  adminSignin: '/api/admin/signin',
  adminLogout: '/api/admin/logout',
  adminStudents: '/api/admin/students',
  adminStudent: '/api/admin/students/:id',
  adminStudentStatus: '/api/admin/students/:id/status',
  adminAdmission: '/api/admin/admissions/:admission_code',
  adminExport: '/api/admin/admissions.csv',
  /** GET, administrator: a document a student uploaded (upload-document), by its id. */
  adminDocument: '/api/admin/documents/:id',
} as const;

export interface PrintTransaction {
  txnid: string;
  amount: string;
  status: string;
  purpose: PaymentPurpose;
  mode: string | null;
  mihpayid: string | null;
  addedon: string | null;
  created_at: string;
}

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
  village_mohalla: string;
  post: string;
  tehsil: string;
  district: string;
  pincode: string;
  /** Path of the photo for a Bearer GET (ADMISSION_API_PATHS.admissionFile); null when none was uploaded. */
  image_file: string | null;
  signature_file: string | null;
  i_subject: string;
  weightage: string[];
  horizontal_reservation: string[];
  gap: string;
  attachments: string[];
  /** Uploaded documents: field (mark_10th, ...) and the path to fetch it with the bearer token. */
  documents: Array<{ field: string; document_link: string }>;
  /** The admission fee set on approval, two decimals; null before approval. */
  fees: string | null;
  /** "YYYY-MM-DD HH:MM:SS" (India time), when the form was first submitted. */
  addedon: string;
  /** Every payment of the student, oldest first. */
  transactions: PrintTransaction[];
} & PrintEducation<'highschool'> &
  PrintEducation<'i'> &
  PrintEducation<'ug'> &
  PrintEducation<'other'>;

export type AdmissionPrintResponse = AdmissionPrintRecord[];

export interface PaymentReceiptResponse {
  data: PrintTransaction & {
    productinfo: string;
    firstname: string;
    email: string;
    phone: string;
    bank_ref_num: string | null;
    student: {
      name: string;
      email: string;
      phone_number: string;
      course_name: string | null;
      course_year: number | null;
    };
  };
}

export interface AdminSigninRequest {
  email: string;
  password: string;
}
export interface AdminSigninResponse {
  token?: string;
  message: string;
  admin?: { id: number; name: string; email: string };
}

export interface AdminStudentFilters {
  status?: '0' | '1' | '2';
  course?: string;
  category?: string;
  /** 'yes' or 'no': whether the admission fee is paid. */
  paid?: 'yes' | 'no';
  /** Part of the name or email. */
  search?: string;
  page?: number;
  per_page?: number;
}

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
  fee_to_pay: string | null;
  is_admission_submitted: boolean;
  is_admission_fee_payed: boolean;
  registration_paid: boolean;
  admission_form_code: string | null;
  created_at: string;
}

export interface AdminStudentsResponse {
  data: AdminStudentRow[];
  page: number;
  per_page: number;
  total: number;
}

export interface AdminStatusChange {
  old_status: number;
  status: number;
  fee_to_pay: string | null;
  remark: string | null;
  admin_email: string;
  created_at: string;
}

export interface AdminStudentResponse {
  data: AdminStudentRow & {
    same_state: number | null;
    refrence_roll: string | null;
    admission_code: string | null;
    documents: Array<{ id: number; document_name: string; document_link: string }>;
    transactions: PrintTransaction[];
    status_history: AdminStatusChange[];
  };
}

export interface AdminStatusRequest {
  status: 1 | 2;
  /** Required for approval (1): the admission fee in rupees. */
  fee_to_pay?: string | number;
  remark?: string;
}
