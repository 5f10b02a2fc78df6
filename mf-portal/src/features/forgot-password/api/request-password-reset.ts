import type { ApiClient } from '@college/web-kit';

/** Sent as the form field applicant_email, as the spec sends it; the answer carries a message. */
export function requestPasswordReset(api: ApiClient, applicantEmail: string) {
  return api.post<{ message?: string }>('resetPassword', { form: { applicant_email: applicantEmail } });
}
