// When each content call's answer last changed: the content cache stamps every answer's tag after each reload, and
// a tag not seen before is a change at that moment. Any write (console, seed, another process) is seen this way,
// deletions and expiries too, and every process answers the same dates since they are kept in the database.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** The PostgreSQL channel on which the API processes tell each other that content changed (content-changes.ts). */
export const CONTENT_CHANNEL = 'college_content_changed';

/** Sends the notice, signed with the sender's id. */
export async function announceContentChange(db: Db, senderId: string): Promise<void> {
  await sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${senderId})`.execute(db);
}

/** Records the tags of the current answers; answers when each key last changed (ISO 8601). */
export async function stampContentChanges(db: Db, etags: Record<string, string>): Promise<Record<string, string>> {
  const rows = await db.selectFrom('content_changes').select(['key', 'etag', 'changed_at']).execute();
  const known = new Map(rows.map((r) => [r.key, r]));
  const out: Record<string, string> = {};
  const at = new Date().toISOString();
  for (const [key, etag] of Object.entries(etags)) {
    const row = known.get(key);
    if (row && row.etag === etag) {
      out[key] = row.changed_at;
      continue;
    }
    // Another process may record the same change at the same time: the first time written stays.
    await db
      .insertInto('content_changes')
      .values({ key, etag, changed_at: at })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ etag, changed_at: at }).where('content_changes.etag', '<>', etag),
      )
      .execute();
    const now = await db.selectFrom('content_changes').select('changed_at').where('key', '=', key).executeTakeFirst();
    out[key] = now?.changed_at ?? at;
  }
  return out;
}
