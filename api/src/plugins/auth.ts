// Bearer authentication: `app.authenticate` for students, `app.requireStaff(...roles)` for the office's staff.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import {
  languageFromCookie,
  roleAllows,
  STAFF_MESSAGES,
  type StaffIdentity,
  type StaffRole,
} from '@college/shared-types';
import type { Database, StudentTable } from '../db/database';
import { findStudent, setStudentLanguage } from '../accounts/students-repository';
import { findStaff } from '../accounts/staff-repository';
import { verifyToken, type SubjectType } from '../accounts/tokens';
import { mayRead, type Reader } from '../accounts/readers';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    student?: Selectable<StudentTable>;
    /** The signed-in staff member (set by `requireStaff`). */
    staff?: StaffIdentity;
    /** Same as `staff.id`; kept for the calls written before staff roles. */
    adminId?: number;
    tokenId?: number;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * A preHandler that lets through a live, enabled staff token of one of `roles` (`admin` always passes):
     * 401 without one, 403 for another role. No roles: only `admin`.
     */
    requireStaff: (...roles: StaffRole[]) => StaffCheck;
    /** `requireStaff()`: administrators only. */
    authenticateAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The roles that read applicants' records (their files, forms and payments); `admin` too. */
export const STAFF_READS_APPLICANTS: StaffRole[] = ['verifier', 'accounts'];

export type StaffCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The answer to a staff member whose role may not do what was asked (English; `message_hi` in Hindi). */
export function forbidden(): HttpError {
  return new HttpError(403, STAFF_MESSAGES.forbidden.en, undefined, {
    code: 'forbidden',
    message_hi: STAFF_MESSAGES.forbidden.hi,
  });
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

export default fp(async (app) => {
  async function check(request: FastifyRequest, type: SubjectType) {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'Please log in again.');
    const found = await verifyToken(app.db, token, type);
    if (!found) throw new HttpError(401, 'Your session has ended. Please log in again.');
    return found;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const found = await check(request, 'student');
    const student = await findStudent(app.db, found.subjectId);
    if (!student) throw new HttpError(401, 'Your session has ended. Please log in again.');
    // The language the student reads the site in, kept for the mails sent later (decision 031).
    const lang = languageFromCookie(request.headers.cookie);
    if (lang && student.language !== lang) {
      await setStudentLanguage(app.db, { id: student.id }, lang);
      student.language = lang;
    }
    request.student = student;
    request.tokenId = found.tokenId;
  });

  async function staffOf(request: FastifyRequest): Promise<StaffIdentity> {
    if (request.staff) return request.staff;
    const found = await check(request, 'admin');
    const row = await findStaff(app.db, found.subjectId);
    if (!row || row.disabled_at) throw new HttpError(401, 'Your session has ended. Please log in again.');
    request.staff = { id: row.id, email: row.email, name: row.name, role: row.role };
    request.adminId = row.id;
    request.tokenId = found.tokenId;
    return request.staff;
  }

  function requireStaff(...roles: StaffRole[]): StaffCheck {
    return async function staffOnly(request: FastifyRequest) {
      const staff = await staffOf(request);
      if (!roleAllows(staff.role, roles)) throw forbidden();
    };
  }

  app.decorate('requireStaff', requireStaff);
  app.decorate('authenticateAdmin', requireStaff());
});

// Who reads a record and whether they may (accounts/readers.ts), named here too for the routes that build the reader.
export { mayRead, type Reader };

/** The reader behind the request's bearer token (401 without a live student or staff token). */
export async function readerOf(db: Kysely<Database>, request: FastifyRequest): Promise<Reader> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, 'Please log in again.');
  const student = await verifyToken(db, token, 'student');
  if (student) return { studentId: student.subjectId };
  const staff = await verifyToken(db, token, 'admin');
  if (staff) {
    const row = await findStaff(db, staff.subjectId);
    if (!row || row.disabled_at) throw new HttpError(401, 'Your session has ended. Please log in again.');
    // Applicants' records are for the staff who review them or handle their payments, not the site's editors.
    if (!roleAllows(row.role, STAFF_READS_APPLICANTS)) throw forbidden();
    return { staffId: staff.subjectId };
  }
  throw new HttpError(401, 'Your session has ended. Please log in again.');
}
