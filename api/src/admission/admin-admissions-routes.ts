// One submitted admission form by its code, and the admissions CSV of the queue's filters (verifiers, accounts).
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, maskAadhaar, type AdminStudentFilters } from '@college/shared-types';
import { applicantQuerySchema, readApplicantQuery } from '../http/applicant-query';
import { STAFF_READS_APPLICANTS } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { findAdmissionByCode } from './admissions-repository';
import { recordAudit } from '../office/public';
import { findStudent } from '../accounts/public';
import { admissionsCsv } from './applicant-export';
import { printRecord } from './admission-records';

const admissions: FastifyPluginAsync = async (app) => {
  const readers = app.requireStaff(...STAFF_READS_APPLICANTS);

  app.get<{ Params: { admission_code: string } }>(
    API_PATHS.adminAdmission,
    {
      onRequest: readers,
      schema: {
        params: {
          type: 'object',
          required: ['admission_code'],
          properties: { admission_code: { type: 'string', minLength: 1, maxLength: 40 } },
        },
      },
    },
    async (request) => {
      const admission = await findAdmissionByCode(app.db, request.params.admission_code);
      const student = admission ? await findStudent(app.db, admission.student_id) : undefined;
      if (!admission || !student) throw new HttpError(404, 'No such admission form.');
      const record = await printRecord(app.db, admission, student);
      // UIDAI: the console never shows a whole Aadhaar number.
      return { data: { ...record, aadhar: maskAadhaar(record.aadhar) } };
    },
  );

  app.get<{ Querystring: AdminStudentFilters }>(
    API_PATHS.adminExport,
    { onRequest: readers, schema: { querystring: applicantQuerySchema } },
    async (request, reply) => {
      const { filters } = readApplicantQuery(request.query);
      const { csv, rows } = await admissionsCsv(app.db, filters);
      await recordAudit(app.db, {
        staffId: request.staff!.id,
        action: 'applicants.exported',
        detail: { filters: request.query, rows },
      });
      // The file is named by the day in India (UTC+05:30), as its times are written.
      const date = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="admissions-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default admissions;
