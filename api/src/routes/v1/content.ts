// The seven startup calls: the site's content, each as { data }.
import type { FastifyPluginAsync } from 'fastify';
import type { Store } from '@college/shared-types';
import { API_PATHS } from '@college/shared-types';

const content: FastifyPluginAsync = async (app) => {
  app.get(API_PATHS.storeData, async () => {
    const row = await app.db.selectFrom('store').selectAll().orderBy('id').executeTakeFirst();
    if (!row) return { data: null };
    const facilities = await app.db
      .selectFrom('facilities')
      .select(['id', 'name', 'image', 'description'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const { id: _id, updated_at: _u, ...fields } = row;
    const data: Store = { ...fields, facilities };
    return { data };
  });

  app.get(API_PATHS.storeSliders, async () => ({
    data: await app.db
      .selectFrom('sliders')
      .select(['id', 'slider_image'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  }));

  app.get(API_PATHS.storeNotices, async () => ({
    data: await app.db.selectFrom('notices').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
  }));

  app.get(API_PATHS.storeGallery, async () => ({
    data: await app.db
      .selectFrom('gallery')
      .select(['id', 'title', 'description', 'image_link', 'post_link'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  }));

  app.get(API_PATHS.courseData, async () => ({
    data: await app.db
      .selectFrom('courses')
      .select(['id', 'categ', 'name', 'short_name', 'subjects', 'description', 'email_id', 'detail', 'image'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  }));

  app.get(API_PATHS.usefulLinks, async () => ({
    data: await app.db
      .selectFrom('useful_links')
      .select(['id', 'title', 'link'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  }));

  app.get(API_PATHS.staffs, async () => ({
    data: await app.db
      .selectFrom('staffs')
      .select(['id', 'name', 'department', 'designation', 'email', 'mobile', 'stream', 'image_link'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  }));
};
export default content;
