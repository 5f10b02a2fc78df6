// Mails of the admission process, in Hindi and English: payment receipts and the approval or rejection.
import type { MailMessage } from '../plugins/mail';
import { escapeHtml, type CollegeName } from './mail-templates';

function html(college: CollegeName, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  return (
    `<!doctype html><html><body style="font-family:Arial,'Noto Sans Devanagari',sans-serif;color:#1f2933;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;padding:16px">` +
    `<h2 style="margin:0 0 4px;color:#7a1f1f" lang="hi">${escapeHtml(college.hindi)}</h2>` +
    `<h3 style="margin:0 0 16px;color:#7a1f1f">${escapeHtml(college.english)}</h3>${body}</div></body></html>`
  );
}

function message(college: CollegeName, to: string, subject: string, paragraphs: string[]): MailMessage {
  return { to, subject, text: [...paragraphs, college.english].join('\n\n'), html: html(college, paragraphs) };
}

export interface ReceiptTransaction {
  txnid: string;
  amount: string;
  purpose: string;
  productinfo: string;
  mihpayid: string | null;
  mode: string | null;
  addedon: string | null;
}

export function receiptMail(
  college: CollegeName,
  publicUrl: string,
  student: { name: string; email: string },
  tx: ReceiptTransaction,
): MailMessage {
  const isAdmission = tx.purpose === 'admission';
  const what = isAdmission ? { hi: 'प्रवेश शुल्क', en: 'admission fee' } : { hi: 'पंजीकरण शुल्क', en: 'registration fee' };
  const link = isAdmission ? `${publicUrl}/student/dashboard` : `${publicUrl}/chalan-receipt/print/${tx.txnid}`;
  return message(college, student.email, `भुगतान रसीद / Payment receipt: ₹${tx.amount} (${tx.txnid})`, [
    `प्रिय ${student.name},`,
    `आपका ${what.hi} ₹${tx.amount} सफलतापूर्वक प्राप्त हो गया है।`,
    `Dear ${student.name},`,
    `We have received your ${what.en} of ₹${tx.amount} (${tx.productinfo}).`,
    [
      `Reference / संदर्भ: ${tx.txnid}`,
      `Gateway ID: ${tx.mihpayid ?? '-'}`,
      `Mode / माध्यम: ${tx.mode ?? '-'}`,
      `Date / दिनांक: ${tx.addedon ?? '-'}`,
    ].join('\n'),
    `रसीद प्रिंट करें / Print your receipt: ${link}`,
  ]);
}

export function statusMail(
  college: CollegeName,
  publicUrl: string,
  student: { name: string; email: string },
  decision: { status: 1 | 2; fee_to_pay: string | null; remark: string | null },
): MailMessage {
  const remark = decision.remark ? [`टिप्पणी / Remark: ${decision.remark}`] : [];
  const dashboard = `${publicUrl}/student/dashboard`;
  if (decision.status === 1) {
    return message(college, student.email, 'आवेदन स्वीकृत / Application approved', [
      `प्रिय ${student.name},`,
      `आपका आवेदन स्वीकृत हो गया है। अब आप प्रवेश फॉर्म भरकर ₹${decision.fee_to_pay} प्रवेश शुल्क जमा कर सकते हैं।`,
      `Dear ${student.name},`,
      `Your application has been approved. You can now fill the admission form and pay the admission fee of ₹${decision.fee_to_pay}.`,
      ...remark,
      `डैशबोर्ड / Dashboard: ${dashboard}`,
    ]);
  }
  return message(college, student.email, 'आवेदन अस्वीकृत / Application not approved', [
    `प्रिय ${student.name},`,
    'खेद है, आपका आवेदन स्वीकृत नहीं हुआ है। अधिक जानकारी के लिए महाविद्यालय कार्यालय से संपर्क करें।',
    `Dear ${student.name},`,
    'We are sorry: your application has not been approved. Please contact the college office for details.',
    ...remark,
    `डैशबोर्ड / Dashboard: ${dashboard}`,
  ]);
}

/** The acknowledgement of a submitted admission form: its number, course and what happens next. */
export function submittedMail(
  college: CollegeName,
  publicUrl: string,
  student: { name: string; email: string },
  form: { number: number; code: string; course: string; feePaid: boolean },
): MailMessage {
  const print = `${publicUrl}/admission-form/print/${encodeURIComponent(form.code)}`;
  return message(college, student.email, `प्रवेश फॉर्म जमा हुआ / Admission form submitted (No. ${form.number})`, [
    `प्रिय ${student.name},`,
    `आपका प्रवेश फॉर्म (${form.course}) जमा हो गया है। फॉर्म संख्या: ${form.number}।`,
    form.feePaid
      ? 'आपका प्रवेश शुल्क जमा है; डैशबोर्ड से अपना फॉर्म और शुल्क रसीद प्रिंट करें।'
      : 'आगे: महाविद्यालय कार्यालय आपके फॉर्म और दस्तावेज़ों का सत्यापन करेगा; सत्यापन के बाद डैशबोर्ड के "मेरे आवेदन" से प्रवेश शुल्क जमा करें।',
    `Dear ${student.name},`,
    `Your admission form (${form.course}) has been submitted. Form number: ${form.number}.`,
    form.feePaid
      ? 'Your admission fee is paid; print your form and fee receipt from the dashboard.'
      : 'Next: the college office verifies your form and documents; once it is verified, pay the admission fee from My Applications on your dashboard.',
    `अस्थायी आवेदन प्रिंट करें / Print provisional application: ${print}`,
    `डैशबोर्ड / Dashboard: ${publicUrl}/student/dashboard`,
  ]);
}

/** A correction request: what to correct, and the form that is open again. */
export function correctionMail(
  college: CollegeName,
  publicUrl: string,
  student: { name: string; email: string },
  reason: string,
): MailMessage {
  return message(college, student.email, 'प्रवेश फॉर्म में सुधार करें / Please correct your admission form', [
    `प्रिय ${student.name},`,
    'महाविद्यालय कार्यालय ने आपके प्रवेश फॉर्म में सुधार के लिए कहा है। फॉर्म फिर से खुल गया है; सुधार करके दोबारा जमा करें।',
    `Dear ${student.name},`,
    'The college office asks you to correct your admission form. The form is open again: correct it and submit it once more.',
    `कारण / Reason: ${reason}`,
    `डैशबोर्ड / Dashboard: ${publicUrl}/student/dashboard`,
  ]);
}

/** The form and its documents are verified: the admission fee can be paid (once a fee is set). */
export function verifiedMail(
  college: CollegeName,
  publicUrl: string,
  student: { name: string; email: string },
  form: { number: number; feeToPay: string | null },
): MailMessage {
  const fee = form.feeToPay
    ? {
        hi: `अब आप डैशबोर्ड से ₹${form.feeToPay} प्रवेश शुल्क जमा कर सकते हैं।`,
        en: `You can now pay the admission fee of ₹${form.feeToPay} from your dashboard.`,
      }
    : {
        hi: 'प्रवेश शुल्क तय होने पर डैशबोर्ड पर भुगतान का विकल्प दिखेगा।',
        en: 'Pay will appear on your dashboard once your admission fee is set.',
      };
  return message(college, student.email, `प्रवेश फॉर्म सत्यापित / Admission form verified (No. ${form.number})`, [
    `प्रिय ${student.name},`,
    `महाविद्यालय कार्यालय ने आपका प्रवेश फॉर्म (संख्या ${form.number}) और उसके दस्तावेज़ सत्यापित कर दिए हैं। ${fee.hi}`,
    `Dear ${student.name},`,
    `The college office has verified your admission form (No. ${form.number}) and its documents. ${fee.en}`,
    `डैशबोर्ड / Dashboard: ${publicUrl}/student/dashboard`,
  ]);
}

/** A new staff account, or a new link: set the password (never sent by mail). */
export function staffLinkMail(
  college: CollegeName,
  staff: { name: string; email: string },
  link: string,
  hoursValid: number,
): MailMessage {
  return message(college, staff.email, 'कार्यालय खाता: पासवर्ड बनाएँ / Office account: set your password', [
    `नमस्कार ${staff.name},`,
    `महाविद्यालय कार्यालय कंसोल में आपका खाता है। नीचे दिए लिंक से अपना पासवर्ड बनाएँ। लिंक एक बार चलेगा और ${hoursValid} घंटे मान्य है।`,
    `Hello ${staff.name},`,
    `You have an account on the college office console. Set your password with the link below; it works once and for ${hoursValid} hours.`,
    link,
  ]);
}

/** A second payment of a fee already paid: the student is told it will be refunded, not silently kept. */
export function refundDueMail(
  college: CollegeName,
  publicUrl: string,
  student: { name: string; email: string },
  tx: ReceiptTransaction,
): MailMessage {
  const isAdmission = tx.purpose === 'admission';
  const what = isAdmission ? { hi: 'प्रवेश शुल्क', en: 'admission fee' } : { hi: 'पंजीकरण शुल्क', en: 'registration fee' };
  return message(college, student.email, `भुगतान वापसी / Refund due: ₹${tx.amount} (${tx.txnid})`, [
    `प्रिय ${student.name},`,
    `आपका ${what.hi} पहले ही जमा हो चुका है। ₹${tx.amount} का यह दूसरा भुगतान आपको लौटा दिया जाएगा; इसके लिए कुछ करने की आवश्यकता नहीं है।`,
    `Dear ${student.name},`,
    `Your ${what.en} was already paid. This second payment of ₹${tx.amount} will be refunded to you by the accounts office; you need not do anything.`,
    [`Reference / संदर्भ: ${tx.txnid}`, `Gateway ID: ${tx.mihpayid ?? '-'}`, `Date / दिनांक: ${tx.addedon ?? '-'}`].join(
      '\n',
    ),
    `डैशबोर्ड / Dashboard: ${publicUrl}/student/dashboard`,
  ]);
}

/**
 * A payment taken at a fee the office has since changed (the student was at the bank when it changed): received, not
 * counted as the fee, refunded by the accounts office; the fee now due is paid afresh from the dashboard.
 */
export function feeChangedMail(
  college: CollegeName,
  publicUrl: string,
  student: { name: string; email: string },
  tx: ReceiptTransaction & { feeNow: string | null },
): MailMessage {
  const isAdmission = tx.purpose === 'admission';
  const what = isAdmission ? { hi: 'प्रवेश शुल्क', en: 'admission fee' } : { hi: 'पंजीकरण शुल्क', en: 'registration fee' };
  const now = tx.feeNow
    ? {
        hi: `इस बीच महाविद्यालय ने ${what.hi} बदलकर ₹${tx.feeNow} कर दिया है`,
        en: `the college changed the ${what.en} to ₹${tx.feeNow} meanwhile`,
        payHi: `कृपया डैशबोर्ड से ₹${tx.feeNow} का शुल्क जमा करें।`,
        payEn: `Please pay the fee of ₹${tx.feeNow} from your dashboard.`,
      }
    : {
        hi: `इस बीच महाविद्यालय ${what.hi} बदल रहा है`,
        en: `the college is revising the ${what.en}`,
        payHi: 'नया शुल्क तय होने पर डैशबोर्ड पर दिखेगा।',
        payEn: 'The new fee will show on your dashboard once it is set.',
      };
  return message(college, student.email, `शुल्क बदला गया / Fee changed: ₹${tx.amount} (${tx.txnid})`, [
    `प्रिय ${student.name},`,
    `आपका ₹${tx.amount} का भुगतान प्राप्त हुआ, पर ${now.hi}, इसलिए इसे शुल्क के रूप में नहीं गिना गया। लेखा कार्यालय यह राशि आपको लौटा देगा। ${now.payHi}`,
    `Dear ${student.name},`,
    `Your payment of ₹${tx.amount} was received, but ${now.en}, so it has not been counted as the fee. The accounts office will refund it to you. ${now.payEn}`,
    [`Reference / संदर्भ: ${tx.txnid}`, `Gateway ID: ${tx.mihpayid ?? '-'}`, `Date / दिनांक: ${tx.addedon ?? '-'}`].join(
      '\n',
    ),
    `डैशबोर्ड / Dashboard: ${publicUrl}/student/dashboard`,
  ]);
}

/** A seat offered in a merit round: the seat's label, the fee and the deadline in India time. */
export function seatOfferedMail(
  college: CollegeName,
  publicUrl: string,
  student: { name: string; email: string },
  offer: { round: number; label: { en: string; hi: string }; fee: string | null; deadline: string },
): MailMessage {
  const fee = offer.fee ? { hi: ` ₹${offer.fee}`, en: ` of ₹${offer.fee}` } : { hi: '', en: '' };
  return message(college, student.email, `सीट आवंटित / Seat offered (round ${offer.round})`, [
    `प्रिय ${student.name},`,
    `मेरिट चरण ${offer.round} में आपको ${offer.label.hi} सीट आवंटित की गई है। प्रवेश हेतु${fee.hi} प्रवेश शुल्क ${offer.deadline} तक डैशबोर्ड से जमा करें; इसके बाद आवंटन समाप्त हो जाएगा।`,
    `Dear ${student.name},`,
    `In merit round ${offer.round} you are offered a seat: ${offer.label.en}. Pay the admission fee${fee.en} from your dashboard by ${offer.deadline} to be admitted; after that the offer lapses.`,
    `डैशबोर्ड / Dashboard: ${publicUrl}/student/dashboard`,
  ]);
}

/** An offer not paid within its window has lapsed. */
export function offerLapsedMail(
  college: CollegeName,
  publicUrl: string,
  student: { name: string; email: string },
  offer: { label: { en: string; hi: string }; deadline: string },
): MailMessage {
  return message(college, student.email, 'आवंटन समाप्त / Seat offer lapsed', [
    `प्रिय ${student.name},`,
    `आपको आवंटित ${offer.label.hi} सीट का प्रवेश शुल्क अंतिम तिथि ${offer.deadline} तक जमा नहीं हुआ, इसलिए आवंटन समाप्त हो गया है। किसी प्रश्न हेतु महाविद्यालय कार्यालय से संपर्क करें।`,
    `Dear ${student.name},`,
    `The admission fee of the seat offered to you (${offer.label.en}) was not paid by the deadline of ${offer.deadline}, so the offer has lapsed. Please contact the college office with any question.`,
    `डैशबोर्ड / Dashboard: ${publicUrl}/student/dashboard`,
  ]);
}

/** The admission fee is settled: the student is admitted, with the enrolment number it gave. */
export function admittedMail(
  college: CollegeName,
  publicUrl: string,
  student: { name: string; email: string },
  admission: { enrolmentNo: string; course: { en: string; hi: string } },
): MailMessage {
  return message(college, student.email, `प्रवेश पूर्ण / Admitted: ${admission.enrolmentNo}`, [
    `प्रिय ${student.name},`,
    `आपका प्रवेश शुल्क जमा हो गया है और ${admission.course.hi} में आपका प्रवेश हो गया है। आपकी नामांकन संख्या ${admission.enrolmentNo} है। डैशबोर्ड से अपनी शुल्क पर्ची और प्रवेश आवेदन पत्र प्रिंट करें।`,
    `Dear ${student.name},`,
    `Your admission fee is paid and you are admitted to ${admission.course.en}. Your enrolment number is ${admission.enrolmentNo}. Print your fee slip and admission form from your dashboard.`,
    `डैशबोर्ड / Dashboard: ${publicUrl}/student/dashboard`,
  ]);
}
