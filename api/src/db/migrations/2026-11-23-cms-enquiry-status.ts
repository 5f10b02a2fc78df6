// Enquiries the office answers: a status (new, answered), the reply mailed and who sent it when.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('enquiries')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema.alterTable('enquiries').addColumn('reply', 'text').execute();
  await db.schema.alterTable('enquiries').addColumn('answered_by', 'integer').execute();
  await db.schema.alterTable('enquiries').addColumn('answered_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const c of ['answered_at', 'answered_by', 'reply', 'status']) {
    await db.schema.alterTable('enquiries').dropColumn(c).execute();
  }
}
