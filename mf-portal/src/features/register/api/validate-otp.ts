import { API_PATHS, type OtpResponse, type ValidateOtpRequest } from '@college/shared-types';
import type { ApiClient } from '../../../lib/api-client';

export function validateOtp(api: ApiClient, body: ValidateOtpRequest) {
  return api.request<OtpResponse>(API_PATHS.validateOtp, { json: body });
}
