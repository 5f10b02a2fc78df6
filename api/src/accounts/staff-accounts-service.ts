// Staff accounts: sign-in with a per-account lockout, own password, and accounts an admin creates, changes or
// disables. A new account gets a single-use set-password link by mail, never a password.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffAccount, StaffIdentity, StaffRole } from '@college/shared-types';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction-repository';
import { DomainError } from '../errors';
import { recordAudit } from '../office/public';
import {
  countOtherActiveAdmins,
  findStaff,
  findStaffByEmail,
  insertStaff,
  listStaff,
  updateStaff,
  type StaffRow,
} from './staff-repository';
import { clearAttempts, countAttempt, knownDevice, newDeviceToken, throttleKey } from './login-throttle';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import { issueToken, revokeAllTokens, revokeTokensOfPurpose, spendToken, verifyToken } from './tokens';

export const STAFF_ANSWERS = {
  signedIn: 'Signed in.',
  signinFailed: 'Invalid email or password.',
  throttled: 'Too many attempts for this account. Please wait a few minutes and try again.',
  signedOut: 'Signed out.',
  wrongPassword: 'The current password is not right.',
  passwordChanged: 'Your password has been changed.',
  invalidLink: 'This link is invalid or has expired. Ask the office administrator for a new one.',
  passwordSet: 'Your password is set. Please sign in.',
  duplicate: 'A staff account with this email already exists.',
  noStaff: 'No such staff account.',
  created: 'Account created; a link to set the password has been mailed.',
  linkSent: 'A new link to set the password has been mailed.',
  updated: 'Account saved.',
  lastAdmin: 'The last enabled administrator cannot be disabled or given another role.',
  self: 'You cannot disable your own account.',
} as const;

/** A staff session lasts one working day. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A set-password link lasts two days: new staff may not read their mail at once. */
export const STAFF_LINK_TTL_MS = 48 * 60 * 60 * 1000;

export function staffIdentity(row: StaffRow): StaffIdentity {
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

export function staffAccount(row: StaffRow): StaffAccount {
  return {
    ...staffIdentity(row),
    disabled: row.disabled_at !== null,
    password_set: row.password_set_at !== null,
    last_signin_at: row.last_signin_at,
    created_at: row.created_at,
  };
}

/**
 * A session for a right email and password of an enabled account; 401 alike for any wrong one; while the account
 * is held back (5 attempts in 15 minutes), `retryAfterSeconds` without checking the password. Audited.
 */
export async function staffSignIn(
  db: Kysely<Database>,
  input: { email: string; password: string; deviceToken?: string },
  hashCost: number,
): Promise<{ token: string; staff: StaffIdentity; deviceToken?: string } | { retryAfterSeconds: number }> {
  const email = input.email.toLowerCase();
  const row = await findStaffByEmail(db, email);
  // A browser that signed in to this account before has its own count: others' wrong guesses do not hold it back.
  const device = await knownDevice(db, 'admin', input.deviceToken, row?.id);
  const key = throttleKey('staff-login', email, device);
  // Counted before the password is checked, so parallel guesses cannot all slip under the limit.
  const attempt = await countAttempt(db, key.kind, key.account);
  if (!attempt.allowed) {
    await recordAudit(db, { staffId: row?.id ?? null, action: 'staff.signin_failed', detail: { email, held: true } });
    return { retryAfterSeconds: attempt.retryAfterSeconds };
  }
  const ok = row
    ? await verifyPassword(input.password, row.password_hash)
    : await verifyAgainstNothing(input.password, hashCost);
  if (!row || !ok || row.disabled_at) {
    await recordAudit(db, { staffId: row?.id ?? null, action: 'staff.signin_failed', detail: { email } });
    throw new DomainError(401, STAFF_ANSWERS.signinFailed);
  }
  await clearAttempts(db, key.kind, key.account);
  await updateStaff(db, row.id, { last_signin_at: new Date().toISOString() });
  await recordAudit(db, { staffId: row.id, action: 'staff.signin' });
  return {
    token: await issueToken(db, 'admin', row.id, 'session', STAFF_SESSION_TTL_MS),
    staff: staffIdentity(row),
    deviceToken: device === null ? await newDeviceToken(db, 'admin', row.id) : undefined,
  };
}

export async function changeOwnPassword(
  db: Kysely<Database>,
  staffId: number,
  input: { current_password: string; password: string },
  keepTokenId: number | undefined,
  hashCost: number,
): Promise<void> {
  const row = await findStaff(db, staffId);
  if (!row || !(await verifyPassword(input.current_password, row.password_hash))) {
    throw new DomainError(422, STAFF_ANSWERS.wrongPassword, { current_password: [STAFF_ANSWERS.wrongPassword] });
  }
  const password_hash = await hashPassword(input.password, hashCost);
  await inTransaction(db, async (trx) => {
    await updateStaff(trx, staffId, { password_hash, password_set_at: new Date().toISOString() });
    // Other sessions (another machine left signed in) end; this one goes on.
    await revokeAllTokens(trx, 'admin', staffId, keepTokenId);
    await recordAudit(trx, { staffId, action: 'staff.password_changed', target: `staff:${staffId}` });
  });
}

/** A new single-use set-password link for the account (older links stop working). */
export async function newSetPasswordLink(db: Kysely<Database>, staffId: number, publicUrl: string): Promise<string> {
  const token = await inTransaction(db, async (trx) => {
    await revokeTokensOfPurpose(trx, 'admin', staffId, 'reset');
    return issueToken(trx, 'admin', staffId, 'reset', STAFF_LINK_TTL_MS);
  });
  return `${publicUrl}/admin/set-password?token=${encodeURIComponent(token)}`;
}

/** Sets the password through a live, unused link; every session of the account ends. */
export async function setPasswordWithLink(
  db: Kysely<Database>,
  input: { token: string; password: string },
  hashCost: number,
): Promise<void> {
  const invalid = () => new DomainError(400, STAFF_ANSWERS.invalidLink);
  const found = await verifyToken(db, input.token, 'admin', 'reset');
  if (!found) throw invalid();
  const password_hash = await hashPassword(input.password, hashCost);
  await inTransaction(db, async (trx) => {
    if (!(await spendToken(trx, found.tokenId))) throw invalid();
    const row = await updateStaff(trx, found.subjectId, { password_hash, password_set_at: new Date().toISOString() });
    await revokeAllTokens(trx, 'admin', row.id);
    await clearAttempts(trx, 'staff-login', row.email);
    await recordAudit(trx, { staffId: row.id, action: 'staff.password_set', target: `staff:${row.id}` });
  });
}

export async function staffAccounts(db: Kysely<Database>): Promise<StaffAccount[]> {
  return (await listStaff(db)).map(staffAccount);
}

/**
 * Creates an account with an unusable random password; the caller mails the link it answers. 409 for an email
 * already in use.
 */
export async function createStaff(
  db: Kysely<Database>,
  by: number,
  input: { email: string; name: string; role: StaffRole },
  publicUrl: string,
  hashCost: number,
): Promise<{ account: StaffAccount; link: string }> {
  const email = input.email.toLowerCase();
  if (await findStaffByEmail(db, email))
    throw new DomainError(409, STAFF_ANSWERS.duplicate, { email: [STAFF_ANSWERS.duplicate] });
  const now = new Date().toISOString();
  // Nobody knows this password: the account works once its owner sets one through the mailed link.
  const password_hash = await hashPassword(randomBytes(32).toString('base64url'), hashCost);
  let id: number;
  try {
    id = await insertStaff(db, {
      email,
      name: input.name,
      role: input.role,
      password_hash,
      disabled_at: null,
      password_set_at: null,
      last_signin_at: null,
      created_at: now,
      updated_at: now,
    });
  } catch {
    // Two admins creating the same address at once: the unique email keeps one.
    throw new DomainError(409, STAFF_ANSWERS.duplicate, { email: [STAFF_ANSWERS.duplicate] });
  }
  await recordAudit(db, {
    staffId: by,
    action: 'staff.created',
    target: `staff:${id}`,
    detail: { email, role: input.role },
  });
  const link = await newSetPasswordLink(db, id, publicUrl);
  return { account: staffAccount((await findStaff(db, id))!), link };
}

/** Changes name, role or enabled; the last enabled admin keeps the role, and nobody disables themselves. */
export async function updateStaffAccount(
  db: Kysely<Database>,
  by: number,
  id: number,
  input: { name?: string; role?: StaffRole; disabled?: boolean },
): Promise<StaffAccount> {
  return inTransaction(db, async (trx) => {
    const row = await findStaff(trx, id);
    if (!row) throw new DomainError(404, STAFF_ANSWERS.noStaff);
    if (input.disabled && id === by) throw new DomainError(409, STAFF_ANSWERS.self);
    const losesAdmin = row.role === 'admin' && ((input.role && input.role !== 'admin') || input.disabled);
    if (losesAdmin && !row.disabled_at && (await countOtherActiveAdmins(trx, id)) === 0) {
      throw new DomainError(409, STAFF_ANSWERS.lastAdmin);
    }
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (input.name !== undefined && input.name !== row.name) changes.name = { from: row.name, to: input.name };
    if (input.role !== undefined && input.role !== row.role) changes.role = { from: row.role, to: input.role };
    const wasDisabled = row.disabled_at !== null;
    if (input.disabled !== undefined && input.disabled !== wasDisabled) {
      changes.disabled = { from: wasDisabled, to: input.disabled };
    }
    if (!Object.keys(changes).length) return staffAccount(row);
    const updated = await updateStaff(trx, id, {
      ...(changes.name ? { name: input.name } : {}),
      ...(changes.role ? { role: input.role } : {}),
      ...(changes.disabled ? { disabled_at: input.disabled ? new Date().toISOString() : null } : {}),
    });
    // A disabled account's sessions end now, not at their expiry.
    if (input.disabled) await revokeAllTokens(trx, 'admin', id);
    await recordAudit(trx, { staffId: by, action: 'staff.updated', target: `staff:${id}`, detail: changes });
    return staffAccount(updated);
  });
}
