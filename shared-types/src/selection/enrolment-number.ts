// The enrolment number's pattern, set by the admin (decision 025): text with placeholders, the serial counted per
// course and session. The API numbers admissions by it and refuses a bad one; the console checks it and shows an
// example as it is typed.

/** The default, giving "2025-26/BCOM/0001". */
export const DEFAULT_ENROLMENT_PATTERN = '{session}/{course}/{serial:4}';

/** The longest pattern taken. */
export const ENROLMENT_PATTERN_MAX = 40;

/**
 * The longest number a pattern may give: the admitted student's SMS holds 30 characters of it (its DLT template,
 * shared-types messaging/templates.ts). Counted with a session as "2025-26", a course code of 10 characters and a
 * serial of at least 5 digits.
 */
export const ENROLMENT_NUMBER_MAX = 30;
const LONGEST = { session: 7, course: 10, serial: 5 };

/** Why a pattern is refused: each is an error of the catalogue, in both languages. */
export type EnrolmentPatternProblem =
  'enrolment_pattern_text' | 'enrolment_pattern_placeholder' | 'enrolment_pattern_serial' | 'enrolment_pattern_long';

export interface EnrolmentNumberParts {
  session: string;
  course: string;
  serial: number;
}

type Piece = { text: string } | { field: 'session' | 'course' } | { serial: number };

const PLACEHOLDER = /\{([^{}]*)\}/g;
/** Printable ASCII: letters, digits, spaces and the keyboard's signs (no control character, nothing else). */
const PRINTABLE = /^[\x20-\x7e]*$/;

/** The pattern cut into text and placeholders; a problem when it breaks a rule. */
function parse(pattern: string): { pieces: Piece[] } | { problem: EnrolmentPatternProblem; placeholder?: string } {
  if (!pattern.trim() || pattern.length > ENROLMENT_PATTERN_MAX || !PRINTABLE.test(pattern)) {
    return { problem: 'enrolment_pattern_text' };
  }
  const pieces: Piece[] = [];
  let serials = 0;
  let at = 0;
  for (const m of pattern.matchAll(PLACEHOLDER)) {
    const before = pattern.slice(at, m.index);
    if (/[{}]/.test(before)) return { problem: 'enrolment_pattern_placeholder', placeholder: before.trim() };
    if (before) pieces.push({ text: before });
    const name = m[1]!;
    const serial = /^serial(?::([1-8]))?$/.exec(name);
    if (name === 'session' || name === 'course') pieces.push({ field: name });
    else if (serial) {
      serials++;
      pieces.push({ serial: serial[1] ? Number(serial[1]) : 0 });
    } else if (/^serial\b/.test(name)) {
      return { problem: 'enrolment_pattern_serial' };
    } else return { problem: 'enrolment_pattern_placeholder', placeholder: m[0] };
    at = m.index + m[0].length;
  }
  const rest = pattern.slice(at);
  if (/[{}]/.test(rest)) return { problem: 'enrolment_pattern_placeholder', placeholder: rest.trim() };
  if (rest) pieces.push({ text: rest });
  if (serials !== 1) return { problem: 'enrolment_pattern_serial' };
  const longest = pieces.reduce(
    (n, p) => n + ('text' in p ? p.text.length : 'field' in p ? LONGEST[p.field] : Math.max(p.serial, LONGEST.serial)),
    0,
  );
  if (longest > ENROLMENT_NUMBER_MAX) return { problem: 'enrolment_pattern_long' };
  return { pieces };
}

/**
 * What is wrong with a pattern, null when it is good: at most 40 printable characters; exactly one {serial} or
 * {serial:N} (N from 1 to 8, the digits it is padded to); no placeholder but {session}, {course} and the serial;
 * numbers of at most 30 characters (ENROLMENT_NUMBER_MAX).
 */
export function enrolmentPatternProblem(
  pattern: string,
): { code: EnrolmentPatternProblem; params: Record<string, string> } | null {
  const parsed = parse(pattern);
  if ('pieces' in parsed) return null;
  return { code: parsed.problem, params: parsed.placeholder ? { placeholder: parsed.placeholder } : {} };
}

/** Whether the numbers a pattern gives tell the course apart, and the session (the counter is shared otherwise). */
export function enrolmentPatternNames(pattern: string): { course: boolean; session: boolean } {
  return { course: pattern.includes('{course}'), session: pattern.includes('{session}') };
}

/** The enrolment number the pattern gives; a pattern that breaks a rule gives the default's. */
export function formatEnrolmentNumber(pattern: string, parts: EnrolmentNumberParts): string {
  let parsed = parse(pattern);
  if (!('pieces' in parsed)) parsed = parse(DEFAULT_ENROLMENT_PATTERN) as { pieces: Piece[] };
  return parsed.pieces
    .map((p) => ('text' in p ? p.text : 'field' in p ? parts[p.field] : String(parts.serial).padStart(p.serial, '0')))
    .join('');
}
