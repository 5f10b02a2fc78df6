// save2: reads the admission payload, checks it with the shared schema, stores files and rows all-or-nothing.
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import {
  ADMISSION_ARRAY_FIELDS,
  ADMISSION_FILE_FIELDS,
  ADMISSION_IMAGE_FIELDS,
  admissionFromEntries,
  findCourse,
  validateAdmission,
  withPercentages,
  type AdmissionFileField,
  type SaveAdmissionResponse,
} from '@college/shared-types';
import type { StudentTable } from '../db/database';
import { HttpError } from '../plugins/errors';
import { recordFile } from './files';
import { deleteUpload, saveUpload, tooLarge, UPLOAD_LIMITS, type SavedUpload, type UploadKind } from './storage';

export const ADMISSION_ANSWERS = {
  saved: 'Admission form submitted successfully.',
  updated: 'Admission form updated successfully.',
  invalid: 'Please correct the highlighted fields.',
  notApproved: 'The admission form opens once your registration is approved.',
  profile: 'Complete your Profile before filling the admission form.',
  paid: 'Your admission fee is paid, so the form can no longer change.',
  course: 'The course must be the one in your profile.',
  multipart: 'This call expects a multipart form.',
} as const;

/** Text fields a form may carry; anything else (e.g. fields the screens keep for themselves) is ignored. */
const MAX_TEXT_PARTS = 200;
const FIELD_BYTES = 10_000;

type Student = Selectable<StudentTable>;

interface UploadedFile {
  field: AdmissionFileField;
  buffer: Buffer;
  filename: string;
  mimetype: string;
}

function refuse(status: number, message: string, errors?: Record<string, string[]>): HttpError {
  return new HttpError(status, message, errors, { response: false });
}

function kindOf(field: AdmissionFileField): UploadKind {
  return ADMISSION_IMAGE_FIELDS.includes(field) ? 'image' : 'document';
}

/** Reads every part: text fields as [name, value] entries (lists repeat their name), files as buffers. */
async function readParts(
  request: FastifyRequest,
): Promise<{ entries: Array<[string, string]>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw refuse(415, ADMISSION_ANSWERS.multipart);
  const entries: Array<[string, string]> = [];
  const files: UploadedFile[] = [];
  const fileFields = new Set<string>(ADMISSION_FILE_FIELDS);
  const parts = request.parts({
    limits: {
      fileSize: Math.max(UPLOAD_LIMITS.imageBytes, UPLOAD_LIMITS.documentBytes),
      files: ADMISSION_FILE_FIELDS.length,
      fields: MAX_TEXT_PARTS,
      fieldSize: FIELD_BYTES,
      parts: MAX_TEXT_PARTS + ADMISSION_FILE_FIELDS.length,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (!fileFields.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const field = part.fieldname as AdmissionFileField;
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kindOf(field));
        throw error;
      }
      // A file input left empty still sends a part with no name and no bytes.
      if (buffer.length === 0 && !part.filename) continue;
      files.push({ field, buffer, filename: part.filename, mimetype: part.mimetype });
    } else {
      if (part.valueTruncated) throw refuse(413, `The field ${part.fieldname} is too long.`);
      entries.push([part.fieldname, typeof part.value === 'string' ? part.value : String(part.value ?? '')]);
    }
  }
  return { entries, files };
}

/** A code that names the form in print links: 'ADM', the two-digit year and 8 unambiguous characters. */
export function newAdmissionCode(now = new Date()): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
  let random = '';
  for (let i = 0; i < 8; i += 1) random += alphabet[randomInt(alphabet.length)];
  return `ADM${String(now.getUTCFullYear()).slice(2)}${random}`;
}

export async function saveAdmission(
  app: FastifyInstance,
  request: FastifyRequest,
  student: Student,
): Promise<SaveAdmissionResponse> {
  if (student.status !== 1) throw refuse(403, ADMISSION_ANSWERS.notApproved);
  if (student.is_admission_fee_payed) throw refuse(409, ADMISSION_ANSWERS.paid);
  const course = findCourse(student.course_name);
  if (!course || !student.course_year || !student.gender || !student.category) {
    throw refuse(409, ADMISSION_ANSWERS.profile);
  }

  const { entries, files } = await readParts(request);
  const sent = admissionFromEntries(entries);
  for (const list of ADMISSION_ARRAY_FIELDS) if (typeof sent[list] === 'string') sent[list] = [sent[list]];
  // Locked on the form and taken from the profile, whatever the request says (SPEC §5); the course and its
  // rules (a PG course needs the UG block) are the profile's too.
  const input = withPercentages({
    ...sent,
    course: course.code,
    applicant_name: student.name,
    gender: student.gender,
    email: student.email,
    category: student.category,
  });
  const checked = validateAdmission(input);
  const errors = checked.ok ? {} : { ...checked.errors };
  if (typeof sent.course === 'string' && sent.course.trim().toUpperCase() !== course.code) {
    errors.course = [ADMISSION_ANSWERS.course];
  }
  if (!checked.ok || Object.keys(errors).length) throw refuse(422, ADMISSION_ANSWERS.invalid, errors);
  const values = checked.value;

  // Files are checked and written first (outside the transaction); if anything after fails they are removed.
  const saved: Array<{ field: AdmissionFileField; file: SavedUpload; name: string }> = [];
  const replaced: string[] = [];
  let code: string;
  let created = false;
  try {
    for (const f of files) {
      try {
        saved.push({
          field: f.field,
          file: await saveUpload(app.config, { ...f, kind: kindOf(f.field) }),
          name: f.filename,
        });
      } catch (error) {
        // Say which upload is wrong, under its own field.
        if (error instanceof HttpError) throw refuse(error.statusCode, error.message, { [f.field]: [error.message] });
        throw error;
      }
    }
    const now = new Date().toISOString();
    code = await app.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('students')
        .select(['is_admission_fee_payed', 'status'])
        .where('id', '=', student.id)
        .executeTakeFirstOrThrow();
      // The fee may have been paid while the form was being sent.
      if (current.is_admission_fee_payed) throw refuse(409, ADMISSION_ANSWERS.paid);
      if (current.status !== 1) throw refuse(403, ADMISSION_ANSWERS.notApproved);
      const row = {
        course: course.code,
        part: student.course_year!,
        applicant_name: student.name,
        email: student.email,
        payload: JSON.stringify(values),
        updated_at: now,
      };
      const existing = await trx
        .selectFrom('admissions')
        .select(['id', 'admission_code'])
        .where('student_id', '=', student.id)
        .executeTakeFirst();
      let admissionId: number;
      let admissionCode: string;
      if (existing) {
        await trx.updateTable('admissions').set(row).where('id', '=', existing.id).execute();
        admissionId = existing.id;
        admissionCode = existing.admission_code;
      } else {
        admissionCode = newAdmissionCode();
        const inserted = await trx
          .insertInto('admissions')
          .values({ ...row, admission_code: admissionCode, student_id: student.id, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        admissionId = inserted.id;
        created = true;
      }
      for (const s of saved) {
        const old = await trx
          .selectFrom('admission_files')
          .select(['id', 'file_key'])
          .where('admission_id', '=', admissionId)
          .where('field', '=', s.field)
          .executeTakeFirst();
        await recordFile(trx, s.file, { studentId: student.id, kind: kindOf(s.field), originalName: s.name });
        if (old) {
          await trx.deleteFrom('admission_files').where('id', '=', old.id).execute();
          await trx.deleteFrom('files').where('key', '=', old.file_key).execute();
          replaced.push(old.file_key);
        }
        await trx
          .insertInto('admission_files')
          .values({
            admission_id: admissionId,
            field: s.field,
            file_key: s.file.key,
            mime: s.file.mime,
            size: s.file.size,
            created_at: now,
          })
          .execute();
      }
      await trx
        .updateTable('students')
        .set({ is_admission_submitted: 1, updated_at: now })
        .where('id', '=', student.id)
        .execute();
      return admissionCode;
    });
  } catch (error) {
    await Promise.all(saved.map((s) => deleteUpload(app.config, s.file.key)));
    throw error;
  }
  await Promise.all(replaced.map((key) => deleteUpload(app.config, key)));
  return {
    response: true,
    message: created ? ADMISSION_ANSWERS.saved : ADMISSION_ANSWERS.updated,
    admission_code: code,
  };
}
