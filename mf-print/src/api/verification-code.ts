// GET v2/verification-code: the code to print on a form (admission_code) or a receipt (txnid); owner only.
import type { VerificationCodeResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export async function getVerificationCode(
  api: ApiClient,
  of: { admission_code: string } | { txnid: string },
  signal?: AbortSignal,
): Promise<VerificationCodeResponse> {
  return api.get<VerificationCodeResponse>('verificationCode', { query: of, signal });
}
