// The seven startup calls and the content pages' own calls (videos, past principals, holidays): the site's content, each as { data }, with an ETag and a short Cache-Control,
// answered from memory (plugins/content-cache.ts): a request does no database work.
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '@college/shared-types';

const CONTENT_PATHS = [
  API_PATHS.storeData,
  API_PATHS.storeSliders,
  API_PATHS.storeNotices,
  API_PATHS.storeGallery,
  API_PATHS.courseData,
  API_PATHS.usefulLinks,
  API_PATHS.staffs,
  // The published pages (the sitemap page) and when each kind of content last changed ("Last updated").
  API_PATHS.pages,
  API_PATHS.contentDates,
  API_PATHS.storeVideos,
  API_PATHS.pastPrincipals,
  API_PATHS.holidays,
] as const;

const content: FastifyPluginAsync = async (app) => {
  for (const url of CONTENT_PATHS) {
    app.get(url, async (request, reply) => app.contentCache.send(url, request, reply));
  }
};
export default content;
