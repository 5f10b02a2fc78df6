// Rules of the student portal (SPEC §4, §5, §9): the sign-up verification states, the register button, the
// profile draft, and the session's key and timings.
import { coursesForLevel } from '../admission/catalogue';
import { UPLOAD_LIMITS, checkUpload } from '../admission/uploads';
import type { AcademicLevel, Student } from './entities';

/** Where the bearer token is kept in the browser (SPEC §9). */
export const AUTH_TOKEN_KEY = 'auth_token';
/**
 * The portal waits 1 s on a success before moving on (SPEC §9); the toast itself stays at least 4 s (the kit's
 * TOAST_MIN_MS), so it can be read. Logout waits 2 s; the disabled-register hint reverts after 2 s.
 */
export const PORTAL_TOAST_MS = 1000;
export const LOGOUT_DELAY_MS = 2000;
export const REGISTER_HINT_MS = 2000;

// ---------------------------------------------------------------------------------------------------------
// Sign-up verification (SPEC §3 "Sign-up form state", §4)

export interface VerificationStatus {
  isOtpSent: boolean;
  isVerified: boolean;
  isReadonly: boolean;
  referenceId: string | null;
  otp: string | null;
}

export type VerificationChannel = 'email' | 'phone';

export interface SignUpVerification {
  emailStatus: VerificationStatus;
  phoneStatus: VerificationStatus;
  formLoading: boolean;
}

export type SignUpAction =
  | { type: 'otpSent'; channel: VerificationChannel; referenceId: string }
  | { type: 'otpTyped'; channel: VerificationChannel; otp: string }
  | { type: 'verified'; channel: VerificationChannel; referenceId: string | null }
  | { type: 'resetVerification'; channel: VerificationChannel }
  | { type: 'loading'; value: boolean }
  | { type: 'reset' };

export const INITIAL_VERIFICATION: VerificationStatus = Object.freeze({
  isOtpSent: false,
  isVerified: false,
  isReadonly: false,
  referenceId: null,
  otp: null,
});

export function initialSignUpVerification(): SignUpVerification {
  return { emailStatus: { ...INITIAL_VERIFICATION }, phoneStatus: { ...INITIAL_VERIFICATION }, formLoading: false };
}

const statusKey = (c: VerificationChannel) => (c === 'email' ? 'emailStatus' : 'phoneStatus');

/**
 * Not sent → code sent (reference kept, address locked) → verified. A verification without a code sent first
 * is ignored, so a late answer to an abandoned attempt cannot mark a new address verified.
 */
export function signUpReducer(state: SignUpVerification, action: SignUpAction): SignUpVerification {
  switch (action.type) {
    case 'otpSent': {
      const key = statusKey(action.channel);
      return {
        ...state,
        [key]: { ...INITIAL_VERIFICATION, isOtpSent: true, isReadonly: true, referenceId: action.referenceId },
      };
    }
    case 'otpTyped': {
      const key = statusKey(action.channel);
      if (!state[key].isOtpSent || state[key].isVerified) return state;
      return { ...state, [key]: { ...state[key], otp: action.otp.replace(/\D/g, '').slice(0, 6) } };
    }
    case 'verified': {
      const key = statusKey(action.channel);
      if (!state[key].isOtpSent) return state;
      return {
        ...state,
        [key]: {
          ...state[key],
          isVerified: true,
          isReadonly: true,
          referenceId: action.referenceId ?? state[key].referenceId,
        },
      };
    }
    case 'resetVerification':
      return { ...state, [statusKey(action.channel)]: { ...INITIAL_VERIFICATION } };
    case 'loading':
      return { ...state, formLoading: action.value };
    case 'reset':
      return initialSignUpVerification();
  }
}

export type VerificationStep = 'not-sent' | 'sent' | 'verified';

export function verificationStep(s: VerificationStatus): VerificationStep {
  if (s.isVerified) return 'verified';
  return s.isOtpSent ? 'sent' : 'not-sent';
}

export interface SignUpFields {
  fullName: string | null;
  email: string | null;
  phone: string | null;
  password: string | null;
  confirmPassword: string | null;
}

const filled = (v: string | null | undefined) => v != null && v.trim() !== '';

/** Register is enabled only when every field is filled and the email is verified (phone need not be). */
export function canRegister(fields: SignUpFields, emailStatus: VerificationStatus): boolean {
  return (
    filled(fields.fullName) &&
    filled(fields.email) &&
    filled(fields.phone) &&
    filled(fields.password) &&
    filled(fields.confirmPassword) &&
    emailStatus.isVerified
  );
}

/**
 * The mobile number as typed or pasted, kept to its 10 digits: the spec enters it without +91, so a country
 * code (91) or trunk zero in front of a longer number is dropped.
 */
export function normalisePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length > 10 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------------
// Profile (SPEC §5)

/** The profile form as the student edits it: every value a string, '' when not chosen. */
export interface ProfileDraft {
  gender: string;
  same_state: string;
  category: string;
  academic_level: string;
  admission_code: string;
  refrence_roll: string;
  course_name: string;
  course_year: string;
}

export function profileDraftFrom(s: Partial<Student> | null | undefined): ProfileDraft {
  return normaliseProfileDraft({
    gender: s?.gender ?? '',
    same_state: s?.same_state == null ? '' : String(s.same_state),
    category: s?.category ?? '',
    academic_level: s?.academic_level ?? '',
    admission_code: s?.admission_code === 'New' || s?.admission_code === 'Renewal' ? s.admission_code : '',
    refrence_roll: s?.refrence_roll ?? '',
    course_name: s?.course_name ?? '',
    course_year: s?.course_year == null ? '' : String(s.course_year),
  });
}

/** The largest photo the API takes; checked before uploading so a slow connection is not spent in vain. */
export const PROFILE_PHOTO_MAX_BYTES = UPLOAD_LIMITS.image.maxBytes;

/** The photo message names the types the API accepts, so a phone's HEIC photo is refused before upload. */
export const PHOTO_TYPE_MESSAGE = `Please choose your photo as an image file: ${UPLOAD_LIMITS.image.label}`;

/** Why a chosen photo cannot be used, or null when it can: the upload table's image types, within its size. */
export function photoProblem(file: { type: string; size: number; name?: string }): string | null {
  const problem = checkUpload('image', { type: file.type, size: file.size, name: file.name ?? '' });
  if (problem === null) return null;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return 'The photo is too large. The largest allowed is 5 MB.';
  return PHOTO_TYPE_MESSAGE;
}

/** Not a resident of UP: the category is GENERAL and cannot be changed (EWS, OBC, SC and ST are for residents). */
export function isCategoryLocked(d: Pick<ProfileDraft, 'same_state'>): boolean {
  return d.same_state === '0';
}

/** The profile's fields the fee depends on: the course, its level and year, the category and the residence. */
export const FEE_PROFILE_FIELDS = ['same_state', 'category', 'academic_level', 'course_name', 'course_year'] as const;
export type FeeProfileField = (typeof FEE_PROFILE_FIELDS)[number];

/**
 * A fee is fixed once the office has set the admission fee (fee_to_pay) or it is paid: from then on the fields the
 * fee depends on are locked (decision 030), even while the form is reopened for a correction.
 */
export function isFeeFixed(s: { fee_to_pay: string | null; is_admission_fee_payed: boolean | number }): boolean {
  if (s.is_admission_fee_payed) return true;
  const fee = Number(s.fee_to_pay ?? '');
  return s.fee_to_pay != null && s.fee_to_pay !== '' && Number.isFinite(fee) && fee > 0;
}

/** Why the fee's fields are locked, shown beside them in the page language. */
export const FEE_LOCK_TEXT = {
  en: 'Your admission fee has been fixed for this course and category, so the residence, category, level, course and year cannot be changed. If one of them is wrong, please contact the college office.',
  hi: 'इस पाठ्यक्रम और वर्ग के लिए आपका प्रवेश शुल्क तय हो चुका है, इसलिए निवास, वर्ग, स्तर, पाठ्यक्रम और वर्ष नहीं बदले जा सकते। इनमें कुछ गलत हो तो कृपया महाविद्यालय कार्यालय से संपर्क करें।',
} as const;

/** The roll number is asked only for a Renewal. */
export function needsRollNumber(d: Pick<ProfileDraft, 'admission_code'>): boolean {
  return d.admission_code === 'Renewal';
}

/**
 * Keeps a draft consistent after any change: 'Resident of UP?' No forces GENERAL; a New admission has no roll
 * number; a course that is not of the chosen academic level is cleared.
 */
export function normaliseProfileDraft(d: ProfileDraft): ProfileDraft {
  const out = { ...d };
  if (isCategoryLocked(out)) out.category = 'GENERAL';
  if (out.admission_code === 'New') out.refrence_roll = '';
  const courses = coursesForLevel((out.academic_level || null) as AcademicLevel | null).map((c) => c.code);
  if (out.course_name && !courses.includes(out.course_name)) out.course_name = '';
  return out;
}
