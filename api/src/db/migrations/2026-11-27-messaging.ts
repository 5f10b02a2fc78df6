// Messages to students by mail and SMS (decision 035): the delivery log, which is also the SMS queue (a row waits
// as 'queued' until its next try), and the development outbox of SMS kept instead of sent.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('messages'))
    .addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    /** 'sms' or 'mail'. */
    .addColumn('channel', 'text', (c) => c.notNull())
    /** The ten-digit mobile number or the mail address. */
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text')
    /** The SMS's text, or the mail's subject. */
    .addColumn('text', 'text', (c) => c.notNull())
    /** The whole mail (JSON: to, subject, text, html), so it can be sent again. */
    .addColumn('mail', 'text')
    /** queued, sending, sent, failed or skipped. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    /** The process sending it now, and since when (a row left 'sending' by a process that died is taken back). */
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('provider', 'text')
    .addColumn('provider_answer', 'text')
    .addColumn('provider_message_id', 'text')
    /** The staff member who sent it (a bulk message, a resend); null when the product sent it. */
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('messages_due').on('messages').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('messages_student').on('messages').column('student_id').execute();
  await db.schema.createIndex('messages_recipient_sent').on('messages').columns(['recipient', 'sent_at']).execute();

  await withId(db, db.schema.createTable('sms_outbox'))
    .addColumn('message_id', 'integer')
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('messages').execute();
}
