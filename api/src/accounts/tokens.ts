// Bearer tokens: 32 random bytes shown once to the client, only their SHA-256 stored; they expire and can be revoked.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export type SubjectType = 'student' | 'admin';
/** `device`: the proof, kept in a cookie, that a browser signed in to the account before (login-throttle.ts). */
export type TokenPurpose = 'session' | 'reset' | 'device';

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
  await db
    .insertInto('auth_tokens')
    .values({
      subject_type: subjectType,
      subject_id: subjectId,
      token_hash: hashToken(token),
      purpose,
      expires_at: new Date(now + ttlMs).toISOString(),
      revoked_at: null,
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
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
  const row = await db
    .selectFrom('auth_tokens')
    .select(['id', 'subject_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('subject_type', '=', subjectType)
    .where('purpose', '=', purpose)
    .where('revoked_at', 'is', null)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= Date.now()) return null;
  return { tokenId: row.id, subjectId: row.subject_id };
}

export async function revokeToken(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db.updateTable('auth_tokens').set({ revoked_at: new Date().toISOString() }).where('id', '=', tokenId).execute();
}

/** Revokes every live token of a subject (after a password reset), but `exceptTokenId` when given. */
export async function revokeAllTokens(
  db: Kysely<Database>,
  subjectType: SubjectType,
  subjectId: number,
  exceptTokenId?: number,
): Promise<void> {
  let q = db
    .updateTable('auth_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .where('revoked_at', 'is', null);
  if (exceptTokenId !== undefined) q = q.where('id', '!=', exceptTokenId);
  await q.execute();
}

/** How many tokens of a purpose a subject was given since a moment (reset mails per hour). */
export async function countTokensSince(
  db: Kysely<Database>,
  subjectType: SubjectType,
  subjectId: number,
  purpose: TokenPurpose,
  sinceIso: string,
): Promise<number> {
  const row = await db
    .selectFrom('auth_tokens')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', sinceIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Revokes the live tokens of one purpose of a subject (an older reset link when a new one is sent). */
export async function revokeTokensOfPurpose(
  db: Kysely<Database>,
  subjectType: SubjectType,
  subjectId: number,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .where('purpose', '=', purpose)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Marks a single-use token used; false when it was already used or revoked. */
export async function spendToken(db: Kysely<Database>, tokenId: number): Promise<boolean> {
  const result = await db
    .updateTable('auth_tokens')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
