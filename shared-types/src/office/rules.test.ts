import { validatePayload } from '../accounts/schemas';
import { reviewState } from './review-state';
import { applicantFiltersSchema } from './rules';

describe('reviewState', () => {
  it('puts an open correction before the status', () => {
    expect(reviewState({ status: 0 })).toBe('pending');
    expect(reviewState({ status: 1 })).toBe('approved');
    expect(reviewState({ status: 2 })).toBe('rejected');
    expect(reviewState({ status: 0, correction_reason: 'Upload the marksheet' })).toBe('correction');
    expect(reviewState({ status: 1, correction_reason: '' })).toBe('approved');
  });
});

describe('applicantFiltersSchema', () => {
  it('accepts real dates in order and refuses others', () => {
    expect(
      validatePayload(applicantFiltersSchema, { submitted_from: '2026-11-01', submitted_to: '2026-11-23' }).ok,
    ).toBe(true);
    expect(validatePayload(applicantFiltersSchema, {}).ok).toBe(true);
    expect(
      validatePayload(applicantFiltersSchema, { submitted_from: '2026-11-23', submitted_to: '2026-11-01' }),
    ).toEqual({
      ok: false,
      errors: { submitted_to: ['The end date is before the start date'] },
    });
    expect(validatePayload(applicantFiltersSchema, { submitted_from: '2026-13-01' }).ok).toBe(false);
  });
});
