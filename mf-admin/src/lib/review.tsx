// How the console shows where an applicant stands, and the course names.
import { COURSE_CATALOGUE, REVIEW_STATE_LABELS, type ReviewState } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Badge, type BadgeTone } from '@college/web-kit/ui';

const TONE: Record<ReviewState, BadgeTone> = {
  pending: 'pending',
  approved: 'resolved',
  rejected: 'danger',
  correction: 'info',
};

export function ReviewBadge({ state }: { state: ReviewState }) {
  const { t } = useText();
  return <Badge $tone={TONE[state]}>{t(REVIEW_STATE_LABELS[state])}</Badge>;
}

export function courseOptions(lang: 'en' | 'hi') {
  return COURSE_CATALOGUE.map((c) => ({
    value: c.code,
    label: `${c.code} — ${lang === 'hi' ? c.second_name : c.name}`,
  }));
}

export const REVIEW_STATES: readonly ReviewState[] = ['pending', 'approved', 'rejected', 'correction'];

/** The queue's `status` value of a review state. */
export const STATUS_OF: Record<ReviewState, '0' | '1' | '2' | 'correction'> = {
  pending: '0',
  approved: '1',
  rejected: '2',
  correction: 'correction',
};
