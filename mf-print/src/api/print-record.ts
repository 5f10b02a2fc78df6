// POST v2/admission/print2: the admission print record (the first item of the answer); only the owner's.
import { API_PATHS, type AdmissionPrintRecord, type AdmissionPrintResponse } from '@college/shared-types';
import { ApiError, requestJson } from '../lib/api-client';

export async function getPrintRecord(
  apiBase: string,
  token: string,
  admissionCode: string,
  signal?: AbortSignal,
): Promise<AdmissionPrintRecord> {
  const list = await requestJson<AdmissionPrintResponse>(apiBase, API_PATHS.admissionPrint, {
    token,
    method: 'POST',
    body: { admission_code: admissionCode },
    signal,
  });
  const record = Array.isArray(list) ? list[0] : undefined;
  if (!record) throw new ApiError(404, 'No such admission form.');
  return record;
}
