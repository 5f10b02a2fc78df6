// The admission draft in localStorage, under the student's own key (courseFormV:<email>): read once when the form
// opens, written as the student types (at most every 500 ms), removed on submit and when the session ends.
import { admissionDraftKey, parseDraft, serializeDraft, type AdmissionDraft } from '@college/shared-types';

/** How often the draft is written at most while the student types. */
export const DRAFT_WRITE_MS = 500;

export function readDraft<V>(owner: string): AdmissionDraft<V> | null {
  try {
    return parseDraft<V>(window.localStorage.getItem(admissionDraftKey(owner)), owner);
  } catch {
    return null;
  }
}

/** False when the browser refuses to store (private mode, full storage): the form says the draft is not kept. */
export function writeDraft<V>(draft: Omit<AdmissionDraft<V>, 'version'>): boolean {
  try {
    window.localStorage.setItem(admissionDraftKey(draft.owner), serializeDraft(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(owner: string): void {
  try {
    window.localStorage.removeItem(admissionDraftKey(owner));
  } catch {
    /* nothing stored, nothing to clear */
  }
}
