// Bearer authentication: `app.authenticate` for students and `app.authenticateAdmin` for administrators.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, StudentTable } from '../db/database';
import { findStudent } from '../repositories/students';
import { verifyToken, type SubjectType } from '../services/tokens';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    student?: Selectable<StudentTable>;
    adminId?: number;
    tokenId?: number;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    authenticateAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
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
    request.student = student;
    request.tokenId = found.tokenId;
  });

  app.decorate('authenticateAdmin', async (request: FastifyRequest) => {
    const found = await check(request, 'admin');
    request.adminId = found.subjectId;
    request.tokenId = found.tokenId;
  });
});

/** Who reads a student's record: the student it belongs to, or a member of the college's staff. */
export type Reader = { studentId: number } | { staffId: number };

/** The reader behind the request's bearer token (401 without a live student or staff token). */
export async function readerOf(db: Kysely<Database>, request: FastifyRequest): Promise<Reader> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, 'Please log in again.');
  const student = await verifyToken(db, token, 'student');
  if (student) return { studentId: student.subjectId };
  const staff = await verifyToken(db, token, 'admin');
  if (staff) return { staffId: staff.subjectId };
  throw new HttpError(401, 'Your session has ended. Please log in again.');
}

/** Whether the reader may see a record of this student. */
export function mayRead(reader: Reader, studentId: number): boolean {
  return 'staffId' in reader || reader.studentId === studentId;
}
