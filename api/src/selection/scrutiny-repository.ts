// The scrutiny tables: a form's state, the word on each of its documents, and its verified figures.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

export interface DocumentCheckRow {
  field: string;
  file_key: string;
  state: string;
  reason: string | null;
  staff_name: string | null;
  checked_at: string;
}

export interface VerifiedFigureRow {
  field: string;
  form_value: string | null;
  verified_value: string;
  note: string;
  staff_name: string | null;
  created_at: string;
}

/** The stored state of a form, or undefined (a submitted form without a row is waiting to be verified). */
export async function storedScrutinyState(db: Db, admissionId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('admission_scrutiny')
    .select('state')
    .where('admission_id', '=', admissionId)
    .executeTakeFirst();
  return row?.state;
}

export async function setScrutinyState(
  db: Db,
  admissionId: number,
  state: string,
  staffId: number | null,
  now: string,
): Promise<void> {
  await db
    .insertInto('admission_scrutiny')
    .values({ admission_id: admissionId, state, staff_id: staffId, updated_at: now })
    .onConflict((oc) => oc.column('admission_id').doUpdateSet({ state, staff_id: staffId, updated_at: now }))
    .execute();
}

export async function documentChecks(db: Db, admissionId: number): Promise<DocumentCheckRow[]> {
  return db
    .selectFrom('admission_document_checks as c')
    .leftJoin('admins', 'admins.id', 'c.staff_id')
    .select(['c.field', 'c.file_key', 'c.state', 'c.reason', 'admins.name as staff_name', 'c.checked_at'])
    .where('c.admission_id', '=', admissionId)
    .orderBy('c.id')
    .execute();
}

export async function saveDocumentCheck(
  db: Db,
  v: {
    admissionId: number;
    field: string;
    fileKey: string;
    state: string;
    reason: string | null;
    staffId: number;
    now: string;
  },
): Promise<void> {
  const values = { file_key: v.fileKey, state: v.state, reason: v.reason, staff_id: v.staffId, checked_at: v.now };
  await db
    .insertInto('admission_document_checks')
    .values({ admission_id: v.admissionId, field: v.field, ...values })
    .onConflict((oc) => oc.columns(['admission_id', 'field']).doUpdateSet(values))
    .execute();
}

export async function verifiedFigures(db: Db, admissionId: number): Promise<VerifiedFigureRow[]> {
  return db
    .selectFrom('admission_verified_figures as f')
    .leftJoin('admins', 'admins.id', 'f.staff_id')
    .select(['f.field', 'f.form_value', 'f.verified_value', 'f.note', 'admins.name as staff_name', 'f.created_at'])
    .where('f.admission_id', '=', admissionId)
    .orderBy('f.id')
    .execute();
}

export async function saveVerifiedFigure(
  db: Db,
  v: {
    admissionId: number;
    field: string;
    formValue: string | null;
    verifiedValue: string;
    note: string;
    staffId: number;
    now: string;
  },
): Promise<void> {
  const values = {
    form_value: v.formValue,
    verified_value: v.verifiedValue,
    note: v.note,
    staff_id: v.staffId,
    created_at: v.now,
  };
  await db
    .insertInto('admission_verified_figures')
    .values({ admission_id: v.admissionId, field: v.field, ...values })
    .onConflict((oc) => oc.columns(['admission_id', 'field']).doUpdateSet(values))
    .execute();
}
