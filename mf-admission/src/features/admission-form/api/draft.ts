// The draft on the server: GET/PUT v2/admission/draft (the values and step) and each file uploaded as soon as it is
// chosen (PUT/DELETE v2/admission/draft/files/:field), through the kit's client.
import type { AdmissionDraftResponse, AdmissionFileField, DraftFile, DraftFileResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export type ServerDraft = AdmissionDraftResponse['data'];

export async function loadServerDraft(api: ApiClient): Promise<ServerDraft> {
  return (await api.get<AdmissionDraftResponse>('admissionDraft')).data;
}

export async function saveServerDraft(api: ApiClient, values: Record<string, unknown>, step: number): Promise<string> {
  const body = await api.put<{ saved_at: string }>('admissionDraft', { json: { values, step } });
  return body.saved_at;
}

export async function uploadDraftFile(
  api: ApiClient,
  field: AdmissionFileField,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<DraftFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await api.put<DraftFileResponse>('admissionDraftFile', {
    params: { field },
    data: form,
    onUploadProgress: onProgress,
  });
  return body.data;
}

export async function removeDraftFile(api: ApiClient, field: AdmissionFileField): Promise<void> {
  await api.delete('admissionDraftFile', { params: { field } });
}
