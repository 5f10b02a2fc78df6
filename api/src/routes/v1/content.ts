// The seven startup calls: the site's content, each as { data }, with an ETag and a short Cache-Control.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '@college/shared-types';
import { API_PATHS } from '@college/shared-types';
import { sendCachedJson } from '../../services/http-cache';

const content: FastifyPluginAsync = async (app) => {
  /** Every content call answers through here, so each carries the same caching headers. */
  const cached =
    <T>(load: () => Promise<T>) =>
    async (request: FastifyRequest, reply: FastifyReply) =>
      sendCachedJson(request, reply, { data: await load() });

  app.get(
    API_PATHS.storeData,
    cached(async (): Promise<Store | null> => {
      const row = await app.db.selectFrom('store').selectAll().orderBy('id').executeTakeFirst();
      if (!row) return null;
      const facilities = await app.db
        .selectFrom('facilities')
        .select(['id', 'name', 'image', 'description'])
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const { id: _id, updated_at: _u, ...fields } = row;
      return { ...fields, facilities };
    }),
  );

  app.get(
    API_PATHS.storeSliders,
    cached(() =>
      app.db.selectFrom('sliders').select(['id', 'slider_image']).orderBy('sort_order').orderBy('id').execute(),
    ),
  );

  app.get(
    API_PATHS.storeNotices,
    cached(() =>
      app.db.selectFrom('notices').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    ),
  );

  app.get(
    API_PATHS.storeGallery,
    cached(() =>
      app.db
        .selectFrom('gallery')
        .select(['id', 'title', 'description', 'image_link', 'post_link'])
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
    ),
  );

  app.get(
    API_PATHS.courseData,
    cached(() =>
      app.db
        .selectFrom('courses')
        .select(['id', 'categ', 'name', 'short_name', 'subjects', 'description', 'email_id', 'detail', 'image'])
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
    ),
  );

  app.get(
    API_PATHS.usefulLinks,
    cached(() =>
      app.db.selectFrom('useful_links').select(['id', 'title', 'link']).orderBy('sort_order').orderBy('id').execute(),
    ),
  );

  app.get(
    API_PATHS.staffs,
    cached(() =>
      app.db
        .selectFrom('staffs')
        .select(['id', 'name', 'department', 'designation', 'email', 'mobile', 'stream', 'image_link'])
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
    ),
  );
};
export default content;
