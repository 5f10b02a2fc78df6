// The student as GET v2/get-user answers it (SPEC §3 Student): every field, spelled as the spec spells it.
import type { Kysely } from 'kysely';
import type { AcademicLevel, AdmissionStatus, Category, Gender, Student } from '@college/shared-types';
import type { Database } from '../db/database';
import { findAdmissionOfStudent } from '../admission/public';
import { studentDocuments } from '../storage/files-repository';
import type { StudentRow } from './students-repository';
import { studentTransactions } from '../admission/public';
import { studentScrutiny } from '../selection/public';
import { studentSelection } from '../selection/public';

/** The authenticated address of a stored file; the front end fetches it with the bearer token. */
export function fileUrl(key: string): string {
  return `/api/v2/files/${key}`;
}

/** The fields of the row itself, without the lists that need more reads. */
export type StudentProfile = Omit<
  Student,
  'documents' | 'transactions' | 'admission_form_code' | 'admission_form_number' | 'admission_submitted_at'
>;

export function studentProfile(s: StudentRow): StudentProfile {
  return {
    name: s.name,
    email: s.email,
    phone_number: s.phone_number,
    gender: s.gender as Gender | null,
    category: s.category as Category | null,
    profile_photo: !s.profile_photo || s.profile_photo === '0' ? '0' : fileUrl(s.profile_photo),
    academic_level: s.academic_level as AcademicLevel | null,
    course_name: s.course_name,
    course_year: s.course_year,
    // The profile's admission type, New or Renewal (docs/decisions/004-accounts-and-admission-code.md).
    admission_code: s.admission_type,
    refrence_roll: s.refrence_roll,
    same_state: s.same_state === 0 || s.same_state === 1 ? s.same_state : null,
    status: s.status as AdmissionStatus,
    is_admission_submitted: Boolean(s.is_admission_submitted),
    is_admission_fee_payed: Boolean(s.is_admission_fee_payed),
    fee_to_pay: s.fee_to_pay,
    reject_reason: s.status === 2 ? s.status_reason : null,
    correction_reason: s.correction_reason,
  };
}

export async function documentsOf(db: Kysely<Database>, studentId: number): Promise<Student['documents']> {
  const rows = await studentDocuments(db, studentId);
  return rows.map((d) => ({ document_name: d.document_name, document_link: fileUrl(d.file_key) }));
}

export async function studentView(db: Kysely<Database>, s: StudentRow): Promise<Student> {
  const form = await findAdmissionOfStudent(db, s.id);
  return {
    ...studentProfile(s),
    // The code of the submitted admission form, once there is one, its number and when it was sent.
    admission_form_code: form?.admission_code ?? null,
    admission_form_number: form?.id ?? null,
    admission_submitted_at: form ? (s.submitted_at ?? form.created_at) : null,
    documents: await documentsOf(db, s.id),
    // The registration and admission fee payments, once they are recorded.
    transactions: await studentTransactions(db, s.id),
    // The office's scrutiny of the submitted form: each document's check and the verified figures.
    scrutiny: await studentScrutiny(db, s),
    // By merit: the seat offered (label, deadline, enrolment number once admitted) or the place on the waiting list.
    selection: await studentSelection(db, s),
  };
}
