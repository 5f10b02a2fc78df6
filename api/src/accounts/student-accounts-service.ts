// Student accounts: registration after a verified email code, and sign-in with the failed-login hold.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction-repository';
import { DomainError } from '../errors';
import { findStudentByEmail, insertStudent } from './students-repository';
import { clearAttempts, countAttempt, knownDevice, newDeviceToken, recordLogin, throttleKey } from './login-throttle';
import { consumeVerifiedEmail } from './otp-service';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import { issueToken } from './tokens';

export const ACCOUNT_ANSWERS = {
  registered: 'Registration successful. Please log in.',
  duplicate: 'This email is already registered. Please log in or reset your password.',
  notVerified: 'Please verify your email first',
  /** One answer for an unknown email and a wrong password (SPEC §8). */
  invalidLogin: 'Invalid email or password.',
  loggedIn: 'Login Successfully',
  throttled: 'Too many failed logins. Please wait 15 minutes or reset your password.',
  loggedOut: 'Logged out successfully',
} as const;

class DuplicateEmail extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/i.test(e?.message ?? '');
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  phone: string;
  email_refrence_id: string;
}

/** Creates the account (422 without a verified email code, 409 when the email is taken); returns the email. */
export async function registerStudent(db: Kysely<Database>, values: Registration, hashCost: number): Promise<string> {
  const email = values.email.toLowerCase();
  const passwordHash = await hashPassword(values.password, hashCost);
  const now = new Date().toISOString();
  try {
    await inTransaction(db, async (trx) => {
      // The code proves the mailbox is the student's: only then may the answer say the email is taken.
      if (!(await consumeVerifiedEmail(trx, email, values.email_refrence_id))) {
        throw new DomainError(
          422,
          ACCOUNT_ANSWERS.notVerified,
          { email_refrence_id: [ACCOUNT_ANSWERS.notVerified] },
          { success: false },
        );
      }
      if (await findStudentByEmail(trx, email)) throw new DuplicateEmail();
      await insertStudent(trx, {
        name: values.name,
        email,
        phone_number: values.phone,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
      });
    });
  } catch (error) {
    if (error instanceof DuplicateEmail || isUniqueViolation(error)) {
      throw new DomainError(409, ACCOUNT_ANSWERS.duplicate, { email: [ACCOUNT_ANSWERS.duplicate] }, { success: false });
    }
    throw error;
  }
  return email;
}

/**
 * A new session token for a right email and password; 401 alike for a wrong one; 429 while held back, with
 * the seconds to wait.
 */
export async function signIn(
  db: Kysely<Database>,
  input: { email: string; password: string; ip: string; deviceToken?: string },
  hashCost: number,
): Promise<{ token: string; deviceToken?: string } | { retryAfterSeconds: number }> {
  const email = input.email.toLowerCase();
  const student = await findStudentByEmail(db, email);
  // A browser that signed in to this account before has its own count: others' wrong guesses do not hold it back.
  const device = await knownDevice(db, 'student', input.deviceToken, student?.id);
  const key = throttleKey('student-login', email, device);
  // Counted before the password is checked, so parallel guesses cannot all slip under the limit.
  const attempt = await countAttempt(db, key.kind, key.account);
  if (!attempt.allowed) return { retryAfterSeconds: attempt.retryAfterSeconds };
  const ok = student
    ? await verifyPassword(input.password, student.password_hash)
    : await verifyAgainstNothing(input.password, hashCost);
  await recordLogin(db, email, input.ip, ok);
  if (!student || !ok) throw new DomainError(401, ACCOUNT_ANSWERS.invalidLogin);
  await clearAttempts(db, key.kind, key.account);
  return {
    token: await issueToken(db, 'student', student.id),
    deviceToken: device === null ? await newDeviceToken(db, 'student', student.id) : undefined,
  };
}
