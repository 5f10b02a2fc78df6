// A student's erasure (a request under the data protection law, or an account made by mistake): everything that
// names or identifies the person is replaced or removed, while the rows the college must keep — payments with
// their amounts, transaction ids and dates, and the office's decisions — stay, pointing at an anonymous student.
// Deleting a student with payments is refused by the database (migration 2026-11-23-sec-financial-restrict).
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { deleteUpload, type UploadsConfig } from '../storage/storage';
import { eraseStudentRows } from './erasure-repository';

export const ERASED_NAME = 'Erased applicant';

export function erasedEmail(studentId: number): string {
  return `erased-${studentId}@erased.invalid`;
}

/** Anonymises one student; answers false when there is no such student. Uploaded files are deleted. */
export async function eraseStudent(db: Kysely<Database>, config: UploadsConfig, studentId: number): Promise<boolean> {
  const keys = await eraseStudentRows(db, studentId, {
    name: ERASED_NAME,
    email: erasedEmail(studentId),
    phone: '0000000000',
    // No password hashes to this: the account can never sign in again.
    passwordHash: '!erased',
    now: new Date().toISOString(),
  });
  if (!keys) return false;
  // The bytes go once the rows that pointed to them are gone.
  for (const key of keys) await deleteUpload(config, key);
  return true;
}
