import type { OfficeEnquiry } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export function getEnquiries(api: ApiClient, signal?: AbortSignal) {
  return api.get<{ data: OfficeEnquiry[] }>('adminEnquiries', { signal });
}

/** Answers an enquiry by e-mail; the answer is kept with it. */
export function replyToEnquiry(api: ApiClient, id: number, message: string) {
  return api.post<{ message?: string }>('adminEnquiryReply', { params: { id }, json: { message } });
}
