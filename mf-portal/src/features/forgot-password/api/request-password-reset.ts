import { API_PATHS } from '@college/shared-types';
import type { ApiClient } from '../../../lib/api-client';

/** Sent as the form field applicant_email, as the spec sends it; the answer carries a message. */
export function requestPasswordReset(api: ApiClient, applicantEmail: string) {
  return api.request<{ message?: string }>(API_PATHS.resetPassword, { form: { applicant_email: applicantEmail } });
}
