import type { SignUpRequest, SuccessResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** With mobile verification on (decision 035) the number's verified code goes with it. */
export function signUp(api: ApiClient, body: SignUpRequest & { phone_refrence_id?: string }) {
  return api.post<SuccessResponse>('signup', { json: body });
}
