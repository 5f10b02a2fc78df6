// Admission calls: saving the form and the office's list of applicants.
import type { PrintTransaction } from '../payments/api';

export interface SaveAdmissionResponse {
  response: boolean;
  message: string;
  admission_code?: string;
  errors?: Record<string, string[]>;
}

export interface AdminStudentFilters {
  status?: '0' | '1' | '2';
  course?: string;
  category?: string;
  /** 'yes' or 'no': whether the admission fee is paid. */
  paid?: 'yes' | 'no';
  /** Part of the name or email. */
  search?: string;
  page?: number;
  per_page?: number;
}

export interface AdminStudentRow {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  gender: string | null;
  category: string | null;
  academic_level: string | null;
  course_name: string | null;
  course_year: number | null;
  status: number;
  fee_to_pay: string | null;
  is_admission_submitted: boolean;
  is_admission_fee_payed: boolean;
  registration_paid: boolean;
  admission_form_code: string | null;
  created_at: string;
}

export interface AdminStudentsResponse {
  data: AdminStudentRow[];
  page: number;
  per_page: number;
  total: number;
}

export interface AdminStatusChange {
  old_status: number;
  status: number;
  fee_to_pay: string | null;
  remark: string | null;
  admin_email: string;
  created_at: string;
}

export interface AdminStudentResponse {
  data: AdminStudentRow & {
    same_state: number | null;
    refrence_roll: string | null;
    admission_code: string | null;
    documents: Array<{ id: number; document_name: string; document_link: string }>;
    transactions: PrintTransaction[];
    status_history: AdminStatusChange[];
  };
}

export interface AdminStatusRequest {
  status: 1 | 2;
  /** Required for approval (1): the admission fee in rupees. */
  fee_to_pay?: string | number;
  remark?: string;
}
