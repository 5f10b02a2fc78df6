// The outbox table: mails kept instead of sent outside production when no SMTP_URL is set.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

export async function keepMail(db: Db, m: { to: string; subject: string; text: string; html: string }): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ to: m.to, subject: m.subject, text: m.text, html: m.html, created_at: new Date().toISOString() })
    .execute();
}

/** The latest 200 mails (to one address when given), newest last as a mail client lists a conversation. */
export async function outboxMails(db: Db, to?: string) {
  let query = db
    .selectFrom('outbox')
    .select(['id', 'to', 'subject', 'text', 'html', 'created_at'])
    .orderBy('id', 'desc')
    .limit(200);
  if (to) query = query.where('to', '=', to);
  return (await query.execute()).reverse();
}
