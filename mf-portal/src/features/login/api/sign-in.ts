import type { SignInRequest, SignInResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** A wrong password answers 401: this page handles it (no redirect to the login page it is on). */
export function signIn(api: ApiClient, body: SignInRequest) {
  return api.post<SignInResponse>('signin', { json: body, allow401: true });
}
