// Account calls: sign-in, sign-up, codes, the current student and the office's sign-in.
import type { StaffRole } from './staff';
import type { Student } from './entities';

/** Every refusal of the API: a stable `code` of the error catalogue (shared-types/src/errors), its texts, and field errors. */
export interface ErrorResponse {
  code: string;
  message: string;
  message_hi: string;
  /** Numbers and names the message is built with (e.g. `{ attemptsLeft: 2 }` for `otp_invalid`). */
  params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
  /** The same field errors in Hindi. */
  errors_hi?: Record<string, string[]>;
  /** A stable code per field error (e.g. `required`, `email`, `too_long`). */
  error_codes?: Record<string, string[]>;
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

export interface AdminSigninRequest {
  email: string;
  password: string;
}
export interface AdminSigninResponse {
  token?: string;
  message: string;
  admin?: { id: number; name: string; email: string; role: StaffRole };
}
