// The admitted register (decision 027): every student with an enrolment number (the admission fee paid), with the
// form, the seat taken in a merit round, the fee and its references. Filtered by course, year, category and a search
// over the enrolment number, form number, name and father's name; the CSV is UTF-8 with a byte-order mark, times in
// India time, formula characters neutralised as in the admissions CSV.
import type { Kysely } from 'kysely';
import {
  COURSE_SHORT_NAMES,
  categoryWords,
  type AdmittedFilters,
  type AdmittedRow,
  type Bilingual,
} from '@college/shared-types';
import type { Database } from '../db/database';
import { csvCell } from '../admission/public';
import { admittedDetails, enrolledStudents } from './admitted-register-repository';
import { formatHundredths } from './rules';
import { indiaTime } from './rounds-service';

type Db = Kysely<Database>;

function fatherOf(payload: string | null): string | null {
  if (!payload) return null;
  try {
    const p = JSON.parse(payload) as Record<string, unknown>;
    return typeof p.father_name === 'string' && p.father_name.trim() ? p.father_name.trim() : null;
  } catch {
    return null;
  }
}

/** The register, enrolment number order (the order the numbers were given within each course). */
export async function listAdmitted(db: Db, filters: AdmittedFilters): Promise<AdmittedRow[]> {
  const rows = await enrolledStudents(db, filters);
  if (!rows.length) return [];
  const { forms, offers, paid } = await admittedDetails(
    db,
    rows.map((r) => r.student_id),
  );

  const out = rows.map((r): AdmittedRow => {
    const form = forms.get(r.student_id);
    const offer = offers.get(r.student_id);
    const tx = paid.get(r.student_id);
    const seat: Bilingual | null = offer ? { en: offer.label_en, hi: offer.label_hi } : null;
    return {
      student_id: r.student_id,
      enrolment_no: r.enrolment_no,
      form_number: form?.id ?? null,
      name: r.name,
      father_name: fatherOf(form?.payload ?? null),
      course: r.course,
      year: r.course_year === null ? null : Number(r.course_year),
      category: r.category,
      category_words: categoryWords(r.category ?? 'GENERAL'),
      seat_label: seat,
      index_marks: offer ? Number(offer.index_marks) : null,
      index_marks_text: offer ? formatHundredths(Number(offer.index_marks)) : null,
      admitted_at: r.admitted_at,
      admitted_at_ist: indiaTime(r.admitted_at),
      fee_paid: tx ? Number(tx.amount).toFixed(2) : null,
      txnid: tx?.txnid ?? null,
      bank_ref: tx?.bank_ref_num ?? null,
    };
  });
  const q = filters.q?.trim().toLowerCase();
  if (!q) return out;
  return out.filter((r) =>
    [r.enrolment_no, r.form_number === null ? '' : String(r.form_number), r.name, r.father_name ?? ''].some((v) =>
      v.toLowerCase().includes(q),
    ),
  );
}

const HEADER = [
  'Enrolment number',
  'Form number',
  'Name',
  "Father's name",
  'Course',
  'Year',
  'Category',
  'Seat',
  'Index marks',
  'Admitted at (India time)',
  'Fee paid',
  'Transaction',
  'Bank reference',
];

export function admittedCsv(rows: AdmittedRow[]): string {
  const lines = [HEADER.map(csvCell).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.enrolment_no,
        r.form_number,
        r.name,
        r.father_name,
        COURSE_SHORT_NAMES[r.course] ?? r.course,
        r.year,
        r.category_words.en,
        r.seat_label?.en ?? 'Direct admission',
        r.index_marks_text,
        r.admitted_at_ist,
        r.fee_paid,
        r.txnid,
        r.bank_ref,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  // The byte-order mark makes spreadsheet programs read the Hindi names as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
