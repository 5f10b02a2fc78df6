// POST v2/admission/save2: the admission payload as multipart, through the kit's client (real upload progress).
import type { SaveAdmissionResponse } from '@college/shared-types';
import { isApiError, NO_ANSWER_MESSAGE, type ApiClient } from '@college/web-kit';

export type SaveOutcome =
  | { kind: 'success'; message: string; admissionCode?: string }
  | { kind: 'validation'; message: string; errors: Record<string, string[]> }
  | { kind: 'error'; message: string };

const FAILED = 'An error occurred while submitting the form';

/** Reads the server's answer the way SPEC §8 lists the messages. */
export function outcomeOf(status: number, statusText: string, body: unknown): SaveOutcome {
  const b = (body && typeof body === 'object' ? body : {}) as Partial<SaveAdmissionResponse> & { error?: string };
  const ok = status >= 200 && status < 300;
  if (ok && b.response !== false) {
    return { kind: 'success', message: b.message ?? '', admissionCode: b.admission_code };
  }
  if (b.response === false || (status >= 400 && status < 500 && b.errors && Object.keys(b.errors).length)) {
    return { kind: 'validation', message: b.message ?? '', errors: b.errors ?? {} };
  }
  return { kind: 'error', message: b.message || b.error || statusText || FAILED };
}

export async function saveAdmission(
  api: ApiClient,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<SaveOutcome> {
  try {
    const body = await api.post<SaveAdmissionResponse>('admissionSave', {
      data: form,
      onUploadProgress: (fraction) => onProgress(Math.round(fraction * 100)),
    });
    return outcomeOf(200, 'OK', body);
  } catch (error) {
    if (!isApiError(error)) return { kind: 'error', message: FAILED };
    if (error.status === 0) return { kind: 'error', message: NO_ANSWER_MESSAGE };
    return outcomeOf(error.status, '', error.body);
  }
}
