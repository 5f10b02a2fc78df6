// Payloads of the office console's calls (staff accounts, decisions, seats, fees, settings): one yup schema per
// call, used by the console's forms and by the API alike.
import { array, number, object, ref, string, type InferType } from 'yup';
import { EMAIL_PATTERN } from './messages';
import { isAcademicSession, STAFF_ROLES } from './staff';
import { STAFF_FORM_MESSAGES, STAFF_PASSWORD_MIN } from './staff-messages';

export { STAFF_FORM_MESSAGES, STAFF_PASSWORD_MIN } from './staff-messages';

/** The highest admission fee accepted, a guard against a mistyped extra digit. */
export const MAX_ADMISSION_FEE = 100_000;

const staffPassword = () =>
  string()
    .default('')
    .required(STAFF_FORM_MESSAGES.required)
    .min(STAFF_PASSWORD_MIN, STAFF_FORM_MESSAGES.passwordLength)
    .max(128, 'At most 128 characters')
    .test('mix', STAFF_FORM_MESSAGES.passwordMix, (v) => !v || (/[A-Za-z]/.test(v) && /\d/.test(v)));

const staffEmail = () =>
  string()
    .trim()
    .lowercase()
    .default('')
    .required(STAFF_FORM_MESSAGES.required)
    .matches(EMAIL_PATTERN, { message: STAFF_FORM_MESSAGES.email, excludeEmptyString: true })
    .max(150, 'At most 150 characters');

/**
 * PUT /api/admin/settings (admin): the session, the enrolment number's pattern, or both; the session is required
 * when the pattern is not given. The pattern's own rules are `enrolmentPatternProblem` (a 400 in both languages).
 */
export const settingsSchema = object({
  academic_session: string()
    .trim()
    .when('enrolment_pattern', {
      is: (pattern: unknown) => pattern === undefined,
      then: (s) => s.required(STAFF_FORM_MESSAGES.required),
    })
    // An empty session without a pattern is reported by `required` alone.
    .test('session', STAFF_FORM_MESSAGES.session, function (v) {
      if (v === undefined) return true;
      if (v === '') return (this.parent as { enrolment_pattern?: string }).enrolment_pattern === undefined;
      return isAcademicSession(v);
    }),
  enrolment_pattern: string().trim().optional(),
});
export type SettingsValues = InferType<typeof settingsSchema>;

/** POST /api/admin/signin. */
export const staffSignInSchema = object({
  email: staffEmail(),
  password: string().default('').required(STAFF_FORM_MESSAGES.required).max(128),
});

/** POST /api/admin/staff (admin): a new account gets a set-password link by mail, never a password. */
export const staffCreateSchema = object({
  email: staffEmail(),
  name: string().trim().default('').required(STAFF_FORM_MESSAGES.required).max(100, 'At most 100 characters'),
  // Left out, a new account gets the least powerful role (editor: the public pages' content only).
  role: string()
    .transform((v: string) => v || 'editor')
    .default('editor')
    .test('role', STAFF_FORM_MESSAGES.role, (v) => (STAFF_ROLES as readonly string[]).includes(v)),
});

/** PATCH /api/admin/staff/:id (admin): role, name or enabled. */
export const staffUpdateSchema = object({
  name: string().trim().max(100, 'At most 100 characters').optional(),
  role: string()
    .optional()
    .test('role', STAFF_FORM_MESSAGES.role, (v) => v === undefined || (STAFF_ROLES as readonly string[]).includes(v)),
  disabled: string().oneOf(['0', '1']).optional(),
});

/** POST /api/admin/password (own password). */
export const staffPasswordChangeSchema = object({
  current_password: string().default('').required(STAFF_FORM_MESSAGES.required).max(128),
  password: staffPassword(),
  password_confirmation: string()
    .default('')
    .required(STAFF_FORM_MESSAGES.required)
    .oneOf([ref('password')], STAFF_FORM_MESSAGES.passwordMatch),
});

/** POST /api/admin/set-password: the single-use token of the mailed link and the new password. */
export const staffSetPasswordSchema = object({
  token: string().trim().default('').required('This link is not valid. Ask the office administrator for a new one.'),
  password: staffPassword(),
  password_confirmation: string()
    .default('')
    .required(STAFF_FORM_MESSAGES.required)
    .oneOf([ref('password')], STAFF_FORM_MESSAGES.passwordMatch),
});

const fee = () =>
  string()
    .trim()
    .default('')
    .required(STAFF_FORM_MESSAGES.fee)
    .test('fee', STAFF_FORM_MESSAGES.fee, (v) => {
      if (!v) return true;
      if (!/^\d{1,6}(\.\d{1,2})?$/.test(v)) return false;
      const n = Number(v);
      return n > 0 && n <= MAX_ADMISSION_FEE;
    });

const reason = (required: boolean) => {
  const s = string().trim().default('').max(500, STAFF_FORM_MESSAGES.reason);
  return required ? s.required(STAFF_FORM_MESSAGES.reason) : s;
};

/** POST /api/admin/students/:id/approve. */
export const approveSchema = object({ fee_to_pay: fee(), remark: reason(false) });
/** POST /api/admin/students/:id/reject and /correction. */
export const reasonSchema = object({ reason: reason(true) });
/** POST /api/admin/students/approve (several at once, one fee). */
export const bulkApproveSchema = object({
  ids: array(number().integer().min(1).required())
    .required(STAFF_FORM_MESSAGES.required)
    .min(1, 'Select at least one applicant')
    .max(200, 'At most 200 applicants at once'),
  fee_to_pay: fee(),
});

/** PUT /api/admin/fees (admin): the whole fee table or part of it. */
export const feeTableSchema = object({
  fees: array(
    object({
      course: string().trim().uppercase().required(STAFF_FORM_MESSAGES.required),
      year: number().integer().min(1).max(3).required(STAFF_FORM_MESSAGES.required),
      category: string().trim().uppercase().required(STAFF_FORM_MESSAGES.required),
      amount: fee(),
    }),
  )
    .required(STAFF_FORM_MESSAGES.required)
    .max(500),
});

/** PUT /api/admin/seats (admin). */
export const seatsSchema = object({
  seats: array(
    object({
      course: string().trim().uppercase().required(STAFF_FORM_MESSAGES.required),
      seats: number().integer().min(0, STAFF_FORM_MESSAGES.seats).max(10_000, STAFF_FORM_MESSAGES.seats).required(),
    }),
  )
    .required(STAFF_FORM_MESSAGES.required)
    .max(100),
});
