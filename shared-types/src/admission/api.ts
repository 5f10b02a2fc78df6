// Admission calls: saving the form (the office's calls are in office/).

export interface SaveAdmissionResponse {
  response: boolean;
  message: string;
  admission_code?: string;
  errors?: Record<string, string[]>;
}
