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
