// Starting a fee payment: the amount due decided here (also the counter's rule, decision 032), one open payment per
// student and fee, and the signed form the browser posts to the gateway. What the gateway answers is settled by
// payu-settlement-service.ts.
import type { Selectable } from 'kysely';
import {
  findCourse,
  registrationPaid,
  REGISTRATION_FEE,
  type PaymentInitiateResponse,
  type PaymentPurpose,
} from '@college/shared-types';
import type { StudentTable } from '../db/database';
import { DomainError } from '../errors';
import * as transactions from './transactions-repository';
import type { TransactionRow } from './transactions-repository';
import { formatAmount, newTxnid, paymentHash } from './payu';
import { isVerifiedForFee } from '../selection/public';
import { admitsByMerit, checkOfferForFee } from '../selection/public';
import { nowOf, verifyAndSettle, type PaymentContext } from './payu-settlement-service';

export const PAYMENT_MESSAGES = {
  registrationPaid: 'The registration fee is already paid.',
  notApproved: 'The admission fee is not due: your application is not approved.',
  notSubmitted: 'Submit the admission form before paying the admission fee.',
  admissionPaid: 'The admission fee is already paid.',
  noFee: 'The admission fee has not been set yet. Please try again later.',
  earlierPaid:
    'Your earlier payment of this fee went through and is now recorded. Nothing more has been charged. / ' +
    'इस शुल्क का आपका पिछला भुगतान सफल रहा और अब दर्ज हो गया है। कोई और राशि नहीं काटी गई।',
} as const;

/** The placeholder last name sent to the gateway; the full name travels in firstname. */
export const PAYU_LASTNAME = 'NA';

export const CALLBACK_PATHS = {
  success: '/api/v2/student/payment/success',
  failed: '/api/v2/student/payment/failed',
} as const;

type Student = Selectable<StudentTable>;

/** What this student owes for a purpose, or the reason nothing is due (also the counter's rule, decision 032). */
export async function amountDue(
  ctx: PaymentContext,
  student: Student,
  purpose: PaymentPurpose,
): Promise<{ amount: string; productinfo: string }> {
  if (purpose === 'registration') {
    if (registrationPaid(await transactions.transactionsOfStudent(ctx.db, student.id))) {
      throw new DomainError(409, PAYMENT_MESSAGES.registrationPaid);
    }
    return { amount: REGISTRATION_FEE.toFixed(2), productinfo: 'Registration Fee' };
  }
  // A course admitted by merit (decision 023): the seat offered in a round is the approval.
  const merit = await admitsByMerit(ctx.db, student.course_name);
  if (!merit && student.status !== 1) throw new DomainError(409, PAYMENT_MESSAGES.notApproved);
  if (student.is_admission_fee_payed) throw new DomainError(409, PAYMENT_MESSAGES.admissionPaid);
  if (!student.is_admission_submitted) throw new DomainError(409, PAYMENT_MESSAGES.notSubmitted);
  // The fee is taken only for a form the office has verified (its documents, and figures against the marksheets).
  if (!(await isVerifiedForFee(ctx.db, student))) throw DomainError.coded(409, 'admission_not_verified');
  // By merit, only with a live offer inside its payment window.
  if (merit) await checkOfferForFee(ctx.db, student, nowOf(ctx));
  const amount = formatAmount(student.fee_to_pay);
  if (!amount) throw new DomainError(409, PAYMENT_MESSAGES.noFee);
  const course = findCourse(student.course_name);
  return { amount, productinfo: course?.name ?? student.course_name ?? 'Admission Fee' };
}

function checkoutForm(ctx: PaymentContext, tx: TransactionRow): PaymentInitiateResponse {
  const { key, salt, url } = ctx.payu;
  const signed = {
    key,
    txnid: tx.txnid,
    amount: tx.amount,
    productinfo: tx.productinfo,
    firstname: tx.firstname,
    email: tx.email,
    udf1: tx.purpose,
  };
  return {
    action: url,
    fields: {
      ...signed,
      lastname: PAYU_LASTNAME,
      phone: tx.phone,
      surl: `${ctx.publicUrl}${CALLBACK_PATHS.success}`,
      furl: `${ctx.publicUrl}${CALLBACK_PATHS.failed}`,
      udf2: '',
      udf3: '',
      udf4: '',
      udf5: '',
      hash: paymentHash(signed, salt),
    },
  };
}

function alreadyPaid(tx: TransactionRow): DomainError {
  return new DomainError(409, PAYMENT_MESSAGES.earlierPaid, undefined, {
    paid: true,
    txnid: tx.txnid,
    amount: tx.amount,
  });
}

/**
 * One open payment per student and fee. A pending payment of the same fee is first checked with the
 * gateway: paid → settled and the student told (no second charge); still open and young with the same
 * amount → reused (same txnid and amount: the gateway never charges one txnid twice); otherwise it is
 * marked abandoned and a new one starts. Two tabs pressing Pay Now together get the same open payment.
 */
export async function initiatePayment(
  ctx: PaymentContext,
  student: Student,
  request: { purpose: PaymentPurpose; firstname: string; phone: string },
): Promise<PaymentInitiateResponse> {
  const { purpose, firstname, phone } = request;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const due = await amountDue(ctx, student, purpose);
    const open = await transactions.openTransaction(ctx.db, student.id, purpose);
    if (open) {
      const young = nowOf(ctx).getTime() - Date.parse(open.created_at) < ctx.timings.openMs;
      const checked = await verifyAndSettle(ctx, open, 'initiate');
      if (checked.tx.status === 'success') throw alreadyPaid(checked.tx);
      if (checked.tx.status === 'pending') {
        if (young && open.amount === due.amount) return checkoutForm(ctx, open);
        await transactions.updateIf(ctx.db, open.id, ['pending'], {
          status: 'abandoned',
          flag_reason: 'replaced by a new payment',
          updated_at: nowOf(ctx).toISOString(),
        });
      }
      // Settled as failure, mismatch or refund_due, or abandoned just now: start again with a fresh look.
      continue;
    }
    const created = await transactions.insertPending(
      ctx.db,
      {
        txnid: newTxnid(purpose),
        student_id: student.id,
        purpose,
        amount: due.amount,
        productinfo: due.productinfo,
        firstname,
        email: student.email,
        phone,
      },
      nowOf(ctx).toISOString(),
    );
    if (created) return checkoutForm(ctx, created);
    // Another tab made the open payment a moment ago: reuse it.
    const other = await transactions.openTransaction(ctx.db, student.id, purpose);
    if (other && other.amount === due.amount) return checkoutForm(ctx, other);
  }
  throw new DomainError(409, 'Another payment of this fee is starting. Please try again in a moment.');
}
