// Administrator accounts: made by the `admin` command (and a demo one outside production), never by a web call.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Schema, ValidationError } from 'yup';
import { STAFF_PASSWORD_MIN, staffCreateSchema, staffSetPasswordSchema, type StaffRole } from '@college/shared-types';
import { anyStaff, findStaffByEmail, insertStaff, updateStaff } from './staff-repository';
import { hashPassword } from './passwords';

/** The demo administrator of a development database (README, "Demo accounts"). */
export const DEMO_ADMIN = {
  email: 'admin@college.local',
  password: 'Admin@12345',
  name: 'Demo Administrator',
} as const;

/** The staff password's least length: the shared rule of the console's forms (shared-types staff-schemas.ts). */
export const ADMIN_PASSWORD_MIN = STAFF_PASSWORD_MIN;

/** The shared rules of a staff email and password, the ones the console's forms and the API's calls check. */
const staffEmailRule = staffCreateSchema.fields.email as Schema<string>;
const staffPasswordRule = staffSetPasswordSchema.fields.password as Schema<string>;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The `admin` command's check of its input, by the shared rules; null when both are good. */
export function checkAdminInput(input: { email: string; password: string }): string | null {
  if (!staffEmailRule.isValidSync(input.email)) return 'Enter a valid email address.';
  try {
    staffPasswordRule.validateSync(input.password);
  } catch (error) {
    return `${(error as ValidationError).message}.`;
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
  const existing = await findStaffByEmail(db, email);
  if (existing) {
    await updateStaff(db, existing.id, {
      password_hash,
      password_set_at: now,
      ...(input.name ? { name: input.name } : {}),
      // The command line is the way back in: naming a role also enables the account.
      ...(input.role ? { role: input.role, disabled_at: null } : {}),
    });
    return { id: existing.id, created: false };
  }
  const id = await insertStaff(db, {
    email,
    name: input.name?.trim() || email,
    password_hash,
    role: input.role ?? 'admin',
    disabled_at: null,
    password_set_at: now,
    last_signin_at: null,
    created_at: now,
    updated_at: now,
  });
  return { id, created: true };
}

/** Outside production a database with no administrator gets the demo one. */
export async function ensureDemoAdmin(db: Kysely<Database>): Promise<boolean> {
  if (await anyStaff(db)) return false;
  await upsertAdmin(db, DEMO_ADMIN);
  return true;
}
