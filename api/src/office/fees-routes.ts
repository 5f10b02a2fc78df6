// The admission fee table (course × year × category) and the seats of each course: verifiers and accounts read
// them, an admin changes them. Changes are audited with the old and new values.
import type { FastifyPluginAsync } from 'fastify';
import {
  API_PATHS,
  COURSE_CATALOGUE,
  OPTIONS,
  courseYears,
  feeTableSchema,
  seatsSchema,
  type FeeTableRow,
  type SeatRow,
} from '@college/shared-types';
import { STAFF_READS_APPLICANTS } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { recordAudit } from './audit-repository';
import { listFees, listSeats, upsertFees, upsertSeats } from './settings-repository';
import { formatAmount } from '../payments/public';
import { checkRules, FIX_FIELDS } from '../http/validation';

const CATEGORIES: readonly string[] = OPTIONS.category;

function checkCourses(rows: Array<{ course: string; category?: string; year?: number }>, field: string) {
  const errors: Record<string, string[]> = {};
  rows.forEach((r, i) => {
    if (!COURSE_CATALOGUE.some((c) => c.code === r.course))
      errors[`${field}[${i}].course`] = ['Choose a course of the catalogue'];
    // A two-year PG course has no year 3: a fee for a year the course does not have is refused.
    else if (r.year !== undefined && !courseYears(r.course).includes(r.year))
      errors[`${field}[${i}].year`] = ['Choose a year the course has'];
    if (r.category !== undefined && !CATEGORIES.includes(r.category)) {
      errors[`${field}[${i}].category`] = ['Choose GENERAL, EWS, OBC, SC or ST'];
    }
  });
  if (Object.keys(errors).length) throw new HttpError(422, FIX_FIELDS, errors);
}

const feeItem = {
  type: 'object',
  additionalProperties: false,
  required: ['course', 'year', 'category', 'amount'],
  properties: {
    course: { type: 'string', maxLength: 20 },
    year: { type: 'integer' },
    category: { type: 'string', maxLength: 20 },
    amount: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'number' }] },
  },
} as const;

const seatItem = {
  type: 'object',
  additionalProperties: false,
  required: ['course', 'seats'],
  properties: { course: { type: 'string', maxLength: 20 }, seats: { type: 'integer' } },
} as const;

const fees: FastifyPluginAsync = async (app) => {
  const readers = app.requireStaff(...STAFF_READS_APPLICANTS);
  const adminOnly = app.requireStaff('admin');

  app.get(API_PATHS.adminFees, { onRequest: readers }, async (): Promise<{ data: FeeTableRow[] }> => ({
    data: await listFees(app.db),
  }));

  app.put(
    API_PATHS.adminFees,
    {
      onRequest: adminOnly,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['fees'],
          properties: { fees: { type: 'array', maxItems: 500, items: feeItem } },
        },
      },
    },
    async (request): Promise<{ message: string; data: FeeTableRow[] }> => {
      const body = request.body as { fees: Array<Record<string, unknown>> };
      const values = checkRules(feeTableSchema, {
        fees: body.fees.map((f) => ({ ...f, amount: typeof f.amount === 'number' ? String(f.amount) : f.amount })),
      });
      checkCourses(values.fees, 'fees');
      const rows = values.fees.map((f) => ({ ...f, amount: formatAmount(f.amount)! }));
      const before = await listFees(app.db);
      await upsertFees(app.db, rows);
      const changes = rows
        .map((r) => ({
          ...r,
          from:
            before.find((b) => b.course === r.course && b.year === r.year && b.category === r.category)?.amount ?? null,
        }))
        .filter((r) => r.from !== r.amount)
        .map((r) => ({ course: r.course, year: r.year, category: r.category, from: r.from, to: r.amount }));
      if (changes.length)
        await recordAudit(app.db, { staffId: request.staff!.id, action: 'fees.changed', detail: { changes } });
      return { message: 'Fee table saved.', data: await listFees(app.db) };
    },
  );

  app.get(API_PATHS.adminSeats, { onRequest: readers }, async (): Promise<{ data: SeatRow[] }> => ({
    data: await listSeats(app.db),
  }));

  app.put(
    API_PATHS.adminSeats,
    {
      onRequest: adminOnly,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['seats'],
          properties: { seats: { type: 'array', maxItems: 100, items: seatItem } },
        },
      },
    },
    async (request): Promise<{ message: string; data: SeatRow[] }> => {
      const values = checkRules(seatsSchema, request.body);
      checkCourses(values.seats, 'seats');
      const before = await listSeats(app.db);
      await upsertSeats(app.db, values.seats);
      const changes = values.seats
        .map((s) => ({ course: s.course, from: before.find((b) => b.course === s.course)?.seats ?? null, to: s.seats }))
        .filter((c) => c.from !== c.to);
      if (changes.length)
        await recordAudit(app.db, { staffId: request.staff!.id, action: 'seats.changed', detail: { changes } });
      return { message: 'Seats saved.', data: await listSeats(app.db) };
    },
  );
};

export default fees;
