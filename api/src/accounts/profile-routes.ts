// GET v2/get-user and POST v2/complete-profile: the logged-in student's own record.
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { API_PATHS, type GetUserResponse, type Student } from '@college/shared-types';
import { readMultipartForm } from '../http/multipart-form';
import { inUploadLine } from '../http/upload-line';
import { RATE_LIMITS } from '../plugins/security';
import { assertProfileOpen, completeProfile, PROFILE_ANSWERS, PROFILE_FIELDS } from './profile-service';
import { studentView } from './student-view';

export { PROFILE_ANSWERS };

const profile: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.get(
    API_PATHS.getUser,
    { config: { rateLimit: RATE_LIMITS.authenticated }, preHandler: app.authenticate },
    async (request): Promise<GetUserResponse> => ({ user: await studentView(app.db, request.student!) }),
  );

  app.post(
    API_PATHS.completeProfile,
    { config: { rateLimit: RATE_LIMITS.uploads }, preHandler: app.authenticate },
    async (request): Promise<{ success: true; message: string; user: Student }> => {
      // Refused before the upload is read.
      assertProfileOpen(request.student!);
      const updated = await inUploadLine(request, async () => {
        const { fields, files } = await readMultipartForm(request, {
          fields: PROFILE_FIELDS,
          files: { profile_photo: 'image' },
        });
        return completeProfile(app.db, app.config, request.student!, fields, files.profile_photo);
      });
      return { success: true, message: PROFILE_ANSWERS.saved, user: await studentView(app.db, updated) };
    },
  );
};
export default profile;
