// GET v2/verify/:code (public): what a printed code confirms.
import type { VerifyResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export async function verifyCode(api: ApiClient, code: string, signal?: AbortSignal): Promise<VerifyResponse['data']> {
  return (await api.get<VerifyResponse>('verify', { params: { code }, signal })).data;
}
