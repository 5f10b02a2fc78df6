import type { SendOtpRequest, OtpResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export function sendOtp(api: ApiClient, body: SendOtpRequest) {
  return api.post<OtpResponse>('sendOtp', { json: body });
}
