import type { ApiPathName, MediaUploadResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** One upload to a media address (images: multipart `images`; PDFs: multipart `file`), with its progress. */
export function uploadMedia<T = MediaUploadResponse>(
  api: ApiClient,
  to: ApiPathName,
  data: FormData,
  onUploadProgress: (fraction: number) => void,
) {
  return api.post<T>(to, { data, onUploadProgress });
}
