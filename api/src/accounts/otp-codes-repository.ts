// The otp_codes table: one-time codes of email (and phone) verification, stored hashed.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OtpCodeTable } from '../db/database';

type Db = Kysely<Database>;
export type OtpCodeRow = Selectable<OtpCodeTable>;

/** When the codes of an address were made since a moment, newest first. */
export async function codeTimesSince(
  db: Db,
  channel: OtpCodeTable['channel'],
  sender: string,
  sinceIso: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('otp_codes')
    .select(['created_at'])
    .where('channel', '=', channel)
    .where('sender', '=', sender)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => r.created_at);
}

/** Revokes the live (unverified) codes of an address. */
export async function revokeLiveCodes(
  db: Db,
  channel: OtpCodeTable['channel'],
  sender: string,
  atIso: string,
): Promise<void> {
  await db
    .updateTable('otp_codes')
    .set({ revoked_at: atIso })
    .where('channel', '=', channel)
    .where('sender', '=', sender)
    .where('revoked_at', 'is', null)
    .where('verified_at', 'is', null)
    .execute();
}

export async function insertCode(db: Db, values: Insertable<OtpCodeTable>): Promise<void> {
  await db.insertInto('otp_codes').values(values).execute();
}

export async function findCode(
  db: Db,
  q: { referenceId: string; channel: OtpCodeTable['channel']; sender: string },
): Promise<OtpCodeRow | undefined> {
  return db
    .selectFrom('otp_codes')
    .selectAll()
    .where('reference_id', '=', q.referenceId)
    .where('channel', '=', q.channel)
    .where('sender', '=', q.sender)
    .executeTakeFirst();
}

/** Counts one try, atomically, while fewer than `max` were made; false once the code has had them all. */
export async function countTry(db: Db, id: number, max: number): Promise<boolean> {
  const result = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', max)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markVerified(db: Db, id: number, atIso: string): Promise<void> {
  await db.updateTable('otp_codes').set({ verified_at: atIso }).where('id', '=', id).execute();
}

/** Marks a verified, unused, live email code used (verified after `verifiedSinceIso`); false when there is none. */
export async function spendVerifiedEmailCode(
  db: Db,
  q: { referenceId: string; email: string; verifiedSinceIso: string; atIso: string },
): Promise<boolean> {
  const result = await db
    .updateTable('otp_codes')
    .set({ used_at: q.atIso })
    .where('reference_id', '=', q.referenceId)
    .where('channel', '=', 'email')
    .where('sender', '=', q.email)
    .where('verified_at', 'is not', null)
    .where('verified_at', '>', q.verifiedSinceIso)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
