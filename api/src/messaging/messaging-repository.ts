// The messages' tables (decision 035): the delivery log that is also the SMS queue, the SMS outbox of development,
// and the office's choices kept in the settings table under messaging.* keys.
import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import {
  defaultChannels,
  isMessageKind,
  MESSAGE_CHANNELS,
  type MessageChannel,
  type MessageKind,
  type MessageLogEntry,
  type MessageStatus,
  type MessagingSettings,
} from '@college/shared-types';
import type { Database } from '../db/database';

export interface MessageTable {
  id: Generated<number>;
  student_id: number | null;
  kind: string;
  channel: 'sms' | 'mail';
  recipient: string;
  language: string;
  template_id: string | null;
  text: string;
  mail: string | null;
  status: MessageStatus;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  claimed_by: string | null;
  claimed_at: string | null;
  provider: string | null;
  provider_answer: string | null;
  provider_message_id: string | null;
  staff_id: number | null;
  created_at: string;
  sent_at: string | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  message_id: number | null;
  mobile: string;
  template_id: string;
  text: string;
  created_at: string;
}

export interface MessagingDatabase extends Database {
  messages: MessageTable;
  sms_outbox: SmsOutboxTable;
}

export type MessageRow = Selectable<MessageTable>;
type AnyDb = Kysely<Database>;
type Db = Kysely<MessagingDatabase>;

/** The app's database with the messages' tables. */
export const messagingDb = (db: AnyDb): Db => db as unknown as Db;

export type NewMessage = Omit<
  MessageTable,
  'id' | 'attempts' | 'claimed_by' | 'claimed_at' | 'provider_message_id' | 'sent_at' | 'next_attempt_at'
> & { sent_at?: string | null; next_attempt_at?: string | null };

export async function insertMessage(db: AnyDb, m: NewMessage): Promise<number> {
  const row = await messagingDb(db)
    .insertInto('messages')
    .values({ ...m, attempts: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findMessage(db: AnyDb, id: number): Promise<MessageRow | undefined> {
  return messagingDb(db).selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The SMS due now, oldest first. */
export async function dueSmsIds(db: AnyDb, nowIso: string, limit: number): Promise<number[]> {
  const rows = await messagingDb(db)
    .selectFrom('messages')
    .select('id')
    .where('channel', '=', 'sms')
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowIso)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Takes a queued message for this process; false when another process took it first. */
export async function claimMessage(db: AnyDb, id: number, holder: string, nowIso: string): Promise<boolean> {
  const result = await messagingDb(db)
    .updateTable('messages')
    .set({ status: 'sending', claimed_by: holder, claimed_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Rows left 'sending' since before `staleIso` (their process died during the try) wait their turn again. */
export async function releaseStaleClaims(db: AnyDb, staleIso: string): Promise<number> {
  const result = await messagingDb(db)
    .updateTable('messages')
    .set({ status: 'queued', claimed_by: null, claimed_at: null })
    .where('status', '=', 'sending')
    .where('claimed_at', '<', staleIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function updateMessage(
  db: AnyDb,
  id: number,
  values: Partial<Omit<MessageTable, 'id' | 'attempts'>> & { attempts?: number },
): Promise<void> {
  await messagingDb(db).updateTable('messages').set(values).where('id', '=', id).execute();
}

/** SMS sent to a number since a moment, codes left out (they have their own limits). */
export async function smsSentSince(db: AnyDb, mobile: string, sinceIso: string, codeKinds: string[]) {
  return messagingDb(db)
    .selectFrom('messages')
    .select('sent_at')
    .where('channel', '=', 'sms')
    .where('recipient', '=', mobile)
    .where('status', '=', 'sent')
    .where('sent_at', '>=', sinceIso)
    .where('kind', 'not in', codeKinds)
    .orderBy('sent_at')
    .execute();
}

export async function keepSms(
  db: AnyDb,
  m: { messageId: number | null; mobile: string; templateId: string; text: string },
): Promise<number> {
  const row = await messagingDb(db)
    .insertInto('sms_outbox')
    .values({
      message_id: m.messageId,
      mobile: m.mobile,
      template_id: m.templateId,
      text: m.text,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The latest 200 SMS kept in the outbox (to one number when given), newest last. */
export async function outboxSms(db: AnyDb, mobile?: string) {
  let query = messagingDb(db)
    .selectFrom('sms_outbox')
    .select(['id', 'message_id', 'mobile', 'template_id', 'text', 'created_at'])
    .orderBy('id', 'desc')
    .limit(200);
  if (mobile) query = query.where('mobile', '=', mobile);
  return (await query.execute()).reverse();
}

export interface MessageFilters {
  studentId?: number;
  /** A form number, a name or a mobile number / address, as typed. */
  search?: string;
  kind?: MessageKind;
  status?: MessageStatus;
  channel?: 'sms' | 'mail';
}

function filtered(db: AnyDb, f: MessageFilters) {
  let q = messagingDb(db)
    .selectFrom('messages')
    .leftJoin('students', 'students.id', 'messages.student_id')
    .leftJoin('admissions', 'admissions.student_id', 'messages.student_id');
  if (f.studentId !== undefined) q = q.where('messages.student_id', '=', f.studentId);
  if (f.kind) q = q.where('messages.kind', '=', f.kind);
  if (f.status) q = q.where('messages.status', '=', f.status);
  if (f.channel) q = q.where('messages.channel', '=', f.channel);
  const text = f.search?.trim();
  if (text) {
    if (/^\d{1,9}$/.test(text)) q = q.where('admissions.id', '=', Number(text));
    else {
      const like = `%${text.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql<string>`lower(students.name)`, 'like', like),
          eb(sql<string>`lower(messages.recipient)`, 'like', like),
        ]),
      );
    }
  }
  return q;
}

export async function listMessages(
  db: AnyDb,
  f: MessageFilters,
  page: number,
  perPage: number,
): Promise<{ rows: MessageLogEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .select([
        'messages.id',
        'messages.student_id',
        'students.name as student_name',
        'admissions.id as form_number',
        'messages.kind',
        'messages.channel',
        'messages.recipient',
        'messages.language',
        'messages.template_id',
        'messages.text',
        'messages.status',
        'messages.attempts',
        'messages.next_attempt_at',
        'messages.provider',
        'messages.provider_answer',
        'messages.created_at',
        'messages.sent_at',
      ])
      .orderBy('messages.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, attempts: Number(r.attempts) }) as MessageLogEntry),
    total: Number(count.n),
  };
}

const KEYS = { channels: 'messaging.channels', bulkCap: 'messaging.bulk_cap', verifyMobile: 'messaging.verify_mobile' };

/** The office's choices: each kind's channel, the bulk cap, mobile verification at registration. */
export async function readMessagingSettings(db: AnyDb): Promise<MessagingSettings> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(KEYS))
    .execute();
  const value = (k: string) => rows.find((r) => r.key === k)?.value;
  const channels = defaultChannels();
  try {
    const saved = JSON.parse(value(KEYS.channels) ?? '{}') as Record<string, string>;
    for (const [k, c] of Object.entries(saved)) {
      if (isMessageKind(k) && (MESSAGE_CHANNELS as readonly string[]).includes(c)) channels[k] = c as MessageChannel;
    }
  } catch {
    // A value written by hand that is not JSON: the defaults stand.
  }
  const cap = Number(value(KEYS.bulkCap));
  return {
    channels,
    bulk_cap: Number.isInteger(cap) && cap > 0 ? cap : 500,
    verify_mobile: value(KEYS.verifyMobile) === '1',
  };
}

export async function writeMessagingSettings(db: AnyDb, s: MessagingSettings, staffId: number): Promise<void> {
  const now = new Date().toISOString();
  const values: Record<string, string> = {
    [KEYS.channels]: JSON.stringify(s.channels),
    [KEYS.bulkCap]: String(s.bulk_cap),
    [KEYS.verifyMobile]: s.verify_mobile ? '1' : '0',
  };
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of Object.entries(values)) {
      await trx
        .insertInto('settings')
        .values({ key, value, updated_by: staffId, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_by: staffId, updated_at: now }))
        .execute();
    }
  });
}

/** The student a message goes to, by id or email: what a message needs of the record. */
export async function studentForMessage(db: AnyDb, key: { id: number } | { email: string }) {
  const q = db.selectFrom('students').select(['id', 'name', 'email', 'phone_number', 'language']);
  return ('id' in key ? q.where('id', '=', key.id) : q.where('email', '=', key.email.toLowerCase())).executeTakeFirst();
}

/** The number of the student's admission form, if there is one. */
export async function formOfStudent(db: AnyDb, studentId: number): Promise<number | undefined> {
  const form = await db.selectFrom('admissions').select('id').where('student_id', '=', studentId).executeTakeFirst();
  return form?.id;
}

/** A phone code of this number and reference verified since `since`, not used and not revoked: its id. */
async function verifiedPhoneCode(db: AnyDb, mobile: string, referenceId: string, since: string) {
  const row = await db
    .selectFrom('otp_codes')
    .select('id')
    .where('reference_id', '=', referenceId)
    .where('channel', '=', 'phone')
    .where('sender', '=', mobile)
    .where('verified_at', 'is not', null)
    .where('verified_at', '>', since)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

export async function hasVerifiedPhoneCode(
  db: AnyDb,
  mobile: string,
  referenceId: string,
  since: string,
): Promise<boolean> {
  return (await verifiedPhoneCode(db, mobile, referenceId, since)) !== undefined;
}

/** Marks such a code used; true when this call was the one that used it (the update holds while it is unused). */
export async function spendVerifiedPhoneCode(
  db: AnyDb,
  mobile: string,
  referenceId: string,
  since: string,
  now: string,
): Promise<boolean> {
  const id = await verifiedPhoneCode(db, mobile, referenceId, since);
  if (id === undefined) return false;
  const result = await db
    .updateTable('otp_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
