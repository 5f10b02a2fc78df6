// The admission draft kept on the server (admission_drafts) and the files uploaded to it (admission_pending_files).
import type { Kysely, Selectable } from 'kysely';
import type { AdmissionDraftTable, AdmissionPendingFileTable, Database } from '../db/database';

type Db = Kysely<Database>;
export type DraftRow = Selectable<AdmissionDraftTable>;
export type PendingFileRow = Selectable<AdmissionPendingFileTable>;

export async function findDraft(db: Db, studentId: number): Promise<DraftRow | undefined> {
  return db.selectFrom('admission_drafts').selectAll().where('student_id', '=', studentId).executeTakeFirst();
}

/** Writes the student's one draft (insert or replace). */
export async function saveDraft(db: Db, row: DraftRow): Promise<void> {
  await db
    .insertInto('admission_drafts')
    .values(row)
    .onConflict((oc) =>
      oc.column('student_id').doUpdateSet({ payload: row.payload, step: row.step, updated_at: row.updated_at }),
    )
    .execute();
}

export async function deleteDraft(db: Db, studentId: number): Promise<void> {
  await db.deleteFrom('admission_drafts').where('student_id', '=', studentId).execute();
}

export async function pendingFiles(db: Db, studentId: number): Promise<PendingFileRow[]> {
  return db
    .selectFrom('admission_pending_files')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('id')
    .execute();
}

export async function findPendingFile(db: Db, studentId: number, field: string): Promise<PendingFileRow | undefined> {
  return db
    .selectFrom('admission_pending_files')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('field', '=', field)
    .executeTakeFirst();
}

export async function insertPendingFile(db: Db, row: Omit<PendingFileRow, 'id'>): Promise<void> {
  await db.insertInto('admission_pending_files').values(row).execute();
}

export async function deletePendingFile(db: Db, id: number): Promise<void> {
  await db.deleteFrom('admission_pending_files').where('id', '=', id).execute();
}

/** Whether a stored file is a pending upload of a draft (the office never sees those). */
export async function isPendingFile(db: Db, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('admission_pending_files')
    .select('id')
    .where('file_key', '=', key)
    .executeTakeFirst();
  return !!row;
}

/**
 * The file keys of pending uploads abandoned before `cutoff`: the file is older than it and its student's draft was
 * not saved since.
 */
export async function abandonedPendingKeys(db: Db, cutoff: string, limit = 500): Promise<string[]> {
  const rows = await db
    .selectFrom('admission_pending_files as p')
    .select('p.file_key')
    .where('p.created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('admission_drafts as d')
            .select('d.student_id')
            .whereRef('d.student_id', '=', 'p.student_id')
            .where('d.updated_at', '>=', cutoff),
        ),
      ),
    )
    .limit(limit)
    .execute();
  return rows.map((r) => r.file_key);
}

/** Removes the drafts saved before `cutoff` whose student uploaded nothing since; answers how many. */
export async function deleteAbandonedDrafts(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('admission_drafts')
    .where('updated_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('admission_pending_files as p')
            .select('p.id')
            .whereRef('p.student_id', '=', 'admission_drafts.student_id')
            .where('p.created_at', '>=', cutoff),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
