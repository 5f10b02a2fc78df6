// The payment services' plain values built from the app (payments/payu-settlement-service.ts declares them): the
// gateway's address reached in-process when it is the simulator, the mails of a settled payment, the log.
import type { FastifyInstance } from 'fastify';
import { findCourse } from '@college/shared-types';
import { fetchGatewayPost, type GatewayPost } from '../payments/payu';
import type { PaymentContext } from '../payments/payu-settlement-service';
import type { TransactionRow } from '../payments/transactions-repository';
import { admittedMail, feeChangedMail, receiptMail, refundDueMail, type MailStudent } from '../admission/public';
import { mailAddressOf } from '../accounts/public';
import { collegeName, type CollegeName } from '../mail/mail-templates';
import type { MailMessage } from '../plugins/mail';
import type { TellInput } from '../messaging/public';

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
        (college, publicUrl, student, t) =>
          admittedMail(college, publicUrl, student, {
            enrolmentNo: t.enrolmentNo,
            course: courseName(t.enrolmentNo, t.productinfo),
          }),
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
    const student = await mailAddressOf(app.db, tx.student_id);
    if (!student) return;
    const mail = make(await collegeName(app.db), app.config.publicUrl, student, tx);
    await (message ? app.messaging.tell({ student, mail, ...message }) : app.mail.send(mail));
  } catch (error) {
    // The payment is recorded; a mail that fails must not turn it into an error page.
    app.log.error({ err: error, txnid: tx.txnid }, 'payment mail not sent');
  }
}
