// GET v2/verify/:code (public): what a printed code confirms.
import { API_PATHS, type VerifyResponse } from '@college/shared-types';
import { requestJson } from '../lib/api-client';

export async function verifyCode(apiBase: string, code: string, signal?: AbortSignal): Promise<VerifyResponse['data']> {
  const path = API_PATHS.verify.replace(':code', encodeURIComponent(code));
  return (await requestJson<VerifyResponse>(apiBase, path, { signal })).data;
}
