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
