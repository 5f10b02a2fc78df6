import type { AdminScrutinyActionResponse, AdminScrutinyResponse, DocumentCheckState } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export function getScrutiny(api: ApiClient, id: number, signal?: AbortSignal) {
  return api.get<AdminScrutinyResponse>('adminScrutiny', { params: { id }, signal });
}

/** Marks one document verified, or not acceptable with the reason. */
export function checkDocument(
  api: ApiClient,
  id: number,
  field: string,
  json: { state: DocumentCheckState; reason?: string },
) {
  return api.put<AdminScrutinyActionResponse>('adminScrutinyDocument', { params: { id, field }, json });
}

/** Sends the documents found not acceptable back to the student for correction. */
export function askCorrection(api: ApiClient, id: number) {
  return api.post<AdminScrutinyActionResponse>('adminScrutinyCorrection', { params: { id } });
}

/** Records a figure read from a document (the verified value and a note). */
export function verifyFigure(
  api: ApiClient,
  id: number,
  json: { field: string; verified_value: string; note: string },
) {
  return api.post<AdminScrutinyActionResponse>('adminScrutinyFigures', { params: { id }, json });
}
