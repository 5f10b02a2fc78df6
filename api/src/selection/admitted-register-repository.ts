// The admitted register in the database (decision 027): every enrolment with its student, and for those students the
// latest form, the seat of the offer they were admitted on and the latest successful admission payment.
import type { Kysely } from 'kysely';
import type { AdmittedFilters } from '@college/shared-types';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** The enrolments by course and enrolment number, filtered by course, year and category (the search is not here). */
export async function enrolledStudents(db: Db, filters: AdmittedFilters) {
  let query = db
    .selectFrom('enrolments as e')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .select([
      's.id as student_id',
      'e.enrolment_no',
      'e.created_at as admitted_at',
      'e.course',
      's.name',
      's.course_year',
      's.category',
    ]);
  if (filters.course) query = query.where('e.course', '=', filters.course.toUpperCase());
  if (filters.year) query = query.where('s.course_year', '=', filters.year);
  if (filters.category) query = query.where('s.category', '=', filters.category.toUpperCase());
  return query.orderBy('e.course').orderBy('e.enrolment_no').execute();
}

/** Each student's latest form, admitted offer and latest successful admission payment, read 500 students at a time. */
export async function admittedDetails(db: Db, ids: number[]) {
  const forms = new Map<number, { id: number; payload: string }>();
  const offers = new Map<number, { label_en: string; label_hi: string; index_marks: number }>();
  const paid = new Map<number, { amount: string; txnid: string; bank_ref_num: string | null }>();
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    const [a, o, t] = await Promise.all([
      db
        .selectFrom('admissions')
        .select(['id', 'student_id', 'payload'])
        .where('student_id', 'in', part)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('selection_offers')
        .select(['student_id', 'label_en', 'label_hi', 'index_marks'])
        .where('live_student_id', 'in', part)
        .where('status', '=', 'admitted')
        .execute(),
      db
        .selectFrom('transactions')
        .select(['student_id', 'amount', 'txnid', 'bank_ref_num'])
        .where('student_id', 'in', part)
        .where('purpose', '=', 'admission')
        .where('status', '=', 'success')
        .orderBy('id')
        .execute(),
    ]);
    // The latest form and the latest successful admission payment of each student.
    for (const f of a) forms.set(f.student_id, f);
    for (const x of o) offers.set(x.student_id, x);
    for (const x of t) paid.set(x.student_id, x);
  }
  return { forms, offers, paid };
}
