// The university's entrance ranks of a PG course admitted by its entrance (decision 027). The office imports the rank
// list as CSV (the student's form number or roll number, the rank, the category); every row is checked, and a file
// with any bad row is refused with each bad row's line and reason in both languages, nothing saved. A good file
// replaces the course and year's ranks in one transaction with its audit line. The merit list of such a course
// follows the rank (compareMerit with basis 'entrance'); a verified student without a rank is not ranked.
import type { Kysely } from 'kysely';
import {
  ENTRANCE_RANK_PROBLEMS,
  type EntranceRankProblem,
  type EntranceRankProblemCode,
  type EntranceRankRecord,
  type MeritBasisSetting,
} from '@college/shared-types';
import type { Database } from '../db/database';
import { DomainError } from '../errors';
import { recordAudit } from '../office/public';
import { findForms, importedEntranceRanks, replaceEntranceRanks, type FoundForm } from './entrance-ranks-repository';
import { findMeritBasis } from './seat-matrix-repository';
import { inTransaction } from '../db/transaction-repository';

type Db = Kysely<Database>;

/** The most rows one file may have. */
export const ENTRANCE_RANK_ROWS_MAX = 20_000;

/** Lines of CSV text as cells: quoted cells ("a, b", "say ""x""") and CRLF or LF; a byte-order mark is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === ';' || ch === '\t') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** The category as the university may write it: UR, GEN and General are GENERAL. */
function categoryCode(text: string): string {
  const v = text.trim().toUpperCase();
  return v === 'UR' || v === 'GEN' || v === 'GENERAL' ? 'GENERAL' : v;
}

interface Parsed {
  line: number;
  formNo: number | null;
  rollNo: string | null;
  rank: number;
  category: string;
}

const problem = (row: number, code: EntranceRankProblemCode): EntranceRankProblem => ({
  row,
  code,
  reason: ENTRANCE_RANK_PROBLEMS[code],
});

/**
 * Checks the file against the course and year: the rows to save, or every bad row with its reason. The header names
 * the columns (any order, any case): form_no and/or roll_no, rank, category.
 */
export async function checkEntranceRanks(
  db: Db,
  course: string,
  year: number,
  csv: string,
): Promise<{ rows: Array<Parsed & { found: FoundForm }>; problems: EntranceRankProblem[] }> {
  const lines = parseCsv(csv);
  const header = (lines[0] ?? []).map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s.-]+/g, '_'),
  );
  const col = (...names: string[]) => header.findIndex((h) => names.includes(h));
  const iForm = col('form_no', 'form_number', 'form');
  const iRoll = col('roll_no', 'roll_number', 'roll');
  const iRank = col('rank');
  const iCategory = col('category');
  if ((iForm < 0 && iRoll < 0) || iRank < 0 || iCategory < 0) throw DomainError.coded(400, 'entrance_ranks_header');
  const body = lines
    .map((cells, i) => ({ cells, line: i + 1 }))
    .slice(1)
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (!body.length) throw DomainError.coded(400, 'entrance_ranks_empty');
  if (body.length > ENTRANCE_RANK_ROWS_MAX) throw DomainError.coded(400, 'entrance_ranks_too_many');

  const problems: EntranceRankProblem[] = [];
  const parsed: Parsed[] = [];
  for (const { cells, line } of body) {
    const cell = (i: number) => (i < 0 ? '' : (cells[i] ?? '').trim());
    const formText = cell(iForm);
    const rollText = cell(iRoll);
    const rankText = cell(iRank);
    const category = cell(iCategory);
    if ((!formText && !rollText) || !rankText || !category) {
      problems.push(problem(line, 'missing_value'));
      continue;
    }
    if (!/^\d{1,9}$/.test(rankText) || Number(rankText) < 1) {
      problems.push(problem(line, 'bad_rank'));
      continue;
    }
    const formNo = /^\d{1,9}$/.test(formText) ? Number(formText) : null;
    if (formText && formNo === null) {
      problems.push(problem(line, 'unknown_student'));
      continue;
    }
    parsed.push({ line, formNo, rollNo: rollText || null, rank: Number(rankText), category: categoryCode(category) });
  }

  const { byForm, byRoll } = await findForms(
    db,
    parsed.flatMap((p) => (p.formNo === null ? [] : [p.formNo])),
    parsed.flatMap((p) => (p.formNo === null && p.rollNo ? [p.rollNo.toUpperCase()] : [])),
  );
  const rows: Array<Parsed & { found: FoundForm }> = [];
  const seenStudent = new Set<number>();
  const seenRank = new Set<number>();
  for (const p of parsed) {
    const found = p.formNo !== null ? byForm.get(p.formNo) : byRoll.get(p.rollNo!.toUpperCase());
    if (!found) problems.push(problem(p.line, 'unknown_student'));
    else if ((found.course_name ?? '').toUpperCase() !== course || Number(found.course_year) !== year) {
      problems.push(problem(p.line, 'other_course'));
    } else if (categoryCode(found.category ?? 'GENERAL') !== p.category) {
      problems.push(problem(p.line, 'category_mismatch'));
    } else if (seenStudent.has(found.student_id)) problems.push(problem(p.line, 'duplicate_student'));
    else if (seenRank.has(p.rank)) problems.push(problem(p.line, 'duplicate_rank'));
    else {
      seenStudent.add(found.student_id);
      seenRank.add(p.rank);
      rows.push({ ...p, found });
    }
  }
  problems.sort((a, b) => a.row - b.row);
  return { rows, problems };
}

/**
 * Imports a rank list for an entrance course and year: refused whole (400, each bad row listed) or saved whole,
 * replacing the ranks before, with the audit line, in one transaction.
 */
export async function importEntranceRanks(
  db: Db,
  staffId: number,
  course: string,
  year: number,
  csv: string,
  now = new Date(),
): Promise<{ imported: number }> {
  if ((await findMeritBasis(db, course)) !== 'entrance') throw DomainError.coded(409, 'entrance_ranks_not_entrance');
  const { rows, problems } = await checkEntranceRanks(db, course, year, csv);
  if (problems.length) {
    throw DomainError.coded(400, 'entrance_ranks_invalid', { count: problems.length }, undefined, { rows: problems });
  }
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    const replaced = await replaceEntranceRanks(trx, course, year, rows, staffId, at);
    await recordAudit(trx, {
      staffId,
      action: 'selection.entrance_ranks_imported',
      target: `selection:${course}:${year}`,
      detail: { course, year, rows: rows.length, replaced },
    });
  });
  return { imported: rows.length };
}

/** The ranks imported for a course and year, rank first, for the office's screen. */
export async function listEntranceRanks(
  db: Db,
  course: string,
  year: number,
): Promise<{ merit_basis: MeritBasisSetting; imported_at: string | null; ranks: EntranceRankRecord[] }> {
  const [merit_basis, rows] = await Promise.all([findMeritBasis(db, course), importedEntranceRanks(db, course, year)]);
  return {
    merit_basis,
    imported_at: rows[0]?.imported_at ?? null,
    ranks: rows.map((r) => ({
      form_number: r.admission_id,
      roll_no: r.refrence_roll,
      name: r.name,
      rank: Number(r.rank),
      category: r.category,
    })),
  };
}
