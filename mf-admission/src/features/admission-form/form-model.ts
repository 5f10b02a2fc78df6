// The form's values, schema and six steps: the shared admission schema, with the correspondence address required.
import { string } from 'yup';
import {
  ADMISSION_FILE_FIELDS,
  ADMISSION_MESSAGES,
  ADMISSION_STEP_FIELDS,
  admissionSchema,
  emptyAdmissionForm,
  type AdmissionFileField,
  type AdmissionFormValues,
  type CorrespondenceAddress,
} from '@college/shared-types';

export type FormValues = AdmissionFormValues & CorrespondenceAddress & { same_as_correspondence: string };

const required = (max: number) =>
  string().trim().max(max, `At most ${max} characters`).default('').required(ADMISSION_MESSAGES.required);

/** The shared payload schema; the form requires the correspondence address and 'same as', which the API keeps. */
export const formSchema = admissionSchema.shape({
  correspondence_address_village_mohalla: required(200),
  correspondence_address_post: required(150),
  correspondence_address_tehsil: required(150),
  correspondence_address_district: required(150),
  correspondence_address_pincode: required(6).matches(/^[1-9]\d{5}$/, ADMISSION_MESSAGES.pincode),
  same_as_correspondence: string()
    .default('')
    .required(ADMISSION_MESSAGES.required)
    .oneOf(['Yes', 'No'], ADMISSION_MESSAGES.option),
});

export function emptyFormValues(course: string): FormValues {
  return {
    ...emptyAdmissionForm(course),
    correspondence_address_village_mohalla: '',
    correspondence_address_post: '',
    correspondence_address_tehsil: '',
    correspondence_address_district: '',
    correspondence_address_pincode: '',
    same_as_correspondence: '',
  };
}

/** Only the payload's own fields go to the server (the correspondence address is one of them, for the printout). */
export function payloadOf(values: FormValues): AdmissionFormValues {
  const keys = Object.keys(admissionSchema.fields);
  const out: Record<string, unknown> = {};
  for (const k of keys) out[k] = (values as Record<string, unknown>)[k];
  return out as AdmissionFormValues;
}

export interface StepInfo {
  id: 1 | 2 | 3 | 4 | 5 | 6;
  /** Name of the step in the spec. */
  key: 'basic_info' | 'eligibility' | 'education_details' | 'upload_section' | 'others' | 'declaration';
  title: string;
  hindi: string;
  fields: readonly string[];
}

export const STEPS: readonly StepInfo[] = [
  { id: 1, key: 'basic_info', title: 'Basic Info', hindi: 'मूल जानकारी', fields: ADMISSION_STEP_FIELDS[1] },
  { id: 2, key: 'eligibility', title: 'Eligibility', hindi: 'पात्रता', fields: ADMISSION_STEP_FIELDS[2] },
  {
    id: 3,
    key: 'education_details',
    title: 'Education Details',
    hindi: 'शैक्षिक विवरण',
    fields: ADMISSION_STEP_FIELDS[3],
  },
  { id: 4, key: 'upload_section', title: 'Upload Section', hindi: 'दस्तावेज़ अपलोड', fields: ADMISSION_STEP_FIELDS[4] },
  {
    id: 5,
    key: 'others',
    title: 'Others',
    hindi: 'पता एवं अन्य',
    fields: ADMISSION_STEP_FIELDS[5],
  },
  { id: 6, key: 'declaration', title: 'Declaration', hindi: 'घोषणा', fields: ADMISSION_STEP_FIELDS[6] },
];

/** Every leaf path of a formik errors object ('intermediate.subject' for nested values). */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(errors as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.push(path);
    else if (Array.isArray(v)) out.push(path);
    else out.push(...errorPaths(v, path));
  }
  return out;
}

/** The fields of a step that have an error, in the step's order. */
export function stepErrorFields(step: StepInfo, paths: readonly string[]): string[] {
  return step.fields.filter((f) => paths.includes(f));
}

/** The first step that holds one of these fields, or null. */
export function firstStepWith(paths: readonly string[]): StepInfo | null {
  return STEPS.find((s) => s.fields.some((f) => paths.includes(f))) ?? null;
}

/** The document each upload proves, as named in the attachments checklist. */
export const DOCUMENT_OF: Readonly<Record<Exclude<AdmissionFileField, 'image' | 'signature'>, string>> = {
  mark_10th: '10th Marksheet',
  mark_12: '12th Marksheet',
  mark_ug: 'UG Marksheet',
  mark_other: 'Other Course',
  aadhar: 'Aadhar Card',
  dc_caste: 'Caste Certificate',
  dc_domicile: 'Domicile Certificate',
  dc_tc: 'TC & CC Original Copy',
  dc_income: 'Income Certificate',
  dc_anti_ragging_affidavit: 'Anti Ragging Affidavit',
};

export const DOCUMENT_FIELDS = ADMISSION_FILE_FIELDS.filter(
  (f): f is keyof typeof DOCUMENT_OF => f !== 'image' && f !== 'signature',
);
