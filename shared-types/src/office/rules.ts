// Rules of the queue's filters (yup). Where an applicant stands is in review-state.ts, which screens read without
// downloading yup.
import { object, string } from 'yup';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string | undefined) => !v || (DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));

/** The rules of the queue's query beyond its shape: real dates, in order. */
export const applicantFiltersSchema = object({
  submitted_from: string().optional().test('date', 'Write the date as YYYY-MM-DD', isDate),
  submitted_to: string()
    .optional()
    .test('date', 'Write the date as YYYY-MM-DD', isDate)
    .test('order', 'The end date is before the start date', function (v) {
      const from = this.parent.submitted_from as string | undefined;
      return !v || !from || from <= v;
    }),
});
