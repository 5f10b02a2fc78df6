import type { AuditEntryView } from '@college/shared-types';
import { auditSentence } from './audit-words';

const en = (b: { en: string; hi: string }) => b.en;
const hi = (b: { en: string; hi: string }) => b.hi;
const row = (over: Partial<AuditEntryView>): AuditEntryView => ({
  id: 1,
  staff_id: 1,
  staff_email: 'v@college.local',
  staff_name: 'Verifier',
  action: 'applicant.approved',
  target: 'student:14',
  detail: { from: 'pending', to: 'Approved', fee_to_pay: '2450.00' },
  created_at: '2026-11-27T00:25:41.639Z',
  target_student: { name: 'Seema Yadav', form_number: 14 },
  ...over,
});

describe('the audit log in words', () => {
  it('writes a decision with the form number, the name and the fee, in both languages', () => {
    expect(auditSentence(row({}), en, 'en')).toBe('Form 14 (Seema Yadav) approved with fee ₹2,450');
    expect(auditSentence(row({}), hi, 'hi')).toBe('फ़ॉर्म 14 (Seema Yadav) शुल्क ₹2,450 के साथ स्वीकृत');
  });

  it('writes an export with its rows, a role in words, other targets by kind; an unknown action as recorded', () => {
    expect(auditSentence(row({ action: 'applicants.exported', target: null, detail: { rows: 12 } }), en, 'en')).toBe(
      'Applicants CSV downloaded (12 forms)',
    );
    expect(
      auditSentence(
        row({ action: 'staff.created', target: 'staff:3', detail: { email: 'a@b.in', role: 'editor' } }),
        en,
        'en',
      ),
    ).toBe('Staff account created: a@b.in (Editor)');
    expect(auditSentence(row({ action: 'notice.deleted', target: 'notice:13', target_student: null }), en, 'en')).toBe(
      'Notice deleted: notice no. 13',
    );
    expect(auditSentence(row({ action: 'something.new' }), en, 'en')).toBe('something.new');
  });
});
