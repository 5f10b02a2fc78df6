// Fee payments: the signed gateway form, the gateway's success and failure callbacks, and a student's receipt.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, type PaymentReceiptResponse } from '@college/shared-types';
import { HttpError } from '../../plugins/errors';
import { CALLBACK_PATHS, initiatePayment, settleCallback } from '../../services/payu-payments';
import { printTransaction } from '../../services/admission-records';

const payment: FastifyPluginAsync = async (app) => {
  // The gateway posts an HTML form back; register the parser here unless the app already has one.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  app.post(API_PATHS.paymentInitiate, { onRequest: app.authenticate }, async (request) =>
    initiatePayment(app, request.student!, (request.body ?? {}) as Record<string, unknown>),
  );

  for (const [kind, path] of Object.entries(CALLBACK_PATHS)) {
    app.post(path, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const result = await settleCallback(app, body);
      if (result.refused) {
        request.log.warn({ txnid: body.txnid, callback: kind, reason: result.refused }, 'payment callback refused');
      }
      return reply.redirect(result.location, 303);
    });
  }

  app.get<{ Params: { txnid: string } }>(
    API_PATHS.paymentReceipt,
    { onRequest: app.authenticate },
    async (request): Promise<PaymentReceiptResponse> => {
      const student = request.student!;
      const tx = await app.db
        .selectFrom('transactions')
        .selectAll()
        .where('txnid', '=', request.params.txnid)
        // Another student's txnid is answered exactly like one that does not exist.
        .where('student_id', '=', student.id)
        .executeTakeFirst();
      if (!tx) throw new HttpError(404, 'No such receipt.');
      return {
        data: {
          ...printTransaction(tx),
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
