import type { SignUpRequest, SuccessResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export function signUp(api: ApiClient, body: SignUpRequest) {
  return api.post<SuccessResponse>('signup', { json: body });
}
