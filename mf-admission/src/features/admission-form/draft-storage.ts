// The admission draft in localStorage (key courseFormV): read once when the form opens, written as the student types.
import { ADMISSION_DRAFT_KEY, parseDraft, serializeDraft, type AdmissionDraft } from '@college/shared-types';

export function readDraft<V>(owner: string): AdmissionDraft<V> | null {
  try {
    return parseDraft<V>(window.localStorage.getItem(ADMISSION_DRAFT_KEY), owner);
  } catch {
    return null;
  }
}

/** False when the browser refuses to store (private mode, full storage): the form says the draft is not kept. */
export function writeDraft<V>(draft: Omit<AdmissionDraft<V>, 'version'>): boolean {
  try {
    window.localStorage.setItem(ADMISSION_DRAFT_KEY, serializeDraft(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(ADMISSION_DRAFT_KEY);
  } catch {
    /* nothing stored, nothing to clear */
  }
}
