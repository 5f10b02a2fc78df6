// GET v2/admission/form: the student's own submitted form, so a form reopened for a correction starts from it.
import type { AdmissionFormResponse } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

export type SavedForm = NonNullable<AdmissionFormResponse['data']>;

export async function getOwnForm(api: ApiClient): Promise<SavedForm | null> {
  const body = await api.get<AdmissionFormResponse>('admissionForm');
  return body.data;
}
