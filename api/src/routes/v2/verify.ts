// Printout verification: the code printed on a form or receipt, and the public check of such a code (no personal data).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  admissionFeeTransaction,
  findCourse,
  formatVerificationCode,
  parseVerificationCode,
  printDate,
  verificationCheck,
  verificationPath,
  yearOfStudy,
  type VerificationCodeResponse,
  type VerificationKind,
  type VerifyResponse,
} from '@college/shared-types';
import { bearerToken } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { RATE_LIMITS } from '../../plugins/security';
import { indiaDateTime } from '../../services/payu';
import { verifyToken } from '../../services/tokens';

export const VERIFY_MESSAGES = {
  unknown: 'This code does not match any admission form or receipt of the college.',
  notFound: 'No such admission form or receipt.',
  ask: 'Send admission_code or txnid.',
} as const;

/** Public and unauthenticated: generous for an office checking a pile of forms, tight for guessing. */
const VERIFY_RATE = { max: 60, timeWindow: '1 minute' } as const;

/*
 * The check is keyed with a value only the owner, the office and the server know: the random admission code of a
 * form, the random txnid of a payment. So a code can be made only from the record itself, it never changes, and
 * the API needs no extra secret to keep.
 */
export function checkOf(kind: VerificationKind, number: number, key: string): string {
  return verificationCheck(createHmac('sha256', key).update(`${kind}:${number}`).digest());
}

function sameCheck(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function dateOf(at: string | null | undefined, fallbackIso: string): string {
  return printDate(at || indiaDateTime(new Date(fallbackIso)));
}

const verify: FastifyPluginAsync = async (app) => {
  /** The caller: the student the record belongs to, or any administrator. */
  async function reader(request: FastifyRequest): Promise<{ studentId: number } | { admin: true }> {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'Please log in again.');
    const student = await verifyToken(app.db, token, 'student');
    if (student) return { studentId: student.subjectId };
    if (await verifyToken(app.db, token, 'admin')) return { admin: true };
    throw new HttpError(401, 'Your session has ended. Please log in again.');
  }

  app.get(
    API_PATHS.verificationCode,
    { config: { rateLimit: RATE_LIMITS.authenticated } },
    async (request): Promise<VerificationCodeResponse> => {
      const who = await reader(request);
      const q = (request.query ?? {}) as Record<string, unknown>;
      const mine = (studentId: number) => 'admin' in who || who.studentId === studentId;
      const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 60 ? v : null);
      const admissionCode = text(q.admission_code);
      const txnid = text(q.txnid);
      let code: string;
      if (admissionCode) {
        const row = await app.db
          .selectFrom('admissions')
          .select(['id', 'student_id', 'admission_code'])
          .where('admission_code', '=', admissionCode)
          .executeTakeFirst();
        // "Not yours" and "no such form" are one answer, so a code says nothing about other students.
        if (!row || !mine(row.student_id)) throw new HttpError(404, VERIFY_MESSAGES.notFound);
        code = formatVerificationCode('form', row.id, checkOf('form', row.id, row.admission_code));
      } else if (txnid) {
        const row = await app.db
          .selectFrom('transactions')
          .select(['id', 'student_id', 'txnid'])
          .where('txnid', '=', txnid)
          .executeTakeFirst();
        if (!row || !mine(row.student_id)) throw new HttpError(404, VERIFY_MESSAGES.notFound);
        code = formatVerificationCode('receipt', row.id, checkOf('receipt', row.id, row.txnid));
      } else {
        throw new HttpError(400, VERIFY_MESSAGES.ask);
      }
      return { code, path: verificationPath(code) };
    },
  );

  app.get<{ Params: { code: string } }>(
    API_PATHS.verify,
    { config: { rateLimit: VERIFY_RATE } },
    async (request, reply): Promise<VerifyResponse> => {
      const parsed = parseVerificationCode(request.params.code);
      if (!parsed) throw new HttpError(404, VERIFY_MESSAGES.unknown);
      const code = formatVerificationCode(parsed.kind, parsed.number, parsed.check);
      // A check is never cached by a shared proxy: the payment status can change.
      reply.header('cache-control', 'no-store');

      if (parsed.kind === 'form') {
        const form = await app.db
          .selectFrom('admissions')
          .select(['id', 'admission_code', 'student_id', 'course', 'part', 'created_at'])
          .where('id', '=', parsed.number)
          .executeTakeFirst();
        if (!form || !sameCheck(checkOf('form', form.id, form.admission_code), parsed.check)) {
          throw new HttpError(404, VERIFY_MESSAGES.unknown);
        }
        const rows = await app.db
          .selectFrom('transactions')
          .select(['txnid', 'amount', 'status', 'purpose', 'addedon', 'created_at'])
          .where('student_id', '=', form.student_id)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        // The slip's rule: the last success above the registration fee.
        const paid = admissionFeeTransaction(rows.map((r) => ({ ...r, purpose: undefined, addedon: r.addedon ?? '' })));
        return {
          data: {
            kind: 'form',
            code,
            form_number: form.id,
            course: form.course,
            course_name: findCourse(form.course)?.name ?? form.course,
            year: yearOfStudy(form.part),
            submitted_on: dateOf(null, form.created_at),
            payment_status: paid ? 'Paid' : 'Pending',
            amount_paid: paid ? Number(paid.amount).toFixed(2) : null,
            paid_on: paid ? dateOf(paid.addedon, paid.created_at) : null,
          },
        };
      }

      const tx = await app.db
        .selectFrom('transactions')
        .select(['id', 'txnid', 'purpose', 'amount', 'status', 'addedon', 'created_at'])
        .where('id', '=', parsed.number)
        .executeTakeFirst();
      if (!tx || !sameCheck(checkOf('receipt', tx.id, tx.txnid), parsed.check)) {
        throw new HttpError(404, VERIFY_MESSAGES.unknown);
      }
      return {
        data: {
          kind: 'receipt',
          code,
          receipt_number: tx.id,
          purpose: tx.purpose === 'admission' ? 'Admission Fee' : 'Registration Fee',
          amount: Number(tx.amount).toFixed(2),
          status: tx.status,
          paid_on: dateOf(tx.addedon, tx.created_at),
        },
      };
    },
  );
};

export default verify;
