// The student_status_changes table and a student's history as the console shows it: the office's decisions and the
// student's sendings of the form, in time order.
import type { Insertable, Kysely } from 'kysely';
import type { AdminStatusChange } from '@college/shared-types';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** One step of a student's history as the console shows it (shared-types office/api.ts). */
export type StatusChangeView = AdminStatusChange;

export async function statusHistory(db: Db, studentId: number): Promise<StatusChangeView[]> {
  const [changes, sent, student, form] = await Promise.all([
    db
      .selectFrom('student_status_changes')
      .innerJoin('admins', 'admins.id', 'student_status_changes.admin_id')
      .select([
        'student_status_changes.action',
        'student_status_changes.old_status',
        'student_status_changes.status',
        'student_status_changes.fee_to_pay',
        'student_status_changes.remark',
        'student_status_changes.created_at',
        'admins.email as admin_email',
        'admins.name as admin_name',
      ])
      .where('student_status_changes.student_id', '=', studentId)
      .orderBy('student_status_changes.id')
      .execute(),
    db
      .selectFrom('admission_submissions')
      .select(['after_correction', 'created_at'])
      .where('student_id', '=', studentId)
      .orderBy('id')
      .execute(),
    db.selectFrom('students').select(['name', 'email', 'status']).where('id', '=', studentId).executeTakeFirst(),
    db.selectFrom('admissions').select('created_at').where('student_id', '=', studentId).executeTakeFirst(),
  ]);
  const office: StatusChangeView[] = changes.map((c) => ({ ...c, by: 'office' }));
  if (!student) return office;
  // A form sent before its sendings were kept: its first sending is the form's own date.
  const sendings = sent.length ? sent : form ? [{ after_correction: 0, created_at: form.created_at }] : [];
  const steps: StatusChangeView[] = sendings.map((s) => ({
    by: 'student',
    action: Number(s.after_correction) === 1 ? 'resubmitted' : 'submitted',
    old_status: 0,
    status: 0,
    fee_to_pay: null,
    remark: null,
    admin_email: student.email,
    admin_name: student.name,
    created_at: s.created_at,
  }));
  // Both kinds in time order (ISO times compare as text); on the same instant the student's step comes first.
  return [...steps, ...office].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
}

export async function insertStatusChange(
  db: Db,
  values: Insertable<Database['student_status_changes']>,
): Promise<void> {
  await db.insertInto('student_status_changes').values(values).execute();
}
