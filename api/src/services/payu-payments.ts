// Starting a fee payment and settling the gateway's answer: amounts decided here, each txnid settled once.
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { findCourse, REGISTRATION_FEE, type PaymentInitiateResponse, type PaymentPurpose } from '@college/shared-types';
import type { StudentTable, TransactionTable } from '../db/database';
import { HttpError } from '../plugins/errors';
import {
  fetchGatewayPost,
  formatAmount,
  newTxnid,
  paymentHash,
  responseFields,
  responseHash,
  sameHash,
  verifyPayment,
  type GatewayPost,
} from './payu';
import { receiptMail } from './admission-mails';
import { collegeName } from './mail-templates';

export const PAYMENT_MESSAGES = {
  purpose: "Choose 'registration' or 'admission'.",
  firstname: 'Enter your full name (letters and spaces only).',
  phone: 'Enter a 10 digit mobile number without +91.',
  registrationPaid: 'The registration fee is already paid.',
  notApproved: 'The admission fee is not due: your application is not approved.',
  notSubmitted: 'Submit the admission form before paying the admission fee.',
  admissionPaid: 'The admission fee is already paid.',
  noFee: 'The admission fee has not been set yet. Please try again later.',
} as const;

/** The placeholder last name sent to the gateway; the full name travels in firstname. */
export const PAYU_LASTNAME = 'NA';

type Student = Selectable<StudentTable>;
export type TransactionRow = Selectable<TransactionTable>;

const RESULT_PATHS: Record<PaymentPurpose, { success: string; failed: string }> = {
  registration: {
    success: '/admission/student/payment/success',
    failed: '/admission/student/payment/failed',
  },
  admission: {
    success: '/admission/student/admission/payment/success',
    failed: '/admission/student/admission/payment/failed',
  },
};

export const CALLBACK_PATHS = {
  success: '/api/v2/student/payment/success',
  failed: '/api/v2/student/payment/failed',
} as const;

function isPurpose(v: unknown): v is PaymentPurpose {
  return v === 'registration' || v === 'admission';
}

/** Letters (any script), spaces, dots, apostrophes and hyphens: never the '|' the hash joins on. */
function cleanName(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const name = v.trim().replace(/\s+/g, ' ');
  return name.length >= 1 && name.length <= 60 && /^[\p{L}\p{M} .'-]+$/u.test(name) ? name : null;
}

function cleanPhone(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const phone = v.trim();
  return /^[6-9]\d{9}$/.test(phone) ? phone : null;
}

async function registrationPaid(app: FastifyInstance, studentId: number): Promise<boolean> {
  const paid = await app.db
    .selectFrom('transactions')
    .select('id')
    .where('student_id', '=', studentId)
    .where('purpose', '=', 'registration')
    .where('status', '=', 'success')
    .executeTakeFirst();
  return !!paid;
}

/** What this student owes for a purpose, or the reason nothing is due. */
async function amountDue(
  app: FastifyInstance,
  student: Student,
  purpose: PaymentPurpose,
): Promise<{ amount: string; productinfo: string }> {
  if (purpose === 'registration') {
    if (await registrationPaid(app, student.id)) throw new HttpError(409, PAYMENT_MESSAGES.registrationPaid);
    return { amount: REGISTRATION_FEE.toFixed(2), productinfo: 'Registration Fee' };
  }
  if (student.status !== 1) throw new HttpError(409, PAYMENT_MESSAGES.notApproved);
  if (student.is_admission_fee_payed) throw new HttpError(409, PAYMENT_MESSAGES.admissionPaid);
  if (!student.is_admission_submitted) throw new HttpError(409, PAYMENT_MESSAGES.notSubmitted);
  const amount = formatAmount(student.fee_to_pay);
  if (!amount) throw new HttpError(409, PAYMENT_MESSAGES.noFee);
  const course = findCourse(student.course_name);
  return { amount, productinfo: course?.name ?? student.course_name ?? 'Admission Fee' };
}

/** Records a pending transaction and answers the signed form the browser posts to the gateway. */
export async function initiatePayment(
  app: FastifyInstance,
  student: Student,
  body: Record<string, unknown>,
): Promise<PaymentInitiateResponse> {
  const errors: Record<string, string[]> = {};
  const purpose = body.purpose;
  const firstname = cleanName(body.firstname);
  const phone = cleanPhone(body.phone);
  if (!isPurpose(purpose)) errors.purpose = [PAYMENT_MESSAGES.purpose];
  if (!firstname) errors.firstname = [PAYMENT_MESSAGES.firstname];
  if (!phone) errors.phone = [PAYMENT_MESSAGES.phone];
  if (!isPurpose(purpose) || !firstname || !phone) throw new HttpError(400, 'The request is not valid.', errors);

  const { amount, productinfo } = await amountDue(app, student, purpose);
  const { key, salt, url } = app.config.payu;
  const txnid = newTxnid(purpose);
  const now = new Date().toISOString();
  await app.db
    .insertInto('transactions')
    .values({
      txnid,
      student_id: student.id,
      purpose,
      amount,
      productinfo,
      firstname,
      email: student.email,
      phone,
      status: 'pending',
      unmappedstatus: null,
      mihpayid: null,
      mode: null,
      bank_ref_num: null,
      error_message: null,
      addedon: null,
      verified_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();

  const signed = { key, txnid, amount, productinfo, firstname, email: student.email, udf1: purpose };
  return {
    action: url,
    fields: {
      ...signed,
      lastname: PAYU_LASTNAME,
      phone,
      surl: `${app.config.publicUrl}${CALLBACK_PATHS.success}`,
      furl: `${app.config.publicUrl}${CALLBACK_PATHS.failed}`,
      udf2: '',
      udf3: '',
      udf4: '',
      udf5: '',
      hash: paymentHash(signed, salt),
    },
  };
}

/** How the verify call reaches the gateway: in-process for the simulator, over HTTPS for PayU. */
export function gatewayPostFor(app: FastifyInstance): GatewayPost {
  if (!app.config.payu.simulator) return fetchGatewayPost;
  return async (url, form) => {
    const res = await app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    if (res.statusCode !== 200) throw new Error(`verify_payment answered HTTP ${res.statusCode}`);
    return res.json();
  };
}

export interface SettleResult {
  /** Absolute URL of the front end's result page. */
  location: string;
  outcome: 'success' | 'failed';
  /** Why nothing was recorded, for the log. */
  refused?: string;
}

function resultUrl(app: FastifyInstance, purpose: string, outcome: 'success' | 'failed', tx?: TransactionRow): string {
  const paths = RESULT_PATHS[isPurpose(purpose) ? purpose : 'registration'];
  const query = tx ? `?${new URLSearchParams({ amount: tx.amount, txnid: tx.txnid }).toString()}` : '';
  return `${app.config.publicUrl}${paths[outcome]}${query}`;
}

/**
 * Settles a gateway callback. Nothing is written unless the reverse hash, the amount and the gateway's own
 * verify answer agree; the pending row is completed by a conditional update, so however many times the
 * same callback arrives the payment is recorded, and its receipt mailed, once.
 */
export async function settleCallback(
  app: FastifyInstance,
  body: Record<string, unknown>,
  post: GatewayPost = gatewayPostFor(app),
): Promise<SettleResult> {
  const { key, salt, verifyUrl } = app.config.payu;
  const f = responseFields(body);
  const tx = f.txnid
    ? await app.db.selectFrom('transactions').selectAll().where('txnid', '=', f.txnid).executeTakeFirst()
    : undefined;
  if (!tx) return { location: resultUrl(app, 'registration', 'failed'), outcome: 'failed', refused: 'unknown txnid' };
  const failed = (refused: string): SettleResult => ({
    location: resultUrl(app, tx.purpose, 'failed', tx),
    outcome: 'failed',
    refused,
  });

  if (f.key !== key || !sameHash(f.hash, responseHash(f, salt))) return failed('reverse hash does not match');
  if (formatAmount(f.amount) !== tx.amount) return failed('amount differs from the initiated amount');
  if (tx.status !== 'pending') {
    // A replayed callback: answer with what was recorded the first time.
    return tx.status === 'success'
      ? { location: resultUrl(app, tx.purpose, 'success', tx), outcome: 'success' }
      : failed(`already settled as ${tx.status}`);
  }

  let verified;
  try {
    verified = await verifyPayment(post, { key, salt, verifyUrl }, tx.txnid);
  } catch (error) {
    app.log.error({ err: error, txnid: tx.txnid }, 'verify_payment failed; the transaction stays pending');
    return failed('verify_payment unreachable');
  }
  if (!verified) return failed('the gateway does not know this txnid');
  const gatewayAmount = formatAmount(verified.transaction_amount ?? verified.amt);
  const status = verified.status === 'success' && gatewayAmount === tx.amount ? 'success' : verified.status;
  if (status !== 'success' && status !== 'failure') return failed(`gateway status ${verified.status}`);

  const now = new Date().toISOString();
  const updated = await app.db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('transactions')
      .set({
        status,
        unmappedstatus: str(verified.unmappedstatus),
        mihpayid: str(verified.mihpayid),
        mode: str(verified.mode),
        bank_ref_num: str(verified.bank_ref_num),
        error_message: str(verified.error_Message),
        addedon: str(verified.addedon),
        verified_at: now,
        updated_at: now,
      })
      .where('id', '=', tx.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    const won = Number(res.numUpdatedRows) === 1;
    if (won && status === 'success' && tx.purpose === 'admission') {
      await trx
        .updateTable('students')
        .set({ is_admission_fee_payed: 1, updated_at: now })
        .where('id', '=', tx.student_id)
        .execute();
    }
    return won;
  });

  const settled = await app.db.selectFrom('transactions').selectAll().where('id', '=', tx.id).executeTakeFirstOrThrow();
  if (updated && settled.status === 'success') await sendReceipt(app, settled);
  return settled.status === 'success'
    ? { location: resultUrl(app, settled.purpose, 'success', settled), outcome: 'success' }
    : failed(`gateway status ${settled.status}`);
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

async function sendReceipt(app: FastifyInstance, tx: TransactionRow): Promise<void> {
  try {
    const student = await app.db
      .selectFrom('students')
      .select(['name', 'email'])
      .where('id', '=', tx.student_id)
      .executeTakeFirst();
    if (student) await app.mail.send(receiptMail(await collegeName(app.db), app.config.publicUrl, student, tx));
  } catch (error) {
    // The payment is recorded; a mail that fails must not turn it into an error page.
    app.log.error({ err: error, txnid: tx.txnid }, 'receipt mail not sent');
  }
}
