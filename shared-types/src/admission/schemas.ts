// The admission form payload (SPEC §3): one yup schema for the six-step form and for the API's save2.
import { array, object, string, ValidationError, type InferType } from 'yup';
import { findCourse, OPTIONS, PASSING_YEARS } from './catalogue';
import { ADMISSION_MESSAGES } from './messages';
import { percentage } from './rules';
import { firstMajorOptions, isBscCourse, secondMajorOptions, subjectGroupOf } from './admission-rules';

/** The four education blocks; each carries the same seven parts. */
export const EDUCATION_GROUPS = ['high_school', 'intermediate', 'ug', 'other'] as const;
export type EducationGroup = (typeof EDUCATION_GROUPS)[number];
export const EDUCATION_PARTS = ['year', 'board', 'name', 'roll', 'maxmarks', 'obtmarks', 'percentage'] as const;
export type EducationPart = (typeof EDUCATION_PARTS)[number];
export type EducationField = `${EducationGroup}_${EducationPart}`;

/** Optional uploads that travel with the payload; checked by their bytes on the server, not by yup. */
export const ADMISSION_FILE_FIELDS = [
  'mark_10th',
  'mark_12',
  'aadhar',
  'mark_ug',
  'mark_other',
  'dc_caste',
  'dc_domicile',
  'dc_tc',
  'dc_income',
  'dc_anti_ragging_affidavit',
  'image',
  'signature',
] as const;
export type AdmissionFileField = (typeof ADMISSION_FILE_FIELDS)[number];

/** Uploads that must be images (re-encoded); the others may be an image or a PDF. */
export const ADMISSION_IMAGE_FIELDS: readonly AdmissionFileField[] = ['image', 'signature'];

/** Multi-choice fields; on the wire each value is sent as `name[]`. */
export const ADMISSION_ARRAY_FIELDS = ['horizontal_reservation', 'weightage', 'attachments'] as const;
export type AdmissionArrayField = (typeof ADMISSION_ARRAY_FIELDS)[number];

/** Fields the form locks and the server takes from the student's profile, never from the request. */
export const ADMISSION_PROFILE_FIELDS = ['applicant_name', 'gender', 'email', 'category'] as const;

export { ADMISSION_MESSAGES } from './messages';

const FIRST_YEAR = PASSING_YEARS[0] ?? 2000;
const LAST_YEAR = PASSING_YEARS[PASSING_YEARS.length - 1] ?? 2025;

const text = (max = 150) => string().trim().max(max, `At most ${max} characters`).default('');
const requiredText = (max = 150) => text(max).required(ADMISSION_MESSAGES.required);
const choice = (values: readonly string[]) =>
  string()
    .default('')
    .test('choice', ADMISSION_MESSAGES.option, (v) => !v || values.includes(v));
const choices = (values: readonly string[]) =>
  array()
    .of(
      string()
        .required()
        .oneOf([...values], ADMISSION_MESSAGES.option),
    )
    .default([])
    .required();

const isPg = (course: unknown) => findCourse(typeof course === 'string' ? course : null)?.type === 'PG';

function isMarks(v: string | undefined): boolean {
  return !v || /^\d+(\.\d+)?$/.test(v);
}

/**
 * The seven fields of one education block. `needed` says when the block is required; an optional
 * block that is partly filled is still checked for consistent marks and a valid year.
 */
function educationBlock(group: EducationGroup, needed: (course: unknown) => boolean) {
  const req = (schema: ReturnType<typeof text>) =>
    schema.when('course', {
      is: (course: unknown) => needed(course),
      then: (s) => s.required(ADMISSION_MESSAGES.required),
    });
  return {
    [`${group}_year`]: req(text(4)).test(
      'year',
      ADMISSION_MESSAGES.year,
      (v) => !v || (/^\d{4}$/.test(v) && Number(v) >= FIRST_YEAR && Number(v) <= LAST_YEAR),
    ),
    [`${group}_board`]: req(text()),
    [`${group}_name`]: req(text()),
    [`${group}_roll`]: req(text(30)),
    [`${group}_maxmarks`]: req(text(8))
      .test('marks', ADMISSION_MESSAGES.marks, isMarks)
      .test('max', ADMISSION_MESSAGES.maxmarks, (v) => !v || !isMarks(v) || Number(v) > 0),
    [`${group}_obtmarks`]: req(text(8))
      .test('marks', ADMISSION_MESSAGES.marks, isMarks)
      .test('obt', ADMISSION_MESSAGES.obtmarks, function (v) {
        const max = this.parent[`${group}_maxmarks`] as string | undefined;
        if (!v || !max || !isMarks(v) || !isMarks(max) || Number(max) <= 0) return true;
        return Number(v) <= Number(max);
      }),
    [`${group}_percentage`]: text(8).test('percentage', ADMISSION_MESSAGES.percentage, function (v) {
      if (!v) return true;
      return v === percentage(this.parent[`${group}_obtmarks`], this.parent[`${group}_maxmarks`]);
    }),
  } as Record<`${typeof group}_${EducationPart}`, ReturnType<typeof text>>;
}

export const admissionSchema = object({
  // Step 1: basic information
  course: string()
    .trim()
    .default('')
    .required(ADMISSION_MESSAGES.required)
    .test('course', ADMISSION_MESSAGES.course, (v) => !!findCourse(v)),
  urn: text(30),
  applicant_name: requiredText(),
  mother_name: requiredText(),
  father_name: requiredText(),
  dob: string()
    .trim()
    .default('')
    .required(ADMISSION_MESSAGES.required)
    .test('dob', ADMISSION_MESSAGES.dob, (v) => isPastDate(v)),
  gender: choice(OPTIONS.gender.map((g) => g.value)).required(ADMISSION_MESSAGES.required),
  category: choice(OPTIONS.category).required(ADMISSION_MESSAGES.required),
  sub_category: text(60),
  email: string().trim().default('').required(ADMISSION_MESSAGES.required).email(ADMISSION_MESSAGES.email),
  whatsapp_number: string()
    .trim()
    .default('')
    .required(ADMISSION_MESSAGES.required)
    .matches(/^[6-9]\d{9}$/, ADMISSION_MESSAGES.mobile),
  aadhar_no: string()
    .trim()
    .default('')
    .required(ADMISSION_MESSAGES.required)
    .matches(/^\d{12}$/, ADMISSION_MESSAGES.aadhar),
  caste_certificate_number: text(60),
  /** Shown on the print record; not in the spec's payload list, so optional. */
  religion: text(60),
  /** Issue date of the caste certificate, shown on the print record; optional. */
  category_issue_date: string()
    .trim()
    .default('')
    .test('date', ADMISSION_MESSAGES.dob, (v) => !v || isPastDate(v)),
  nationality: choice(OPTIONS.nationality),
  // Step 2: family and eligibility
  father_occupation: text(),
  mother_occupation: text(),
  marital_status: choice(OPTIONS.maritalStatus).required(ADMISSION_MESSAGES.required),
  gap: choice(OPTIONS.gap).required(ADMISSION_MESSAGES.required),
  horizontal_reservation: choices(OPTIONS.horizontalReservation),
  weightage: choices(OPTIONS.weightage),
  // BSC only: the first major decides the subject group (ZBC or PCM), which limits the second major.
  major_subject_1: text(30).when('course', {
    is: (course: unknown) => isBscCourse(course as string),
    then: (s) =>
      s.required(ADMISSION_MESSAGES.required).test('first-major', ADMISSION_MESSAGES.option, function (v) {
        return firstMajorOptions(this.parent.course).some((o) => o.value === v && !o.disabled);
      }),
    otherwise: (s) => s.transform(() => ''),
  }),
  major_subject_2: text(30).when('course', {
    is: (course: unknown) => isBscCourse(course as string),
    then: (s) =>
      s.required(ADMISSION_MESSAGES.required).test('second-major', ADMISSION_MESSAGES.option, function (v) {
        return secondMajorOptions(this.parent.major_subject_1).some((o) => o.value === v && !o.disabled);
      }),
    otherwise: (s) => s.transform(() => ''),
  }),
  subject_group: text(3).when('course', {
    is: (course: unknown) => isBscCourse(course as string),
    then: (s) =>
      s.test('group', ADMISSION_MESSAGES.option, function (v) {
        return !this.parent.major_subject_1 || v === subjectGroupOf(this.parent.major_subject_1);
      }),
    otherwise: (s) => s.transform(() => ''),
  }),
  // Step 5 (others): permanent address
  permanent_address_village_mohalla: requiredText(200),
  permanent_address_post: requiredText(),
  permanent_address_tehsil: requiredText(),
  permanent_address_district: requiredText(),
  permanent_address_pincode: string()
    .trim()
    .default('')
    .required(ADMISSION_MESSAGES.required)
    .matches(/^[1-9]\d{5}$/, ADMISSION_MESSAGES.pincode),
  // Step 5 (others): the correspondence address and whether the permanent one is the same. The form requires them;
  // the API keeps them (optional, so a form saved before they were sent stays valid) for the printout.
  correspondence_address_village_mohalla: text(200),
  correspondence_address_post: text(),
  correspondence_address_tehsil: text(),
  correspondence_address_district: text(),
  correspondence_address_pincode: text(6).test(
    'pincode',
    ADMISSION_MESSAGES.pincode,
    (v) => !v || /^[1-9]\d{5}$/.test(v),
  ),
  same_as_correspondence: choice(['Yes', 'No']),
  // Step 3: education
  ...educationBlock('high_school', () => true),
  ...educationBlock('intermediate', () => true),
  intermediate: object({ subject: requiredText(100) }).default({ subject: '' }),
  ...educationBlock('ug', isPg),
  ...educationBlock('other', () => false),
  // Step 4: documents checklist (the files themselves are ADMISSION_FILE_FIELDS)
  attachments: choices(OPTIONS.attachments),
  // Step 6: declaration
  agreed_to_declaration: string()
    .default('0')
    .test('declaration', ADMISSION_MESSAGES.declaration, (v) => v === '1'),
}).test('intermediate-after-high-school', ADMISSION_MESSAGES.intermediateYear, function (v) {
  const hs = Number(v.high_school_year);
  const inter = Number(v.intermediate_year);
  if (!hs || !inter || inter > hs) return true;
  return this.createError({ path: 'intermediate_year', message: ADMISSION_MESSAGES.intermediateYear });
});

export type AdmissionFormValues = InferType<typeof admissionSchema>;

/**
 * Field names per step of the six-step form, in the spec's order: 1 Basic Info, 2 eligibility,
 * 3 education_details, 4 upload_section, 5 others (address), 6 declaration. 'intermediate.subject' is a formik path.
 */
export const ADMISSION_STEP_FIELDS: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, readonly string[]>> = {
  1: [
    'course',
    'urn',
    'applicant_name',
    'mother_name',
    'father_name',
    'dob',
    'gender',
    'category',
    'sub_category',
    'email',
    'whatsapp_number',
    'aadhar_no',
    'caste_certificate_number',
    'religion',
    'category_issue_date',
    'nationality',
  ],
  2: [
    'father_occupation',
    'mother_occupation',
    'marital_status',
    'gap',
    'horizontal_reservation',
    'weightage',
    'major_subject_1',
    'major_subject_2',
    'subject_group',
  ],
  3: [...EDUCATION_GROUPS.flatMap((g) => EDUCATION_PARTS.map((p) => `${g}_${p}`)), 'intermediate.subject'],
  4: ['attachments', ...ADMISSION_FILE_FIELDS],
  5: [
    'correspondence_address_village_mohalla',
    'correspondence_address_post',
    'correspondence_address_tehsil',
    'correspondence_address_district',
    'correspondence_address_pincode',
    'same_as_correspondence',
    'permanent_address_village_mohalla',
    'permanent_address_post',
    'permanent_address_tehsil',
    'permanent_address_district',
    'permanent_address_pincode',
  ],
  6: ['agreed_to_declaration'],
};

/** Empty initial values for the form (every text field '', every list []). */
export function emptyAdmissionForm(course = ''): AdmissionFormValues {
  return { ...admissionSchema.getDefault(), course, intermediate: { subject: '' } } as AdmissionFormValues;
}

/** Recomputes every block's percentage from its marks; the server never trusts the sent value. */
export function withPercentages<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = { ...values };
  for (const g of EDUCATION_GROUPS) {
    out[`${g}_percentage`] = percentage(
      out[`${g}_obtmarks`] as string | undefined,
      out[`${g}_maxmarks`] as string | undefined,
    );
  }
  return out as T;
}

/**
 * The multipart entries of a payload, in the wire names: lists as `name[]` (one entry per value),
 * the intermediate subject as `intermediate.subject`. Files are appended separately.
 */
export function admissionFormEntries(values: AdmissionFormValues): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(values)) {
    if (key === 'intermediate') {
      out.push(['intermediate.subject', (value as { subject?: string } | undefined)?.subject ?? '']);
    } else if (Array.isArray(value)) {
      for (const v of value) out.push([`${key}[]`, String(v)]);
    } else if (value != null) {
      out.push([key, String(value)]);
    }
  }
  return out;
}

/** Reads the wire names back into a payload object (the inverse of admissionFormEntries). */
export function admissionFromEntries(entries: Iterable<[string, string]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const lists = new Set<string>(ADMISSION_ARRAY_FIELDS);
  for (const [rawKey, value] of entries) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    if (key === 'intermediate.subject' || key === 'intermediate[subject]') {
      out.intermediate = { subject: value };
    } else if (lists.has(key)) {
      const list = (out[key] as string[] | undefined) ?? [];
      if (value !== '') list.push(value);
      out[key] = list;
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Every field error of a failed validation, keyed by field, as the API answers them. */
export function admissionErrors(error: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!(error instanceof ValidationError)) return errors;
  const all = error.inner.length ? error.inner : [error];
  for (const e of all) {
    // yup reports list items as "weightage[0]"; the form shows them under the list.
    const key = (e.path ?? 'form').replace(/\[\d+\]$/, '');
    const list = (errors[key] ??= []);
    if (!list.includes(e.message)) list.push(e.message);
  }
  return errors;
}

/** Validates a payload; answers the cleaned values or the field errors. */
export function validateAdmission(
  input: unknown,
): { ok: true; value: AdmissionFormValues } | { ok: false; errors: Record<string, string[]> } {
  try {
    const value = admissionSchema.validateSync(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    return { ok: false, errors: admissionErrors(error) };
  }
}

function isPastDate(v: string | undefined): boolean {
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) return false;
  return d.getUTCFullYear() >= 1940 && d.getTime() <= Date.now();
}
