import type { ValidateOtpRequest, OtpResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export function validateOtp(api: ApiClient, body: ValidateOtpRequest) {
  return api.post<OtpResponse>('validateOtp', { json: body });
}
