// Throttles that hold under concurrency: every attempt is counted in one atomic statement BEFORE the password is
// checked, so twenty parallel guesses get counts 1..20 and only the first `max` are ever checked.
//
//   const attempt = await countAttempt(db, 'student-login', email);       // counts, then tells
//   if (!attempt.allowed) -> 429 (attempt.retryAfterSeconds)
//   ...check the password...
//   on success: await clearAttempts(db, 'student-login', email);           // a success (or a reset) clears it
//
// One row per (kind, account) in throttle_counters; a window opens at the first attempt and lasts `windowMs`.
// Works the same on SQLite (one writer at a time) and PostgreSQL (INSERT ... ON CONFLICT locks the row).
//
// A hold never locks the owner out (NIST SP 800-63B prefers throttling to lockout): a browser that signed in to the
// account before shows a device cookie (an `auth_tokens` row of purpose `device`, per account, revoked with every
// other token by a password reset) and is counted on its own, so another person's wrong guesses do not stop it; a
// password reset by mail clears the hold; an administrator sees the holds and lifts one (audited).
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { issueToken, verifyToken, type SubjectType } from './tokens';
import {
  bumpThrottleCounter,
  countersOver,
  deleteThrottleCounter,
  insertLoginAttempt,
} from './login-throttle-repository';

/** The counters whose holds the office sees and lifts. */
const HELD_KINDS = ['student-login', 'staff-login', 'student-login-device', 'staff-login-device'];

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** What is counted; each kind has its own counters. */
export type ThrottleKind = 'student-login' | 'staff-login' | (string & {});

export interface ThrottleRule {
  /** Attempts allowed in one window; the next one is refused. */
  max: number;
  windowMs: number;
}

export const LOGIN_RULE: ThrottleRule = { max: LOGIN_MAX_FAILURES, windowMs: LOGIN_WINDOW_MS };

export interface ThrottleAttempt {
  /** This attempt's number in the current window (1 for the first). */
  count: number;
  /** False once count exceeds the rule's max: refuse without checking anything. */
  allowed: boolean;
  /** Seconds until the window closes (for a Retry-After header). */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt of `account` for `kind` and says whether it may go ahead. Atomic: concurrent calls never
 * read the same count. `account` is used as given (lower-case emails before calling).
 */
export async function countAttempt(
  db: Kysely<Database>,
  kind: ThrottleKind,
  account: string,
  rule: ThrottleRule = LOGIN_RULE,
  now = Date.now(),
): Promise<ThrottleAttempt> {
  const nowIso = new Date(now).toISOString();
  const cutoff = new Date(now - rule.windowMs).toISOString();
  // A window older than the rule restarts at 1; otherwise the count goes up by one. ISO strings compare as times.
  const row = await bumpThrottleCounter(db, kind, account, nowIso, cutoff);
  const count = Number(row.count);
  const endsAt = Date.parse(row.window_started_at) + rule.windowMs;
  return {
    count,
    allowed: count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)),
  };
}

/** Forgets the attempts of `account` (after a success, or a password reset). */
export async function clearAttempts(db: Kysely<Database>, kind: ThrottleKind, account: string): Promise<void> {
  await deleteThrottleCounter(db, kind, account);
}

/** Keeps a record of a student's login (who, from where, whether it worked) for the office. */
export async function recordLogin(
  db: Kysely<Database>,
  email: string,
  ip: string | null,
  succeeded: boolean,
  now = Date.now(),
): Promise<void> {
  await insertLoginAttempt(db, { email, ip, succeeded: succeeded ? 1 : 0, created_at: new Date(now).toISOString() });
}

/** How long a browser stays known after a sign-in. */
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** The device cookie of each kind of account, sent back only to its own sign-in call. */
export const DEVICE_COOKIES: Record<SubjectType, { name: string; path: string }> = {
  student: { name: 'college_device', path: '/api/v2/signin' },
  admin: { name: 'college_staff_device', path: '/api/admin/signin' },
};

/** The device token in a Cookie header, if any. */
export function deviceTokenOf(cookieHeader: string | undefined, subject: SubjectType): string | undefined {
  const name = DEVICE_COOKIES[subject].name;
  for (const part of (cookieHeader ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=') || undefined;
  }
  return undefined;
}

/** The Set-Cookie value that keeps `token` in this browser (HttpOnly, Strict, Secure on an https site). */
export function deviceCookie(subject: SubjectType, token: string, secure: boolean): string {
  const { name, path } = DEVICE_COOKIES[subject];
  const attrs = [`${name}=${token}`, `Path=${path}`, `Max-Age=${DEVICE_TTL_MS / 1000}`, 'HttpOnly', 'SameSite=Strict'];
  return (secure ? [...attrs, 'Secure'] : attrs).join('; ');
}

/** The device token's id when it proves this browser signed in to account `subjectId` before. */
export async function knownDevice(
  db: Kysely<Database>,
  subject: SubjectType,
  token: string | undefined,
  subjectId: number | undefined,
): Promise<number | null> {
  if (!token || subjectId === undefined) return null;
  const found = await verifyToken(db, token, subject, 'device');
  return found && found.subjectId === subjectId ? found.tokenId : null;
}

/** A new device token for a browser that just signed in to the account. */
export function newDeviceToken(db: Kysely<Database>, subject: SubjectType, subjectId: number): Promise<string> {
  return issueToken(db, subject, subjectId, 'device', DEVICE_TTL_MS);
}

/** The counter a sign-in attempt goes to: the account's, or a known browser's own. */
export function throttleKey(kind: ThrottleKind, account: string, deviceId: number | null) {
  return deviceId === null ? { kind, account } : { kind: `${kind}-device`, account: `${account}#${deviceId}` };
}

export interface LoginHold {
  kind: string;
  account: string;
  attempts: number;
  held_until: string;
}

/** The accounts (and known browsers) held back now: more attempts than the rule allows in an open window. */
export async function currentHolds(
  db: Kysely<Database>,
  rule: ThrottleRule = LOGIN_RULE,
  now = Date.now(),
): Promise<LoginHold[]> {
  const rows = await countersOver(db, HELD_KINDS, rule.max, new Date(now - rule.windowMs).toISOString());
  return rows.map((r) => ({
    kind: r.kind,
    account: r.account,
    attempts: Number(r.count),
    held_until: new Date(Date.parse(r.window_started_at) + rule.windowMs).toISOString(),
  }));
}

/** Lifts one hold; false when there was none. */
export async function liftHold(db: Kysely<Database>, kind: string, account: string): Promise<boolean> {
  return (await deleteThrottleCounter(db, kind, account)) > 0;
}
