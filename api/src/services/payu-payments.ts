// Fee payments: the amount decided here, one open payment per student and fee, and every gateway answer
// (browser callback, server-to-server webhook, verify call) checked against the stored row and settled once.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import {
  findCourse,
  registrationPaid,
  REGISTRATION_FEE,
  type PaymentCheckResponse,
  type PaymentInitiateResponse,
  type PaymentPurpose,
} from '@college/shared-types';
import type { Database, StudentTable } from '../db/database';
import type { PaymentTimings } from '../config';
import { HttpError } from '../plugins/errors';
import * as transactions from '../repositories/transactions';
import type { TransactionRow } from '../repositories/transactions';
import {
  fetchGatewayPost,
  formatAmount,
  newTxnid,
  paymentHash,
  responseFields,
  responseHash,
  sameHash,
  UDF_KEYS,
  verifyPayment,
  type GatewayPost,
  type VerifiedTransaction,
} from './payu';
import { admittedMail, feeChangedMail, receiptMail, refundDueMail, type MailStudent } from './admission-mails';
import { collegeName, type CollegeName } from './mail-templates';
import type { MailMessage } from '../plugins/mail';
import type { TellInput } from '../messaging/messaging-service';
import { isVerifiedForFee } from '../selection/scrutiny-service';
import { admitOnPayment, admitsByMerit, checkOfferForFee } from '../selection/rounds-service';

export type { TransactionRow };

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

type Student = Selectable<StudentTable>;

/** Who settled a row. */
export type SettleSource = 'callback' | 'webhook' | 'reconcile' | 'initiate' | 'staff' | 'student';

/** Everything the payment services need, as plain values (built from the app by paymentContext). */
export interface PaymentContext {
  db: Kysely<Database>;
  payu: { key: string; salt: string; url: string; verifyUrl: string };
  publicUrl: string;
  timings: PaymentTimings;
  /** Posts to the gateway's web-service address (verify, refund). */
  post: GatewayPost;
  /** Mails the receipt of a payment just settled as success. */
  sendReceipt: (tx: TransactionRow) => Promise<void>;
  /** Mails the student that a second payment of a paid fee will be refunded. */
  sendRefundNotice: (tx: TransactionRow) => Promise<void>;
  /** Mails the student that a payment at a fee since changed is not counted and will be refunded. */
  sendFeeChangedNotice: (tx: TransactionRow, feeNow: string | null) => Promise<void>;
  /** Mails the student admitted by this payment their enrolment number (never undoes the payment). */
  sendAdmittedNotice?: (tx: TransactionRow, enrolmentNo: string) => Promise<void>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

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

function nowOf(ctx: PaymentContext): Date {
  return ctx.now ? ctx.now() : new Date();
}

/** How the verify call reaches the gateway: in-process for the simulator, over HTTPS for PayU; both time out. */
export function gatewayPostFor(app: FastifyInstance): GatewayPost {
  const timeoutMs = app.config.payments.verifyTimeoutMs;
  if (!app.config.payu.simulator) return fetchGatewayPost(timeoutMs);
  return async (url, form) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the gateway did not answer in time')), timeoutMs);
    });
    try {
      const res = await Promise.race([
        app.inject({
          method: 'POST',
          url: new URL(url).pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(form).toString(),
        }),
        timeout,
      ]);
      if (res.statusCode !== 200) throw new Error(`the gateway answered HTTP ${res.statusCode}`);
      return res.json();
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The payment services' view of the app. */
export function paymentContext(app: FastifyInstance): PaymentContext {
  const { key, salt, url, verifyUrl } = app.config.payu;
  return {
    db: app.db,
    payu: { key, salt, url, verifyUrl },
    publicUrl: app.config.publicUrl,
    timings: app.config.payments,
    post: gatewayPostFor(app),
    sendReceipt: (tx) =>
      sendStudentMail(app, tx, receiptMail, {
        kind: tx.purpose === 'admission' ? 'admission_fee_receipt' : 'registration_fee_received',
        values: { amount: tx.amount, reference: tx.txnid },
      }),
    sendRefundNotice: (tx) => sendStudentMail(app, tx, refundDueMail),
    sendFeeChangedNotice: (tx, feeNow) => sendStudentMail(app, { ...tx, feeNow }, feeChangedMail),
    sendAdmittedNotice: (tx, enrolmentNo) =>
      sendStudentMail(
        app,
        { ...tx, enrolmentNo },
        (college, publicUrl, student, t) => {
          // The enrolment number names the course: <session>/<COURSE>/<0001>.
          const course = findCourse(t.enrolmentNo.split('/')[1]);
          return admittedMail(college, publicUrl, student, {
            enrolmentNo: t.enrolmentNo,
            course: course ? { en: course.name, hi: course.second_name } : { en: t.productinfo, hi: t.productinfo },
          });
        },
        { kind: 'admitted', values: { course: courseName(enrolmentNo, tx.productinfo), enrolment: enrolmentNo } },
      ),
    log: app.log,
  };
}

/** The course of an enrolment number (<session>/<COURSE>/<0001>) in both languages. */
function courseName(enrolmentNo: string, fallback: string): { en: string; hi: string } {
  const course = findCourse(enrolmentNo.split('/')[1]);
  return course ? { en: course.name, hi: course.second_name } : { en: fallback, hi: fallback };
}

async function sendStudentMail<T extends TransactionRow>(
  app: FastifyInstance,
  tx: T,
  make: (college: CollegeName, publicUrl: string, student: MailStudent, tx: T) => MailMessage,
  /** The message's kind and SMS values: sent as the office chose for the kind (decision 035). */
  message?: Pick<TellInput, 'kind' | 'values'>,
): Promise<void> {
  try {
    const student = await app.db
      .selectFrom('students')
      .select(['id', 'name', 'email', 'language', 'phone_number'])
      .where('id', '=', tx.student_id)
      .executeTakeFirst();
    if (!student) return;
    const mail = make(await collegeName(app.db), app.config.publicUrl, student, tx);
    await (message ? app.messaging.tell({ student, mail, ...message }) : app.mail.send(mail));
  } catch (error) {
    // The payment is recorded; a mail that fails must not turn it into an error page.
    app.log.error({ err: error, txnid: tx.txnid }, 'payment mail not sent');
  }
}

// ---------------------------------------------------------------------------------------------------------
// Settling a gateway answer

/**
 * Differences between what the gateway reports and the stored row: txnid, amount, productinfo, firstname,
 * email and the udf fields (udf1 carries the purpose). Fields the answer does not carry are not compared.
 */
export function differences(tx: TransactionRow, reported: Record<string, unknown>): string[] {
  const stored: Record<string, string> = {
    txnid: tx.txnid,
    productinfo: tx.productinfo,
    firstname: tx.firstname,
    email: tx.email,
    udf1: tx.purpose,
    udf2: '',
    udf3: '',
    udf4: '',
    udf5: '',
  };
  const out: string[] = [];
  const amountSaid = reported.transaction_amount ?? reported.amt ?? reported.amount;
  if (amountSaid !== undefined && formatAmount(amountSaid as string) !== tx.amount) {
    out.push(`amount ${String(amountSaid)} instead of ${tx.amount}`);
  }
  for (const [k, v] of Object.entries(stored)) {
    const said = reported[k];
    if (said === undefined || said === null) continue;
    if (String(said) !== v) out.push(`${k} "${String(said)}" instead of "${v}"`);
  }
  return out;
}

export interface Settlement {
  /** The row after this call. */
  tx: TransactionRow;
  /** True when this call made the change (only then is the receipt mailed). */
  changed: boolean;
  /** 'pending' when the gateway has no final answer yet. */
  outcome: 'success' | 'failure' | 'mismatch' | 'refund_due' | 'pending' | 'unknown';
}

function str(v: unknown): string | null {
  return (typeof v === 'string' && v !== '') || typeof v === 'number' ? String(v) : null;
}

/**
 * Applies the gateway's verify answer to a row, exactly once whoever calls it (browser callback, webhook,
 * reconciliation job, a new Pay Now, or the accounts office). The change is a conditional update from a
 * settleable status, so of any number of racing calls one changes the row and mails the receipt.
 * `alsoDiffers` adds differences found in the signed post that brought the answer.
 */
export async function applyGatewayAnswer(
  ctx: PaymentContext,
  tx: TransactionRow,
  verified: VerifiedTransaction | null,
  source: SettleSource,
  alsoDiffers: string[] = [],
): Promise<Settlement> {
  const found = verified ? differences(tx, verified) : [];
  const diffs = [...alsoDiffers, ...found];
  const gatewayStatus = String(verified?.status ?? '').toLowerCase();
  const final = gatewayStatus === 'success' || gatewayStatus === 'failure';
  if (!diffs.length && !final) {
    return { tx, changed: false, outcome: verified ? 'pending' : 'unknown' };
  }

  const now = nowOf(ctx).toISOString();
  const details = {
    unmappedstatus: str(verified?.unmappedstatus),
    mihpayid: str(verified?.mihpayid),
    mode: str(verified?.mode),
    bank_ref_num: str(verified?.bank_ref_num),
    error_message: str(verified?.error_Message),
    addedon: str(verified?.addedon),
    verified_at: verified ? now : null,
    settled_by: source,
    updated_at: now,
  };

  let changed: boolean;
  let feeChanged: { feeNow: string | null } | undefined;
  let admitted: string | null | undefined;
  if (diffs.length) {
    // Never a success: the accounts office looks at it (the gateway's amount is kept for them).
    const said = verified ? formatAmount(verified.transaction_amount ?? verified.amt) : null;
    changed = await transactions.updateIf(ctx.db, tx.id, transactions.SETTLEABLE_STATUSES, {
      ...details,
      status: 'mismatch',
      flag_reason: `${gatewayStatus || 'callback'}: ${diffs.join('; ')}`.slice(0, 500),
      gateway_amount: said && said !== tx.amount ? said : null,
    });
    if (changed) ctx.log.warn({ txnid: tx.txnid, source, diffs }, 'gateway answer differs from the payment');
  } else if (gatewayStatus === 'failure') {
    changed = await transactions.updateIf(ctx.db, tx.id, transactions.SETTLEABLE_STATUSES, {
      ...details,
      status: 'failure',
    });
  } else {
    ({ changed, feeChanged, admitted } = await settleSuccess(ctx, tx, details, now));
  }

  const after = await transactions.getTransaction(ctx.db, tx.id);
  if (changed && after.status === 'success') await ctx.sendReceipt(after);
  if (changed && after.status === 'refund_due') await ctx.sendRefundNotice(after);
  if (changed && feeChanged) await ctx.sendFeeChangedNotice(after, feeChanged.feeNow);
  if (changed && admitted && after.status === 'success') await ctx.sendAdmittedNotice?.(after, admitted);
  const outcome = (['success', 'failure', 'mismatch', 'refund_due'] as const).find((s) => s === after.status);
  return { tx: after, changed, outcome: outcome ?? (after.status === 'pending' ? 'pending' : 'failure') };
}

/** The fee the student owes for the payment's purpose now (the office may have changed it since the checkout). */
async function feeNow(db: Kysely<Database>, tx: TransactionRow): Promise<string | null> {
  if (tx.purpose !== 'admission') return REGISTRATION_FEE.toFixed(2);
  const student = await db
    .selectFrom('students')
    .select('fee_to_pay')
    .where('id', '=', tx.student_id)
    .executeTakeFirst();
  return formatAmount(student?.fee_to_pay) || null;
}

/**
 * Records a confirmed success; a second success of the same fee becomes refund_due. A success at an amount that
 * is no longer the fee (the office changed it while the student was at the bank) never marks the fee paid: it is a
 * mismatch the accounts office refunds (`feeChanged`: the student is told). The unique index
 * transactions_one_paid makes the check race-free: a second writer fails and retries as refund_due.
 */
async function settleSuccess(
  ctx: PaymentContext,
  tx: TransactionRow,
  details: transactions.TransactionChanges,
  now: string,
): Promise<{ changed: boolean; feeChanged?: { feeNow: string | null }; admitted?: string | null }> {
  const asRefundDue = (trx: Kysely<Database>) =>
    transactions.updateIf(trx, tx.id, transactions.SETTLEABLE_STATUSES, {
      ...details,
      status: 'refund_due',
      flag_reason: 'second payment of a fee already paid',
    });
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (await transactions.otherSuccess(trx, tx)) return { changed: await asRefundDue(trx) };
      const fee = await feeNow(trx, tx);
      if (fee !== tx.amount) {
        const changed = await transactions.updateIf(trx, tx.id, transactions.SETTLEABLE_STATUSES, {
          ...details,
          status: 'mismatch',
          flag_reason: `fee changed: paid ${tx.amount}, the fee is now ${fee ?? 'not set'}; refund it`,
        });
        if (changed) ctx.log.warn({ txnid: tx.txnid, paid: tx.amount, fee }, 'payment at a fee since changed');
        return { changed, feeChanged: { feeNow: fee } };
      }
      const won = await transactions.updateIf(trx, tx.id, transactions.SETTLEABLE_STATUSES, {
        ...details,
        status: 'success',
      });
      if (won && tx.purpose === 'admission') {
        await transactions.setAdmissionFeePaid(trx, tx.student_id, now);
        // Paying admits: the offer of a merit round becomes admitted, and an enrolment number is given.
        const admitted = await admitOnPayment(trx, tx.student_id, now);
        return { changed: won, admitted };
      }
      return { changed: won };
    });
  } catch (error) {
    if (!transactions.isUniqueViolation(error)) throw error;
    return { changed: await asRefundDue(ctx.db) };
  }
}

/** Asks the gateway about one row and settles its answer; an unreachable gateway leaves the row as it is. */
export async function verifyAndSettle(ctx: PaymentContext, tx: TransactionRow, source: SettleSource) {
  let verified: VerifiedTransaction | null;
  try {
    verified = await verifyPayment(ctx.post, ctx.payu, tx.txnid);
  } catch (error) {
    ctx.log.error({ err: error, txnid: tx.txnid }, 'verify_payment failed; the transaction stays as it is');
    return { tx, changed: false, outcome: 'unknown' as const, unreachable: true, verified: null };
  }
  return { ...(await applyGatewayAnswer(ctx, tx, verified, source)), unreachable: false, verified };
}

// ---------------------------------------------------------------------------------------------------------
// The student's own check of a pending payment (decision 030)

/**
 * When the reconciliation job looks at a pending payment next: it takes payments older than the open window, once
 * every interval; a payment without a final answer expires after 24 hours. Null when no job is scheduled.
 */
export function nextAutomaticCheck(ctx: PaymentContext, tx: Pick<TransactionRow, 'created_at'>): string | null {
  const { reconcileIntervalMs, openMs, expireMs } = ctx.timings;
  if (!reconcileIntervalMs) return null;
  const started = Date.parse(tx.created_at);
  const now = nowOf(ctx).getTime();
  if (!Number.isFinite(started)) return new Date(now + reconcileIntervalMs).toISOString();
  const at = Math.max(started + openMs, now) + reconcileIntervalMs;
  return new Date(Math.min(at, Math.max(started + expireMs, now))).toISOString();
}

/**
 * One of the student's own payments, asked about at the gateway now when it is pending, and settled exactly as
 * the job would settle it. `retry` when the gateway says the checkout was never completed (or never reached it):
 * paying again is safe (a new Pay Now reuses the same checkout while it is open, and checks it first). Another
 * student's txnid is answered like one that does not exist.
 */
export async function checkStudentPayment(
  ctx: PaymentContext,
  studentId: number,
  txnid: string,
): Promise<PaymentCheckResponse> {
  const tx = await transactions.findTransactionByTxnid(ctx.db, txnid);
  if (!tx || tx.student_id !== studentId) throw HttpError.coded(404, 'no_such_payment');
  let row = tx;
  let retry = false;
  if (tx.status === 'pending') {
    const checked = await verifyAndSettle(ctx, tx, 'student');
    row = checked.tx;
    if (row.status === 'pending' && !checked.unreachable) {
      retry = !checked.verified || String(checked.verified.unmappedstatus ?? '').toLowerCase() === 'initiated';
    }
  }
  return {
    txnid: row.txnid,
    purpose: isPurpose(row.purpose) ? row.purpose : 'registration',
    status: row.status,
    retry,
    next_check_at: row.status === 'pending' ? nextAutomaticCheck(ctx, row) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Starting a payment

/** What this student owes for a purpose, or the reason nothing is due (also the counter's rule, decision 032). */
export async function amountDue(
  ctx: PaymentContext,
  student: Student,
  purpose: PaymentPurpose,
): Promise<{ amount: string; productinfo: string }> {
  if (purpose === 'registration') {
    if (registrationPaid(await transactions.transactionsOfStudent(ctx.db, student.id))) {
      throw new HttpError(409, PAYMENT_MESSAGES.registrationPaid);
    }
    return { amount: REGISTRATION_FEE.toFixed(2), productinfo: 'Registration Fee' };
  }
  // A course admitted by merit (decision 023): the seat offered in a round is the approval.
  const merit = await admitsByMerit(ctx.db, student.course_name);
  if (!merit && student.status !== 1) throw new HttpError(409, PAYMENT_MESSAGES.notApproved);
  if (student.is_admission_fee_payed) throw new HttpError(409, PAYMENT_MESSAGES.admissionPaid);
  if (!student.is_admission_submitted) throw new HttpError(409, PAYMENT_MESSAGES.notSubmitted);
  // The fee is taken only for a form the office has verified (its documents, and figures against the marksheets).
  if (!(await isVerifiedForFee(ctx.db, student))) throw HttpError.coded(409, 'admission_not_verified');
  // By merit, only with a live offer inside its payment window.
  if (merit) await checkOfferForFee(ctx.db, student, nowOf(ctx));
  const amount = formatAmount(student.fee_to_pay);
  if (!amount) throw new HttpError(409, PAYMENT_MESSAGES.noFee);
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

function alreadyPaid(tx: TransactionRow): HttpError {
  return new HttpError(409, PAYMENT_MESSAGES.earlierPaid, undefined, {
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
  throw new HttpError(409, 'Another payment of this fee is starting. Please try again in a moment.');
}

// ---------------------------------------------------------------------------------------------------------
// The gateway's posts: the browser callback and the server-to-server webhook

export interface SettleResult {
  /** Absolute URL of the front end's result page. */
  location: string;
  outcome: 'success' | 'failed' | 'checking';
  /** Why nothing was recorded, for the log. */
  refused?: string;
}

/**
 * What the failed page says besides "no money taken": `checking` (the bank is being asked), `review` (the
 * gateway's answer differs; the accounts office checks it), `refund` (the fee was already paid; this second
 * payment is refunded), `cancelled` (the student cancelled at the gateway: not a failure of the bank).
 */
export type ResultState = 'checking' | 'review' | 'refund' | 'cancelled';

const STATE_OF: Record<string, ResultState> = {
  pending: 'checking',
  abandoned: 'checking',
  expired: 'checking',
  mismatch: 'review',
  refund_due: 'refund',
  refunded: 'refund',
};

function resultUrl(ctx: PaymentContext, purpose: string, outcome: 'success' | 'failed', tx?: TransactionRow): string {
  const paths = RESULT_PATHS[isPurpose(purpose) ? purpose : 'registration'];
  const params = new URLSearchParams(tx ? { amount: tx.amount, txnid: tx.txnid } : {});
  // PayU's cancel is a failure with unmappedstatus userCancelled: the student chose it, the bank declined nothing.
  const cancelled = tx?.status === 'failure' && String(tx.unmappedstatus ?? '').toLowerCase() === 'usercancelled';
  const state = outcome === 'failed' && tx ? (cancelled ? 'cancelled' : STATE_OF[tx.status]) : undefined;
  if (state) params.set('state', state);
  const query = params.toString() ? `?${params.toString()}` : '';
  return `${ctx.publicUrl}${paths[outcome]}${query}`;
}

/**
 * A post from the gateway (callback or webhook). Nothing is written unless the key and reverse hash are
 * right; a signed post whose fields differ from the row marks it mismatch; otherwise the gateway's own
 * verify answer is settled. A replay gets the recorded result.
 */
export async function settleGatewayPost(
  ctx: PaymentContext,
  body: Record<string, unknown>,
  source: 'callback' | 'webhook',
): Promise<SettleResult> {
  const { key, salt } = ctx.payu;
  const f = responseFields(body);
  const tx = f.txnid ? await transactions.findTransactionByTxnid(ctx.db, f.txnid) : undefined;
  if (!tx) return { location: resultUrl(ctx, 'registration', 'failed'), outcome: 'failed', refused: 'unknown txnid' };
  const answer = (row: TransactionRow, refused?: string): SettleResult => {
    const outcome = row.status === 'success' ? 'success' : row.status === 'pending' ? 'checking' : 'failed';
    const page = outcome === 'success' ? 'success' : 'failed';
    return { location: resultUrl(ctx, row.purpose, page, row), outcome, ...(refused ? { refused } : {}) };
  };

  if (f.key !== key || !sameHash(f.hash, responseHash(f, salt))) {
    return { location: resultUrl(ctx, tx.purpose, 'failed', tx), outcome: 'failed', refused: 'reverse hash' };
  }
  if (!(transactions.SETTLEABLE_STATUSES as readonly string[]).includes(tx.status)) {
    return answer(tx, tx.status === 'success' ? undefined : `already settled as ${tx.status}`);
  }

  const posted: Record<string, unknown> = { amount: f.amount, txnid: f.txnid };
  for (const k of ['productinfo', 'firstname', 'email', ...UDF_KEYS] as const) posted[k] = f[k];
  const postedDiffs = differences(tx, posted).map((d) => `${source} ${d}`);

  let verified: VerifiedTransaction | null = null;
  try {
    verified = await verifyPayment(ctx.post, ctx.payu, tx.txnid);
  } catch (error) {
    ctx.log.error({ err: error, txnid: tx.txnid }, 'verify_payment failed; the transaction stays pending');
    if (!postedDiffs.length) return answer(tx, 'verify_payment unreachable');
  }
  if (!verified && !postedDiffs.length) return answer(tx, 'the gateway does not know this txnid');
  const settled = await applyGatewayAnswer(ctx, tx, verified, source, postedDiffs);
  return answer(settled.tx, settled.outcome === 'success' ? undefined : `settled as ${settled.tx.status}`);
}

/** Kept for the callback routes' callers: a browser callback. */
export function settleCallback(ctx: PaymentContext, body: Record<string, unknown>): Promise<SettleResult> {
  return settleGatewayPost(ctx, body, 'callback');
}
