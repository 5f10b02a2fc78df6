// Where an applicant stands in the review, and its words: what the queue and the applicant page show.
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
