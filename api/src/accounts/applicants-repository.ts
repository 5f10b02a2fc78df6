// The office's queue of applicants (students with their form, if any): filtered, sorted, counted and looked up,
// their neighbours in the queue, the CSV export's rows, and the overview's counts.
import { sql, type RawBuilder, type Kysely } from 'kysely';
import { REGISTRATION_FEE, type AdminLookupKind } from '@college/shared-types';
import type { Database } from '../db/database';
import type { StudentRow } from './students-repository';

type Db = Kysely<Database>;

export interface ApplicantFilters {
  /**
   * 0 pending: no open correction, registration fee paid and profile complete (ready for the office's decision);
   * 'incomplete': status 0 without the registration fee or a complete profile; 1, 2; 'correction' (an open
   * correction request); 'ready': ready to review (registration paid, profile complete, form submitted, not yet
   * verified, fee not paid, not rejected).
   */
  status?: 0 | 1 | 2 | 'correction' | 'incomplete' | 'ready';
  course?: string;
  year?: number;
  category?: string;
  registrationPaid?: boolean;
  feePaid?: boolean;
  submitted?: boolean;
  /** YYYY-MM-DD, inclusive, against submitted_at. */
  submittedFrom?: string;
  submittedTo?: string;
  /** Lower case; matched against name, email, mobile, form number and form code. */
  search?: string;
  /** Applicants the search names exactly (lookupApplicants): the result is they, in place of a partial match. */
  exactIds?: number[];
  /** Where the submitted form stands in the scrutiny (to_verify: submitted and waiting for the verifier). */
  scrutiny?: 'to_verify' | 'verified' | 'correction';
}

export type ApplicantSortKey = 'id' | 'name' | 'created_at' | 'submitted_at';
export interface ApplicantSort {
  key: ApplicantSortKey;
  desc: boolean;
}

/** A queue row: the student, the form's number and code, and whether the registration fee is paid. */
export type ApplicantRow = StudentRow & {
  form_number: number | null;
  admission_form_code: string | null;
  registration_paid: number | string | boolean;
  /** The stored scrutiny state of the form (null: none stored, i.e. to verify once submitted). */
  scrutiny_state: string | null;
};

/** The form's stored scrutiny state (admission_scrutiny); none stored means a submitted form waits to be verified. */
const scrutinyStateSql = sql<
  string | null
>`(select sc.state from admission_scrutiny sc where sc.admission_id = admissions.id)`;

/** LIKE with the user's % and _ taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The shared rule `registrationPaid` in SQL: a successful payment of exactly the registration fee. */
const registrationPaidSql = sql<boolean>`exists (select 1 from transactions t where t.student_id = students.id and t.status = 'success' and cast(t.amount as decimal(12, 2)) = ${REGISTRATION_FEE})`;

function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The shared rule `isProfileComplete` in SQL. */
const profileCompleteSql = sql<boolean>`(students.academic_level is not null and students.category is not null and students.course_name is not null and students.course_year is not null and students.profile_photo is not null and students.profile_photo <> '0')`;

/** Status 0 with the registration fee paid and a complete profile: the office can decide. */
const decidableSql = sql<boolean>`(${registrationPaidSql} and ${profileCompleteSql})`;

/** Where an applicant stands for the queue's tabs: 3 correction, 4 not ready (status 0 unpaid or incomplete), else the status. */
const queueStateSql = sql<number>`case when students.correction_reason is not null then 3 when students.status = 0 and not ${decidableSql} then 4 else students.status end`;

function applicantsBase(db: Db, f: ApplicantFilters, withStatus = true) {
  let q = db.selectFrom('students').leftJoin('admissions', 'admissions.student_id', 'students.id');
  if (withStatus && f.status !== undefined) {
    if (f.status === 'correction') q = q.where('students.correction_reason', 'is not', null);
    else if (f.status === 'incomplete') {
      q = q
        .where('students.status', '=', 0)
        .where('students.correction_reason', 'is', null)
        .where(sql<boolean>`not ${decidableSql}`);
    } else if (f.status === 'ready') {
      // Registration paid, profile complete, form submitted and not yet verified: the verifier's work.
      q = q
        .where('students.status', '<>', 2)
        .where('students.correction_reason', 'is', null)
        .where('students.is_admission_fee_payed', '=', 0)
        .where('students.is_admission_submitted', '=', 1)
        .where('admissions.id', 'is not', null)
        .where(sql<string>`coalesce(${scrutinyStateSql}, 'to_verify')`, '=', 'to_verify')
        .where(decidableSql);
    } else {
      q = q.where('students.status', '=', f.status);
      if (f.status === 0) q = q.where('students.correction_reason', 'is', null).where(decidableSql);
    }
  }
  if (f.scrutiny === 'correction') q = q.where('students.correction_reason', 'is not', null);
  else if (f.scrutiny) {
    // A submitted form not reopened: with no state stored it is waiting to be verified.
    q = q
      .where('admissions.id', 'is not', null)
      .where('students.is_admission_submitted', '=', 1)
      .where('students.correction_reason', 'is', null)
      .where(sql<string>`coalesce(${scrutinyStateSql}, 'to_verify')`, '=', f.scrutiny);
  }
  if (f.course) q = q.where('students.course_name', '=', f.course);
  if (f.year) q = q.where('students.course_year', '=', f.year);
  if (f.category) q = q.where('students.category', '=', f.category);
  if (f.feePaid !== undefined) q = q.where('students.is_admission_fee_payed', '=', f.feePaid ? 1 : 0);
  if (f.submitted !== undefined) q = q.where('students.is_admission_submitted', '=', f.submitted ? 1 : 0);
  if (f.registrationPaid !== undefined) {
    q = q.where(f.registrationPaid ? registrationPaidSql : sql<boolean>`not ${registrationPaidSql}`);
  }
  // ISO times compare as text; the end date is inclusive.
  if (f.submittedFrom) q = q.where('students.submitted_at', '>=', f.submittedFrom);
  if (f.submittedTo) q = q.where('students.submitted_at', '<', dayAfter(f.submittedTo));
  if (f.exactIds?.length) {
    // The search names these applicants exactly (a form number, code, enrolment number, mobile or email): the
    // list is they, found by their ids, so the look-up stays fast with any number of applicants.
    q = q.where('students.id', 'in', f.exactIds);
  } else if (f.search) {
    const pattern = likePattern(f.search);
    // Digits are a form number or a mobile: no name has digits, so only the mobile is matched in part.
    // SQLite has no default LIKE escape character, so it is named for both engines.
    q = q.where(
      /^[\d+ -]+$/.test(f.search)
        ? sql<boolean>`students.phone_number like ${likePattern(f.search.replace(/[^\d]/g, ''))} escape '\\'`
        : sql<boolean>`(lower(students.name) like ${pattern} escape '\\' or lower(students.email) like ${pattern} escape '\\')`,
    );
  }
  return q;
}

/** What a search typed in the queue names exactly. */
export type LookupKind = AdminLookupKind;

/**
 * The applicants a search names exactly, each through an index (migration 2026-11-27-office-lookup): a form number,
 * an admission code, an enrolment number, a mobile (10 digits, +91 or 0 before it allowed) or an email. `text` is
 * trimmed and lower case.
 */
export async function lookupApplicants(db: Db, text: string): Promise<Array<{ id: number; kind: LookupKind }>> {
  const found: Array<{ id: number; kind: LookupKind }> = [];
  const add = (rows: Array<{ id: number }>, kind: LookupKind) => {
    for (const r of rows) if (!found.some((f) => f.id === r.id)) found.push({ id: r.id, kind });
  };
  const digits = text.replace(/[\s-]/g, '');
  if (/^\d{1,9}$/.test(digits)) {
    add(
      await db.selectFrom('admissions').select('student_id as id').where('id', '=', Number(digits)).execute(),
      'form',
    );
  }
  const mobile = /^(?:\+?91|0)?(\d{10})$/.exec(digits)?.[1];
  if (mobile) {
    add(await db.selectFrom('students').select('id').where('phone_number', '=', mobile).execute(), 'phone');
  }
  if (text.includes('@')) {
    // Emails are stored lower case (accounts): the unique index answers.
    add(await db.selectFrom('students').select('id').where('email', '=', text).execute(), 'email');
  } else if (/^[\w/.-]{4,40}$/.test(text)) {
    add(
      await db
        .selectFrom('admissions')
        .select('student_id as id')
        .where(sql<string>`lower(admission_code)`, '=', text)
        .execute(),
      'code',
    );
    add(
      await db
        .selectFrom('enrolments')
        .select('student_id as id')
        .where(sql<string>`lower(enrolment_no)`, '=', text)
        .execute(),
      'enrolment',
    );
  }
  return found;
}

function sortExpression(key: ApplicantSortKey): RawBuilder<string | number> {
  switch (key) {
    case 'name':
      return sql<string>`lower(students.name)`;
    case 'created_at':
      return sql<string>`students.created_at`;
    case 'submitted_at':
      return sql<string>`coalesce(students.submitted_at, '')`;
    default:
      return sql<number>`students.id`;
  }
}

export async function listApplicants(
  db: Db,
  f: ApplicantFilters,
  sort: ApplicantSort,
  page: number,
  perPage: number,
): Promise<ApplicantRow[]> {
  const key = sortExpression(sort.key);
  const dir = sort.desc ? sql`desc` : sql`asc`;
  return applicantsBase(db, f)
    .selectAll('students')
    .select(['admissions.id as form_number', 'admissions.admission_code as admission_form_code'])
    .select(registrationPaidSql.as('registration_paid'))
    .select(scrutinyStateSql.as('scrutiny_state'))
    .orderBy(sql`${key} ${dir}`)
    .orderBy(sql`students.id ${dir}`)
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute() as Promise<ApplicantRow[]>;
}

export async function applicantRowsByIds(db: Db, ids: number[]): Promise<ApplicantRow[]> {
  if (!ids.length) return [];
  return db
    .selectFrom('students')
    .leftJoin('admissions', 'admissions.student_id', 'students.id')
    .selectAll('students')
    .select(['admissions.id as form_number', 'admissions.admission_code as admission_form_code'])
    .select(registrationPaidSql.as('registration_paid'))
    .select(scrutinyStateSql.as('scrutiny_state'))
    .where('students.id', 'in', ids)
    .orderBy('students.id')
    .execute() as Promise<ApplicantRow[]>;
}

export async function countApplicants(db: Db, f: ApplicantFilters): Promise<number> {
  const row = await applicantsBase(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Counts of every filter but the status, per state: 0 pending (ready for a decision), 1 approved, 2 rejected,
 * 3 correction, 4 not ready (status 0 without the registration fee or a complete profile); and 'ready', those
 * ready to review.
 */
export async function countApplicantsByState(
  db: Db,
  f: ApplicantFilters,
): Promise<Record<0 | 1 | 2 | 3 | 4 | 'ready', number>> {
  const [rows, ready] = await Promise.all([
    // Grouped outside: PostgreSQL does not see the state's bound fee as the same expression twice.
    db
      .selectFrom(applicantsBase(db, f, false).select(queueStateSql.as('state')).as('q'))
      .select(['q.state', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('q.state')
      .execute(),
    countApplicants(db, { ...f, status: 'ready' }),
  ]);
  const out = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, ready };
  for (const r of rows) out[Number(r.state) as 0 | 1 | 2 | 3 | 4] = Number(r.n);
  return out;
}

/**
 * The applicants just before and after `id` in the queue of these filters and this sort. The applicant itself
 * need not match the filters any more (a decision moves it out of a status tab): its sort key places it.
 */
export async function applicantNeighbours(
  db: Db,
  id: number,
  f: ApplicantFilters,
  sort: ApplicantSort,
): Promise<{ previous: number | null; next: number | null }> {
  const key = sortExpression(sort.key);
  const here = await db.selectFrom('students').select(key.as('k')).where('students.id', '=', id).executeTakeFirst();
  if (!here) return { previous: null, next: null };
  // Row values compare column by column on SQLite and PostgreSQL alike; the id breaks ties.
  const after = sql<boolean>`(${key}, students.id) > (${here.k}, ${id})`;
  const before = sql<boolean>`(${key}, students.id) < (${here.k}, ${id})`;
  const neighbour = async (cond: typeof after, dir: 'asc' | 'desc') => {
    const d = dir === 'asc' ? sql`asc` : sql`desc`;
    const row = await applicantsBase(db, f)
      .select('students.id')
      .where(cond)
      .orderBy(sql`${key} ${d}`)
      .orderBy(sql`students.id ${d}`)
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? null;
  };
  // In queue order, "next" is the following row: greater keys when ascending, smaller when descending.
  return sort.desc
    ? { previous: await neighbour(after, 'asc'), next: await neighbour(before, 'desc') }
    : { previous: await neighbour(before, 'desc'), next: await neighbour(after, 'asc') };
}

/** Applicants of the filters with their submitted form (the CSV export), in form-number order. */
export async function applicantsWithForms(db: Db, f: ApplicantFilters) {
  const rows = await applicantsBase(db, f)
    .where('admissions.id', 'is not', null)
    .selectAll('students')
    .select([
      'admissions.id as form_number',
      'admissions.admission_code',
      'admissions.payload',
      'admissions.created_at as first_submitted_at',
    ])
    .orderBy('admissions.id')
    .execute();
  // The join found a form for every row.
  return rows as Array<
    StudentRow & { form_number: number; admission_code: string; payload: string; first_submitted_at: string }
  >;
}

// ---------------------------------------------------------------------------------------------------------------
// The overview

export async function applicantsByCourse(db: Db) {
  const state = sql<number>`case when correction_reason is not null then 3 else status end`;
  return db
    .selectFrom('students')
    .select([
      'course_name',
      state.as('state'),
      (eb) => eb.fn.countAll<number | string>().as('n'),
      (eb) => eb.fn.sum<number | string>('is_admission_fee_payed').as('fee_paid'),
    ])
    .where('course_name', 'is not', null)
    .groupBy(['course_name', state])
    .execute();
}

export async function applicantsByCategory(db: Db) {
  return db
    .selectFrom('students')
    .select([
      'category',
      (eb) => eb.fn.countAll<number | string>().as('n'),
      (eb) => eb.fn.sum<number | string>('is_admission_fee_payed').as('fee_paid'),
    ])
    .where('category', 'is not', null)
    .groupBy('category')
    .orderBy('category')
    .execute();
}

export async function countRegistrationsSince(db: Db, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('created_at', '>=', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countRegistrationPaid(db: Db): Promise<number> {
  const row = await db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(registrationPaidSql)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
