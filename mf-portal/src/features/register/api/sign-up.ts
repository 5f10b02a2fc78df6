import { API_PATHS, type ErrorResponse, type SignUpRequest, type SuccessResponse } from '@college/shared-types';
import type { ApiClient } from '../../../lib/api-client';

export function signUp(api: ApiClient, body: SignUpRequest) {
  return api.request<SuccessResponse & Partial<ErrorResponse>>(API_PATHS.signup, { json: body });
}
