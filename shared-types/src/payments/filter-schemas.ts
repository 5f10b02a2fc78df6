// The accounts office's filters of the transaction list and the collection report (yup), apart from status.ts: the
// student's dashboard reads the statuses, and a page that imports this file downloads and runs yup.
import { object, string } from 'yup';
import { PAYMENT_STATUSES } from './status';

function isCalendarDay(v: string | undefined): boolean {
  if (!v) return true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const DAY_MESSAGE = 'Enter a date as YYYY-MM-DD.';

/** Filters of the transaction list and the report: real calendar days, a range in order, sane paging. */
export const paymentFiltersSchema = object({
  status: string().oneOf([...PAYMENT_STATUSES], 'Choose a payment status.'),
  purpose: string().oneOf(['registration', 'admission'] as const, "Choose 'registration' or 'admission'."),
  course: string().trim().max(20),
  mode: string().trim().max(20),
  date: string().test('day', DAY_MESSAGE, isCalendarDay),
  date_from: string().test('day', DAY_MESSAGE, isCalendarDay),
  date_to: string()
    .test('day', DAY_MESSAGE, isCalendarDay)
    .test('order', 'The end date must not be before the start date.', function (v) {
      const from = this.parent.date_from as string | undefined;
      return !v || !from || !isCalendarDay(from) || from <= v;
    }),
  page: string().matches(/^[1-9]\d{0,5}$/, 'The page is a whole number from 1.'),
  per_page: string().matches(/^([1-9]\d?|1\d\d|200)$/, 'At most 200 rows a page.'),
});

/** The report's one query: the day, India time. */
export const collectionReportSchema = object({
  date: string().required(DAY_MESSAGE).test('day', DAY_MESSAGE, isCalendarDay),
});
