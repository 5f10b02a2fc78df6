// POST v2/complete-profile as multipart, through the kit's client (real upload progress); the student is fetched
// again afterwards.
import type { ErrorResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export type CompleteProfileAnswer = Partial<ErrorResponse> & { success?: boolean };

export function completeProfile(api: ApiClient, body: FormData, onProgress: (percent: number) => void) {
  return api.post<CompleteProfileAnswer>('completeProfile', {
    data: body,
    onUploadProgress: (fraction) => onProgress(Math.round(fraction * 100)),
    changesStudent: true,
  });
}
