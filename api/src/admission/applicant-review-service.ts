// The office's review of applicants: the queue, one applicant with everything needed to decide, and the decisions
// (approve with a fee, reject with a reason, ask for a correction), each recorded in the history and the audit log.
import type { Kysely } from 'kysely';
import {
  maskAadhaar,
  reviewState,
  statusLabel,
  type AdminLookupKind,
  type AdminStatusChange,
  type AdminStudentDetail,
  type AdminStudentRow,
  type AdminStudentsResponse,
  type AdmissionStatus,
} from '@college/shared-types';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction-repository';
import { DomainError } from '../errors';
import { findAdmissionOfStudent } from './admissions-repository';
import { recordAudit } from '../office/public';
import { studentDocuments } from '../storage/files-repository';
import { feeFor } from '../office/public';
import {
  applicantNeighbours,
  applicantRowsByIds,
  countApplicants,
  countApplicantsByState,
  findStudent,
  insertStatusChange,
  listApplicants,
  lookupApplicants,
  statusHistory,
  updateStudent,
  type ApplicantFilters,
  type ApplicantRow,
  type ApplicantSort,
  type StudentRow,
} from '../accounts/public';
import { transactionsOfStudent } from '../payments/public';
import { printRecord, printTransaction } from './admission-records';
import { fileUrl } from '../accounts/public';
import { scrutinyStateOf } from '../selection/public';
import { enrolmentOf } from '../selection/public';
import { studentSelection } from '../selection/public';

export const REVIEW_ANSWERS = {
  noStudent: 'No such applicant.',
  paid: 'The admission fee is already paid; the decision can no longer change.',
  approved: 'Approved; the student has been informed by mail.',
  rejected: 'Rejected; the student has been informed by mail with the reason.',
  correction: 'The form is open again for the student to correct; the student has been informed by mail.',
  bulk: 'Approved the selected applicants.',
} as const;

export function applicantRow(r: ApplicantRow): AdminStudentRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone_number: r.phone_number,
    gender: r.gender,
    category: r.category,
    academic_level: r.academic_level,
    course_name: r.course_name,
    course_year: r.course_year,
    status: r.status,
    review_state: reviewState(r),
    fee_to_pay: r.fee_to_pay,
    is_admission_submitted: Boolean(r.is_admission_submitted),
    is_admission_fee_payed: Boolean(r.is_admission_fee_payed),
    // PostgreSQL answers a boolean, SQLite 0/1.
    registration_paid: r.registration_paid === true || Number(r.registration_paid) === 1,
    form_number: r.form_number ?? null,
    admission_form_code: r.admission_form_code ?? null,
    submitted_at: r.submitted_at,
    status_reason: r.status_reason,
    correction_reason: r.correction_reason,
    scrutiny_state: r.form_number == null ? null : scrutinyStateOf(r, r.scrutiny_state ?? undefined),
    created_at: r.created_at,
  };
}

/**
 * The filters with the applicants their search names exactly (a form number, admission code, enrolment number,
 * mobile or email), and which one that is when it is a single applicant.
 */
export async function withLookup(
  db: Kysely<Database>,
  filters: ApplicantFilters,
): Promise<{ filters: ApplicantFilters; exact: { id: number; kind: string } | null }> {
  if (!filters.search) return { filters, exact: null };
  const found = await lookupApplicants(db, filters.search);
  return {
    filters: { ...filters, exactIds: found.map((f) => f.id) },
    exact: found.length === 1 ? found[0]! : null,
  };
}

export async function applicantQueue(
  db: Kysely<Database>,
  query: ApplicantFilters,
  sort: ApplicantSort,
  page: number,
  perPage: number,
): Promise<AdminStudentsResponse> {
  const { filters, exact } = await withLookup(db, query);
  const [rows, total, states] = await Promise.all([
    listApplicants(db, filters, sort, page, perPage),
    countApplicants(db, filters),
    countApplicantsByState(db, filters),
  ]);
  return {
    data: rows.map(applicantRow),
    page,
    per_page: perPage,
    total,
    counts: { pending: states[0], approved: states[1], rejected: states[2], correction: states[3] },
    views: { ready: states.ready, incomplete: states[4] },
    exact: exact ? { id: exact.id, kind: exact.kind as AdminLookupKind } : null,
  };
}

async function oneRow(db: Kysely<Database>, id: number): Promise<AdminStudentRow> {
  const [row] = await applicantRowsByIds(db, [id]);
  if (!row) throw new DomainError(404, REVIEW_ANSWERS.noStudent);
  return applicantRow(row);
}

export async function applicantDetail(
  db: Kysely<Database>,
  id: number,
  query: ApplicantFilters,
  sort: ApplicantSort,
  documentPath: (id: number) => string,
): Promise<AdminStudentDetail> {
  const student = await findStudent(db, id);
  if (!student) throw new DomainError(404, REVIEW_ANSWERS.noStudent);
  const { filters } = await withLookup(db, query);
  const [row, documents, admission, transactions, history, fee, neighbours] = await Promise.all([
    oneRow(db, id),
    studentDocuments(db, id),
    findAdmissionOfStudent(db, id),
    transactionsOfStudent(db, id),
    statusHistory(db, id),
    feeFor(db, student.course_name, student.course_year, student.category),
    applicantNeighbours(db, id, filters, sort),
  ]);
  const [selection, enrolment_no] = await Promise.all([studentSelection(db, student), enrolmentOf(db, id)]);
  const record = admission ? await printRecord(db, admission, student) : null;
  return {
    ...row,
    same_state: student.same_state,
    refrence_roll: student.refrence_roll,
    admission_code: student.admission_type,
    profile_photo: !student.profile_photo || student.profile_photo === '0' ? null : fileUrl(student.profile_photo),
    documents: documents.map((d) => ({ id: d.id, document_name: d.document_name, document_link: documentPath(d.id) })),
    // UIDAI: the console never shows a whole Aadhaar number.
    admission: record ? { ...record, aadhar: maskAadhaar(record.aadhar) } : null,
    transactions: transactions.map(printTransaction),
    status_history: history.map((h): AdminStatusChange => ({
      ...h,
      action: (h.action as AdminStatusChange['action']) ?? null,
    })),
    suggested_fee: fee,
    selection,
    enrolment_no,
    previous_id: neighbours.previous,
    next_id: neighbours.next,
  };
}

export type Decision =
  | { action: 'approve'; fee: string; remark: string | null }
  | { action: 'reject'; reason: string }
  | { action: 'correction'; reason: string };

const AUDIT_ACTION = {
  approve: 'applicant.approved',
  reject: 'applicant.rejected',
  correction: 'applicant.correction',
} as const;

/**
 * Records a decision on one applicant, all-or-nothing: the student's row, the status history and the audit log.
 * Answers the student as it was before (for the mail) and the queue row as it is now. 409 once the fee is paid.
 */
export async function decide(
  db: Kysely<Database>,
  staffId: number,
  id: number,
  decision: Decision,
): Promise<{ before: StudentRow; row: AdminStudentRow }> {
  const now = new Date().toISOString();
  const before = await inTransaction(db, async (trx) => {
    const s = await findStudent(trx, id);
    if (!s) throw new DomainError(404, REVIEW_ANSWERS.noStudent);
    if (s.is_admission_fee_payed) throw new DomainError(409, REVIEW_ANSWERS.paid);
    const status: AdmissionStatus = decision.action === 'approve' ? 1 : decision.action === 'reject' ? 2 : 0;
    await updateStudent(trx, id, {
      status,
      ...(decision.action === 'approve' ? { fee_to_pay: decision.fee } : {}),
      status_reason: decision.action === 'reject' ? decision.reason : null,
      correction_reason: decision.action === 'correction' ? decision.reason : null,
      correction_requested_at: decision.action === 'correction' ? now : null,
      // A correction reopens the form: it is no longer submitted until the student sends it again.
      ...(decision.action === 'correction' ? { is_admission_submitted: 0 } : {}),
    });
    const remark = decision.action === 'approve' ? decision.remark : decision.reason;
    await insertStatusChange(trx, {
      student_id: id,
      admin_id: staffId,
      action: decision.action,
      old_status: s.status,
      status,
      fee_to_pay: decision.action === 'approve' ? decision.fee : null,
      remark,
      created_at: now,
    });
    await recordAudit(trx, {
      staffId,
      action: AUDIT_ACTION[decision.action],
      target: `student:${id}`,
      detail: {
        from: reviewState(s),
        to: decision.action === 'correction' ? 'correction' : statusLabel(status),
        ...(decision.action === 'approve' ? { fee_to_pay: decision.fee } : {}),
        ...(remark ? { reason: remark } : {}),
      },
    });
    return s;
  });
  return { before, row: await oneRow(db, id) };
}

/** Approves each selected applicant with one fee; those whose fee is paid (or who do not exist) are skipped. */
export async function bulkApprove(
  db: Kysely<Database>,
  staffId: number,
  ids: number[],
  fee: string,
): Promise<{
  approved: Array<{ before: StudentRow; row: AdminStudentRow }>;
  skipped: Array<{ id: number; reason: string }>;
}> {
  const approved: Array<{ before: StudentRow; row: AdminStudentRow }> = [];
  const skipped: Array<{ id: number; reason: string }> = [];
  for (const id of [...new Set(ids)]) {
    try {
      approved.push(await decide(db, staffId, id, { action: 'approve', fee, remark: null }));
    } catch (error) {
      if (error instanceof DomainError && error.statusCode < 500) skipped.push({ id, reason: error.message });
      else throw error;
    }
  }
  return { approved, skipped };
}
