import type { ResetPasswordConfirmValues } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export function confirmPasswordReset(api: ApiClient, body: ResetPasswordConfirmValues) {
  return api.post<{ success?: boolean; message?: string }>('resetPasswordConfirm', { json: body });
}
