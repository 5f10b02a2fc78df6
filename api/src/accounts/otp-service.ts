// One-time codes for email (and, later, phone) verification: six random digits, stored hashed, ten minutes,
// five tries, a resend replaces the old code and is throttled per address.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction-repository';
import {
  codeTimesSince,
  countTry,
  findCode,
  insertCode,
  markVerified,
  revokeLiveCodes,
  spendVerifiedEmailCode,
} from './otp-codes-repository';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_MS = 60 * 1000;
export const OTP_DAILY_CAP = 10;
/** How long a verified email code can still be used to sign up. */
export const OTP_VERIFIED_TTL_MS = 30 * 60 * 1000;

export type OtpChannel = 'email' | 'phone';

export function normaliseSender(channel: OtpChannel, sender: string): string {
  return channel === 'email' ? sender.trim().toLowerCase() : sender.replace(/\D/g, '');
}

function hashCode(referenceId: string, code: string): string {
  return createHash('sha256').update(`${referenceId}:${code}`).digest('hex');
}

export type IssueResult =
  { ok: true; referenceId: string; code: string } | { ok: false; reason: 'wait' | 'daily'; retryAfterSeconds: number };

/** Makes a new code for the address, replacing any live one, unless the address asked too recently or too often. */
export async function issueCode(
  db: Kysely<Database>,
  input: { channel: OtpChannel; sender: string; ip: string | null },
  now = Date.now(),
): Promise<IssueResult> {
  return inTransaction(db, async (trx) => {
    const dayAgo = new Date(now - 24 * 60 * 60 * 1000).toISOString();
    const recent = await codeTimesSince(trx, input.channel, input.sender, dayAgo);
    const last = recent[0] ? Date.parse(recent[0]) : 0;
    if (last && now - last < OTP_RESEND_INTERVAL_MS) {
      return { ok: false, reason: 'wait', retryAfterSeconds: Math.ceil((last + OTP_RESEND_INTERVAL_MS - now) / 1000) };
    }
    if (recent.length >= OTP_DAILY_CAP) {
      const oldest = Date.parse(recent[recent.length - 1]!);
      return { ok: false, reason: 'daily', retryAfterSeconds: Math.ceil((oldest + 24 * 3600 * 1000 - now) / 1000) };
    }
    const stamp = new Date(now).toISOString();
    await revokeLiveCodes(trx, input.channel, input.sender, stamp);
    const referenceId = randomBytes(18).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await insertCode(trx, {
      channel: input.channel,
      sender: input.sender,
      reference_id: referenceId,
      code_hash: hashCode(referenceId, code),
      expires_at: new Date(now + OTP_TTL_MS).toISOString(),
      verified_at: null,
      used_at: null,
      revoked_at: null,
      ip: input.ip,
      created_at: stamp,
    });
    return { ok: true, referenceId, code };
  });
}

export type CheckResult =
  | { status: 'verified' }
  | { status: 'unknown' | 'expired' | 'locked' | 'used' }
  | { status: 'wrong'; attemptsLeft: number };

/** Checks a code against its reference; every try counts, and the fifth wrong one kills the code. */
export async function checkCode(
  db: Kysely<Database>,
  input: { channel: OtpChannel; sender: string; referenceId: string; code: string },
  now = Date.now(),
): Promise<CheckResult> {
  const row = await findCode(db, input);
  if (!row || row.revoked_at) return { status: 'unknown' };
  if (row.used_at) return { status: 'used' };
  const matches = () => {
    const a = Buffer.from(hashCode(row.reference_id, input.code), 'hex');
    const b = Buffer.from(row.code_hash, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  };
  // A code checked again after it was verified answers the same, so a double click does no harm.
  if (row.verified_at) return matches() ? { status: 'verified' } : { status: 'wrong', attemptsLeft: 0 };
  if (Date.parse(row.expires_at) <= now) return { status: 'expired' };
  // Count the try before comparing, atomically, so parallel guesses cannot exceed the limit.
  if (!(await countTry(db, row.id, OTP_MAX_ATTEMPTS))) return { status: 'locked' };
  if (!matches()) {
    const attemptsLeft = OTP_MAX_ATTEMPTS - (row.attempts + 1);
    return attemptsLeft > 0 ? { status: 'wrong', attemptsLeft } : { status: 'locked' };
  }
  await markVerified(db, row.id, new Date(now).toISOString());
  return { status: 'verified' };
}

/**
 * Marks a verified email code as used by a new account. Answers false when the reference is not a verified,
 * unused, recent code of this address. Run inside the signup transaction.
 */
export async function consumeVerifiedEmail(
  db: Kysely<Database>,
  email: string,
  referenceId: string,
  now = Date.now(),
): Promise<boolean> {
  return spendVerifiedEmailCode(db, {
    referenceId,
    email,
    verifiedSinceIso: new Date(now - OTP_VERIFIED_TTL_MS).toISOString(),
    atIso: new Date(now).toISOString(),
  });
}
