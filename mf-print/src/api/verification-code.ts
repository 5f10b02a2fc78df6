// GET v2/verification-code: the code to print on a form (admission_code) or a receipt (txnid); owner only.
import { API_PATHS, type VerificationCodeResponse } from '@college/shared-types';
import { requestJson } from '../lib/api-client';

export async function getVerificationCode(
  apiBase: string,
  token: string,
  of: { admission_code: string } | { txnid: string },
  signal?: AbortSignal,
): Promise<VerificationCodeResponse> {
  const query = new URLSearchParams(of as Record<string, string>).toString();
  return requestJson<VerificationCodeResponse>(apiBase, `${API_PATHS.verificationCode}?${query}`, {
    token,
    signal,
  });
}
