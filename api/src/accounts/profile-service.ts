// The student's own profile (complete-profile) and the documents kept with it (upload-document).
import type { Kysely } from 'kysely';
import {
  completeProfileSchema,
  isCategoryLocked,
  isFeeFixed,
  needsRollNumber,
  uploadDocumentSchema,
  validatePayload,
  type Student,
} from '@college/shared-types';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction-repository';
import type { FormFile } from '../http/multipart-form';
import { DomainError } from '../errors';
import { countStudentDocuments, forgetFile, insertStudentDocument, recordFile } from '../storage/files-repository';
import { updateStudent, type StudentRow } from './students-repository';
import { deleteUpload, saveUpload, type UploadsConfig } from '../storage/storage';
import { documentsOf } from './student-view';
import { checkRules, FIX_FIELDS } from '../http/validation';

export const PROFILE_ANSWERS = {
  saved: 'Profile Complete successfully',
  photoRequired: 'Please upload your photo',
  locked: 'Your profile cannot be changed after your admission is approved.',
  documentSaved: 'Document uploaded successfully',
  documentRequired: 'Please choose a file to upload',
  tooManyDocuments: 'You can keep at most 20 documents.',
} as const;

export const MAX_DOCUMENTS = 20;

export const PROFILE_FIELDS = [
  'gender',
  'category',
  'academic_level',
  'same_state',
  'admission_code',
  'course_name',
  'course_year',
  'refrence_roll',
] as const;

const refused = { success: false };

const hasPhoto = (s: StudentRow) => Boolean(s.profile_photo && s.profile_photo !== '0');

/** The profile is locked once the admission is approved (409). */
export function assertProfileOpen(student: StudentRow): void {
  if (student.status === 1) throw new DomainError(409, PROFILE_ANSWERS.locked, undefined, refused);
}

/** Checks and stores the profile form; returns the updated row. */
export async function completeProfile(
  db: Kysely<Database>,
  config: UploadsConfig,
  student: StudentRow,
  fields: Record<string, string>,
  photo: FormFile | undefined,
): Promise<StudentRow> {
  assertProfileOpen(student);
  const sent = { ...fields };
  // The profile rules of shared-types: not a resident of UP means GENERAL whatever was chosen (SPEC §5).
  if (isCategoryLocked({ same_state: sent.same_state ?? '' })) sent.category = 'GENERAL';
  const checked = validatePayload(completeProfileSchema, sent);
  const errors = checked.ok ? {} : { ...checked.errors };
  if (!photo && !hasPhoto(student)) errors.profile_photo = [PROFILE_ANSWERS.photoRequired];
  if (!checked.ok || Object.keys(errors).length) throw new DomainError(422, FIX_FIELDS, errors, refused);
  const values = checked.value;
  // Once a fee is fixed, the fields it depends on stay as they are (decision 030).
  if (isFeeFixed(student)) {
    const changed =
      values.category !== student.category ||
      values.academic_level !== student.academic_level ||
      Number(values.same_state) !== Number(student.same_state) ||
      values.course_name !== student.course_name ||
      Number(values.course_year) !== Number(student.course_year);
    if (changed) throw DomainError.coded(409, 'profile_fee_locked', {}, undefined, refused);
  }

  const oldPhoto = hasPhoto(student) ? student.profile_photo : null;
  const saved = photo ? await saveUpload(config, { ...photo, kind: 'image' }) : null;
  let updated: StudentRow;
  try {
    updated = await inTransaction(db, async (trx) => {
      if (saved) {
        await recordFile(trx, { ...saved, studentId: student.id, kind: 'image', originalName: photo?.filename });
        if (oldPhoto) await forgetFile(trx, oldPhoto);
      }
      return updateStudent(trx, student.id, {
        gender: values.gender,
        category: values.category,
        academic_level: values.academic_level,
        same_state: Number(values.same_state),
        admission_type: values.admission_code,
        course_name: values.course_name,
        course_year: Number(values.course_year),
        // Only a renewal carries the earlier roll number; a new admission has none.
        refrence_roll: needsRollNumber(values) ? values.refrence_roll : null,
        ...(saved ? { profile_photo: saved.key } : {}),
      });
    });
  } catch (error) {
    if (saved) await deleteUpload(config, saved.key);
    throw error;
  }
  if (saved && oldPhoto) await deleteUpload(config, oldPhoto);
  return updated;
}

/** Stores one more document of the student (at most MAX_DOCUMENTS); returns the list as get-user shows it. */
export async function addDocument(
  db: Kysely<Database>,
  config: UploadsConfig,
  studentId: number,
  fields: Record<string, string>,
  file: FormFile | undefined,
): Promise<Student['documents']> {
  let values;
  try {
    values = checkRules(uploadDocumentSchema, fields, refused);
  } catch (error) {
    if (error instanceof DomainError && !file) error.errors!.document_link = [PROFILE_ANSWERS.documentRequired];
    throw error;
  }
  if (!file) {
    throw new DomainError(
      422,
      PROFILE_ANSWERS.documentRequired,
      { document_link: [PROFILE_ANSWERS.documentRequired] },
      refused,
    );
  }
  if ((await countStudentDocuments(db, studentId)) >= MAX_DOCUMENTS) {
    throw new DomainError(409, PROFILE_ANSWERS.tooManyDocuments, undefined, refused);
  }
  const saved = await saveUpload(config, { ...file, kind: 'document' });
  try {
    await inTransaction(db, async (trx) => {
      await recordFile(trx, { ...saved, studentId, kind: 'document', originalName: file.filename });
      await insertStudentDocument(trx, { studentId, documentName: values.document_name, fileKey: saved.key });
    });
  } catch (error) {
    await deleteUpload(config, saved.key);
    throw error;
  }
  return documentsOf(db, studentId);
}
