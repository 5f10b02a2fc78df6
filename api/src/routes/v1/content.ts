// The seven startup calls: the site's content, each as { data }, with an ETag and a short Cache-Control.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '@college/shared-types';
import { sendCachedJson } from '../../http/cached-json';
import * as contentRepo from '../../repositories/content';

const content: FastifyPluginAsync = async (app) => {
  /** Every content call answers through here, so each carries the same caching headers. */
  const cached =
    <T>(load: () => Promise<T>) =>
    async (request: FastifyRequest, reply: FastifyReply) =>
      sendCachedJson(request, reply, { data: await load() });

  app.get(
    API_PATHS.storeData,
    cached(() => contentRepo.storeData(app.db)),
  );
  app.get(
    API_PATHS.storeSliders,
    cached(() => contentRepo.sliders(app.db)),
  );
  app.get(
    API_PATHS.storeNotices,
    cached(() => contentRepo.notices(app.db)),
  );
  app.get(
    API_PATHS.storeGallery,
    cached(() => contentRepo.gallery(app.db)),
  );
  app.get(
    API_PATHS.courseData,
    cached(() => contentRepo.courses(app.db)),
  );
  app.get(
    API_PATHS.usefulLinks,
    cached(() => contentRepo.usefulLinks(app.db)),
  );
  app.get(
    API_PATHS.staffs,
    cached(() => contentRepo.staffs(app.db)),
  );
};
export default content;
