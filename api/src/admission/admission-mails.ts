// Mails of the admission process, in both languages, the student's first (decision 031): payment receipts, the
// approval or rejection, the form's acknowledgement, correction and verification, merit offers and admission.
import { paymentModeLabel, type Bilingual, type Language } from '@college/shared-types';
import type { MailMessage } from '../mail/mail-message';
import {
  bilingualMail,
  fact,
  linkLine,
  mailLanguage,
  said,
  type CollegeName,
  type MailParagraph,
} from '../mail/mail-templates';

/** Whom a mail goes to: the student's name, address and, once known, the language chosen on the site. */
export interface MailStudent {
  name: string;
  email: string;
  language?: string | null;
}

/** The same letter in Hindi and in English: one paragraph list each. */
type Letter = Record<Language, string[]>;

const DASHBOARD: Bilingual = { en: 'Dashboard', hi: 'डैशबोर्ड' };
const REFERENCE: Bilingual = { en: 'Reference', hi: 'संदर्भ' };
const GATEWAY_ID: Bilingual = { en: 'Gateway ID', hi: 'गेटवे संदर्भ' };
const MODE: Bilingual = { en: 'Mode', hi: 'माध्यम' };
const DATE: Bilingual = { en: 'Date', hi: 'दिनांक' };

function letter(
  college: CollegeName,
  student: MailStudent,
  subject: Bilingual | [Bilingual, string],
  words: Letter,
  shared: (lang: Language) => MailParagraph[],
): MailMessage {
  const lang = mailLanguage(student.language);
  return bilingualMail(college, student.email, lang, {
    subject: Array.isArray(subject) ? subject[0] : subject,
    subjectTail: Array.isArray(subject) ? subject[1] : undefined,
    body: {
      hi: words.hi.map((p) => said(p, 'hi')),
      en: words.en.map((p) => said(p, 'en')),
    },
    shared: shared(lang),
  });
}

const dashboardLink = (publicUrl: string, lang: Language) =>
  linkLine(DASHBOARD, `${publicUrl}/student/dashboard`, lang);

/** A payment's date and time as a student reads them: DD/MM/YYYY HH:mm (the gateway's time is India time). */
export function mailDate(addedon: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(addedon ?? '');
  if (!m) return '-';
  return `${m[3]}/${m[2]}/${m[1]}${m[4] ? ` ${m[4]}:${m[5]}` : ''}`;
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

const feeName = (tx: { purpose: string }): Bilingual =>
  tx.purpose === 'admission' ? { hi: 'प्रवेश शुल्क', en: 'admission fee' } : { hi: 'पंजीकरण शुल्क', en: 'registration fee' };

/** The figures of a payment, under labels in both languages: reference, gateway id, mode in words, date. */
function paymentFacts(tx: ReceiptTransaction, lang: Language, withMode: boolean): MailParagraph {
  const mode = paymentModeLabel(tx.mode);
  const lines = [
    fact(REFERENCE, tx.txnid, lang),
    fact(GATEWAY_ID, tx.mihpayid ?? '-', lang),
    ...(withMode
      ? [
          fact(
            MODE,
            tx.mode
              ? mode[lang] === mode[lang === 'hi' ? 'en' : 'hi']
                ? mode[lang]
                : `${mode[lang]} / ${mode[lang === 'hi' ? 'en' : 'hi']}`
              : '-',
            lang,
          ),
        ]
      : []),
    fact(DATE, mailDate(tx.addedon), lang),
  ];
  return said(lines.join('\n'));
}

export function receiptMail(
  college: CollegeName,
  publicUrl: string,
  student: MailStudent,
  tx: ReceiptTransaction,
): MailMessage {
  const what = feeName(tx);
  const isAdmission = tx.purpose === 'admission';
  const link = isAdmission ? `${publicUrl}/student/dashboard` : `${publicUrl}/chalan-receipt/print/${tx.txnid}`;
  return letter(
    college,
    student,
    [{ hi: 'भुगतान रसीद', en: 'Payment receipt' }, `: ₹${tx.amount} (${tx.txnid})`],
    {
      hi: [`प्रिय ${student.name},`, `आपका ${what.hi} ₹${tx.amount} सफलतापूर्वक प्राप्त हो गया है।`],
      en: [`Dear ${student.name},`, `We have received your ${what.en} of ₹${tx.amount}.`],
    },
    (lang) => [
      paymentFacts(tx, lang, true),
      linkLine(isAdmission ? DASHBOARD : { en: 'Print your receipt', hi: 'रसीद प्रिंट करें' }, link, lang),
    ],
  );
}

export function statusMail(
  college: CollegeName,
  publicUrl: string,
  student: MailStudent,
  decision: { status: 1 | 2; fee_to_pay: string | null; remark: string | null },
): MailMessage {
  // The office's remark is the office's own words, shown once as written.
  const shared = (lang: Language) => [
    ...(decision.remark ? [said(fact({ en: 'Remark', hi: 'टिप्पणी' }, decision.remark, lang))] : []),
    dashboardLink(publicUrl, lang),
  ];
  if (decision.status === 1) {
    return letter(
      college,
      student,
      { hi: 'आवेदन स्वीकृत', en: 'Application approved' },
      {
        hi: [
          `प्रिय ${student.name},`,
          `आपका आवेदन स्वीकृत हो गया है। अब आप प्रवेश फॉर्म भरकर ₹${decision.fee_to_pay} प्रवेश शुल्क जमा कर सकते हैं।`,
        ],
        en: [
          `Dear ${student.name},`,
          `Your application has been approved. You can now fill the admission form and pay the admission fee of ₹${decision.fee_to_pay}.`,
        ],
      },
      shared,
    );
  }
  return letter(
    college,
    student,
    { hi: 'आवेदन अस्वीकृत', en: 'Application not approved' },
    {
      hi: [`प्रिय ${student.name},`, 'खेद है, आपका आवेदन स्वीकृत नहीं हुआ है। अधिक जानकारी के लिए महाविद्यालय कार्यालय से संपर्क करें।'],
      en: [
        `Dear ${student.name},`,
        'We are sorry: your application has not been approved. Please contact the college office for details.',
      ],
    },
    shared,
  );
}

/** The acknowledgement of a submitted admission form: its number, course and what happens next. */
export function submittedMail(
  college: CollegeName,
  publicUrl: string,
  student: MailStudent,
  form: { number: number; code: string; course: string | Bilingual; feePaid: boolean },
): MailMessage {
  const print = `${publicUrl}/admission-form/print/${encodeURIComponent(form.code)}`;
  const course = typeof form.course === 'string' ? { en: form.course, hi: form.course } : form.course;
  return letter(
    college,
    student,
    { hi: `प्रवेश फॉर्म जमा हुआ (संख्या ${form.number})`, en: `Admission form submitted (No. ${form.number})` },
    {
      hi: [
        `प्रिय ${student.name},`,
        `आपका प्रवेश फॉर्म (${course.hi}) जमा हो गया है। फॉर्म संख्या: ${form.number}।`,
        form.feePaid
          ? 'आपका प्रवेश शुल्क जमा है; डैशबोर्ड से अपना फॉर्म और शुल्क रसीद प्रिंट करें।'
          : 'आगे: महाविद्यालय कार्यालय आपके फॉर्म और दस्तावेज़ों का सत्यापन करेगा; सत्यापन के बाद डैशबोर्ड के "मेरे आवेदन" से प्रवेश शुल्क जमा करें।',
      ],
      en: [
        `Dear ${student.name},`,
        `Your admission form (${course.en}) has been submitted. Form number: ${form.number}.`,
        form.feePaid
          ? 'Your admission fee is paid; print your form and fee receipt from the dashboard.'
          : 'Next: the college office verifies your form and documents; once it is verified, pay the admission fee from My Applications on your dashboard.',
      ],
    },
    (lang) => [
      linkLine({ en: 'Print provisional application', hi: 'अस्थायी आवेदन प्रिंट करें' }, print, lang),
      dashboardLink(publicUrl, lang),
    ],
  );
}

/** A correction request: what to correct, and the form that is open again. */
export function correctionMail(
  college: CollegeName,
  publicUrl: string,
  student: MailStudent,
  reason: string,
): MailMessage {
  return letter(
    college,
    student,
    { hi: 'प्रवेश फॉर्म में सुधार करें', en: 'Please correct your admission form' },
    {
      hi: [
        `प्रिय ${student.name},`,
        'महाविद्यालय कार्यालय ने आपके प्रवेश फॉर्म में सुधार के लिए कहा है। फॉर्म फिर से खुल गया है; सुधार करके दोबारा जमा करें।',
      ],
      en: [
        `Dear ${student.name},`,
        'The college office asks you to correct your admission form. The form is open again: correct it and submit it once more.',
      ],
    },
    // The reason is the office's own words, shown once as written.
    (lang) => [said(fact({ en: 'Reason', hi: 'कारण' }, reason, lang)), dashboardLink(publicUrl, lang)],
  );
}

/** The form and its documents are verified: the admission fee can be paid (once a fee is set). */
export function verifiedMail(
  college: CollegeName,
  publicUrl: string,
  student: MailStudent,
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
  return letter(
    college,
    student,
    { hi: `प्रवेश फॉर्म सत्यापित (संख्या ${form.number})`, en: `Admission form verified (No. ${form.number})` },
    {
      hi: [
        `प्रिय ${student.name},`,
        `महाविद्यालय कार्यालय ने आपका प्रवेश फॉर्म (संख्या ${form.number}) और उसके दस्तावेज़ सत्यापित कर दिए हैं। ${fee.hi}`,
      ],
      en: [
        `Dear ${student.name},`,
        `The college office has verified your admission form (No. ${form.number}) and its documents. ${fee.en}`,
      ],
    },
    (lang) => [dashboardLink(publicUrl, lang)],
  );
}

/** A new staff account, or a new link: set the password (never sent by mail). The office reads Hindi first. */
export function staffLinkMail(
  college: CollegeName,
  staff: { name: string; email: string },
  link: string,
  hoursValid: number,
): MailMessage {
  return letter(
    college,
    { ...staff, language: 'hi' },
    { hi: 'कार्यालय खाता: पासवर्ड बनाएँ', en: 'Office account: set your password' },
    {
      hi: [
        `नमस्कार ${staff.name},`,
        `महाविद्यालय कार्यालय कंसोल में आपका खाता है। नीचे दिए लिंक से अपना पासवर्ड बनाएँ। लिंक एक बार चलेगा और ${hoursValid} घंटे मान्य है।`,
      ],
      en: [
        `Hello ${staff.name},`,
        `You have an account on the college office console. Set your password with the link below; it works once and for ${hoursValid} hours.`,
      ],
    },
    () => [said(link)],
  );
}

/** A second payment of a fee already paid: the student is told it will be refunded, not silently kept. */
export function refundDueMail(
  college: CollegeName,
  publicUrl: string,
  student: MailStudent,
  tx: ReceiptTransaction,
): MailMessage {
  const what = feeName(tx);
  return letter(
    college,
    student,
    [{ hi: 'भुगतान वापसी', en: 'Refund due' }, `: ₹${tx.amount} (${tx.txnid})`],
    {
      hi: [
        `प्रिय ${student.name},`,
        `आपका ${what.hi} पहले ही जमा हो चुका है। ₹${tx.amount} का यह दूसरा भुगतान आपको लौटा दिया जाएगा; इसके लिए कुछ करने की आवश्यकता नहीं है।`,
      ],
      en: [
        `Dear ${student.name},`,
        `Your ${what.en} was already paid. This second payment of ₹${tx.amount} will be refunded to you by the accounts office; you need not do anything.`,
      ],
    },
    (lang) => [paymentFacts(tx, lang, false), dashboardLink(publicUrl, lang)],
  );
}

/**
 * A payment taken at a fee the office has since changed (the student was at the bank when it changed): received, not
 * counted as the fee, refunded by the accounts office; the fee now due is paid afresh from the dashboard.
 */
export function feeChangedMail(
  college: CollegeName,
  publicUrl: string,
  student: MailStudent,
  tx: ReceiptTransaction & { feeNow: string | null },
): MailMessage {
  const what = feeName(tx);
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
  return letter(
    college,
    student,
    [{ hi: 'शुल्क बदला गया', en: 'Fee changed' }, `: ₹${tx.amount} (${tx.txnid})`],
    {
      hi: [
        `प्रिय ${student.name},`,
        `आपका ₹${tx.amount} का भुगतान प्राप्त हुआ, पर ${now.hi}, इसलिए इसे शुल्क के रूप में नहीं गिना गया। लेखा कार्यालय यह राशि आपको लौटा देगा। ${now.payHi}`,
      ],
      en: [
        `Dear ${student.name},`,
        `Your payment of ₹${tx.amount} was received, but ${now.en}, so it has not been counted as the fee. The accounts office will refund it to you. ${now.payEn}`,
      ],
    },
    (lang) => [paymentFacts(tx, lang, false), dashboardLink(publicUrl, lang)],
  );
}

/** A seat offered in a merit round: the seat's label, the fee and the deadline in India time. */
export function seatOfferedMail(
  college: CollegeName,
  publicUrl: string,
  student: MailStudent,
  offer: { round: number; label: Bilingual; fee: string | null; deadline: string },
): MailMessage {
  const fee = offer.fee ? { hi: ` ₹${offer.fee}`, en: ` of ₹${offer.fee}` } : { hi: '', en: '' };
  return letter(
    college,
    student,
    { hi: `सीट आवंटित (मेरिट चरण ${offer.round})`, en: `Seat offered (round ${offer.round})` },
    {
      hi: [
        `प्रिय ${student.name},`,
        `मेरिट चरण ${offer.round} में आपको ${offer.label.hi} सीट आवंटित की गई है। प्रवेश हेतु${fee.hi} प्रवेश शुल्क ${offer.deadline} तक डैशबोर्ड से जमा करें; इसके बाद आवंटन समाप्त हो जाएगा।`,
      ],
      en: [
        `Dear ${student.name},`,
        `In merit round ${offer.round} you are offered a seat: ${offer.label.en}. Pay the admission fee${fee.en} from your dashboard by ${offer.deadline} to be admitted; after that the offer lapses.`,
      ],
    },
    (lang) => [dashboardLink(publicUrl, lang)],
  );
}

/** An offer not paid within its window has lapsed. */
export function offerLapsedMail(
  college: CollegeName,
  publicUrl: string,
  student: MailStudent,
  offer: { label: Bilingual; deadline: string },
): MailMessage {
  return letter(
    college,
    student,
    { hi: 'आवंटन समाप्त', en: 'Seat offer lapsed' },
    {
      hi: [
        `प्रिय ${student.name},`,
        `आपको आवंटित ${offer.label.hi} सीट का प्रवेश शुल्क अंतिम तिथि ${offer.deadline} तक जमा नहीं हुआ, इसलिए आवंटन समाप्त हो गया है। किसी प्रश्न हेतु महाविद्यालय कार्यालय से संपर्क करें।`,
      ],
      en: [
        `Dear ${student.name},`,
        `The admission fee of the seat offered to you (${offer.label.en}) was not paid by the deadline of ${offer.deadline}, so the offer has lapsed. Please contact the college office with any question.`,
      ],
    },
    (lang) => [dashboardLink(publicUrl, lang)],
  );
}

/** The admission fee is settled: the student is admitted, with the enrolment number it gave. */
export function admittedMail(
  college: CollegeName,
  publicUrl: string,
  student: MailStudent,
  admission: { enrolmentNo: string; course: Bilingual },
): MailMessage {
  return letter(
    college,
    student,
    [{ hi: 'प्रवेश पूर्ण', en: 'Admitted' }, `: ${admission.enrolmentNo}`],
    {
      hi: [
        `प्रिय ${student.name},`,
        `आपका प्रवेश शुल्क जमा हो गया है और ${admission.course.hi} में आपका प्रवेश हो गया है। आपकी नामांकन संख्या ${admission.enrolmentNo} है। डैशबोर्ड से अपनी शुल्क पर्ची और प्रवेश आवेदन पत्र प्रिंट करें।`,
      ],
      en: [
        `Dear ${student.name},`,
        `Your admission fee is paid and you are admitted to ${admission.course.en}. Your enrolment number is ${admission.enrolmentNo}. Print your fee slip and admission form from your dashboard.`,
      ],
    },
    (lang) => [dashboardLink(publicUrl, lang)],
  );
}
