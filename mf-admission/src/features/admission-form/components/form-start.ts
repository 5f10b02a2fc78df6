// What the admission form opens with: this device's draft or the server's (the newer wins), else the submitted form
// read back for a correction, else an empty form; the step to open and the files already uploaded or stored.
import {
  mergeDraftValues,
  withPercentages,
  withPermanentAddress,
  withProfile,
  type CatalogueCourse,
  type Student,
} from '@college/shared-types';
import type { ServerDraft } from '../api/draft';
import type { SavedForm } from '../api/get-own-form';
import { readDraft } from '../draft-storage';
import { emptyFormValues } from '../form-model';
import type { UploadedFiles } from './upload-step';

/** Server field names as the form knows them: 'weightage[]' is 'weightage', 'intermediate[subject]' is 'intermediate.subject'. */
export function formFieldOf(key: string): string {
  return key.replace(/\[\]$/, '').replace(/\[(\w+)\]/g, '.$1');
}

/** The server's draft wins when it is newer than this device's (the student went on on another device). */
export function serverDraftWins(
  serverDraft: ServerDraft | null | undefined,
  local: { savedAt?: string } | null,
): boolean {
  return (
    !!serverDraft?.values && !!serverDraft.updated_at && (!local?.savedAt || serverDraft.updated_at > local.savedAt)
  );
}

/**
 * Whether the form opens here as the server rendered it (from its draft, with no device's draft): true unless this
 * device keeps a draft of the student's that is newer, which the form then opens with, rendered afresh.
 */
export function opensAsServerDraft(serverDraft: ServerDraft | null | undefined, owner: string): boolean {
  const local = readDraft<Record<string, unknown>>(owner);
  return !local || serverDraftWins(serverDraft, local);
}

export function initialState(
  course: CatalogueCourse,
  year: number,
  user: Student,
  saved?: SavedForm | null,
  serverDraft?: ServerDraft | null,
) {
  const local = readDraft<Record<string, unknown>>(user.email);
  const remote =
    serverDraft?.values && serverDraft.updated_at && serverDraftWins(serverDraft, local)
      ? {
          values: serverDraft.values,
          step: serverDraft.step,
          course: course.code,
          year,
          savedAt: serverDraft.updated_at,
          files: {} as Record<string, string>,
        }
      : null;
  const draft = remote ?? local;
  const empty = emptyFormValues(course.code);
  // A draft is the newest work; without one, a form reopened for a correction starts from what was sent.
  const start = draft?.values ?? (saved?.values as Record<string, unknown> | undefined);
  const merged = start ? mergeDraftValues(empty, start) : empty;
  const values = withPercentages(withPermanentAddress(withProfile({ ...merged, course: course.code }, user)));
  // A draft of another course keeps the answers but starts again at the first step.
  const sameForm = !!draft && draft.course === course.code && draft.year === year;
  return {
    values,
    step: sameForm ? (draft?.step ?? 1) : 1,
    uploaded: Object.fromEntries((serverDraft?.files ?? []).map((f) => [f.field, f])) as UploadedFiles,
    savedAt: draft?.savedAt || null,
    // Files already stored with the submitted form: kept unless the student chooses another.
    stored: Object.fromEntries((saved?.files ?? []).map((f) => [f.field, f.document_link])) as Record<string, string>,
  };
}

export type FormStart = ReturnType<typeof initialState>;
