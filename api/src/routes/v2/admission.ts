// The admission form: save2 (multipart), print2 (the print record) and the form's files, for the owner or an
// administrator only.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_PATHS, type AdmissionPrintResponse } from '@college/shared-types';
import { bearerToken } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { RATE_LIMITS } from '../../plugins/security';
import { saveAdmission } from '../../services/admission-save';
import { printRecord } from '../../services/admission-records';
import { readUpload } from '../../services/storage';
import { verifyToken } from '../../services/tokens';

/** One answer for "no such form" and "not yours", so a code reveals nothing about other students. */
const NOT_FOUND = 'No such admission form.';

const admission: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  /** The caller of a read: the student who owns the form, or any administrator. */
  async function reader(request: FastifyRequest): Promise<{ studentId: number } | { admin: true }> {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'Please log in again.');
    const student = await verifyToken(app.db, token, 'student');
    if (student) return { studentId: student.subjectId };
    if (await verifyToken(app.db, token, 'admin')) return { admin: true };
    throw new HttpError(401, 'Your session has ended. Please log in again.');
  }

  async function readableAdmission(request: FastifyRequest, code: unknown) {
    const who = await reader(request);
    if (typeof code !== 'string' || !code || code.length > 40) throw new HttpError(404, NOT_FOUND);
    const row = await app.db.selectFrom('admissions').selectAll().where('admission_code', '=', code).executeTakeFirst();
    if (!row || ('studentId' in who && row.student_id !== who.studentId)) throw new HttpError(404, NOT_FOUND);
    return row;
  }

  app.post(
    API_PATHS.admissionSave,
    { config: { rateLimit: RATE_LIMITS.uploads }, preHandler: app.authenticate },
    async (request) => saveAdmission(app, request, request.student!),
  );

  app.post(
    API_PATHS.admissionPrint,
    { config: { rateLimit: RATE_LIMITS.authenticated } },
    async (request): Promise<AdmissionPrintResponse> => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const row = await readableAdmission(request, body.admission_code);
      const student = await app.db
        .selectFrom('students')
        .selectAll()
        .where('id', '=', row.student_id)
        .executeTakeFirstOrThrow();
      return [await printRecord(app.db, row, student)];
    },
  );

  app.get<{ Params: { admission_code: string; field: string } }>(
    API_PATHS.admissionFile,
    { config: { rateLimit: RATE_LIMITS.authenticated } },
    async (request, reply) => {
      const row = await readableAdmission(request, request.params.admission_code);
      const file = await app.db
        .selectFrom('admission_files')
        .select('file_key')
        .where('admission_id', '=', row.id)
        .where('field', '=', request.params.field)
        .executeTakeFirst();
      const stored = file ? await readUpload(app.config, file.file_key) : null;
      if (!stored) throw new HttpError(404, 'No such file.');
      return reply
        .header('content-type', stored.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stored.buffer);
    },
  );
};

export default admission;
