// The office's scrutiny calls' rules (yup), apart from the scrutiny's labels and outcome in scrutiny.ts: the student's
// dashboard reads those, and a page that imports this file downloads and runs yup.
import { object, string } from 'yup';
import { STAFF_FORM_MESSAGES } from '../accounts/staff-messages';
import { ADMISSION_MESSAGES } from './messages';
import { VERIFIABLE_FIGURE_FIELDS } from './scrutiny';

const reason = string().trim().default('').max(500, STAFF_FORM_MESSAGES.reason);

/** PUT …/scrutiny/documents/:field: a reason is required when the document is not acceptable. */
export const documentCheckSchema = object({
  state: string().oneOf(['verified', 'not_acceptable']).required(STAFF_FORM_MESSAGES.required),
  reason: reason.when('state', {
    is: 'not_acceptable',
    then: (s) => s.required(STAFF_FORM_MESSAGES.reason),
  }),
});

/** POST …/scrutiny/figures: the figure on the marksheet and a note of why it differs. */
export const verifiedFigureSchema = object({
  field: string()
    .oneOf([...VERIFIABLE_FIGURE_FIELDS], ADMISSION_MESSAGES.option)
    .required(STAFF_FORM_MESSAGES.required),
  verified_value: string()
    .trim()
    .default('')
    .required(STAFF_FORM_MESSAGES.required)
    .matches(/^\d{1,6}(\.\d{1,2})?$/, ADMISSION_MESSAGES.marks),
  note: reason.required(STAFF_FORM_MESSAGES.reason),
});
