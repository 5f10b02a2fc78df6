// GET /api/v2/files/:key: a stored upload, only to the student who owns it or to an administrator.
// Tokens travel only in the Authorization header (never in the URL): the front end fetches the file and
// shows it through a blob: URL.
import type { FastifyPluginAsync } from 'fastify';
import { bearerToken } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { RATE_LIMITS } from '../../plugins/security';
import { readUpload } from '../../services/storage';
import { verifyToken } from '../../services/tokens';

const NOT_FOUND = 'No such file.';

const files: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { key: string } }>(
    '/api/v2/files/:key',
    {
      config: { rateLimit: RATE_LIMITS.authenticated },
      schema: {
        params: {
          type: 'object',
          properties: { key: { type: 'string', pattern: '^[a-f0-9]{32}\\.(jpg|png|webp|pdf)$' } },
          required: ['key'],
        },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, 'Please log in again.');
      const student = await verifyToken(app.db, token, 'student');
      const admin = student ? null : await verifyToken(app.db, token, 'admin');
      if (!student && !admin) throw new HttpError(401, 'Your session has ended. Please log in again.');
      let query = app.db.selectFrom('files').select(['key', 'mime']).where('key', '=', request.params.key);
      // Another student's file answers exactly like a missing one.
      if (student) query = query.where('student_id', '=', student.subjectId);
      const row = await query.executeTakeFirst();
      const file = row ? await readUpload(app.config, row.key) : null;
      if (!row || !file) throw new HttpError(404, NOT_FOUND);
      return (
        reply
          .header('Content-Type', row.mime)
          .header('Content-Disposition', `inline; filename="${row.key}"`)
          // Shared computers (cyber cafés) must not keep a student's files after logout.
          .header('Cache-Control', 'private, no-store')
          .send(file.buffer)
      );
    },
  );
};
export default files;
