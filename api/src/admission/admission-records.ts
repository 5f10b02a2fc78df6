// Reads admissions and payments back out in the shapes the front end prints: transactions and the print record.
import type { Kysely, Selectable } from 'kysely';
import {
  amountInWords,
  API_PATHS,
  findCourse,
  maskAadhaar,
  type AdmissionFormResponse,
  type AdmissionFormValues,
  type AdmissionPrintRecord,
  type PaymentPurpose,
  type PrintTransaction,
  type Transaction,
} from '@college/shared-types';
import type { Database, StudentTable } from '../db/database';
import { admissionFiles, findAdmissionOfStudent, type AdmissionRow } from './admissions-repository';
import { transactionsOfStudent, type TransactionRow } from '../payments/public';
import { enrolmentOf } from '../selection/public';
import { formatAmount, indiaDateTime } from '../payments/public';

export function printTransaction(tx: TransactionRow): PrintTransaction {
  return {
    txnid: tx.txnid,
    amount: tx.amount,
    status: tx.status,
    purpose: tx.purpose as PaymentPurpose,
    mode: tx.mode,
    mihpayid: tx.mihpayid,
    addedon: tx.addedon ?? indiaDateTime(new Date(tx.created_at)),
    created_at: tx.created_at,
    bank_ref_num: tx.bank_ref_num,
    amount_words: { en: amountInWords(tx.amount, 'en'), hi: amountInWords(tx.amount, 'hi') },
  };
}

/** get-user's `transactions`: every payment the student started, oldest first. */
export async function studentTransactions(db: Kysely<Database>, studentId: number): Promise<Transaction[]> {
  return (await transactionsOfStudent(db, studentId)).map((tx) => ({
    txnid: tx.txnid,
    amount: tx.amount,
    status: tx.status,
    purpose: tx.purpose as PaymentPurpose,
    created_at: tx.created_at,
    addedon: tx.addedon ?? indiaDateTime(new Date(tx.created_at)),
  }));
}

export function admissionFilePath(code: string, field: string): string {
  return API_PATHS.admissionFile.replace(':admission_code', encodeURIComponent(code)).replace(':field', field);
}

/** The print record of SPEC §3, built from the stored payload, the student's profile and payments; Aadhaar masked. */
export async function printRecord(
  db: Kysely<Database>,
  admission: AdmissionRow,
  student: Selectable<StudentTable>,
): Promise<AdmissionPrintRecord> {
  const p = JSON.parse(admission.payload) as AdmissionFormValues;
  const files = await admissionFiles(db, admission.id);
  const has = (field: string) => files.some((f) => f.field === field);
  const edu = <P extends string>(prefix: P, group: 'high_school' | 'intermediate' | 'ug' | 'other') => {
    const v = p as unknown as Record<string, string | undefined>;
    const parts = ['year', 'roll', 'board', 'name', 'obtmarks', 'maxmarks', 'percentage'] as const;
    return Object.fromEntries(parts.map((k) => [`${prefix}_${k}`, v[`${group}_${k}`] ?? ''])) as {
      [K in (typeof parts)[number] as `${P}_${K}`]: string;
    };
  };
  return {
    id: admission.id,
    admission_code: admission.admission_code,
    part: String(admission.part),
    course: admission.course,
    course_name: findCourse(admission.course)?.name ?? admission.course,
    applicant_name: p.applicant_name,
    father_name: p.father_name,
    mother_name: p.mother_name,
    dob: p.dob,
    gender: p.gender,
    religion: p.religion,
    // Printed and verified with its last four digits only: the whole number never leaves the server in a print view.
    aadhar: maskAadhaar(p.aadhar_no),
    applicant_email: p.email,
    applicant_mobile: student.phone_number,
    whatsapp_number: p.whatsapp_number,
    urn: p.urn,
    same_state: student.same_state === 0 || student.same_state === 1 ? student.same_state : null,
    category: p.category,
    subcategory: p.sub_category,
    caste_certificate_number: p.caste_certificate_number,
    category_issue_date: p.category_issue_date,
    father_occupation: p.father_occupation,
    mother_occupation: p.mother_occupation,
    marital_status: p.marital_status,
    nationality: p.nationality ?? '',
    major_subject_1: p.major_subject_1 ?? '',
    major_subject_2: p.major_subject_2 ?? '',
    subject_group: p.subject_group ?? '',
    correspondence_village_mohalla: p.correspondence_address_village_mohalla ?? '',
    correspondence_post: p.correspondence_address_post ?? '',
    correspondence_tehsil: p.correspondence_address_tehsil ?? '',
    correspondence_district: p.correspondence_address_district ?? '',
    correspondence_pincode: p.correspondence_address_pincode ?? '',
    same_as_correspondence: p.same_as_correspondence ?? '',
    village_mohalla: p.permanent_address_village_mohalla,
    post: p.permanent_address_post,
    tehsil: p.permanent_address_tehsil,
    district: p.permanent_address_district,
    pincode: p.permanent_address_pincode,
    image_file: has('image') ? admissionFilePath(admission.admission_code, 'image') : null,
    signature_file: has('signature') ? admissionFilePath(admission.admission_code, 'signature') : null,
    ...edu('highschool', 'high_school'),
    ...edu('i', 'intermediate'),
    i_subject: p.intermediate?.subject ?? '',
    ...edu('ug', 'ug'),
    ...edu('other', 'other'),
    weightage: p.weightage ?? [],
    horizontal_reservation: p.horizontal_reservation ?? [],
    gap: p.gap,
    attachments: p.attachments ?? [],
    documents: files.map((f) => ({
      field: f.field,
      document_link: admissionFilePath(admission.admission_code, f.field),
    })),
    admission_fee_paid: Boolean(student.is_admission_fee_payed),
    enrolment_no: student.is_admission_fee_payed ? await enrolmentOf(db, student.id) : null,
    fees: formatAmount(student.fee_to_pay),
    addedon: indiaDateTime(new Date(admission.created_at)),
    transactions: (await transactionsOfStudent(db, student.id)).map(printTransaction),
  };
}

/** The student's own submitted form as saved, with the files already stored (null before the first submission). */
export async function ownAdmissionForm(
  db: Kysely<Database>,
  studentId: number,
): Promise<AdmissionFormResponse['data']> {
  const admission = await findAdmissionOfStudent(db, studentId);
  if (!admission) return null;
  const files = await admissionFiles(db, admission.id);
  return {
    admission_code: admission.admission_code,
    values: JSON.parse(admission.payload) as AdmissionFormValues,
    files: files.map((f) => ({ field: f.field, document_link: admissionFilePath(admission.admission_code, f.field) })),
  };
}
