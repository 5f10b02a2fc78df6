// save2: checks who may send the form (the shared admissionAccess rule) and the payload (the shared schema),
// then stores files and rows all-or-nothing.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ACCESS_MESSAGES,
  ADMISSION_ARRAY_FIELDS,
  ADMISSION_FILE_FIELDS,
  ADMISSION_IMAGE_FIELDS,
  admissionAccess,
  admissionFromEntries,
  findCourse,
  missingUploads,
  REQUIRED_UPLOAD_MESSAGE,
  validateAdmission,
  withPercentages,
  type AdmissionFileField,
  type SaveAdmissionResponse,
} from '@college/shared-types';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction-repository';
import type { NamedFile } from '../http/multipart-form';
import { DomainError } from '../errors';
import {
  admissionFiles,
  deleteAdmissionFile,
  findAdmissionFile,
  findAdmissionOfStudent,
  insertAdmission,
  insertAdmissionFile,
  insertSubmission,
  updateAdmission,
} from './admissions-repository';
import { deleteDraft, deletePendingFile, pendingFiles } from './admission-drafts-repository';
import { forgetFile, recordFile } from '../storage/files-repository';
import { findStudent, updateStudent, type StudentRow } from '../accounts/public';
import {
  deleteUpload,
  saveUploads,
  type IndexedError,
  type SavedUpload,
  type UploadKind,
  type UploadsConfig,
} from '../storage/storage';
import { studentProfile } from '../accounts/public';
import { returnToVerification } from '../selection/public';

export const ADMISSION_ANSWERS = {
  saved: 'Admission form submitted successfully.',
  updated: 'Admission form updated successfully.',
  invalid: 'Please correct the highlighted fields.',
  // Who may send the form: the texts of the shared rule the dashboard shows (admissionAccess).
  notApproved: ACCESS_MESSAGES.pending,
  rejected: ACCESS_MESSAGES.rejected,
  profile: ACCESS_MESSAGES.profile,
  paid: ACCESS_MESSAGES.paid,
  closedCourse: ACCESS_MESSAGES.course,
  course: 'The course must be the one in your profile.',
  /** A required upload (shared rule requiredUploads) is neither in the form, nor uploaded before, nor stored. */
  upload: REQUIRED_UPLOAD_MESSAGE.en,
} as const;

/**
 * The required uploads of this student's form that are missing: not sent with the form, not uploaded to the draft
 * and not stored with an earlier submission.
 */
async function missingRequiredUploads(
  db: Kysely<Database>,
  student: StudentRow,
  course: string,
  sentFields: readonly string[],
): Promise<Record<string, string[]>> {
  const present = new Set<string>(sentFields);
  for (const p of await pendingFiles(db, student.id)) present.add(p.field);
  const admission = await findAdmissionOfStudent(db, student.id);
  if (admission) for (const f of await admissionFiles(db, admission.id)) present.add(f.field);
  return Object.fromEntries(
    missingUploads(course, student.category, present).map((f) => [f, [ADMISSION_ANSWERS.upload]]),
  );
}

/** Text parts a form may carry; fields outside the schema (e.g. ones the screens keep for themselves) are ignored. */
export const MAX_TEXT_PARTS = 200;

function refuse(status: number, message: string, errors?: Record<string, string[]>): DomainError {
  return new DomainError(status, message, errors, { response: false });
}

export function kindOf(field: string): UploadKind {
  return (ADMISSION_IMAGE_FIELDS as readonly string[]).includes(field) ? 'image' : 'document';
}

/**
 * The shared rule of who may fill the form (status approved or a correction asked, profile complete with its
 * photo, fee not paid,
 * a course open for admission), as an HTTP refusal: 403 while not approved, 409 otherwise.
 */
export function assertMayFillAdmission(student: StudentRow): { course: string; year: number } {
  const access = admissionAccess(studentProfile(student));
  if (access.kind === 'form') return { course: access.course, year: access.year };
  if (access.kind === 'login') throw refuse(401, 'Please log in again.');
  throw refuse(student.status === 1 ? 409 : 403, access.message);
}

/** A code that names the form in print links: 'ADM', the two-digit year and 8 unambiguous characters. */
export function newAdmissionCode(now = new Date()): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
  let random = '';
  for (let i = 0; i < 8; i += 1) random += alphabet[randomInt(alphabet.length)];
  return `ADM${String(now.getUTCFullYear()).slice(2)}${random}`;
}

export async function saveAdmission(
  db: Kysely<Database>,
  config: UploadsConfig,
  student: StudentRow,
  form: { entries: Array<[string, string]>; files: NamedFile[] },
): Promise<SaveAdmissionResponse> {
  const { course: courseCode, year } = assertMayFillAdmission(student);
  const course = findCourse(courseCode)!;
  const { entries } = form;
  const files = form.files.filter((f): f is NamedFile & { field: AdmissionFileField } =>
    (ADMISSION_FILE_FIELDS as readonly string[]).includes(f.field),
  );
  const sent = admissionFromEntries(entries);
  for (const list of ADMISSION_ARRAY_FIELDS) if (typeof sent[list] === 'string') sent[list] = [sent[list]];
  // Locked on the form and taken from the profile, whatever the request says (SPEC §5); the course and its
  // rules (a PG course needs the UG block) are the profile's too.
  const input = withPercentages({
    ...sent,
    course: course.code,
    applicant_name: student.name,
    gender: student.gender ?? '',
    email: student.email,
    category: student.category ?? '',
  });
  const checked = validateAdmission(input);
  const errors = checked.ok ? {} : { ...checked.errors };
  if (typeof sent.course === 'string' && sent.course.trim().toUpperCase() !== course.code) {
    errors.course = [ADMISSION_ANSWERS.course];
  }
  Object.assign(
    errors,
    await missingRequiredUploads(
      db,
      student,
      course.code,
      files.map((f) => f.field),
    ),
  );
  if (!checked.ok || Object.keys(errors).length) throw refuse(422, ADMISSION_ANSWERS.invalid, errors);
  const values = checked.value;

  // Files are checked and written first (outside the transaction); if anything after fails they are removed.
  const saved: Array<{ field: AdmissionFileField; file: SavedUpload; name: string }> = [];
  const replaced: string[] = [];
  let code: string;
  let created = false;
  try {
    // The request's images wait together in the re-encoding line, so the form is answered in its turn.
    let stored: SavedUpload[];
    try {
      stored = await saveUploads(
        config,
        files.map((f) => ({ ...f, kind: kindOf(f.field) })),
      );
    } catch (error) {
      // Say which upload is wrong, under its own field.
      const index = (error as IndexedError).uploadIndex;
      const f = index === undefined ? undefined : files[index];
      if (error instanceof DomainError && f && error.statusCode !== 503) {
        throw new DomainError(
          error.statusCode,
          error.message,
          { [f.field]: [error.message] },
          { ...error.extra, response: false },
        );
      }
      throw error;
    }
    files.forEach((f, i) => saved.push({ field: f.field, file: stored[i]!, name: f.filename }));
    const now = new Date().toISOString();
    code = await inTransaction(db, async (trx) => {
      const current = await findStudent(trx, student.id);
      // The fee may have been paid (or the status changed) while the form was being sent.
      if (!current) throw refuse(401, 'Please log in again.');
      assertMayFillAdmission(current);
      const row = {
        course: course.code,
        part: year,
        applicant_name: student.name,
        email: student.email,
        payload: JSON.stringify(values),
        updated_at: now,
      };
      const existing = await findAdmissionOfStudent(trx, student.id);
      let admissionId: number;
      let admissionCode: string;
      if (existing) {
        await updateAdmission(trx, existing.id, row);
        admissionId = existing.id;
        admissionCode = existing.admission_code;
      } else {
        admissionCode = newAdmissionCode();
        admissionId = await insertAdmission(trx, {
          ...row,
          admission_code: admissionCode,
          student_id: student.id,
          created_at: now,
        });
        created = true;
      }
      // Files uploaded to the draft beforehand go with the form unless the form carries its own for that field;
      // they move to the admission in this transaction, so a pending file is either still pending or the form's.
      const sentFields = new Set<string>(saved.map((s) => s.field));
      const pending = await pendingFiles(trx, student.id);
      for (const p of pending) {
        if (sentFields.has(p.field)) {
          await forgetFile(trx, p.file_key);
          replaced.push(p.file_key);
          continue;
        }
        const old = await findAdmissionFile(trx, admissionId, p.field);
        if (old) {
          await deleteAdmissionFile(trx, old.id);
          await forgetFile(trx, old.file_key);
          replaced.push(old.file_key);
        }
        await deletePendingFile(trx, p.id);
        await insertAdmissionFile(trx, {
          admission_id: admissionId,
          field: p.field,
          file_key: p.file_key,
          mime: p.mime,
          size: p.size,
          created_at: now,
        });
      }
      // A pending file removed while the form was on its way: the required ones are checked again here.
      const stillMissing = await missingRequiredUploads(trx, student, course.code, [...sentFields]);
      if (Object.keys(stillMissing).length) throw refuse(422, ADMISSION_ANSWERS.invalid, stillMissing);
      await deleteDraft(trx, student.id);
      for (const s of saved) {
        const old = await findAdmissionFile(trx, admissionId, s.field);
        await recordFile(trx, { ...s.file, studentId: student.id, kind: kindOf(s.field), originalName: s.name });
        if (old) {
          await deleteAdmissionFile(trx, old.id);
          await forgetFile(trx, old.file_key);
          replaced.push(old.file_key);
        }
        await insertAdmissionFile(trx, {
          admission_id: admissionId,
          field: s.field,
          file_key: s.file.key,
          mime: s.file.mime,
          size: s.file.size,
          created_at: now,
        });
      }
      // Sent: back in the office's queue (to verify), and an open correction request is answered.
      await returnToVerification(trx, admissionId, now);
      // Kept for the office's status history: the first sending, and each one after a correction.
      await insertSubmission(trx, {
        student_id: student.id,
        after_correction: current.correction_reason ? 1 : 0,
        created_at: now,
      });
      await updateStudent(trx, student.id, {
        is_admission_submitted: 1,
        submitted_at: now,
        correction_reason: null,
        correction_requested_at: null,
      });
      return admissionCode;
    });
  } catch (error) {
    await Promise.all(saved.map((s) => deleteUpload(config, s.file.key)));
    throw error;
  }
  await Promise.all(replaced.map((key) => deleteUpload(config, key)));
  return {
    response: true,
    message: created ? ADMISSION_ANSWERS.saved : ADMISSION_ANSWERS.updated,
    admission_code: code,
  };
}
