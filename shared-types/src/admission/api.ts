// Admission calls: saving the form and reading it back (the office's calls are in office/).
import type { AdmissionFormValues } from './schemas';

export interface SaveAdmissionResponse {
  response: boolean;
  message: string;
  admission_code?: string;
  errors?: Record<string, string[]>;
}

/** GET /api/v2/admission/form: the student's submitted form (null before the first submission). */
export interface AdmissionFormResponse {
  data: {
    admission_code: string;
    /** The values as saved; the form fills itself from them. */
    values: AdmissionFormValues;
    /** The files already uploaded: sending the form again without a file keeps the stored one. */
    files: Array<{ field: string; document_link: string }>;
  } | null;
}
