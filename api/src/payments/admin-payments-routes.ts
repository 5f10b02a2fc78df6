// The accounts office's payment calls: list and filter, reconcile now, "Check with the bank", refunds and the
// daily collection report. The work is in payments/payment-office-service.ts and payments/reconciliation-service.ts.
import type { FastifyPluginAsync } from 'fastify';
import {
  collectionReportSchema,
  API_PATHS,
  paymentFiltersSchema,
  type AdminPaymentActionResponse,
  type AdminPaymentsResponse,
  type CollectionReport,
  type ReconcileCounts,
} from '@college/shared-types';
import { HttpError } from '../plugins/errors';
import { recordAudit } from '../office/public';
import { paymentContext } from '../http/payment-context';
import { checkWithBank, collectionCsv, collectionReport, listPayments, refund } from './payment-office-service';
import { checkRules } from '../http/validation';

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

const filtersQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: text(20),
    purpose: text(20),
    course: text(20),
    mode: text(20),
    date: text(10),
    date_from: text(10),
    date_to: text(10),
    page: text(6),
    per_page: text(3),
  },
} as const;

const reportQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { date: text(10) },
} as const;

const txnidParams = {
  type: 'object',
  additionalProperties: false,
  required: ['txnid'],
  properties: { txnid: text(40) },
} as const;

export const PAYMENT_OFFICE_MESSAGES = {
  busy: 'Reconciliation is already running. Please try again in a minute.',
} as const;

const payments: FastifyPluginAsync = async (app) => {
  // The accounts office; `admin` passes every role check.
  const staff = app.requireStaff('accounts');
  const staffId = (request: { staff?: { id: number } }) => request.staff?.id ?? null;

  app.get(
    API_PATHS.adminPayments,
    { onRequest: staff, schema: { querystring: filtersQuery } },
    async (request): Promise<AdminPaymentsResponse> => {
      const f = checkRules(paymentFiltersSchema, request.query);
      return listPayments(paymentContext(app), {
        ...f,
        page: f.page ? Number(f.page) : undefined,
        per_page: f.per_page ? Number(f.per_page) : undefined,
      });
    },
  );

  app.post(API_PATHS.adminPaymentsReconcile, { onRequest: staff }, async (request): Promise<ReconcileCounts> => {
    const counts = await app.reconcilePayments({ all: true });
    if (!counts) throw new HttpError(409, PAYMENT_OFFICE_MESSAGES.busy);
    await recordAudit(app.db, { staffId: staffId(request), action: 'payments.reconciled', detail: { ...counts } });
    return counts;
  });

  app.post<{ Params: { txnid: string } }>(
    API_PATHS.adminPaymentVerify,
    { onRequest: staff, schema: { params: txnidParams } },
    async (request): Promise<AdminPaymentActionResponse> => {
      const result = await checkWithBank(paymentContext(app), request.params.txnid, staffId(request));
      await recordAudit(app.db, {
        staffId: staffId(request),
        action: 'payment.verified',
        target: `txnid:${request.params.txnid}`,
        detail: { status: result.data.status },
      });
      return result;
    },
  );

  app.post<{ Params: { txnid: string } }>(
    API_PATHS.adminPaymentRefund,
    { onRequest: staff, schema: { params: txnidParams } },
    async (request): Promise<AdminPaymentActionResponse> => {
      const result = await refund(paymentContext(app), request.params.txnid, staffId(request));
      await recordAudit(app.db, {
        staffId: staffId(request),
        action: 'payment.refunded',
        target: `txnid:${request.params.txnid}`,
        detail: { amount: result.data.amount, refund_status: result.data.refund_status },
      });
      return result;
    },
  );

  app.get(
    API_PATHS.adminPaymentsReport,
    { onRequest: staff, schema: { querystring: reportQuery } },
    async (request): Promise<{ data: CollectionReport }> => {
      const { date } = checkRules(collectionReportSchema, request.query);
      return { data: await collectionReport(paymentContext(app), date) };
    },
  );

  app.get(
    API_PATHS.adminPaymentsReportCsv,
    { onRequest: staff, schema: { querystring: reportQuery } },
    async (request, reply) => {
      const { date } = checkRules(collectionReportSchema, request.query);
      const csv = collectionCsv(await collectionReport(paymentContext(app), date));
      await recordAudit(app.db, { staffId: staffId(request), action: 'payments.report_exported', detail: { date } });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="collection-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default payments;
