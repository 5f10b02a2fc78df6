// The admissions CSV: one line per submitted form of the queue's filters, UTF-8 with a byte-order mark so
// spreadsheet programs show Hindi names, formula characters neutralised.
import type { Kysely } from 'kysely';
import { indiaDateTime, statusLabel, type AdmissionStatus } from '@college/shared-types';
import type { Database } from '../db/database';
import { applicantsWithForms, type ApplicantFilters } from '../accounts/public';
import { withLookup } from './applicant-review-service';

/** A CSV cell: quoted, and a leading formula character neutralised so a spreadsheet never runs it. */
export function csvCell(value: unknown): string {
  let text = value == null ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A stored time (ISO, or 'YYYY-MM-DD HH:mm:ss' in UTC) as the office reads it: DD/MM/YYYY HH:mm in India time. */
export function csvTime(value: string | null | undefined): string {
  if (!value) return '';
  const iso = /[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;
  return indiaDateTime(iso) || value;
}

/** A date of the form (YYYY-MM-DD) as DD/MM/YYYY; anything else as it is. */
function csvDate(value: unknown): unknown {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

const HEADER = [
  'Form number',
  'Admission code',
  'First submitted (India time)',
  'Last submitted (India time)',
  'Name',
  'Email',
  'Mobile',
  'Course',
  'Year',
  'Category',
  'Gender',
  'Date of birth',
  'Father',
  'Mother',
  'District',
  'High school %',
  'Intermediate %',
  'UG %',
  'Weightage',
  'Horizontal reservation',
  'Status',
  'Correction asked',
  'Admission fee',
  'Fee paid',
];

export async function admissionsCsv(
  db: Kysely<Database>,
  filters: ApplicantFilters,
): Promise<{ csv: string; rows: number }> {
  const rows = await applicantsWithForms(db, (await withLookup(db, filters)).filters);
  const lines = [HEADER.map(csvCell).join(',')];
  for (const r of rows) {
    const p = JSON.parse(r.payload) as Record<string, unknown>;
    lines.push(
      [
        r.form_number,
        r.admission_code,
        csvTime(r.first_submitted_at),
        csvTime(r.submitted_at),
        r.name,
        r.email,
        r.phone_number,
        r.course_name,
        r.course_year,
        r.category,
        r.gender,
        csvDate(p.dob),
        p.father_name,
        p.mother_name,
        p.permanent_address_district,
        p.high_school_percentage,
        p.intermediate_percentage,
        p.ug_percentage,
        p.weightage,
        p.horizontal_reservation,
        statusLabel(r.status as AdmissionStatus),
        r.correction_reason,
        r.fee_to_pay,
        r.is_admission_fee_payed ? 'Yes' : 'No',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  // The byte-order mark makes spreadsheet programs read the Hindi names as UTF-8.
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, rows: rows.length };
}
