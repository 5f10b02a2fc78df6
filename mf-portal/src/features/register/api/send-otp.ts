import { API_PATHS, type OtpResponse, type SendOtpRequest } from '@college/shared-types';
import type { ApiClient } from '../../../lib/api-client';

export function sendOtp(api: ApiClient, body: SendOtpRequest) {
  return api.request<OtpResponse>(API_PATHS.sendOtp, { json: body });
}
