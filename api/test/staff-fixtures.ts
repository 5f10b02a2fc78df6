// Staff accounts of each role for the console's tests, signed in through the real sign-in call.
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@college/shared-types';
import { upsertAdmin } from '../src/accounts/admin-accounts';

export const STAFF_PASSWORD = 'Office12345';

let counter = 0;

export interface TestStaff {
  id: number;
  email: string;
  role: StaffRole;
  token: string;
}

export async function createStaff(app: FastifyInstance, role: StaffRole): Promise<TestStaff> {
  counter += 1;
  const email = `${role}${counter}.${Date.now()}@college.local`;
  const { id } = await upsertAdmin(app.db, { email, password: STAFF_PASSWORD, name: `${role} ${counter}`, role });
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/signin',
    payload: { email, password: STAFF_PASSWORD },
  });
  const token = res.json().token as string;
  if (!token) throw new Error(`staff sign-in failed: ${res.body}`);
  return { id, email, role, token };
}

/** One signed-in account of every role. */
export async function staffOfEveryRole(app: FastifyInstance): Promise<Record<StaffRole, TestStaff>> {
  return {
    admin: await createStaff(app, 'admin'),
    verifier: await createStaff(app, 'verifier'),
    accounts: await createStaff(app, 'accounts'),
    editor: await createStaff(app, 'editor'),
  };
}

/** The token of the demo administrator every fresh database outside production has. */
export async function demoAdminToken(app: FastifyInstance): Promise<string> {
  const signin = await app.inject({
    method: 'POST',
    url: '/api/admin/signin',
    payload: { email: 'admin@college.local', password: 'Admin@12345' },
  });
  return (signin.json() as { token: string }).token;
}
