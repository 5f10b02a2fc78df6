// The admission draft kept on the server (GET/PUT /api/v2/admission/draft) and the files uploaded to it as soon as
// they are chosen (PUT/DELETE /api/v2/admission/draft/files/:field): a reload or a second device sees both.

/** Largest JSON body of a draft save (the form's values are a few kilobytes). */
export const DRAFT_MAX_BYTES = 64 * 1024;

/** A draft untouched this long is removed with its files. */
export const DRAFT_ABANDONED_MS = 30 * 24 * 60 * 60 * 1000;

/** How often the form saves its draft on the server while the student types (and at once on a step change). */
export const SERVER_DRAFT_SAVE_MS = 3000;

/** A file uploaded to the draft, waiting for the submit. */
export interface DraftFile {
  field: string;
  /** The name the student's file had. */
  name: string;
  mime: string;
  size: number;
  /** GET with the bearer header: the file's bytes (for the preview). */
  document_link: string;
  created_at: string;
}

export interface AdmissionDraftBody {
  /** The form's values (JSON). */
  values: Record<string, unknown>;
  /** The step the student was on, 1..6. */
  step: number;
}

/** GET /api/v2/admission/draft. */
export interface AdmissionDraftResponse {
  data: {
    values: Record<string, unknown> | null;
    step: number;
    updated_at: string | null;
    files: DraftFile[];
  };
}

/** PUT /api/v2/admission/draft/files/:field. */
export interface DraftFileResponse {
  data: DraftFile;
}
