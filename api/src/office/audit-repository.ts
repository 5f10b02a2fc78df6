// The audit log of staff actions: written by every staff call that changes or exports something, read by admins.
import type { Kysely } from 'kysely';
import type { AuditEntryView } from '@college/shared-types';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** What staff did. Sign-ins (and refused ones), decisions, exports, settings and account changes. */
export type AuditAction =
  | 'staff.signin'
  | 'staff.signin_failed'
  | 'staff.signout'
  | 'staff.password_changed'
  | 'staff.password_set'
  | 'staff.created'
  | 'staff.updated'
  | 'staff.link_sent'
  | 'applicant.approved'
  | 'applicant.rejected'
  | 'applicant.correction'
  | 'applicants.exported'
  | 'settings.changed'
  | 'fees.changed'
  | 'seats.changed'
  | 'seat_matrix.changed'
  | 'payments.reconciled'
  | 'payment.verified'
  | 'payment.refunded'
  | 'payments.report_exported'
  | (string & {});

export interface AuditEntry {
  staffId: number | null;
  action: AuditAction;
  /** What was acted on, e.g. "student:42" or "staff:3". */
  target?: string | null;
  detail?: Record<string, unknown> | null;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: entry.staffId,
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export interface AuditFilters {
  staffId?: number;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

/** One line of the log as the console reads it (shared-types office/api.ts). */
export type AuditRow = AuditEntryView;

/** Newest first; `from`/`to` are dates (YYYY-MM-DD, inclusive) or ISO times. */
export async function listAudit(
  db: Db,
  f: AuditFilters,
  page: number,
  perPage: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  let q = db.selectFrom('audit_log').leftJoin('admins', 'admins.id', 'audit_log.staff_id');
  if (f.staffId) q = q.where('audit_log.staff_id', '=', f.staffId);
  if (f.action) q = q.where('audit_log.action', 'like', `${f.action.replace(/[%_\\]/g, '')}%`);
  if (f.target) q = q.where('audit_log.target', '=', await targetOf(db, f.target));
  if (f.from) q = q.where('audit_log.created_at', '>=', f.from);
  if (f.to) q = q.where('audit_log.created_at', '<', f.to.length === 10 ? nextDay(f.to) : f.to);
  const count = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select([
      'audit_log.id',
      'audit_log.staff_id',
      'admins.email as staff_email',
      'admins.name as staff_name',
      'audit_log.action',
      'audit_log.target',
      'audit_log.detail',
      'audit_log.created_at',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  // The students the page's rows name, with their form numbers, in one query.
  const studentIds = [
    ...new Set(
      rows
        .map((r) => /^student:(\d+)$/.exec(r.target ?? '')?.[1])
        .filter(Boolean)
        .map(Number),
    ),
  ];
  const students = studentIds.length
    ? await db
        .selectFrom('students')
        .leftJoin('admissions', 'admissions.student_id', 'students.id')
        .select(['students.id', 'students.name', 'admissions.id as form_number'])
        .where('students.id', 'in', studentIds)
        .execute()
    : [];
  return {
    total: Number(count.n),
    rows: rows.map((r) => {
      const id = Number(/^student:(\d+)$/.exec(r.target ?? '')?.[1] ?? 0);
      const s = students.find((x) => x.id === id);
      return {
        ...r,
        detail: r.detail ? (JSON.parse(r.detail) as Record<string, unknown>) : null,
        target_student: s ? { name: s.name, form_number: s.form_number ?? null } : null,
      };
    }),
  };
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A target as the office types it: a bare number is a form number (the student's entries); else the stored key. */
async function targetOf(db: Db, typed: string): Promise<string> {
  const t = typed.trim();
  // A form number is a whole number the database can hold; anything longer is no form's (and matches nothing).
  if (!/^\d{1,9}$/.test(t)) return t;
  const form = await db.selectFrom('admissions').select('student_id').where('id', '=', Number(t)).executeTakeFirst();
  return form ? `student:${form.student_id}` : `form:${t}`;
}
