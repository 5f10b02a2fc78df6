// The admission form: save2 (multipart), print2 (the print record) and the form's files, for the owner or the
// college's staff only.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  findCourse,
  ADMISSION_FILE_FIELDS,
  API_PATHS,
  DRAFT_MAX_BYTES,
  type AdmissionDraftBody,
  type AdmissionDraftResponse,
  type AdmissionFileField,
  type DraftFileResponse,
  type AdmissionFormResponse,
  type AdmissionPrintResponse,
} from '@college/shared-types';
import { readMultipartEntries, readMultipartForm } from '../http/multipart-form';
import { inUploadLine } from '../http/upload-line';
import { mayRead, readerOf } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { RATE_LIMITS } from '../plugins/security';
import { findAdmissionByCode, findAdmissionFile } from './admissions-repository';
import { findStudent } from '../accounts/public';
import { ownAdmissionForm, printRecord } from './admission-records';
import { assertMayFillAdmission, kindOf, MAX_TEXT_PARTS, saveAdmission } from './admission-save-service';
import { readUpload } from '../storage/storage';
import {
  DRAFT_ANSWERS,
  draftOf,
  readDraftFile,
  removeDraftFile,
  saveDraftValues,
  uploadDraftFile,
} from './admission-draft-service';
import { sendUpload } from '../http/send-upload';
import { submittedMail } from './admission-mails';
import { collegeName } from '../mail/mail-templates';

/** One answer for "no such form" and "not yours", so a code reveals nothing about other students. */
const NOT_FOUND = 'No such admission form.';
const NOT_FOUND_HI = 'ऐसा कोई प्रवेश आवेदन पत्र नहीं है।';

/** The student's own form prints once submitted (provisional until the fee is paid), not while it is reopened. */
export const PRINT_MESSAGES = {
  notSubmitted: {
    en: 'Your admission form is not submitted. Submit it again to print it.',
    hi: 'आपका प्रवेश आवेदन पत्र जमा नहीं है। इसे छापने के लिए फिर से जमा करें।',
  },
} as const;

const admissionCode = { type: 'string', minLength: 1, maxLength: 40 } as const;

/** The path of a draft upload: one of the form's file fields. */
const draftFileParams = {
  type: 'object',
  additionalProperties: false,
  required: ['field'],
  properties: { field: { type: 'string', enum: [...ADMISSION_FILE_FIELDS] } },
} as const;

const admission: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  /** The form of this code when the caller may read it (its student or staff), else 404. */
  async function readableAdmission(request: FastifyRequest, code: string) {
    const reader = await readerOf(app.db, request);
    const row = await findAdmissionByCode(app.db, code);
    if (!row || !mayRead(reader, row.student_id)) {
      throw new HttpError(404, NOT_FOUND, undefined, { message_hi: NOT_FOUND_HI });
    }
    return { row, reader };
  }

  app.post(
    API_PATHS.admissionSave,
    { config: { rateLimit: RATE_LIMITS.uploads }, preHandler: app.authenticate },
    async (request) => {
      const student = request.student!;
      // Refused before the uploads are read.
      assertMayFillAdmission(student);
      // Forms are read and saved in arrival order (work-queue.ts).
      const answer = await inUploadLine(request, async () => {
        const form = await readMultipartEntries(request, {
          files: ADMISSION_FILE_FIELDS,
          kindOf,
          maxTextParts: MAX_TEXT_PARTS,
        });
        return saveAdmission(app.db, app.config, student, form);
      }).catch((error: unknown) => {
        // save2 answers carry `response: false` on every refusal.
        if (error instanceof HttpError && error.extra?.response !== false) {
          const refusal = new HttpError(error.statusCode, error.message, error.errors, {
            ...error.extra,
            response: false,
          });
          refusal.headers = error.headers;
          throw refusal;
        }
        throw error;
      });
      // The acknowledgement by mail; a mail that cannot be sent never undoes the saved form.
      const form = answer.admission_code ? await findAdmissionByCode(app.db, answer.admission_code) : undefined;
      if (form) {
        try {
          const course = findCourse(form.course);
          await app.messaging.tell({
            student,
            kind: 'form_submitted',
            values: { form: form.id, course: course ? { en: course.name, hi: course.second_name } : form.course },
            mail: submittedMail(await collegeName(app.db), app.config.publicUrl, student, {
              number: form.id,
              code: form.admission_code,
              course: course
                ? { en: `${course.name} (${course.code})`, hi: `${course.second_name} (${course.code})` }
                : form.course,
              feePaid: !!student.is_admission_fee_payed,
            }),
          });
        } catch (error) {
          request.log.error({ err: error }, 'admission acknowledgement mail not sent');
        }
      }
      return answer;
    },
  );

  app.get(
    API_PATHS.admissionForm,
    { config: { rateLimit: RATE_LIMITS.authenticated }, preHandler: app.authenticate },
    async (request): Promise<AdmissionFormResponse> => ({ data: await ownAdmissionForm(app.db, request.student!.id) }),
  );

  // The draft kept on the server while the form is filled: the values (JSON, bounded) and the step.
  app.get(
    API_PATHS.admissionDraft,
    { config: { rateLimit: RATE_LIMITS.authenticated }, preHandler: app.authenticate },
    async (request): Promise<AdmissionDraftResponse> => ({ data: await draftOf(app.db, request.student!.id) }),
  );

  app.put<{ Body: AdmissionDraftBody }>(
    API_PATHS.admissionDraft,
    {
      config: { rateLimit: RATE_LIMITS.authenticated },
      bodyLimit: DRAFT_MAX_BYTES,
      preHandler: app.authenticate,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['values', 'step'],
          properties: {
            values: { type: 'object', maxProperties: 200 },
            step: { type: 'integer', minimum: 1, maximum: 6 },
          },
        },
      },
    },
    async (request) => ({ saved_at: await saveDraftValues(app.db, request.student!, request.body) }),
  );

  // One upload of the draft, sent as soon as it is chosen: multipart with one `file`; the same checks as save2.
  app.put<{ Params: { field: AdmissionFileField } }>(
    API_PATHS.admissionDraftFile,
    {
      config: { rateLimit: RATE_LIMITS.draftUploads },
      preHandler: app.authenticate,
      schema: { params: draftFileParams },
    },
    async (request): Promise<DraftFileResponse> => {
      const student = request.student!;
      assertMayFillAdmission(student);
      const field = request.params.field;
      const data = await inUploadLine(request, async () => {
        const { files } = await readMultipartForm(request, { fields: [], files: { file: kindOf(field) } });
        return uploadDraftFile(app.db, app.config, student, field, files.file);
      });
      return { data };
    },
  );

  app.delete<{ Params: { field: AdmissionFileField } }>(
    API_PATHS.admissionDraftFile,
    {
      config: { rateLimit: RATE_LIMITS.authenticated },
      preHandler: app.authenticate,
      schema: { params: draftFileParams },
    },
    async (request) => {
      const removed = await removeDraftFile(app.db, app.config, request.student!.id, request.params.field);
      if (!removed) throw new HttpError(404, DRAFT_ANSWERS.notFound);
      return { removed: true };
    },
  );

  // The student's own draft upload (the preview after a reload); nobody else's, staff included.
  app.get<{ Params: { field: AdmissionFileField } }>(
    API_PATHS.admissionDraftFile,
    {
      config: { rateLimit: RATE_LIMITS.authenticated },
      preHandler: app.authenticate,
      schema: { params: draftFileParams },
    },
    async (request, reply) => {
      const stored = await readDraftFile(app, request.student!.id, request.params.field);
      if (!stored) throw new HttpError(404, DRAFT_ANSWERS.notFound);
      return sendUpload(reply, stored, `draft-${request.params.field}`);
    },
  );

  app.post<{ Body: { admission_code: string } }>(
    API_PATHS.admissionPrint,
    {
      config: { rateLimit: RATE_LIMITS.authenticated },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['admission_code'],
          properties: { admission_code: admissionCode },
        },
      },
    },
    async (request): Promise<AdmissionPrintResponse> => {
      const { row, reader } = await readableAdmission(request, request.body.admission_code);
      const student = await findStudent(app.db, row.student_id);
      if (!student) throw new HttpError(404, NOT_FOUND, undefined, { message_hi: NOT_FOUND_HI });
      // A form reopened for correction is not the form the office will see: the student prints it after
      // submitting again. A paid admission always prints; the office (staff) reads any form.
      if ('studentId' in reader && !student.is_admission_submitted && !student.is_admission_fee_payed) {
        throw new HttpError(409, PRINT_MESSAGES.notSubmitted.en, undefined, {
          message_hi: PRINT_MESSAGES.notSubmitted.hi,
        });
      }
      return [await printRecord(app.db, row, student)];
    },
  );

  app.get<{ Params: { admission_code: string; field: string } }>(
    API_PATHS.admissionFile,
    {
      config: { rateLimit: RATE_LIMITS.authenticated },
      schema: {
        params: {
          type: 'object',
          required: ['admission_code', 'field'],
          properties: { admission_code: admissionCode, field: { type: 'string', maxLength: 60 } },
        },
      },
    },
    async (request, reply) => {
      const { row } = await readableAdmission(request, request.params.admission_code);
      const file = await findAdmissionFile(app.db, row.id, request.params.field);
      const stored = file ? await readUpload(app, file.file_key) : null;
      if (!stored) throw new HttpError(404, 'No such file.');
      return sendUpload(reply, stored, `${request.params.admission_code}-${request.params.field}`);
    },
  );
};

export default admission;
