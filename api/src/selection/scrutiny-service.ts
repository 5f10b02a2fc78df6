// The scrutiny of a submitted admission form: a verifier's word on each document, figures checked against the
// marksheets, and the outcome — Verified (the form may enter the merit list and its fee may be paid) or sent back
// through the correction loop with the documents not acceptable. Every step is written to the audit log.
import type { Kysely } from 'kysely';
import {
  correctionText,
  documentName,
  figureName,
  requiredUploads,
  scrutinyOutcome,
  VERIFIABLE_FIGURE_FIELDS,
  type AdminScrutiny,
  type DocumentCheckState,
  type ScrutinyState,
  type StudentScrutiny,
} from '@college/shared-types';
import type { Database } from '../db/database';
import { DomainError } from '../errors';
import { admissionFiles, findAdmissionOfStudent, type AdmissionRow } from '../admission/public';
import { recordAudit } from '../office/public';
import { findStudent, insertStatusChange, updateStudent, type StudentRow } from '../accounts/public';
import { admissionFilePath } from '../admission/public';
import {
  documentChecks,
  saveDocumentCheck,
  saveVerifiedFigure,
  setScrutinyState,
  storedScrutinyState,
  verifiedFigures,
  type DocumentCheckRow,
} from './scrutiny-repository';
import { inTransaction } from '../db/transaction-repository';

type Db = Kysely<Database>;

/** What a check or a sending back led to, for the route to mail: nothing, Verified, or a correction request. */
export type ScrutinyEvent =
  { kind: 'none' } | { kind: 'verified'; formNumber: number } | { kind: 'correction'; reason: string };

/** The form's state as the office and the student see it: an open correction request is the student's turn. */
export function scrutinyStateOf(student: StudentRow, stored: string | undefined): ScrutinyState {
  if (student.correction_reason && !student.is_admission_fee_payed) return 'correction';
  return stored === 'verified' || stored === 'correction' ? stored : 'to_verify';
}

/** The checks that still apply: each given for the file the form holds now (a replaced file has none). */
function currentChecks(
  files: ReadonlyArray<{ field: string; file_key: string }>,
  checks: readonly DocumentCheckRow[],
): Map<string, DocumentCheckRow> {
  const out = new Map<string, DocumentCheckRow>();
  for (const f of files) {
    const c = checks.find((x) => x.field === f.field && x.file_key === f.file_key);
    if (c) out.set(f.field, c);
  }
  return out;
}

async function formOf(db: Db, studentId: number): Promise<{ student: StudentRow; admission: AdmissionRow }> {
  const student = await findStudent(db, studentId);
  if (!student) throw DomainError.coded(404, 'no_such_applicant');
  const admission = await findAdmissionOfStudent(db, studentId);
  if (!admission) throw DomainError.coded(404, 'scrutiny_no_form');
  return { student, admission };
}

/** Documents may be checked while the form is submitted, not reopened for a correction, and its fee not paid. */
function isOpen(student: StudentRow): boolean {
  return Boolean(student.is_admission_submitted) && !student.correction_reason && !student.is_admission_fee_payed;
}

function formFigures(admission: AdmissionRow): Record<string, string | null> {
  const payload = JSON.parse(admission.payload) as Record<string, unknown>;
  return Object.fromEntries(
    VERIFIABLE_FIGURE_FIELDS.map((f) => [f, typeof payload[f] === 'string' && payload[f] ? payload[f] : null]),
  );
}

/** The scrutiny panel of the applicant page; null while the applicant has no form. */
export async function scrutinyView(db: Db, studentId: number): Promise<AdminScrutiny | null> {
  const student = await findStudent(db, studentId);
  if (!student) throw DomainError.coded(404, 'no_such_applicant');
  const admission = await findAdmissionOfStudent(db, studentId);
  if (!admission) return null;
  const [files, checks, figures, stored] = await Promise.all([
    admissionFiles(db, admission.id),
    documentChecks(db, admission.id),
    verifiedFigures(db, admission.id),
    storedScrutinyState(db, admission.id),
  ]);
  const required = requiredUploads(admission.course, student.category);
  const current = currentChecks(files, checks);
  return {
    form_number: admission.id,
    admission_code: admission.admission_code,
    state: scrutinyStateOf(student, stored),
    open: isOpen(student),
    documents: files.map((f) => {
      const c = current.get(f.field);
      return {
        field: f.field,
        required: (required as string[]).includes(f.field),
        document_link: admissionFilePath(admission.admission_code, f.field),
        state: (c?.state as DocumentCheckState | undefined) ?? null,
        reason: c?.reason ?? null,
        checked_by: c?.staff_name ?? null,
        checked_at: c?.checked_at ?? null,
      };
    }),
    figures: figures.map((f) => ({ ...f })),
    form_figures: formFigures(admission),
  };
}

/** The student's view of the scrutiny (get-user): null until a form is submitted. */
export async function studentScrutiny(db: Db, student: StudentRow): Promise<StudentScrutiny | null> {
  const admission = await findAdmissionOfStudent(db, student.id);
  if (!admission) return null;
  const [files, checks, figures, stored] = await Promise.all([
    admissionFiles(db, admission.id),
    documentChecks(db, admission.id),
    verifiedFigures(db, admission.id),
    storedScrutinyState(db, admission.id),
  ]);
  const current = currentChecks(files, checks);
  return {
    state: scrutinyStateOf(student, stored),
    documents: files.map((f) => {
      const c = current.get(f.field);
      return {
        field: f.field,
        state: (c?.state as DocumentCheckState | undefined) ?? null,
        reason: c?.reason ?? null,
      };
    }),
    figures: figures.map((f) => ({
      field: f.field,
      form_value: f.form_value,
      verified_value: f.verified_value,
      note: f.note,
      created_at: f.created_at,
    })),
  };
}

/** The admission fee is taken only for a verified form (payment initiation). */
export async function isVerifiedForFee(db: Db, student: StudentRow): Promise<boolean> {
  const admission = await findAdmissionOfStudent(db, student.id);
  if (!admission) return false;
  return scrutinyStateOf(student, await storedScrutinyState(db, admission.id)) === 'verified';
}

/** A submitted (or resubmitted) form goes to the verifier's queue: called in the submit's own transaction. */
export async function returnToVerification(db: Db, admissionId: number, now: string): Promise<void> {
  await setScrutinyState(db, admissionId, 'to_verify', null, now);
}

function target(student: StudentRow, admission: AdmissionRow) {
  return {
    target: `student:${student.id}`,
    form: { number: admission.id, code: admission.admission_code, applicant: student.name },
  };
}

/**
 * Sends the form back to the student through the correction loop, keeping the status (an approved applicant stays
 * approved): the form reopens with the list of documents not acceptable as the reason. Inside a transaction.
 */
async function sendBackIn(
  trx: Db,
  staffId: number,
  student: StudentRow,
  admission: AdmissionRow,
  refused: Array<{ field: string; reason: string }>,
  now: string,
): Promise<string> {
  const reason = correctionText(refused);
  await updateStudent(trx, student.id, {
    correction_reason: reason,
    correction_requested_at: now,
    is_admission_submitted: 0,
  });
  await setScrutinyState(trx, admission.id, 'correction', staffId, now);
  await insertStatusChange(trx, {
    student_id: student.id,
    admin_id: staffId,
    action: 'correction',
    old_status: student.status,
    status: student.status,
    fee_to_pay: null,
    remark: reason,
    created_at: now,
  });
  const t = target(student, admission);
  await recordAudit(trx, {
    staffId,
    action: 'scrutiny.correction',
    target: t.target,
    detail: {
      form: t.form,
      documents: refused.map((r) => ({ field: r.field, name: documentName(r.field, 'en'), reason: r.reason })),
    },
  });
  return reason;
}

/** The documents of a form not acceptable now, with their reasons. */
function refusedOf(current: Map<string, DocumentCheckRow>): Array<{ field: string; reason: string }> {
  return [...current.values()]
    .filter((c) => c.state === 'not_acceptable')
    .map((c) => ({ field: c.field, reason: c.reason ?? '' }));
}

/**
 * Records the word on one document. Once every document has one: all verified → the form is Verified; any not
 * acceptable → it goes back to the student with the list. 409 when the form is not waiting for verification.
 */
export async function checkDocument(
  db: Db,
  staffId: number,
  studentId: number,
  field: string,
  check: { state: DocumentCheckState; reason: string | null },
): Promise<{ student: StudentRow; event: ScrutinyEvent }> {
  const now = new Date().toISOString();
  return inTransaction(db, async (trx) => {
    const { student, admission } = await formOf(trx, studentId);
    if (!isOpen(student)) throw DomainError.coded(409, 'scrutiny_not_open');
    const files = await admissionFiles(trx, admission.id);
    const file = files.find((f) => f.field === field);
    if (!file) throw DomainError.coded(404, 'scrutiny_no_document');
    const reason = check.state === 'not_acceptable' ? check.reason : null;
    await saveDocumentCheck(trx, {
      admissionId: admission.id,
      field,
      fileKey: file.file_key,
      state: check.state,
      reason,
      staffId,
      now,
    });
    const t = target(student, admission);
    await recordAudit(trx, {
      staffId,
      action: check.state === 'verified' ? 'scrutiny.document_verified' : 'scrutiny.document_not_acceptable',
      target: t.target,
      detail: { form: t.form, document: { field, name: documentName(field, 'en') }, ...(reason ? { reason } : {}) },
    });

    const current = currentChecks(files, await documentChecks(trx, admission.id));
    const outcome = scrutinyOutcome({
      required: requiredUploads(admission.course, student.category),
      uploaded: files.map((f) => f.field),
      checks: Object.fromEntries([...current].map(([f, c]) => [f, c.state as DocumentCheckState])),
    });
    const stored = await storedScrutinyState(trx, admission.id);
    if (outcome === 'verified' && stored !== 'verified') {
      await setScrutinyState(trx, admission.id, 'verified', staffId, now);
      await recordAudit(trx, {
        staffId,
        action: 'scrutiny.verified',
        target: t.target,
        detail: { form: t.form, documents: files.map((f) => documentName(f.field, 'en')) },
      });
      return { student, event: { kind: 'verified', formNumber: admission.id } };
    }
    if (outcome === 'correction') {
      const text = await sendBackIn(trx, staffId, student, admission, refusedOf(current), now);
      return { student, event: { kind: 'correction', reason: text } };
    }
    if (outcome === 'open' && stored === 'verified')
      await setScrutinyState(trx, admission.id, 'to_verify', staffId, now);
    return { student, event: { kind: 'none' } };
  });
}

/** Sends the form back now, before every document has a word: 409 when none is marked not acceptable. */
export async function sendBack(
  db: Db,
  staffId: number,
  studentId: number,
): Promise<{ student: StudentRow; event: ScrutinyEvent }> {
  const now = new Date().toISOString();
  return inTransaction(db, async (trx) => {
    const { student, admission } = await formOf(trx, studentId);
    if (!isOpen(student)) throw DomainError.coded(409, 'scrutiny_not_open');
    const files = await admissionFiles(trx, admission.id);
    const refused = refusedOf(currentChecks(files, await documentChecks(trx, admission.id)));
    if (!refused.length) throw DomainError.coded(409, 'scrutiny_nothing_refused');
    const reason = await sendBackIn(trx, staffId, student, admission, refused, now);
    return { student, event: { kind: 'correction', reason } };
  });
}

/** Records a figure of the form that differs from the marksheet, with the form's value beside it. */
export async function recordFigure(
  db: Db,
  staffId: number,
  studentId: number,
  figure: { field: string; verified_value: string; note: string },
): Promise<void> {
  const now = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    const { student, admission } = await formOf(trx, studentId);
    if (student.is_admission_fee_payed) throw DomainError.coded(409, 'scrutiny_not_open');
    const formValue = formFigures(admission)[figure.field] ?? null;
    await saveVerifiedFigure(trx, {
      admissionId: admission.id,
      field: figure.field,
      formValue,
      verifiedValue: figure.verified_value,
      note: figure.note,
      staffId,
      now,
    });
    const t = target(student, admission);
    await recordAudit(trx, {
      staffId,
      action: 'scrutiny.figure_verified',
      target: t.target,
      detail: {
        form: t.form,
        figure: { field: figure.field, name: figureName(figure.field).en },
        form_value: formValue,
        verified_value: figure.verified_value,
        note: figure.note,
      },
    });
  });
}
