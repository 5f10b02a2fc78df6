// POST v2/admission/print2: the admission print record (the first item of the answer); only the owner's.
import type { AdmissionPrintRecord, AdmissionPrintResponse } from '@college/shared-types';
import { ApiRequestError, type ApiClient } from '@college/web-kit';

export async function getPrintRecord(
  api: ApiClient,
  admissionCode: string,
  signal?: AbortSignal,
): Promise<AdmissionPrintRecord> {
  const list = await api.post<AdmissionPrintResponse>('admissionPrint', {
    json: { admission_code: admissionCode },
    signal,
  });
  const record = Array.isArray(list) ? list[0] : undefined;
  if (!record) throw new ApiRequestError(404, 'No such admission form.');
  return record;
}
