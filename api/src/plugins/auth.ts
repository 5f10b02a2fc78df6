// Bearer authentication: `app.authenticate` for students and `app.authenticateAdmin` for administrators.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { StudentTable } from '../db/database';
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
    const student = await app.db
      .selectFrom('students')
      .selectAll()
      .where('id', '=', found.subjectId)
      .executeTakeFirst();
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
