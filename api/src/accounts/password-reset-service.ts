// Password reset: a single-use link (30 minutes, at most 3 mails an hour per account) and the new password.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction-repository';
import { DomainError } from '../errors';
import { findStudentByEmail, updateStudent } from './students-repository';
import { clearAttempts, recordLogin } from './login-throttle';
import { hashPassword } from './passwords';
import {
  countTokensSince,
  issueToken,
  revokeAllTokens,
  revokeTokensOfPurpose,
  RESET_TTL_MS,
  spendToken,
  verifyToken,
} from './tokens';

export const RESET_ANSWERS = {
  /** The same answer whether or not an account exists. */
  sent: 'If an account exists for this email, a link to reset the password has been sent to it.',
  invalidLink: 'This reset link is invalid or has expired. Please ask for a new one.',
  changed: 'Your password has been changed. Please log in with the new password.',
} as const;

/** Reset mails per account per hour; further requests are answered alike but send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * A new reset link for the account of this email, or null when there is none or it had its mails this hour.
 * Only the newest link works.
 */
export async function newResetLink(
  db: Kysely<Database>,
  email: string,
  publicUrl: string,
): Promise<{ id: number; email: string; name: string; language: string | null; link: string } | null> {
  const student = await findStudentByEmail(db, email.toLowerCase());
  if (!student) return null;
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  if ((await countTokensSince(db, 'student', student.id, 'reset', hourAgo)) >= RESET_MAILS_PER_HOUR) return null;
  const token = await inTransaction(db, async (trx) => {
    await revokeTokensOfPurpose(trx, 'student', student.id, 'reset');
    return issueToken(trx, 'student', student.id, 'reset', RESET_TTL_MS);
  });
  return {
    id: student.id,
    email: student.email,
    name: student.name,
    language: student.language,
    link: `${publicUrl}/student/reset-password?token=${encodeURIComponent(token)}`,
  };
}

/** An address as an SMS may name it: its first two characters, then the domain (se***@gmail.com). */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** Sets the new password through a live, unused link; every session of the student ends. */
export async function confirmReset(
  db: Kysely<Database>,
  input: { token: string; password: string; ip: string },
  hashCost: number,
): Promise<void> {
  const invalid = () => new DomainError(400, RESET_ANSWERS.invalidLink, undefined, { success: false });
  const found = await verifyToken(db, input.token, 'student', 'reset');
  if (!found) throw invalid();
  const passwordHash = await hashPassword(input.password, hashCost);
  await inTransaction(db, async (trx) => {
    // Single use: only succeeds while the link is still unused.
    if (!(await spendToken(trx, found.tokenId))) throw invalid();
    const student = await updateStudent(trx, found.subjectId, { password_hash: passwordHash });
    // Whoever knew the old password is logged out.
    await revokeAllTokens(trx, 'student', found.subjectId);
    // Counts as a successful login, so earlier failures no longer hold the account back.
    await recordLogin(trx, student.email, input.ip, true);
    await clearAttempts(trx, 'student-login', student.email);
  });
}
