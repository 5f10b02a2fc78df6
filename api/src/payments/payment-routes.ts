// Fee payments: the signed gateway form, the gateway's success and failure callbacks and its server-to-server
// webhook, and a student's receipt. The work is in payments/payu-checkout-service.ts (starting)
// and payments/payu-return-service.ts (the gateway's posts, the student's check).
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import {
  amountInWords,
  API_PATHS,
  paymentInitiateSchema,
  type PaymentCheckResponse,
  type PaymentPurpose,
  type PaymentReceiptResponse,
} from '@college/shared-types';
import { HttpError } from '../plugins/errors';
import { CALLBACK_PATHS, initiatePayment } from './payu-checkout-service';
import { checkStudentPayment, settleGatewayPost } from './payu-return-service';
import { paymentContext } from '../http/payment-context';
import { RATE_LIMITS } from '../plugins/security';
import { printTransaction } from '../admission/public';
import { findTransactionByTxnid } from './transactions-repository';
import { checkRules, textBody } from '../http/validation';
import { requestOrigin } from '../http/request-origin';

/** A gateway post: PayU's form fields are all text; anything else is kept out. */
const gatewayForm = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 2000 },
  maxProperties: 100,
} as const;

const payment: FastifyPluginAsync = async (app) => {
  // The gateway posts an HTML form back; register the parser here unless the app already has one.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  app.post(
    API_PATHS.paymentInitiate,
    {
      onRequest: app.authenticate,
      schema: { body: textBody({ purpose: 20, firstname: 200, phone: 20 }) },
    },
    async (request) => {
      const values = checkRules(paymentInitiateSchema, request.body);
      // The gateway returns the student to the host they came from (when allowed), where their session is kept.
      const ctx = { ...paymentContext(app), publicUrl: requestOrigin(app.config, request) };
      return initiatePayment(ctx, request.student!, {
        purpose: values.purpose as PaymentPurpose,
        firstname: values.firstname,
        phone: values.phone,
      });
    },
  );

  for (const [kind, path] of Object.entries(CALLBACK_PATHS)) {
    app.post(path, { schema: { body: gatewayForm } }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      // The browser posts here on the host the payment started from; the result page opens on that host too, by a
      // 303 (a GET): Back and reload never post the gateway's form again.
      const ctx = { ...paymentContext(app), publicUrl: requestOrigin(app.config, request) };
      const result = await settleGatewayPost(ctx, body, 'callback');
      if (result.refused) {
        request.log.warn({ txnid: body.txnid, callback: kind, reason: result.refused }, 'payment callback refused');
      }
      return reply.redirect(result.location, 303);
    });
  }

  // PayU's server-to-server notice: the same checks and the same once-only settlement as the callback.
  app.post(API_PATHS.paymentWebhook, { schema: { body: gatewayForm } }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const result = await settleGatewayPost(paymentContext(app), body, 'webhook');
    if (result.refused) request.log.warn({ txnid: body.txnid, reason: result.refused }, 'payment webhook refused');
    return { status: 'received' };
  });

  // The dashboard asks once when it shows a pending payment: the gateway is asked now, and the answer settled as the
  // reconciliation job would (decision 030).
  app.post<{ Params: { txnid: string } }>(
    API_PATHS.paymentCheck,
    {
      config: { rateLimit: RATE_LIMITS.authenticated },
      onRequest: app.authenticate,
      schema: {
        params: {
          type: 'object',
          properties: { txnid: { type: 'string', minLength: 1, maxLength: 40 } },
          required: ['txnid'],
        },
      },
    },
    async (request): Promise<PaymentCheckResponse> =>
      checkStudentPayment(paymentContext(app), request.student!.id, request.params.txnid),
  );

  app.get<{ Params: { txnid: string } }>(
    API_PATHS.paymentReceipt,
    {
      onRequest: app.authenticate,
      schema: {
        params: {
          type: 'object',
          properties: { txnid: { type: 'string', maxLength: 40 } },
          required: ['txnid'],
        },
      },
    },
    async (request): Promise<PaymentReceiptResponse> => {
      const student = request.student!;
      const tx = await findTransactionByTxnid(app.db, request.params.txnid);
      // Another student's txnid, and an attempt that is not a payment, are answered like one that does not exist.
      if (!tx || tx.student_id !== student.id || tx.status !== 'success') throw new HttpError(404, 'No such receipt.');
      return {
        data: {
          ...printTransaction(tx),
          amount_words: { en: amountInWords(tx.amount, 'en'), hi: amountInWords(tx.amount, 'hi') },
          productinfo: tx.productinfo,
          firstname: tx.firstname,
          email: tx.email,
          phone: tx.phone,
          bank_ref_num: tx.bank_ref_num,
          student: {
            name: student.name,
            email: student.email,
            phone_number: student.phone_number,
            course_name: student.course_name,
            course_year: student.course_year,
          },
        },
      };
    },
  );
};

export default payment;
