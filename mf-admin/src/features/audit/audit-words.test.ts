import fs from 'node:fs';
import path from 'node:path';
import type { AuditEntryView } from '@college/shared-types';
import { AUDIT_SENTENCES, auditSentence } from './audit-words';

/** Every action the API records (`action: 'x.y'` in its sources). */
function recordedActions(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith('.ts'))
        for (const m of fs.readFileSync(p, 'utf8').matchAll(/\baction: ([^,\n]+)/g))
          for (const a of m[1]!.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) found.add(a[1]!);
    }
  };
  walk(path.resolve(__dirname, '../../../../api/src'));
  return [...found].sort();
}

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

  it('has a sentence for every action the API records', () => {
    const actions = recordedActions();
    expect(actions.length).toBeGreaterThan(40);
    expect(actions.filter((a) => !AUDIT_SENTENCES[a])).toEqual([]);
  });

  it('names the document of a scrutiny row and the receipt of a counter row in words', () => {
    const doc = row({
      action: 'scrutiny.document_not_acceptable',
      detail: { document: { field: 'mark_10th', name: '10th marksheet' }, reason: 'Blurred' },
    });
    expect(auditSentence(doc, en, 'en')).toMatch(/^Form 14 \(Seema Yadav\): .+ not acceptable: Blurred$/);
    expect(auditSentence(doc, en, 'en')).not.toContain('mark_10th');
    const counter = row({
      action: 'counter.receipt_recorded',
      detail: { receipt_no: 'OR/2026-27/000007', purpose: 'admission', amount: '2450.00', mode: 'cash' },
    });
    expect(auditSentence(counter, hi, 'hi')).toBe(
      'फ़ॉर्म 14 (Seema Yadav): प्रवेश शुल्क ₹2,450 काउंटर पर प्राप्त, रसीद OR/2026-27/000007',
    );
    expect(
      auditSentence(
        row({ action: 'day_book.exported', target: null, detail: { from: '2026-11-01', to: '2026-11-30' } }),
        en,
        'en',
      ),
    ).toBe('Day-book CSV downloaded (01/11/2026 to 30/11/2026)');
  });
});
