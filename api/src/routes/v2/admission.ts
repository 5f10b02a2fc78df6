// The admission form: save2 (multipart), print2 (the print record) and the form's files, for the owner or the
// college's staff only.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ADMISSION_FILE_FIELDS,
  API_PATHS,
  type AdmissionFormResponse,
  type AdmissionPrintResponse,
} from '@college/shared-types';
import { readMultipartEntries } from '../../http/multipart-form';
import { inUploadLine } from '../../services/work-queue';
import { mayRead, readerOf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { RATE_LIMITS } from '../../plugins/security';
import { findAdmissionByCode, findAdmissionFile } from '../../repositories/admissions';
import { findStudent } from '../../repositories/students';
import { ownAdmissionForm, printRecord } from '../../services/admission-records';
import { assertMayFillAdmission, kindOf, MAX_TEXT_PARTS, saveAdmission } from '../../services/admission-save';
import { readUpload } from '../../services/storage';
import { sendUpload } from '../../http/send-upload';

/** One answer for "no such form" and "not yours", so a code reveals nothing about other students. */
const NOT_FOUND = 'No such admission form.';

const admissionCode = { type: 'string', minLength: 1, maxLength: 40 } as const;

const admission: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  /** The form of this code when the caller may read it (its student or staff), else 404. */
  async function readableAdmission(request: FastifyRequest, code: string) {
    const reader = await readerOf(app.db, request);
    const row = await findAdmissionByCode(app.db, code);
    if (!row || !mayRead(reader, row.student_id)) throw new HttpError(404, NOT_FOUND);
    return row;
  }

  app.post(
    API_PATHS.admissionSave,
    { config: { rateLimit: RATE_LIMITS.uploads }, preHandler: app.authenticate },
    async (request) => {
      const student = request.student!;
      // Refused before the uploads are read.
      assertMayFillAdmission(student);
      // Forms are read and saved in arrival order (work-queue.ts).
      return inUploadLine(request, async () => {
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
    },
  );

  app.get(
    API_PATHS.admissionForm,
    { config: { rateLimit: RATE_LIMITS.authenticated }, preHandler: app.authenticate },
    async (request): Promise<AdmissionFormResponse> => ({ data: await ownAdmissionForm(app.db, request.student!.id) }),
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
      const row = await readableAdmission(request, request.body.admission_code);
      const student = await findStudent(app.db, row.student_id);
      if (!student) throw new HttpError(404, NOT_FOUND);
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
      const row = await readableAdmission(request, request.params.admission_code);
      const file = await findAdmissionFile(app.db, row.id, request.params.field);
      const stored = file ? await readUpload(app, file.file_key) : null;
      if (!stored) throw new HttpError(404, 'No such file.');
      return sendUpload(reply, stored, `${request.params.admission_code}-${request.params.field}`);
    },
  );
};

export default admission;
