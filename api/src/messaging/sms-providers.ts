// The SMS providers (decision 035): CDAC's Mobile Seva gateway, a generic HTTP gateway configured by address and
// body template, and the development outbox. Each answers what became of one try: accepted (with the provider's
// message id), refused for good (the number, the template, the account), or to be tried again (throttled, no
// answer in time, an answer that cannot be read, the gateway's own trouble).
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { keepSms } from './messaging-repository';
import type { SmsConfig } from './sms-config';

export interface OutgoingSms {
  messageId: number | null;
  mobile: string;
  text: string;
  templateId: string;
  unicode: boolean;
  /** A code the student waits for (OTP service type). */
  code: boolean;
}

export type FailureReason = 'template' | 'number' | 'account' | 'throttled' | 'timeout' | 'garbage' | 'gateway';

export type SendOutcome =
  | { result: 'accepted'; answer: string; providerId: string | null }
  | { result: 'rejected' | 'retry'; answer: string; reason: FailureReason };

export interface SmsProvider {
  name: string;
  send: (sms: OutgoingSms) => Promise<SendOutcome>;
}

const sha1 = (text: string) => createHash('sha1').update(text, 'latin1').digest('hex');
const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

/** A text as Mobile Seva takes Unicode: each UTF-16 code unit as a decimal character reference (&#2346;). */
export function cdacEntities(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += `&#${text.charCodeAt(i)};`;
  return out;
}

/** The text back from its character references (the simulator reads what the driver sent). */
export function fromEntities(content: string): string {
  return content.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
}

/** The key of a request: SHA-512 (hex) of username, sender id, content and secure key, each trimmed. */
export function cdacKey(username: string, senderId: string, content: string, secureKey: string): string {
  return sha512(`${username.trim()}${senderId.trim()}${content.trim()}${secureKey.trim()}`);
}

/** The form fields of one SMS to Mobile Seva. */
export function cdacFields(cfg: SmsConfig['cdac'], sms: OutgoingSms): Record<string, string> {
  const content = sms.unicode ? cdacEntities(sms.text.trim()) : sms.text.trim();
  const type = sms.code ? (sms.unicode ? 'unicodeotpmsg' : 'otpmsg') : sms.unicode ? 'unicodemsg' : 'singlemsg';
  return {
    username: cfg.username,
    password: sha1(cfg.password),
    senderid: cfg.senderId,
    content,
    smsservicetype: type,
    // Unicode messages take the bulk field (one number is a list of one); the others the single one.
    [type === 'unicodemsg' ? 'bulkmobno' : 'mobileno']: sms.mobile,
    key: cdacKey(cfg.username, cfg.senderId, content, cfg.secureKey),
    templateid: sms.templateId,
  };
}

/**
 * What a Mobile Seva answer means. "402,MsgID = 150620161466003974245msdgsms" is a submitted message; the other
 * codes are the gateway's refusals: some for good (credentials 401, numbers 406, sender id 410/411, spam or the
 * operator's refusal such as a text off its template 412/413), some for a later try (credits 403, the gateway's
 * database or network 404/405/407, the operator's time-out 408, the account's limit 409). Anything else, an
 * HTML error page for instance, is not an answer: the try is repeated.
 */
export function readCdacAnswer(body: string): SendOutcome {
  const answer = body.trim().slice(0, 500);
  const ok = /^402\s*,\s*MsgID\s*=\s*(\S+)/i.exec(answer);
  if (ok) return { result: 'accepted', answer, providerId: ok[1]! };
  const code = /^(?:ERROR\s*:?\s*)?(\d{3})\b/i.exec(answer)?.[1];
  switch (code) {
    case '401':
    case '410':
    case '411':
      return { result: 'rejected', answer, reason: 'account' };
    case '406':
      return { result: 'rejected', answer, reason: 'number' };
    case '412':
    case '413':
      return { result: 'rejected', answer, reason: 'template' };
    case '409':
      return { result: 'retry', answer, reason: 'throttled' };
    case '403':
    case '404':
    case '405':
    case '407':
    case '408':
      return { result: 'retry', answer, reason: 'gateway' };
    default:
      return { result: 'retry', answer: answer || '(empty answer)', reason: 'garbage' };
  }
}

/** A POST with a time limit; a time-out or a network failure is a try to repeat. */
async function post(
  url: string,
  init: { body: string; headers: Record<string, string> },
  timeoutMs: number,
): Promise<{ status: number; body: string } | SendOutcome> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      body: init.body,
      headers: init.headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.text() };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return { result: 'retry', answer: `no answer within ${timeoutMs} ms`, reason: 'timeout' };
    }
    return { result: 'retry', answer: `not reached: ${(error as Error).message}`.slice(0, 500), reason: 'gateway' };
  }
}

export function cdacProvider(cfg: SmsConfig['cdac'], timeoutMs: number): SmsProvider {
  return {
    name: 'cdac',
    send: async (sms) => {
      const res = await post(
        cfg.url,
        {
          body: new URLSearchParams(cdacFields(cfg, sms)).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        timeoutMs,
      );
      if ('result' in res) return res;
      if (res.status >= 500 || res.status === 429) {
        return { result: 'retry', answer: `HTTP ${res.status}: ${res.body.slice(0, 200)}`, reason: 'gateway' };
      }
      return readCdacAnswer(res.body);
    },
  };
}

/**
 * The body of the generic gateway: {{mobile}}, {{text}}, {{template_id}} replaced by the values, URL-encoded in a
 * form body, JSON-escaped in a JSON one (a body that starts with "{").
 */
export function httpBody(template: string, sms: OutgoingSms): { body: string; contentType: string } {
  const json = template.trim().startsWith('{');
  const values: Record<string, string> = { mobile: sms.mobile, text: sms.text, template_id: sms.templateId };
  const body = template.replace(/\{\{\s*(mobile|text|template_id)\s*\}\}/g, (_m, name: string) =>
    json ? JSON.stringify(values[name]).slice(1, -1) : encodeURIComponent(values[name]!),
  );
  return { body, contentType: json ? 'application/json' : 'application/x-www-form-urlencoded' };
}

export function httpProvider(cfg: SmsConfig['http'], timeoutMs: number): SmsProvider {
  const success = cfg.success ? new RegExp(cfg.success, 'i') : null;
  return {
    name: 'http',
    send: async (sms) => {
      const { body, contentType } = httpBody(cfg.body, sms);
      const res = await post(
        cfg.url,
        {
          body,
          headers: { 'content-type': contentType, ...(cfg.authorization ? { authorization: cfg.authorization } : {}) },
        },
        timeoutMs,
      );
      if ('result' in res) return res;
      const answer = `HTTP ${res.status}: ${res.body.trim()}`.slice(0, 500);
      if (res.status === 429) return { result: 'retry', answer, reason: 'throttled' };
      if (res.status >= 500) return { result: 'retry', answer, reason: 'gateway' };
      if (res.status >= 400) return { result: 'rejected', answer, reason: 'gateway' };
      if (success && !success.test(res.body)) return { result: 'retry', answer, reason: 'garbage' };
      return { result: 'accepted', answer, providerId: null };
    },
  };
}

/** Development: the SMS is kept in the sms_outbox table (GET /api/dev/sms-outbox). */
export function outboxProvider(db: Kysely<Database>): SmsProvider {
  return {
    name: 'outbox',
    send: async (sms) => {
      const id = await keepSms(db, {
        messageId: sms.messageId,
        mobile: sms.mobile,
        templateId: sms.templateId,
        text: sms.text,
      });
      return { result: 'accepted', answer: `kept in the outbox (${id})`, providerId: `outbox-${id}` };
    },
  };
}

/** The provider of the configuration, or null when SMS is off. */
export function providerOf(cfg: SmsConfig, db: Kysely<Database>): SmsProvider | null {
  switch (cfg.provider) {
    case 'cdac':
      return cdacProvider(cfg.cdac, cfg.timeoutMs);
    case 'http':
      return httpProvider(cfg.http, cfg.timeoutMs);
    case 'outbox':
      return outboxProvider(db);
    default:
      return null;
  }
}
