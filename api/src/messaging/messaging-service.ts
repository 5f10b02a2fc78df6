// One call tells a student something in their language (decision 035): the office's choice for the kind says
// mail, SMS or both. A mail goes out as before; an SMS is written to the delivery log as 'queued' and sent by the
// delivery run, never in the request: each try is claimed by one process, retried with back-off, held at night
// (21:00 to 09:00 India time) unless it is a code, and held when the number had its share this hour.
import type { Kysely } from 'kysely';
import {
  SMS_TEMPLATES,
  SmsTemplateError,
  indianMobile,
  renderSms,
  type Language,
  type MessageKind,
  type SmsValue,
} from '@college/shared-types';
import type { MailMessage } from '../mail/mail-message';
import { HOLDER } from '../jobs/jobs';
import {
  claimMessage,
  dueSmsIds,
  formOfStudent,
  hasVerifiedPhoneCode,
  spendVerifiedPhoneCode,
  studentForMessage,
  findMessage,
  insertMessage,
  readMessagingSettings,
  releaseStaleClaims,
  smsSentSince,
  updateMessage,
  type MessageRow,
} from './messaging-repository';
import type { SmsProvider } from './sms-providers';
import type { Database } from '../db/database';
import type { Log } from '../errors';
import type { SmsConfig } from './sms-config';

/** What the messages' work needs of the app (the app itself fits it): plain values, no web framework. */
export interface MessagingApp {
  db: Kysely<Database>;
  log: Log;
  mail: { mode: string; send(message: MailMessage): Promise<unknown> };
  config: { sms: Pick<SmsConfig, 'perNumberPerHour' | 'nightHold'> };
  messaging: { provider: SmsProvider | null; kick(): void };
}

/** Whom a message goes to. */
export interface MessageStudent {
  id?: number | null;
  name: string;
  email?: string | null;
  phone_number?: string | null;
  language?: string | null;
}

export interface TellInput {
  student: MessageStudent;
  kind: MessageKind;
  /** The SMS template's variables (the student's name is filled from `student` when not given). */
  values?: Record<string, SmsValue>;
  /** The mail of this message, as the product writes it today. */
  mail?: MailMessage;
  /** The staff member sending it (bulk message). */
  staffId?: number | null;
  /** The mobile number to use instead of the student's (a number being verified). */
  mobile?: string;
}

/** Waits before each further try: 1 minute, 5, 30, 2 hours, 6 hours; the sixth failed try ends it. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A try left 'sending' this long belongs to a process that died. */
export const STALE_CLAIM_MS = 5 * 60_000;
const IST_OFFSET_MS = 330 * 60_000;

export const isCodeKind = (kind: string) => SMS_TEMPLATES[kind as MessageKind]?.code === true;
const CODE_KINDS = Object.entries(SMS_TEMPLATES)
  .filter(([, t]) => t.code)
  .map(([k]) => k);

/** Null in the day; in the night (21:00 to 09:00 India time) the next 09:00 India time, in UTC. */
export function quietUntil(now: number): Date | null {
  const ist = new Date(now + IST_OFFSET_MS);
  const hour = ist.getUTCHours();
  if (hour >= 9 && hour < 21) return null;
  const nine = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), 9) - IST_OFFSET_MS;
  return new Date(hour >= 21 ? nine + 24 * 3600_000 : nine);
}

const languageOf = (value: string | null | undefined): Language => (value === 'en' ? 'en' : 'hi');

/** The student's record fills what the caller did not give: id, mobile number, language, the form's number. */
async function withRecord(app: MessagingApp, input: TellInput): Promise<TellInput> {
  const s = input.student;
  const row =
    s.id || s.email ? await studentForMessage(app.db, s.id ? { id: s.id } : { email: String(s.email) }) : undefined;
  const student: MessageStudent = row
    ? { ...row, ...Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined && v !== null)) }
    : s;
  const values = { ...input.values };
  const needsForm = SMS_TEMPLATES[input.kind].variables.some((v) => v.name === 'form');
  if (needsForm && values.form === undefined && student.id) {
    values.form = await formOfStudent(app.db, student.id);
  }
  return { ...input, student, values };
}

/**
 * Tells the student: by mail and/or SMS as the office chose for the kind. An SMS problem never fails the caller; a
 * mail that fails is logged 'failed' and thrown to the caller, after the SMS of a kind sent by both is queued.
 */
export async function tellStudent(app: MessagingApp, given: TellInput): Promise<void> {
  const settings = await readMessagingSettings(app.db);
  const wantsSms = settings.channels[given.kind] === 'sms' || settings.channels[given.kind] === 'both';
  // The record gives the SMS its number and every log row its student (the delivery log is filtered by student).
  const input = wantsSms || !given.student.id ? await withRecord(app, given).catch(() => given) : given;
  const channel = settings.channels[input.kind];
  const lang = languageOf(input.student.language);
  const now = new Date().toISOString();
  let mailFailure: { error: unknown } | null = null;
  if (input.mail && (channel === 'mail' || channel === 'both')) {
    const base = {
      student_id: input.student.id ?? null,
      kind: input.kind,
      channel: 'mail' as const,
      recipient: input.mail.to,
      language: lang,
      template_id: null,
      text: input.mail.subject,
      mail: isCodeKind(input.kind) ? null : JSON.stringify(input.mail),
      provider: app.mail.mode,
      staff_id: input.staffId ?? null,
      created_at: now,
    };
    try {
      await app.mail.send(input.mail);
    } catch (error) {
      mailFailure = { error };
      await insertMessage(app.db, {
        ...base,
        status: 'failed',
        provider_answer: String((error as Error).message).slice(0, 500),
      }).catch((logError: unknown) => app.log.error({ err: logError, kind: input.kind }, 'mail failure not logged'));
    }
    if (!mailFailure) {
      await insertMessage(app.db, {
        ...base,
        status: 'sent',
        provider_answer: null,
        sent_at: new Date().toISOString(),
      });
    }
  }
  // The SMS goes whatever happened to the mail: a student the mail did not reach may still read it.
  if (channel === 'sms' || channel === 'both') {
    try {
      await queueSms(app, input, lang);
    } catch (error) {
      app.log.error({ err: error, kind: input.kind }, 'SMS not queued');
    }
  }
  if (mailFailure) throw mailFailure.error;
}

/** Writes the SMS to the log as 'queued' (or 'skipped' with the reason) and starts a delivery run. */
export async function queueSms(app: MessagingApp, input: TellInput, lang: Language): Promise<number> {
  const mobile = indianMobile(input.mobile ?? input.student.phone_number);
  const base = {
    student_id: input.student.id ?? null,
    kind: input.kind,
    channel: 'sms' as const,
    language: lang,
    template_id: SMS_TEMPLATES[input.kind].id[lang],
    mail: null,
    staff_id: input.staffId ?? null,
    created_at: new Date().toISOString(),
  };
  let text: string;
  try {
    text = renderSms(input.kind, lang, { name: input.student.name, ...input.values }).text;
  } catch (error) {
    if (!(error instanceof SmsTemplateError)) throw error;
    return insertMessage(app.db, {
      ...base,
      recipient: mobile ?? String(input.student.phone_number ?? ''),
      text: SMS_TEMPLATES[input.kind].text[lang],
      status: 'skipped',
      provider: null,
      provider_answer: error.message,
    });
  }
  if (!mobile || !app.messaging.provider) {
    return insertMessage(app.db, {
      ...base,
      recipient: mobile ?? String(input.student.phone_number ?? ''),
      text,
      status: 'skipped',
      provider: null,
      provider_answer: mobile ? 'SMS is off on this server (SMS_PROVIDER)' : 'not a 10-digit Indian mobile number',
    });
  }
  const id = await insertMessage(app.db, {
    ...base,
    recipient: mobile,
    text,
    status: 'queued',
    provider: app.messaging.provider.name,
    provider_answer: null,
  });
  app.messaging.kick();
  return id;
}

/** One try of one claimed SMS: sent, held (night, rate), retried later, or failed for good. */
async function tryOne(app: MessagingApp, provider: SmsProvider, row: MessageRow, now: number): Promise<void> {
  const code = isCodeKind(row.kind);
  const release = (nextAt: Date, answer: string | null) =>
    updateMessage(app.db, row.id, {
      status: 'queued',
      claimed_by: null,
      claimed_at: null,
      next_attempt_at: nextAt.toISOString(),
      provider_answer: answer,
    });
  if (!code) {
    const quiet = app.config.sms.nightHold ? quietUntil(now) : null;
    if (quiet) return release(quiet, 'held: no SMS between 21:00 and 09:00 India time');
    const hourAgo = new Date(now - 3600_000).toISOString();
    const sent = await smsSentSince(app.db, row.recipient, hourAgo, CODE_KINDS);
    if (sent.length >= app.config.sms.perNumberPerHour) {
      return release(new Date(Date.parse(sent[0]!.sent_at!) + 3600_000), 'held: this number had its SMS for the hour');
    }
  }
  const template = SMS_TEMPLATES[row.kind as MessageKind];
  const outcome = await provider
    .send({
      messageId: row.id,
      mobile: row.recipient,
      text: row.text,
      templateId: row.template_id ?? '',
      unicode: row.language === 'hi' || !/^[\x20-\x7E\n]*$/.test(row.text),
      code: template?.code === true,
    })
    .catch((error: unknown) => ({
      result: 'retry' as const,
      answer: `failed: ${(error as Error).message}`.slice(0, 500),
      reason: 'gateway' as const,
    }));
  const attempts = Number(row.attempts) + 1;
  const done = {
    claimed_by: null,
    claimed_at: null,
    attempts,
    provider: provider.name,
    provider_answer: outcome.answer,
  };
  // A code is kept only until it is sent: the log shows its message with the digits hidden.
  const hidden = code ? { text: row.text.replace(/\d{4,8}/, '******') } : {};
  if (outcome.result === 'accepted') {
    await updateMessage(app.db, row.id, {
      ...done,
      ...hidden,
      status: 'sent',
      sent_at: new Date(now).toISOString(),
      next_attempt_at: null,
      provider_message_id: outcome.providerId,
    });
  } else if (outcome.result === 'rejected' || attempts >= MAX_ATTEMPTS) {
    await updateMessage(app.db, row.id, { ...done, ...hidden, status: 'failed', next_attempt_at: null });
  } else {
    const delay = RETRY_DELAYS_MS[attempts - 1]!;
    await updateMessage(app.db, row.id, {
      ...done,
      status: 'queued',
      next_attempt_at: new Date(now + delay).toISOString(),
    });
  }
}

/**
 * Sends every SMS due now, each claimed first so two processes never send the same one; answers how many tries
 * were made. Rows left 'sending' by a process that died wait their turn again.
 */
export async function deliverDue(app: MessagingApp, now = () => Date.now()): Promise<{ tried: number }> {
  const provider = app.messaging.provider;
  if (!provider) return { tried: 0 };
  await releaseStaleClaims(app.db, new Date(now() - STALE_CLAIM_MS).toISOString());
  let tried = 0;
  for (;;) {
    const ids = await dueSmsIds(app.db, new Date(now()).toISOString(), 20);
    let claimed = 0;
    for (const id of ids) {
      if (!(await claimMessage(app.db, id, HOLDER, new Date().toISOString()))) continue;
      claimed += 1;
      const row = await findMessage(app.db, id);
      if (row) await tryOne(app, provider, row, now());
      tried += 1;
    }
    if (!ids.length || !claimed) return { tried };
  }
}

/** How long a verified mobile code can still be used to register (as the email's). */
export const MOBILE_VERIFIED_TTL_MS = 30 * 60 * 1000;

/**
 * With mobile verification on (the office's setting), registration needs a phone code of this number verified in
 * the last half hour and not used: answers whether it is so, and marks it used when `spend` is set.
 */
export async function verifiedMobile(
  app: MessagingApp,
  mobile: string,
  referenceId: string | undefined,
  spend: boolean,
): Promise<boolean> {
  if (!referenceId) return false;
  const since = new Date(Date.now() - MOBILE_VERIFIED_TTL_MS).toISOString();
  return spend
    ? spendVerifiedPhoneCode(app.db, mobile, referenceId, since, new Date().toISOString())
    : hasVerifiedPhoneCode(app.db, mobile, referenceId, since);
}

/** Whether registration asks for a verified mobile number now. */
export async function mobileVerificationOn(app: MessagingApp): Promise<boolean> {
  return (await readMessagingSettings(app.db)).verify_mobile && app.messaging.provider !== null;
}
