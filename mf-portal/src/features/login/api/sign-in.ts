import { API_PATHS, type SignInRequest, type SignInResponse } from '@college/shared-types';
import type { ApiClient } from '../../../lib/api-client';

export function signIn(api: ApiClient, body: SignInRequest) {
  return api.request<SignInResponse>(API_PATHS.signin, { json: body });
}
