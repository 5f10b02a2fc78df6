import type { EnquiryRequest, EnquiryResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** POST /api/v1/add-enquiry through the kit's client; resolves with the server's message. */
export function addEnquiry(api: ApiClient, body: EnquiryRequest): Promise<EnquiryResponse> {
  return api.post<EnquiryResponse>('addEnquiry', { json: body });
}
