// The audit log in words (decision 033): "Form 14 (Seema Yadav) approved with fee ₹2,450" rather than
// applicant.approved, student:14 and raw JSON. An action this table does not know is shown as it is recorded.
import {
  STAFF_ROLE_LABELS,
  paymentPurposeLabel,
  type AuditEntryView,
  type Bilingual,
  type Language,
  type StaffRole,
} from '@college/shared-types';
import { formatRupees } from '../../lib/format';
import { documentName, isMessageKind, SMS_TEMPLATES } from '@college/shared-types';

const L = (en: string, hi: string): Bilingual => ({ en, hi });

/** Each action's sentence; {who} is the target in words, {fee}, {reason}, {rows}, {role}, {email} come from the detail. */
export const AUDIT_SENTENCES: Readonly<Record<string, Bilingual>> = {
  'applicant.approved': L('{who} approved with fee {fee}', '{who} शुल्क {fee} के साथ स्वीकृत'),
  'applicant.rejected': L('{who} rejected: {reason}', '{who} अस्वीकृत: {reason}'),
  'applicant.correction': L('{who} returned for a correction: {reason}', '{who} सुधार हेतु लौटाया: {reason}'),
  'applicants.exported': L('Applicants CSV downloaded ({rows} forms)', 'आवेदकों की CSV डाउनलोड ({rows} फ़ॉर्म)'),
  'admitted.exported': L('Admitted register CSV downloaded', 'प्रवेशित रजिस्टर की CSV डाउनलोड'),
  'enquiries.exported': L('Enquiries CSV downloaded', 'पूछताछ की CSV डाउनलोड'),
  'scrutiny.verified': L('{who}: form verified', '{who}: फ़ॉर्म सत्यापित'),
  'scrutiny.document_verified': L('{who}: {document} verified', '{who}: {document} सत्यापित'),
  'scrutiny.document_not_acceptable': L(
    '{who}: {document} not acceptable: {reason}',
    '{who}: {document} स्वीकार्य नहीं: {reason}',
  ),
  'counter.receipt_recorded': L(
    '{who}: {purpose} {amount} received at the counter, receipt {receipt}',
    '{who}: {purpose} {amount} काउंटर पर प्राप्त, रसीद {receipt}',
  ),
  'counter.receipt_cancelled': L(
    '{who}: counter receipt {receipt} cancelled: {reason}',
    '{who}: काउंटर रसीद {receipt} रद्द: {reason}',
  ),
  'day_book.exported': L('Day-book CSV downloaded ({from} to {to})', 'रोकड़ बही की CSV डाउनलोड ({from} से {to})'),
  'scrutiny.figure_verified': L('{who}: a figure of the form verified', '{who}: फ़ॉर्म का एक आँकड़ा सत्यापित'),
  'scrutiny.correction': L('{who}: scrutiny asked for a correction', '{who}: जाँच में सुधार माँगा'),
  'staff.signin': L('Signed in', 'साइन इन किया'),
  'staff.signout': L('Signed out', 'साइन आउट किया'),
  'staff.signin_failed': L('Sign-in refused', 'साइन इन अस्वीकृत'),
  'staff.created': L('Staff account created: {email} ({role})', 'कर्मचारी खाता बनाया: {email} ({role})'),
  'staff.updated': L('Staff account changed: {who}', 'कर्मचारी खाता बदला: {who}'),
  'staff.link_sent': L('Set-password link sent: {who}', 'पासवर्ड सेट करने का लिंक भेजा: {who}'),
  'staff.password_set': L('Password set', 'पासवर्ड सेट किया'),
  'staff.password_changed': L('Own password changed', 'अपना पासवर्ड बदला'),
  'fees.changed': L('Fee table changed', 'शुल्क तालिका बदली'),
  'seats.changed': L('Seats changed', 'सीटें बदलीं'),
  'seat_matrix.changed': L('Seat matrix changed', 'सीट मैट्रिक्स बदला'),
  'settings.changed': L('Settings changed', 'सेटिंग्स बदलीं'),
  'notice.created': L('Notice added: {who}', 'सूचना जोड़ी: {who}'),
  'notice.updated': L('Notice changed: {who}', 'सूचना बदली: {who}'),
  'notice.deleted': L('Notice deleted: {who}', 'सूचना हटाई: {who}'),
  'notice.published': L('Notice published: {who}', 'सूचना प्रकाशित: {who}'),
  'notice.unpublished': L('Notice taken back to draft: {who}', 'सूचना प्रारूप में वापस: {who}'),
  'payment.verified': L('Payment checked with the bank: {who}', 'भुगतान बैंक से जाँचा: {who}'),
  'payment.refunded': L('Payment refunded: {who}', 'भुगतान वापस किया: {who}'),
  'payments.reconciled': L('Payments reconciled with the bank', 'भुगतानों का बैंक से मिलान'),
  'payments.report_exported': L('Collection report downloaded', 'संग्रह रिपोर्ट डाउनलोड'),
  'content.gallery.added': L('Photos added to the gallery: {who}', 'गैलरी में फ़ोटो जोड़े: {who}'),
  'content.document.uploaded': L('Document uploaded', 'दस्तावेज़ अपलोड किया'),
  'page.created': L('Page created: {who}', 'पृष्ठ बनाया: {who}'),
  'page.draft_saved': L('Page draft saved: {who}', 'पृष्ठ का मसौदा सहेजा: {who}'),
  'page.published': L('Page published: {who}', 'पृष्ठ प्रकाशित: {who}'),
  'page.restored': L('Page restored: {who}', 'पृष्ठ पुनर्स्थापित: {who}'),
  'enquiry.answered': L('Enquiry answered: {who}', 'पूछताछ का उत्तर दिया: {who}'),
  'login_hold.lifted': L('Sign-in hold lifted', 'साइन इन रोक हटाई'),
  'media.upload': L('File uploaded', 'फ़ाइल अपलोड की'),
  'selection.round_published': L('Merit round published', 'मेरिट चरण प्रकाशित'),
  'selection.round_closed': L('Merit round closed', 'मेरिट चरण बंद'),
  'selection.offers_lapsed': L('Unpaid offers lapsed', 'अदत्त प्रस्ताव समाप्त'),
  'selection.offer_reinstated': L('{who}: offer reinstated', '{who}: प्रस्ताव पुनः दिया'),
  'selection.seats_released': L('Seats released', 'सीटें मुक्त कीं'),
  'selection.entrance_ranks_imported': L('Entrance ranks imported', 'प्रवेश परीक्षा रैंक आयात किए'),
  'messages.resent': L('{who}: message “{kind}” sent again', '{who}: संदेश “{kind}” फिर से भेजा'),
  'messages.bulk_sent': L(
    'Bulk SMS “{kind}” sent to {count} students',
    'सामूहिक SMS “{kind}” {count} विद्यार्थियों को भेजा',
  ),
  'messages.settings_changed': L('Message channels changed', 'संदेश भेजने के माध्यम बदले'),
};

const FORM = L('Form {n} ({name})', 'फ़ॉर्म {n} ({name})');

/** Other targets by their kind: notice:13 → "notice no. 13". */
const TARGET_KINDS: Readonly<Record<string, Bilingual>> = {
  notice: L('notice no. {id}', 'सूचना सं. {id}'),
  page: L('page “{id}”', 'पृष्ठ “{id}”'),
  staff: L('staff account no. {id}', 'कर्मचारी खाता सं. {id}'),
  txnid: L('transaction {id}', 'लेन-देन {id}'),
  enquiry: L('enquiry no. {id}', 'पूछताछ सं. {id}'),
  gallery: L('album no. {id}', 'एल्बम सं. {id}'),
  selection: L('{id}', '{id}'),
  student: L('student no. {id}', 'विद्यार्थी सं. {id}'),
};
const APPLICANT = L('Applicant {name}', 'आवेदक {name}');

/** The target in words: a student by form number and name; other targets as recorded (notice:3, page:about-us). */
export function targetWords(row: AuditEntryView, t: (b: Bilingual) => string): string {
  const s = row.target_student;
  if (s) {
    return s.form_number !== null
      ? t(FORM).replace('{n}', String(s.form_number)).replace('{name}', s.name)
      : t(APPLICANT).replace('{name}', s.name);
  }
  const m = /^([a-z_]+):(.+)$/.exec(row.target ?? '');
  const kind = m ? TARGET_KINDS[m[1]!] : undefined;
  return kind ? t(kind).replace('{id}', m![2]!) : (row.target ?? '');
}

/** The document a scrutiny row names ({ field, name }) in words. */
function documentOf(v: unknown, lang: Language): string {
  const field = v && typeof v === 'object' ? (v as { field?: unknown }).field : undefined;
  return typeof field === 'string' ? documentName(field, lang) : '';
}

/** YYYY-MM-DD → DD/MM/YYYY; anything else as it is. */
function indiaDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** The row as a sentence in the page language. */
export function auditSentence(row: AuditEntryView, t: (b: Bilingual) => string, lang: Language): string {
  const sentence = AUDIT_SENTENCES[row.action];
  if (!sentence) return row.action;
  const d = row.detail ?? {};
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  const values: Record<string, string> = {
    who: targetWords(row, t),
    fee: d.fee_to_pay !== undefined ? formatRupees(text(d.fee_to_pay), lang) : '—',
    reason: text(d.reason) || '—',
    rows: text(d.rows),
    role:
      d.role && STAFF_ROLE_LABELS[text(d.role) as StaffRole]
        ? t(STAFF_ROLE_LABELS[text(d.role) as StaffRole])
        : text(d.role),
    email: text(d.email),
    field: d.field ? documentName(text(d.field), lang) : '',
    document: documentOf(d.document, lang),
    purpose: d.purpose ? t(paymentPurposeLabel(text(d.purpose))) : '',
    amount: d.amount !== undefined ? formatRupees(text(d.amount), lang) : '',
    receipt: text(d.receipt_no),
    from: indiaDate(text(d.from)),
    to: indiaDate(text(d.to)),
    count: text(d.count),
    kind: isMessageKind(d.kind) ? t(SMS_TEMPLATES[d.kind].label) : text(d.kind),
  };
  return t(sentence)
    .replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '')
    .replace(/:\s*$/, '');
}
