// A student's erasure (a request under the data protection law, or an account made by mistake): everything that
// names or identifies the person is replaced or removed, while the rows the college must keep — payments with
// their amounts, transaction ids and dates, and the office's decisions — stay, pointing at an anonymous student.
// Deleting a student with payments is refused by the database (migration 2026-11-23-sec-financial-restrict).
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { forgetFile } from '../storage/files-repository';
import { deleteUpload, type UploadsConfig } from '../storage/storage';

export const ERASED_NAME = 'Erased applicant';

export function erasedEmail(studentId: number): string {
  return `erased-${studentId}@erased.invalid`;
}

/** Anonymises one student; answers false when there is no such student. Uploaded files are deleted. */
export async function eraseStudent(db: Kysely<Database>, config: UploadsConfig, studentId: number): Promise<boolean> {
  const keys: string[] = [];
  const found = await db.transaction().execute(async (trx) => {
    const student = await trx
      .selectFrom('students')
      .select(['id', 'email'])
      .where('id', '=', studentId)
      .executeTakeFirst();
    if (!student) return false;
    const email = erasedEmail(studentId);
    const now = new Date().toISOString();
    const admissions = await trx.selectFrom('admissions').select('id').where('student_id', '=', studentId).execute();
    const admissionIds = admissions.map((a) => a.id);
    if (admissionIds.length) {
      const files = await trx
        .selectFrom('admission_files')
        .select('file_key')
        .where('admission_id', 'in', admissionIds)
        .execute();
      keys.push(...files.map((f) => f.file_key));
      await trx.deleteFrom('admission_files').where('admission_id', 'in', admissionIds).execute();
      await trx
        .updateTable('admissions')
        .set({ applicant_name: ERASED_NAME, email, payload: '{}', updated_at: now })
        .where('student_id', '=', studentId)
        .execute();
    }
    const documents = await trx
      .selectFrom('student_documents')
      .select('file_key')
      .where('student_id', '=', studentId)
      .execute();
    keys.push(...documents.map((d) => d.file_key));
    await trx.deleteFrom('student_documents').where('student_id', '=', studentId).execute();
    const owned = await trx.selectFrom('files').select('key').where('student_id', '=', studentId).execute();
    keys.push(...owned.map((f) => f.key));
    // Files uploaded to an unsent draft are the student's files (their pending rows go with them); so is the draft.
    for (const key of new Set(keys)) await forgetFile(trx, key);
    await trx.deleteFrom('admission_drafts').where('student_id', '=', studentId).execute();
    await trx
      .updateTable('transactions')
      .set({ firstname: ERASED_NAME, email, phone: '0000000000' })
      .where('student_id', '=', studentId)
      .execute();
    await trx
      .deleteFrom('auth_tokens')
      .where('subject_type', '=', 'student')
      .where('subject_id', '=', studentId)
      .execute();
    await trx.deleteFrom('otp_codes').where('sender', '=', student.email).execute();
    await trx.deleteFrom('login_attempts').where('email', '=', student.email).execute();
    await trx.deleteFrom('throttle_counters').where('account', '=', student.email).execute();
    await trx
      .updateTable('students')
      .set({
        name: ERASED_NAME,
        email,
        phone_number: '0000000000',
        // No password hashes to this: the account can never sign in again.
        password_hash: '!erased',
        profile_photo: '0',
        refrence_roll: null,
        status_reason: null,
        correction_reason: null,
        updated_at: now,
      })
      .where('id', '=', studentId)
      .execute();
    return true;
  });
  // The bytes go once the rows that pointed to them are gone.
  for (const key of new Set(keys)) await deleteUpload(config, key);
  return found;
}
