// POST v2/admission/save2: the admission payload as multipart, sent with XMLHttpRequest so the upload progress is real.
import { API_PATHS, type SaveAdmissionResponse } from '@college/shared-types';
import { apiUrl } from './get-user';

export type SaveOutcome =
  | { kind: 'success'; message: string; admissionCode?: string }
  | { kind: 'validation'; message: string; errors: Record<string, string[]> }
  | { kind: 'error'; message: string };

const NO_RESPONSE = 'No response received from server';
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

export function saveAdmission(
  apiBase: string,
  token: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<SaveOutcome> {
  return new Promise((resolve) => {
    let xhr: XMLHttpRequest;
    try {
      xhr = new XMLHttpRequest();
      xhr.open('POST', apiUrl(apiBase, API_PATHS.admissionSave));
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.timeout = 120_000;
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
      };
      xhr.onload = () => {
        let body: unknown = null;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          body = null;
        }
        if (xhr.status === 0) resolve({ kind: 'error', message: NO_RESPONSE });
        else resolve(outcomeOf(xhr.status, xhr.statusText, body));
      };
      xhr.onerror = () => resolve({ kind: 'error', message: NO_RESPONSE });
      xhr.ontimeout = () => resolve({ kind: 'error', message: NO_RESPONSE });
      xhr.send(form);
    } catch {
      resolve({ kind: 'error', message: FAILED });
    }
  });
}
