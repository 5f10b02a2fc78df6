// app.contentCache: the content calls and the public settings, answered from memory (http/content-cache.ts).
// Loaded when the app is ready; reloaded after every content write of this process (call refresh()) and every
// CONTENT_REFRESH_MS, so the writes of another process reach this one within that time.
import fp from 'fastify-plugin';
import { API_PATHS } from '@college/shared-types';
import { ContentCache, CONTENT_REFRESH_MS } from '../http/content-cache';
import * as contentRepo from '../repositories/content';
import { readSettings } from '../repositories/settings';

declare module 'fastify' {
  interface FastifyInstance {
    contentCache: ContentCache;
  }
}

export default fp(async (app) => {
  const { db } = app;
  const cache = new ContentCache({
    [API_PATHS.storeData]: async () => ({ data: await contentRepo.storeData(db) }),
    [API_PATHS.storeSliders]: async () => ({ data: await contentRepo.sliders(db) }),
    [API_PATHS.storeNotices]: async () => ({ data: await contentRepo.notices(db) }),
    [API_PATHS.storeGallery]: async () => ({ data: await contentRepo.gallery(db) }),
    [API_PATHS.courseData]: async () => ({ data: await contentRepo.courses(db) }),
    [API_PATHS.usefulLinks]: async () => ({ data: await contentRepo.usefulLinks(db) }),
    [API_PATHS.staffs]: async () => ({ data: await contentRepo.staffs(db) }),
    [API_PATHS.settings]: async () => ({ data: await readSettings(db) }),
  });
  app.decorate('contentCache', cache);

  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await cache.refresh();
    timer = setInterval(() => {
      cache.refresh().catch((error: unknown) => app.log.warn({ err: error }, 'content reload failed'));
    }, CONTENT_REFRESH_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
});
