// Administrator accounts: made by the `admin` command (and a demo one outside production), never by a web call.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { StaffRole } from '@college/shared-types';
import { hashPassword } from './passwords';

/** The demo administrator of a development database (README, "Demo accounts"). */
export const DEMO_ADMIN = {
  email: 'admin@college.local',
  password: 'Admin@12345',
  name: 'Demo Administrator',
} as const;

export const ADMIN_PASSWORD_MIN = 10;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkAdminInput(input: { email: string; password: string }): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normaliseEmail(input.email))) return 'Enter a valid email address.';
  if (input.password.length < ADMIN_PASSWORD_MIN)
    return `The password needs at least ${ADMIN_PASSWORD_MIN} characters.`;
  if (!/[A-Za-z]/.test(input.password) || !/\d/.test(input.password)) {
    return 'The password needs letters and digits.';
  }
  return null;
}

/** Creates an administrator, or sets the password and name of an existing one with that email. */
export async function upsertAdmin(
  db: Kysely<Database>,
  input: { email: string; password: string; name?: string; role?: StaffRole },
): Promise<{ id: number; created: boolean }> {
  const email = normaliseEmail(input.email);
  const now = new Date().toISOString();
  const password_hash = await hashPassword(input.password);
  const existing = await db.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) {
    await db
      .updateTable('admins')
      .set({
        password_hash,
        password_set_at: now,
        updated_at: now,
        ...(input.name ? { name: input.name } : {}),
        // The command line is the way back in: naming a role also enables the account.
        ...(input.role ? { role: input.role, disabled_at: null } : {}),
      })
      .where('id', '=', existing.id)
      .execute();
    return { id: existing.id, created: false };
  }
  const row = await db
    .insertInto('admins')
    .values({
      email,
      name: input.name?.trim() || email,
      password_hash,
      role: input.role ?? 'admin',
      disabled_at: null,
      password_set_at: now,
      last_signin_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, created: true };
}

/** Outside production a database with no administrator gets the demo one. */
export async function ensureDemoAdmin(db: Kysely<Database>): Promise<boolean> {
  const any = await db.selectFrom('admins').select('id').executeTakeFirst();
  if (any) return false;
  await upsertAdmin(db, DEMO_ADMIN);
  return true;
}
