// GET v2/offer-letter/:admission_code: the offer letter of the student's seat in a merit round (decision 028).
import type { OfferLetter, OfferLetterResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export async function getOfferLetter(
  api: ApiClient,
  admissionCode: string,
  signal?: AbortSignal,
): Promise<OfferLetter> {
  return (await api.get<OfferLetterResponse>('offerLetter', { params: { admission_code: admissionCode }, signal }))
    .data;
}
