import type { AdminSigninResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** Signs a staff member in; a wrong password is a 401 the form shows itself. */
export function signIn(api: ApiClient, email: string, password: string) {
  return api.post<AdminSigninResponse>('adminSignin', { json: { email, password }, allow401: true });
}
