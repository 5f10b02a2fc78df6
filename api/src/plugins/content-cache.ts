// app.contentCache: the content calls and the public settings, answered from memory (http/content-cache.ts).
// Loaded when the app is ready; reloaded after every content write (writers call refresh(), which on PostgreSQL
// also tells every other API process to reload: content/content-changes.ts) and every CONTENT_REFRESH_MS, the
// fallback should a notice be lost.
import fp from 'fastify-plugin';
import { API_PATHS, CONTENT_KIND_PATHS, type ContentDates, type ContentKind } from '@college/shared-types';
import { ContentCache, CONTENT_REFRESH_MS } from '../http/content-cache';
import * as contentRepo from '../content/content-repository';
import { readPublicSettings } from '../office/settings-repository';
import { publishedPages } from '../content/editor-repository';
import { stampContentChanges } from '../content/content-changes-repository';
import { announceContentChange, listenForContentChanges, newListenerId } from '../content/content-changes';

export default fp(async (app) => {
  const { db } = app;
  const cache = new ContentCache(
    {
      [API_PATHS.storeData]: async () => ({ data: await contentRepo.storeData(db) }),
      [API_PATHS.storeSliders]: async () => ({ data: await contentRepo.sliders(db) }),
      [API_PATHS.storeNotices]: async () => ({ data: await contentRepo.notices(db) }),
      [API_PATHS.storeGallery]: async () => ({ data: await contentRepo.gallery(db) }),
      [API_PATHS.courseData]: async () => ({ data: await contentRepo.courses(db) }),
      [API_PATHS.usefulLinks]: async () => ({ data: await contentRepo.usefulLinks(db) }),
      [API_PATHS.staffs]: async () => ({ data: await contentRepo.staffs(db) }),
      [API_PATHS.storeVideos]: async () => ({ data: await contentRepo.videos(db) }),
      [API_PATHS.pastPrincipals]: async () => ({ data: await contentRepo.pastPrincipals(db) }),
      [API_PATHS.holidays]: async () => ({ data: await contentRepo.holidays(db) }),
      [API_PATHS.settings]: async () => ({ data: await readPublicSettings(db) }),
      [API_PATHS.pages]: async () => ({ data: await publishedPages(db) }),
    },
    // When each kind of public content last changed ("Last updated" of the pages showing it).
    {
      key: API_PATHS.contentDates,
      build: async (etags) => {
        const changed = await stampContentChanges(db, etags);
        const data: ContentDates = {};
        for (const [kind, path] of Object.entries(CONTENT_KIND_PATHS) as Array<[ContentKind, string]>) {
          if (changed[path]) data[kind] = changed[path];
        }
        return { data };
      },
    },
  );
  app.decorate('contentCache', cache);

  // A write's refresh() reloads here and announces it; the others' notices and the timer only reload here.
  const reloadHere = cache.refresh.bind(cache);
  const reloadQuietly = () => {
    reloadHere().catch((error: unknown) => app.log.warn({ err: error }, 'content reload failed'));
  };
  let stopListening: (() => Promise<void>) | null = null;
  const listenerId = newListenerId();
  if (app.dbKind === 'postgres') {
    cache.refresh = async () => {
      await reloadHere();
      await announceContentChange(db, listenerId).catch((error: unknown) =>
        app.log.warn({ err: error }, 'content change not announced to the other processes'),
      );
    };
  }

  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await reloadHere();
    if (app.dbKind === 'postgres')
      stopListening = listenForContentChanges(app.config.databaseUrl, listenerId, app.log, reloadQuietly);
    timer = setInterval(reloadQuietly, CONTENT_REFRESH_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await stopListening?.();
  });
});
