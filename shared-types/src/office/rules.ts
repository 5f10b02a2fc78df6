// Rules of the review: where an applicant stands, and the queue's filters.
import { object, string } from 'yup';
import type { ReviewState } from './api';

/** An open correction request outranks the status: the applicant is waiting to correct and resubmit. */
export function reviewState(s: { status: number; correction_reason?: string | null }): ReviewState {
  if (s.correction_reason) return 'correction';
  if (s.status === 1) return 'approved';
  if (s.status === 2) return 'rejected';
  return 'pending';
}

export const REVIEW_STATE_LABELS: Record<ReviewState, { en: string; hi: string }> = {
  pending: { en: 'Pending', hi: 'लंबित' },
  approved: { en: 'Approved', hi: 'स्वीकृत' },
  rejected: { en: 'Rejected', hi: 'अस्वीकृत' },
  correction: { en: 'Correction asked', hi: 'सुधार हेतु लौटाया' },
};

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
