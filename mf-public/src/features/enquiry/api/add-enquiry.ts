import { API_PATHS, type EnquiryRequest, type EnquiryResponse } from '@college/shared-types';

/** POST /api/v1/add-enquiry; resolves with the server's message, rejects on any failure. */
export async function addEnquiry(body: EnquiryRequest): Promise<EnquiryResponse> {
  const res = await fetch(API_PATHS.addEnquiry, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as Partial<EnquiryResponse> | null;
  if (!res.ok || typeof data?.message !== 'string') {
    throw new Error(`add-enquiry answered ${res.status}${data?.message ? `: ${data.message}` : ''}`);
  }
  return { message: data.message };
}
