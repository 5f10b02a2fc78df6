// The rows of a student's erasure (erasure-service.ts), across every table that names or identifies the person,
// in one transaction: the student's files and codes go, the rows the college keeps point at an anonymous student.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { forgetFile } from '../storage/files-repository';
import { deleteStudentTokens } from './tokens-repository';

type Db = Kysely<Database>;

/** What an erased student's rows say instead of the person. */
export interface ErasedValues {
  name: string;
  email: string;
  phone: string;
  /** A value no password hashes to. */
  passwordHash: string;
  now: string;
}

/**
 * Anonymises the student's rows and forgets their files; answers the keys of the files whose bytes are to be
 * deleted, or null when there is no such student (nothing is changed).
 */
export async function eraseStudentRows(db: Db, studentId: number, erased: ErasedValues): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const student = await trx
      .selectFrom('students')
      .select(['id', 'email'])
      .where('id', '=', studentId)
      .executeTakeFirst();
    if (!student) return null;
    const keys: string[] = [];
    const { name, email, phone, now } = erased;
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
        .set({ applicant_name: name, email, payload: '{}', updated_at: now })
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
    const unique = [...new Set(keys)];
    // Files uploaded to an unsent draft are the student's files (their pending rows go with them); so is the draft.
    for (const key of unique) await forgetFile(trx, key);
    await trx.deleteFrom('admission_drafts').where('student_id', '=', studentId).execute();
    await trx
      .updateTable('transactions')
      .set({ firstname: name, email, phone })
      .where('student_id', '=', studentId)
      .execute();
    await deleteStudentTokens(trx, studentId);
    await trx.deleteFrom('otp_codes').where('sender', '=', student.email).execute();
    await trx.deleteFrom('login_attempts').where('email', '=', student.email).execute();
    await trx.deleteFrom('throttle_counters').where('account', '=', student.email).execute();
    await trx
      .updateTable('students')
      .set({
        name,
        email,
        phone_number: phone,
        password_hash: erased.passwordHash,
        profile_photo: '0',
        refrence_roll: null,
        status_reason: null,
        correction_reason: null,
        updated_at: now,
      })
      .where('id', '=', studentId)
      .execute();
    return unique;
  });
}
