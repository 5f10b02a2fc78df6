// Student account payloads (SPEC §5, §7): one yup schema per call, used by the portal's forms and by the API alike.
import { object, ref, string, ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { findCourse, OPTIONS } from '../admission/catalogue';

import { ACCOUNT_MESSAGES, EMAIL_PATTERN, MOBILE_PATTERN, OTP_PATTERN, PASSWORD_MIN_LENGTH } from './messages';

export {
  ACCOUNT_MESSAGES,
  ACCOUNT_MESSAGES_HI,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  OTP_PATTERN,
  PASSWORD_MIN_LENGTH,
  accountMessage,
} from './messages';

const email = (requiredMessage: string = ACCOUNT_MESSAGES.required) =>
  string()
    .trim()
    .default('')
    .required(requiredMessage)
    .matches(EMAIL_PATTERN, { message: ACCOUNT_MESSAGES.email, excludeEmptyString: true })
    .max(150, 'At most 150 characters');

const password = () =>
  string()
    .default('')
    .required(ACCOUNT_MESSAGES.required)
    .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordLength)
    .max(128, 'At most 128 characters');

const mobile = () =>
  string()
    .trim()
    .default('')
    .required(ACCOUNT_MESSAGES.required)
    .matches(MOBILE_PATTERN, { message: ACCOUNT_MESSAGES.mobile, excludeEmptyString: true });

const choice = (values: readonly string[]) =>
  string()
    .default('')
    .required(ACCOUNT_MESSAGES.required)
    .test('choice', ACCOUNT_MESSAGES.option, (v) => !v || values.includes(v));

/** POST v2/signin. Any length of password is accepted here: the server answers whether it matches. */
export const signInSchema = object({
  email: email(ACCOUNT_MESSAGES.fillAll),
  password: string().default('').required(ACCOUNT_MESSAGES.fillAll).max(128),
});
export type SignInValues = InferType<typeof signInSchema>;

/** POST v2/send-otp. */
export const sendOtpSchema = object({
  type_of: choice(['email_otp', 'phone']),
  sender: string()
    .trim()
    .default('')
    .required(ACCOUNT_MESSAGES.required)
    .when('type_of', {
      is: 'email_otp',
      then: (s) => s.matches(EMAIL_PATTERN, { message: ACCOUNT_MESSAGES.email, excludeEmptyString: true }),
      otherwise: (s) => s.matches(MOBILE_PATTERN, { message: ACCOUNT_MESSAGES.mobile, excludeEmptyString: true }),
    }),
});

/** POST v2/validate-otp. */
export const validateOtpSchema = object({
  sender: string().trim().default('').required(ACCOUNT_MESSAGES.required),
  reference_id: string().trim().default('').required(ACCOUNT_MESSAGES.required),
  otp: string()
    .trim()
    .default('')
    .required(ACCOUNT_MESSAGES.otp)
    .matches(OTP_PATTERN, { message: ACCOUNT_MESSAGES.otp, excludeEmptyString: true }),
});

/** POST v2/signup. */
export const signUpSchema = object({
  name: string().trim().default('').required(ACCOUNT_MESSAGES.name).max(100, 'At most 100 characters'),
  email: email(),
  phone: mobile(),
  password: password(),
  password_confirmation: string()
    .default('')
    .required(ACCOUNT_MESSAGES.required)
    .oneOf([ref('password')], ACCOUNT_MESSAGES.passwordMatch),
  email_refrence_id: string().trim().default('').required(ACCOUNT_MESSAGES.emailNotVerified),
});
export type SignUpValues = InferType<typeof signUpSchema>;

/** POST v2/reset-password (a form field, as the spec sends it). */
export const forgotPasswordSchema = object({
  applicant_email: string()
    .trim()
    .default('')
    .required(ACCOUNT_MESSAGES.emailEmpty)
    .matches(EMAIL_PATTERN, { message: ACCOUNT_MESSAGES.email, excludeEmptyString: true }),
});

/** POST v2/reset-password/confirm: the single-use token of the mailed link and the new password. */
export const resetPasswordConfirmSchema = object({
  token: string().trim().default('').required('This reset link is not valid. Please request a new one.'),
  password: password(),
  password_confirmation: string()
    .default('')
    .required(ACCOUNT_MESSAGES.required)
    .oneOf([ref('password')], ACCOUNT_MESSAGES.passwordMatch),
});
export type ResetPasswordConfirmValues = InferType<typeof resetPasswordConfirmSchema>;

/**
 * POST v2/complete-profile, its text fields as they travel in the multipart body (every value a string).
 * The photo (profile_photo) is a file, checked by its bytes on the server.
 */
export const completeProfileSchema = object({
  gender: choice(OPTIONS.gender.map((g) => g.value)),
  /** 'Resident of UP?': '1' yes, '0' no. */
  same_state: choice(['0', '1']),
  category: choice(OPTIONS.category).when('same_state', {
    is: '0',
    then: (s) => s.oneOf(['GENERAL'], ACCOUNT_MESSAGES.category),
  }),
  academic_level: choice(['UG', 'PG']),
  /** The admission type: 'New' or 'Renewal'. */
  admission_code: choice(['New', 'Renewal']),
  course_name: string()
    .trim()
    .default('')
    .required(ACCOUNT_MESSAGES.required)
    .test('course', ACCOUNT_MESSAGES.course, function (v) {
      if (!v) return true;
      const course = findCourse(v);
      return !!course && course.code === v && course.type === this.parent.academic_level;
    }),
  course_year: choice(['1', '2', '3']),
  refrence_roll: string()
    .trim()
    .default('')
    .max(30, 'At most 30 characters')
    .when('admission_code', {
      is: 'Renewal',
      then: (s) => s.required(ACCOUNT_MESSAGES.roll),
      // A new admission has no earlier roll number: whatever was typed is dropped.
      otherwise: (s) => s.transform(() => ''),
    }),
});
export type CompleteProfileValues = InferType<typeof completeProfileSchema>;

/** POST api/v1/add-enquiry (contact and feedback forms): all four required; the mobile has no format rule. */
export const enquirySchema = object({
  name: string()
    .trim()
    .default('')
    .required(ACCOUNT_MESSAGES.name)
    // An empty field says only that it is required.
    .test('name-length', ACCOUNT_MESSAGES.nameShort, (v) => !v || v.length >= 2)
    .max(100, 'At most 100 characters'),
  email: email(),
  mobile: string().trim().default('').required(ACCOUNT_MESSAGES.required).max(20, 'At most 20 characters'),
  message: string()
    .trim()
    .default('')
    .required(ACCOUNT_MESSAGES.required)
    .test('message-length', ACCOUNT_MESSAGES.messageShort, (v) => !v || v.length >= 5)
    .max(2000, 'At most 2000 characters'),
});
export type EnquiryValues = InferType<typeof enquirySchema>;

/** POST v2/upload-document, its text field (the file, document_link, is checked by its bytes on the server). */
export const uploadDocumentSchema = object({
  document_name: string().trim().default('').required(ACCOUNT_MESSAGES.required).max(100, 'At most 100 characters'),
});

/** POST v2/payment/initiate: the amount is never sent; the server takes it from the purpose. */
export const paymentInitiateSchema = object({
  purpose: choice(['registration', 'admission']),
  firstname: string()
    .trim()
    .default('')
    .required(ACCOUNT_MESSAGES.required)
    .max(60, 'At most 60 characters')
    // Letters of any script, spaces, dots, apostrophes and hyphens: never the '|' the gateway's hash joins on.
    .matches(/^[\p{L}\p{M} .'-]+$/u, {
      message: 'Enter your full name (letters and spaces only).',
      excludeEmptyString: true,
    }),
  phone: mobile(),
});

/** Every field error of a failed validation, keyed by field, as the API answers them. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!(error instanceof ValidationError)) return errors;
  for (const e of error.inner.length ? error.inner : [error]) {
    const list = (errors[e.path ?? 'form'] ??= []);
    if (!list.includes(e.message)) list.push(e.message);
  }
  return errors;
}

/** Validates a payload against one of the schemas above; answers the cleaned values or the field errors. */
export function validatePayload<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): { ok: true; value: InferType<S> } | { ok: false; errors: Record<string, string[]> } {
  try {
    return { ok: true, value: schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as InferType<S> };
  } catch (error) {
    return { ok: false, errors: fieldErrors(error) };
  }
}
