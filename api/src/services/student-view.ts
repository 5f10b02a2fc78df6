// The student as GET v2/get-user answers it (SPEC §3 Student): every field, spelled as the spec spells it.
import type { Kysely, Selectable } from 'kysely';
import type { AcademicLevel, AdmissionStatus, Category, Gender, Student } from '@college/shared-types';
import type { Database, StudentTable } from '../db/database';
import { fileUrl } from './files';
import { admissionFormCode, studentTransactions } from './admission-records';

export async function studentView(db: Kysely<Database>, s: Selectable<StudentTable>): Promise<Student> {
  const documents = await db
    .selectFrom('student_documents')
    .select(['document_name', 'file_key'])
    .where('student_id', '=', s.id)
    .orderBy('id')
    .execute();
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
    // The code of the submitted admission form, once there is one.
    admission_form_code: await admissionFormCode(db, s.id),
    documents: documents.map((d) => ({ document_name: d.document_name, document_link: fileUrl(d.file_key) })),
    // The registration and admission fee payments, once they are recorded.
    transactions: await studentTransactions(db, s.id),
  };
}
