// The review queue and one applicant (verifiers and accounts read; verifiers decide): approve with a fee, reject
// with a reason, ask for a correction, approve several with one fee. Each decision is told to the student: mail,
// SMS or both, as the office chose for its kind (decision 035).
import type { FastifyPluginAsync } from 'fastify';
import {
  API_PATHS,
  APPLICATION_DECISIONS,
  approveSchema,
  bulkApproveSchema,
  reasonSchema,
  type AdminBulkApproveResponse,
  type AdminDecisionResponse,
  type AdminStudentFilters,
  type AdminStudentResponse,
  type AdminStudentsResponse,
} from '@college/shared-types';
import { applicantQuerySchema, readApplicantQuery } from '../http/applicant-query';
import { STAFF_READS_APPLICANTS } from '../plugins/auth';
import type { StudentRow } from '../accounts/public';
import { correctionMail, statusMail } from './admission-mails';
import {
  applicantDetail,
  applicantQueue,
  bulkApprove,
  decide,
  REVIEW_ANSWERS,
  type Decision,
} from './applicant-review-service';
import { collegeName } from '../mail/mail-templates';
import { formatAmount } from '../payments/public';
import { checkRules } from '../http/validation';
import { idParams } from '../http/route-params';

/** A fee may come as a number or as text; the rules read text. */
const feeField = { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'number' }] } as const;
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);

export const documentPath = (id: number) => API_PATHS.adminDocument.replace(':id', String(id));

const applicants: FastifyPluginAsync = async (app) => {
  const readers = app.requireStaff(...STAFF_READS_APPLICANTS);
  const verifiers = app.requireStaff('verifier');

  /** Tells the student; the decision stands even if the mail cannot be sent now. */
  async function inform(student: StudentRow, decision: Decision) {
    try {
      const college = await collegeName(app.db);
      const url = app.config.publicUrl;
      if (decision.action === 'correction') {
        await app.messaging.tell({
          student,
          kind: 'correction_requested',
          mail: correctionMail(college, url, student, decision.reason),
        });
        return;
      }
      await app.messaging.tell({
        student,
        kind: 'application_decided',
        values: { decision: APPLICATION_DECISIONS[decision.action] },
        mail: statusMail(college, url, student, {
          status: decision.action === 'approve' ? 1 : 2,
          fee_to_pay: decision.action === 'approve' ? decision.fee : null,
          remark: decision.action === 'approve' ? decision.remark : decision.reason,
        }),
      });
    } catch (error) {
      app.log.error({ err: error, studentId: student.id }, 'decision mail not sent');
    }
  }

  async function decideAndInform(staffId: number, id: number, decision: Decision) {
    const { before, row } = await decide(app.db, staffId, id, decision);
    await inform(before, decision);
    return row;
  }

  app.get<{ Querystring: AdminStudentFilters }>(
    API_PATHS.adminStudents,
    { onRequest: readers, schema: { querystring: applicantQuerySchema } },
    async (request): Promise<AdminStudentsResponse> => {
      const { filters, sort, page, perPage } = readApplicantQuery(request.query);
      return applicantQueue(app.db, filters, sort, page, perPage);
    },
  );

  app.get<{ Params: { id: string }; Querystring: AdminStudentFilters }>(
    API_PATHS.adminStudent,
    { onRequest: readers, schema: { params: idParams, querystring: applicantQuerySchema } },
    async (request): Promise<AdminStudentResponse> => {
      const { filters, sort } = readApplicantQuery(request.query);
      return { data: await applicantDetail(app.db, Number(request.params.id), filters, sort, documentPath) };
    },
  );

  app.post<{ Params: { id: string } }>(
    API_PATHS.adminApprove,
    {
      onRequest: verifiers,
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { fee_to_pay: feeField, remark: { type: 'string', maxLength: 2000 } },
        },
      },
    },
    async (request): Promise<AdminDecisionResponse> => {
      const body = (request.body ?? {}) as { fee_to_pay?: unknown; remark?: string };
      const values = checkRules(approveSchema, { ...body, fee_to_pay: asText(body.fee_to_pay) });
      const fee = formatAmount(values.fee_to_pay)!;
      const row = await decideAndInform(request.staff!.id, Number(request.params.id), {
        action: 'approve',
        fee,
        remark: values.remark || null,
      });
      return { message: REVIEW_ANSWERS.approved, data: row };
    },
  );

  for (const [path, action] of [
    [API_PATHS.adminReject, 'reject'],
    [API_PATHS.adminCorrection, 'correction'],
  ] as const) {
    app.post<{ Params: { id: string } }>(
      path,
      {
        onRequest: verifiers,
        schema: {
          params: idParams,
          body: {
            type: 'object',
            additionalProperties: false,
            properties: { reason: { type: 'string', maxLength: 2000 } },
          },
        },
      },
      async (request): Promise<AdminDecisionResponse> => {
        const { reason } = checkRules(reasonSchema, request.body);
        const row = await decideAndInform(request.staff!.id, Number(request.params.id), { action, reason });
        return { message: action === 'reject' ? REVIEW_ANSWERS.rejected : REVIEW_ANSWERS.correction, data: row };
      },
    );
  }

  app.post(
    API_PATHS.adminBulkApprove,
    {
      onRequest: verifiers,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ids: { type: 'array', maxItems: 500, items: { type: 'integer', minimum: 1 } },
            fee_to_pay: feeField,
          },
        },
      },
    },
    async (request): Promise<AdminBulkApproveResponse> => {
      const body = (request.body ?? {}) as { ids?: number[]; fee_to_pay?: unknown };
      const values = checkRules(bulkApproveSchema, { ...body, fee_to_pay: asText(body.fee_to_pay) });
      const fee = formatAmount(values.fee_to_pay)!;
      const { approved, skipped } = await bulkApprove(app.db, request.staff!.id, values.ids, fee);
      for (const a of approved) await inform(a.before, { action: 'approve', fee, remark: null });
      return { message: REVIEW_ANSWERS.bulk, approved: approved.map((a) => a.row.id), skipped };
    },
  );

  // The call written before the console (status 1 with a fee, or 2), kept for the tools that use it.
  app.post<{ Params: { id: string } }>(
    API_PATHS.adminStudentStatus,
    {
      onRequest: verifiers,
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['status'],
          properties: {
            status: {
              anyOf: [
                { type: 'integer', enum: [1, 2] },
                { type: 'string', enum: ['1', '2'] },
              ],
            },
            fee_to_pay: feeField,
            remark: { type: 'string', maxLength: 2000 },
          },
        },
      },
    },
    async (request): Promise<AdminDecisionResponse> => {
      const body = request.body as { status: number | string; fee_to_pay?: unknown; remark?: string };
      const id = Number(request.params.id);
      if (Number(body.status) === 1) {
        const values = checkRules(approveSchema, { fee_to_pay: asText(body.fee_to_pay), remark: body.remark });
        const fee = formatAmount(values.fee_to_pay)!;
        const row = await decideAndInform(request.staff!.id, id, {
          action: 'approve',
          fee,
          remark: values.remark || null,
        });
        return { message: REVIEW_ANSWERS.approved, data: row };
      }
      const { reason } = checkRules(reasonSchema, { reason: body.remark });
      const row = await decideAndInform(request.staff!.id, id, { action: 'reject', reason });
      return { message: REVIEW_ANSWERS.rejected, data: row };
    },
  );
};

export default applicants;
