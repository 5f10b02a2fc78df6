// Bearer tokens: 32 random bytes shown once to the client, only their SHA-256 stored; they expire and can be revoked.
// Their rows are kept by tokens-repository.ts; the calls that only revoke or spend are named here too.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { findLiveToken, insertToken, type SubjectType, type TokenPurpose } from './tokens-repository';

export type { SubjectType, TokenPurpose } from './tokens-repository';
export { countTokensSince, revokeAllTokens, revokeToken, revokeTokensOfPurpose, spendToken } from './tokens-repository';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 30 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(
  db: Kysely<Database>,
  subjectType: SubjectType,
  subjectId: number,
  purpose: TokenPurpose = 'session',
  ttlMs: number = purpose === 'reset' ? RESET_TTL_MS : SESSION_TTL_MS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await insertToken(db, {
    subject_type: subjectType,
    subject_id: subjectId,
    token_hash: hashToken(token),
    purpose,
    expires_at: new Date(now + ttlMs).toISOString(),
    revoked_at: null,
    used_at: null,
    created_at: new Date(now).toISOString(),
  });
  return token;
}

/** The subject of a live token of this kind and purpose, or null. */
export async function verifyToken(
  db: Kysely<Database>,
  token: string,
  subjectType: SubjectType,
  purpose: TokenPurpose = 'session',
): Promise<{ tokenId: number; subjectId: number } | null> {
  if (!token || token.length > 200) return null;
  const row = await findLiveToken(db, hashToken(token), subjectType, purpose);
  if (!row || Date.parse(row.expires_at) <= Date.now()) return null;
  return { tokenId: row.id, subjectId: row.subject_id };
}
