// POST v2/complete-profile as multipart, through XMLHttpRequest: fetch cannot report upload progress.
import { API_PATHS, type ErrorResponse } from '@college/shared-types';
import { authHeader, type ApiClient, type ApiResult } from '../../../lib/api-client';

export type CompleteProfileAnswer = Partial<ErrorResponse> & { success?: boolean };

/** Resolves with the answer (any HTTP status); rejects only when the network fails. */
export function completeProfile(
  api: ApiClient,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<ApiResult<CompleteProfileAnswer>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', api.url(API_PATHS.completeProfile));
    for (const [name, value] of Object.entries(authHeader())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let parsed: CompleteProfileAnswer | null = null;
      try {
        parsed = JSON.parse(xhr.responseText) as CompleteProfileAnswer;
      } catch {
        parsed = null;
      }
      onProgress(100);
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, body: parsed });
    };
    xhr.onerror = () => reject(new Error('network error'));
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.send(body);
  });
}
