// The admission draft on the server: the form's values (GET/PUT draft) and each file uploaded as soon as it is
// chosen (PUT/DELETE draft/files/:field), kept until the submit moves them to the admission (admission-save-service.ts)
// or the sweeper removes a draft abandoned for DRAFT_ABANDONED_MS.
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  DRAFT_ABANDONED_MS,
  type AdmissionDraftBody,
  type AdmissionDraftResponse,
  type AdmissionFileField,
  type DraftFile,
} from '@college/shared-types';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction-repository';
import type { FormFile } from '../http/multipart-form';
import { DomainError } from '../errors';
import {
  abandonedPendingKeys,
  deleteAbandonedDrafts,
  findDraft,
  findPendingFile,
  insertPendingFile,
  pendingFiles,
  saveDraft,
  type PendingFileRow,
} from './admission-drafts-repository';
import { forgetFile, recordFile } from '../storage/files-repository';
import type { StudentRow } from '../accounts/public';
import { assertMayFillAdmission, kindOf } from './admission-save-service';
import { deleteUpload, readUpload, saveUpload, type UploadsConfig, type UploadsSource } from '../storage/storage';

type Db = Kysely<Database>;

export const DRAFT_ANSWERS = {
  noFile: 'Choose a file to upload.',
  noFileHi: 'अपलोड करने के लिए एक फ़ाइल चुनें।',
  notFound: 'No such file.',
} as const;

export function draftFilePath(field: string): string {
  return API_PATHS.admissionDraftFile.replace(':field', encodeURIComponent(field));
}

function draftFileOf(row: PendingFileRow): DraftFile {
  return {
    field: row.field,
    name: row.original_name,
    mime: row.mime,
    size: row.size,
    document_link: draftFilePath(row.field),
    created_at: row.created_at,
  };
}

/** The student's draft: values and step (null before the first save) and the files uploaded to it. */
export async function draftOf(db: Db, studentId: number): Promise<AdmissionDraftResponse['data']> {
  const [row, files] = await Promise.all([findDraft(db, studentId), pendingFiles(db, studentId)]);
  let values: Record<string, unknown> | null = null;
  if (row) {
    try {
      values = JSON.parse(row.payload) as Record<string, unknown>;
    } catch {
      values = null;
    }
  }
  return { values, step: row?.step ?? 1, updated_at: row?.updated_at ?? null, files: files.map(draftFileOf) };
}

/** Saves the form's values; only while the student may fill the form. Answers the time it was saved. */
export async function saveDraftValues(db: Db, student: StudentRow, body: AdmissionDraftBody): Promise<string> {
  assertMayFillAdmission(student);
  const now = new Date().toISOString();
  await saveDraft(db, {
    student_id: student.id,
    payload: JSON.stringify(body.values),
    step: body.step,
    updated_at: now,
  });
  return now;
}

/**
 * Checks and stores one upload of the draft (the upload table's types and sizes, images re-encoded), replacing the
 * field's earlier one in the same transaction; the replaced bytes are removed once it is committed.
 */
export async function uploadDraftFile(
  db: Db,
  config: UploadsConfig,
  student: StudentRow,
  field: AdmissionFileField,
  file: FormFile | undefined,
): Promise<DraftFile> {
  assertMayFillAdmission(student);
  if (!file) {
    throw new DomainError(
      422,
      DRAFT_ANSWERS.noFile,
      { file: [DRAFT_ANSWERS.noFile] },
      {
        message_hi: DRAFT_ANSWERS.noFileHi,
      },
    );
  }
  const kind = kindOf(field);
  const saved = await saveUpload(config, { path: file.path, size: file.size, filename: file.filename, kind });
  const now = new Date().toISOString();
  const name = (file.filename || field).slice(0, 200);
  let replaced: string | null = null;
  try {
    await inTransaction(db, async (trx) => {
      const old = await findPendingFile(trx, student.id, field);
      // The pending row goes with its files row (foreign key, on delete cascade).
      if (old) await forgetFile(trx, old.file_key);
      replaced = old?.file_key ?? null;
      await recordFile(trx, { ...saved, studentId: student.id, kind, originalName: name });
      await insertPendingFile(trx, {
        student_id: student.id,
        field,
        file_key: saved.key,
        mime: saved.mime,
        size: saved.size,
        original_name: name,
        created_at: now,
      });
    });
  } catch (error) {
    await deleteUpload(config, saved.key);
    throw error;
  }
  if (replaced) await deleteUpload(config, replaced);
  return {
    field,
    name,
    mime: saved.mime,
    size: saved.size,
    document_link: draftFilePath(field),
    created_at: now,
  };
}

/** Removes one upload of the draft; false when there was none. */
export async function removeDraftFile(
  db: Db,
  config: UploadsConfig,
  studentId: number,
  field: string,
): Promise<boolean> {
  const key = await inTransaction(db, async (trx) => {
    const old = await findPendingFile(trx, studentId, field);
    if (old) await forgetFile(trx, old.file_key);
    return old?.file_key ?? null;
  });
  if (key) await deleteUpload(config, key);
  return !!key;
}

/** The bytes of one of the student's own draft uploads (for the preview), or null. */
export async function readDraftFile(source: UploadsSource, studentId: number, field: string) {
  const row = await findPendingFile(source.db, studentId, field);
  if (!row) return null;
  return readUpload(source, row.file_key);
}

export interface DraftSweepCounts {
  files: number;
  drafts: number;
}

/** Removes pending files and drafts abandoned for DRAFT_ABANDONED_MS (rows and bytes alike). */
export async function sweepAbandonedDrafts(db: Db, config: UploadsConfig, now = Date.now()): Promise<DraftSweepCounts> {
  const cutoff = new Date(now - DRAFT_ABANDONED_MS).toISOString();
  const counts: DraftSweepCounts = { files: 0, drafts: 0 };
  for (;;) {
    const keys = await abandonedPendingKeys(db, cutoff);
    if (!keys.length) break;
    for (const key of keys) {
      await inTransaction(db, (trx) => forgetFile(trx, key));
      await deleteUpload(config, key);
      counts.files += 1;
    }
  }
  counts.drafts = await deleteAbandonedDrafts(db, cutoff);
  return counts;
}
