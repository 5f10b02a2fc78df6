import { API_PATHS } from '@college/shared-types';
import type { ResetPasswordConfirmValues } from '@college/shared-types';
import type { ApiClient } from '../../../lib/api-client';

export function confirmPasswordReset(api: ApiClient, body: ResetPasswordConfirmValues) {
  return api.request<{ success?: boolean; message?: string; errors?: Record<string, string[]> }>(
    API_PATHS.resetPasswordConfirm,
    { json: body },
  );
}
