// The counter's calls (decision 032): what a fee is, record a fee received in cash, by demand draft or by bank
// challan (accounts; admin passes), an office receipt for its printout, cancel one (admin only), and the day-book
// for a date range in JSON and CSV.
import type { FastifyPluginAsync } from 'fastify';
import {
  COUNTER_PATHS,
  DAY_BOOK_ROWS_SHOWN,
  counterCancelSchema,
  counterReceiptSchema,
  dayBookSchema,
  type CounterDue,
  type CounterMode,
  type DayBook,
  type OfficeReceipt,
  type PaymentPurpose,
} from '@college/shared-types';
import { recordAudit } from '../office/public';
import { paymentContext } from '../http/payment-context';
import { checkRules } from '../http/validation';
import { cancelCounterPayment, counterDue, officeReceipt, recordCounterPayment } from './counter-service';
import { dayBook, dayBookCsv } from './day-book-service';

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

const dueQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['student_id', 'purpose'],
  properties: { student_id: text(10), purpose: text(20) },
} as const;

const receiptBody = {
  type: 'object',
  additionalProperties: false,
  required: ['student_id', 'purpose', 'mode', 'amount'],
  properties: {
    student_id: { type: 'integer', minimum: 1, maximum: 9_999_999_999 },
    purpose: text(20),
    mode: text(10),
    amount: text(12),
    instrument_no: text(40),
    instrument_bank: text(80),
    instrument_date: text(10),
  },
} as const;

const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;

const cancelBody = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: { reason: text(500) },
} as const;

const rangeQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { from: text(10), to: text(10) },
} as const;

interface ReceiptBody {
  student_id: number;
  purpose: string;
  mode: string;
  amount: string;
  instrument_no?: string;
  instrument_bank?: string;
  instrument_date?: string;
}

const counterRoutes: FastifyPluginAsync = async (app) => {
  const accounts = app.requireStaff('accounts');
  const adminOnly = app.requireStaff();
  const clerkOf = (request: { staff?: { id: number; name: string } }) => ({
    id: request.staff?.id ?? 0,
    name: request.staff?.name ?? '',
  });

  app.get<{ Querystring: { student_id: string; purpose: string } }>(
    COUNTER_PATHS.due,
    { onRequest: accounts, schema: { querystring: dueQuery } },
    async (request): Promise<{ data: CounterDue }> => {
      const q = request.query;
      const checked = checkRules(counterReceiptSchema.pick(['student_id', 'purpose']), q);
      return {
        data: await counterDue(paymentContext(app), Number(checked.student_id), checked.purpose as PaymentPurpose),
      };
    },
  );

  app.post<{ Body: ReceiptBody }>(
    COUNTER_PATHS.receipts,
    { onRequest: accounts, schema: { body: receiptBody } },
    async (request, reply): Promise<{ data: OfficeReceipt }> => {
      const b = request.body;
      const checked = checkRules(counterReceiptSchema, {
        ...b,
        student_id: String(b.student_id),
        amount: String(b.amount),
      });
      const receipt = await recordCounterPayment(paymentContext(app), clerkOf(request), {
        student_id: Number(checked.student_id),
        purpose: checked.purpose as PaymentPurpose,
        mode: checked.mode as CounterMode,
        amount: checked.amount,
        instrument_no: checked.instrument_no,
        instrument_bank: checked.instrument_bank,
        instrument_date: checked.instrument_date,
      });
      reply.code(201);
      return { data: receipt };
    },
  );

  app.get<{ Params: { id: string } }>(
    COUNTER_PATHS.receipt,
    { onRequest: accounts, schema: { params: idParams } },
    async (request, reply): Promise<{ data: OfficeReceipt }> => {
      reply.header('cache-control', 'no-store');
      return { data: await officeReceipt(app.db, Number(request.params.id)) };
    },
  );

  app.post<{ Params: { id: string }; Body: { reason: string } }>(
    COUNTER_PATHS.cancel,
    { onRequest: adminOnly, schema: { params: idParams, body: cancelBody } },
    async (request): Promise<{ data: OfficeReceipt }> => {
      const { reason } = checkRules(counterCancelSchema, request.body);
      return {
        data: await cancelCounterPayment(paymentContext(app), clerkOf(request), Number(request.params.id), reason),
      };
    },
  );

  app.get<{ Querystring: { from: string; to: string } }>(
    COUNTER_PATHS.dayBook,
    { onRequest: accounts, schema: { querystring: rangeQuery } },
    async (request, reply): Promise<{ data: DayBook }> => {
      const { from, to } = checkRules(dayBookSchema, request.query);
      reply.header('cache-control', 'no-store');
      return { data: await dayBook(app.db, from, to, DAY_BOOK_ROWS_SHOWN) };
    },
  );

  app.get<{ Querystring: { from: string; to: string } }>(
    COUNTER_PATHS.dayBookCsv,
    { onRequest: accounts, schema: { querystring: rangeQuery } },
    async (request, reply) => {
      const { from, to } = checkRules(dayBookSchema, request.query);
      const csv = dayBookCsv(await dayBook(app.db, from, to));
      await recordAudit(app.db, {
        staffId: request.staff?.id ?? null,
        action: 'day_book.exported',
        detail: { from, to },
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="day-book-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default counterRoutes;
