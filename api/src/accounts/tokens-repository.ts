// The auth_tokens table: sessions, reset links and device proofs, each stored by the SHA-256 of its token.
import type { Insertable, Kysely } from 'kysely';
import type { AuthTokenTable, Database } from '../db/database';

type Db = Kysely<Database>;
export type SubjectType = AuthTokenTable['subject_type'];
/** `device`: the proof, kept in a cookie, that a browser signed in to the account before (login-throttle.ts). */
export type TokenPurpose = 'session' | 'reset' | 'device';

export async function insertToken(db: Db, values: Insertable<AuthTokenTable>): Promise<void> {
  await db.insertInto('auth_tokens').values(values).execute();
}

/** The live (not revoked, not used) token of this hash, kind and purpose; its expiry is the caller's to check. */
export async function findLiveToken(
  db: Db,
  tokenHash: string,
  subjectType: SubjectType,
  purpose: TokenPurpose,
): Promise<{ id: number; subject_id: number; expires_at: string } | undefined> {
  return db
    .selectFrom('auth_tokens')
    .select(['id', 'subject_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('subject_type', '=', subjectType)
    .where('purpose', '=', purpose)
    .where('revoked_at', 'is', null)
    .where('used_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.updateTable('auth_tokens').set({ revoked_at: new Date().toISOString() }).where('id', '=', tokenId).execute();
}

/** Revokes every live token of a subject (after a password reset), but `exceptTokenId` when given. */
export async function revokeAllTokens(
  db: Db,
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
  db: Db,
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
  db: Db,
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
export async function spendToken(db: Db, tokenId: number): Promise<boolean> {
  const result = await db
    .updateTable('auth_tokens')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes every token of a student (the erasure of the account). */
export async function deleteStudentTokens(db: Db, studentId: number): Promise<void> {
  await db
    .deleteFrom('auth_tokens')
    .where('subject_type', '=', 'student')
    .where('subject_id', '=', studentId)
    .execute();
}
