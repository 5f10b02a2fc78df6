// The day-book (decision 032): every fee received in a date range, online and at the counter, with its totals by
// mode, fee, course and source, as JSON and CSV; its one-day view is the accounts office's collection report.
import type { Kysely } from 'kysely';
import {
  DAY_BOOK_MAX_DAYS,
  paymentModeLabel,
  type DayBook,
  type DayBookRow,
  type DayBookTotal,
  type PaymentPurpose,
} from '@college/shared-types';
import type { Database } from '../db/database';
import { DomainError } from '../errors';
import * as repo from './counter-repository';
import { csvText } from '../http/csv';

type Db = Kysely<Database>;

/** "YYYY-MM-DD HH:MM:SS" (India time) → "DD/MM/YYYY HH:mm". */
export function printMinute(at: string | null | undefined): string {
  if (!at || at.length < 16 || at[4] !== '-' || at[7] !== '-') return '';
  return `${at.slice(8, 10)}/${at.slice(5, 7)}/${at.slice(0, 4)} ${at.slice(11, 16)}`;
}

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Checks a range: in order and at most one academic session. */
export function checkRange(from: string, to: string): void {
  if (to < from) throw DomainError.coded(422, 'day_book_reversed');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > DAY_BOOK_MAX_DAYS) throw DomainError.coded(422, 'day_book_too_long');
}

type Tally = Map<string, { count: number; paise: number }>;

function add(map: Tally, key: string, paise: number): void {
  const t = map.get(key);
  if (t) {
    t.count += 1;
    t.paise += paise;
  } else map.set(key, { count: 1, paise });
}

function totals(map: Tally): DayBookTotal[] {
  return [...map.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, t]) => ({ key, count: t.count, amount: (t.paise / 100).toFixed(2) }));
}

/**
 * Every receipt of [from, to] (India-time days), with totals by mode, fee, course and source, in one pass; the rows
 * listed are the first `listed` of them (all by default), the totals count every one.
 */
export async function dayBook(db: Db, from: string, to: string, listed = Infinity): Promise<DayBook> {
  checkRange(from, to);
  const rows = await repo.dayBookRows(db, `${from} 00:00:00`, `${nextDay(to)} 00:00:00`);
  const out: DayBookRow[] = [];
  const byMode: Tally = new Map();
  const byPurpose: Tally = new Map();
  const byCourse: Tally = new Map();
  const bySource: Tally = new Map();
  let count = 0;
  let paise = 0;
  for (let i = 0; i < rows.length; i += 1) {
    const r = rows[i] as repo.DayBookDbRow;
    const cancelled = r.status !== 'success';
    const mode = r.mode ? r.mode.toUpperCase() : '-';
    const p = Math.round(Number(r.amount) * 100);
    if (i < listed)
      out.push({
        receipt_no: r.receipt_no ?? `R${r.id}`,
        receipt_id: r.receipt_id,
        at: printMinute(r.addedon),
        student_id: r.student_id,
        student_name: r.student_name,
        course_name: r.course_name,
        purpose: r.purpose as PaymentPurpose,
        mode,
        amount: (p / 100).toFixed(2),
        reference: r.bank_ref_num,
        cancelled,
      });
    if (cancelled) continue;
    count += 1;
    paise += p;
    add(byMode, mode, p);
    add(byPurpose, r.purpose, p);
    add(byCourse, r.course_name ?? '-', p);
    add(bySource, r.receipt_id !== null ? 'counter' : 'online', p);
  }
  return {
    from,
    to,
    count,
    amount: (paise / 100).toFixed(2),
    by_mode: totals(byMode),
    by_purpose: totals(byPurpose),
    by_course: totals(byCourse),
    by_source: totals(bySource),
    rows: out,
    rows_total: rows.length,
  };
}

/** The day-book as CSV with a byte-order mark (Excel reads Hindi), headers in both languages, totals after the rows. */
export function dayBookCsv(book: DayBook): string {
  const lines: Array<Array<string | number>> = [
    [
      'Receipt / रसीद',
      'Time (India) / समय',
      'Student / विद्यार्थी',
      'Course / पाठ्यक्रम',
      'Fee / शुल्क',
      'Mode / माध्यम',
      'Reference / संदर्भ',
      'Amount (INR) / राशि',
      'Status / स्थिति',
    ],
  ];
  for (const r of book.rows) {
    lines.push([
      r.receipt_no,
      r.at,
      r.student_name,
      r.course_name ?? '',
      r.purpose === 'admission' ? 'Admission fee / प्रवेश शुल्क' : 'Registration fee / पंजीकरण शुल्क',
      `${paymentModeLabel(r.mode).en} / ${paymentModeLabel(r.mode).hi}`,
      r.reference ?? '',
      r.amount,
      r.cancelled ? 'Cancelled / रद्द' : 'Paid / भुगतान हो गया',
    ]);
  }
  lines.push([]);
  const groups: Array<[string, DayBookTotal[]]> = [
    ['Mode / माध्यम', book.by_mode],
    ['Fee / शुल्क', book.by_purpose],
    ['Course / पाठ्यक्रम', book.by_course],
    ['Source / स्रोत', book.by_source],
  ];
  for (const [group, list] of groups) {
    for (const t of list) lines.push([group, t.key, '', '', '', '', `${t.count}`, t.amount, '']);
  }
  lines.push(['Total / कुल', `${book.from} – ${book.to}`, '', '', '', '', `${book.count}`, book.amount, '']);
  return csvText(lines);
}
