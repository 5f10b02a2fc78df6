// The language a student chose on the site (decision 031), kept with the student so that a mail sent later — by the
// office's decision, a payment settled by the job, a merit round — reads in it. Set from the site_lang cookie the
// browser sends with the student's own calls; empty until then (the mails then begin in Hindi, as before).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').dropColumn('language').execute();
}
