// The rest of the site's content as the office's editors keep it (editor, and admin): the college's own record,
// and the lists of a small table of kinds (sliders, gallery, videos, staff, facilities, courses, former principals,
// holidays, useful links). Each text the office writes has its Hindi beside it (decision 029). Saving publishes at once: every write rebuilds the public calls, so their ETags change (decision 019).
import type { FastifyPluginAsync } from 'fastify';
import {
  API_PATHS,
  EDITOR_KIND_NAMES,
  EDITOR_KINDS,
  CONTENT_MESSAGES,
  galleryBulkSchema,
  holidaysPdfSchema,
  orderSchema,
  storeEditSchema,
  videoEmbedUrl,
  type EditorKind,
} from '@college/shared-types';
import { HttpError } from '../plugins/errors';
import { recordAudit } from '../office/public';
import * as kinds from './content-kinds-repository';
import { sanitizeHtml } from './sanitize-html';
import { checkRules, textBody } from '../http/validation';
import { ID } from '../http/route-params';

const KIND = { type: 'string', enum: EDITOR_KIND_NAMES } as const;
const kindParams = { type: 'object', required: ['kind'], properties: { kind: KIND } } as const;
const itemParams = { type: 'object', required: ['kind', 'id'], properties: { kind: KIND, id: ID } } as const;

/** The JSON shape of each kind's row: its text fields and their longest lengths. */
const ROW_BODIES: Record<EditorKind, ReturnType<typeof textBody>> = {
  sliders: textBody({ slider_image: 1000, caption: 300, caption_hi: 300 }),
  gallery: textBody({
    title: 200,
    title_hi: 200,
    description: 1000,
    description_hi: 1000,
    image_link: 1000,
    post_link: 1000,
  }),
  videos: textBody({ title: 200, title_hi: 200, url: 1000 }),
  staffs: textBody({
    name: 200,
    name_hi: 200,
    department: 200,
    department_hi: 200,
    designation: 200,
    designation_hi: 200,
    stream: 200,
    email: 200,
    mobile: 20,
    image_link: 1000,
    bio_data: 1000,
  }),
  facilities: textBody({ name: 200, name_hi: 200, image: 1000, description: 20_000, description_hi: 20_000 }),
  courses: textBody({
    categ: 20,
    name: 200,
    name_hi: 200,
    short_name: 40,
    subjects: 2000,
    description: 20_000,
    description_hi: 20_000,
    detail: 50_000,
    detail_hi: 50_000,
    image: 1000,
    email_id: 200,
  }),
  'past-principals': textBody({ name_en: 200, name_hi: 200, from_date: 10, to_date: 10 }),
  holidays: textBody({ date: 10, name_en: 200, name_hi: 200 }),
  'useful-links': textBody({ title: 200, title_hi: 200, link: 1000 }),
};
/** One body schema for every kind (the route's kind picks the rules): the union of the kinds' fields. */
const ANY_ROW_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: Object.assign({}, ...Object.values(ROW_BODIES).map((b) => b.properties)) as Record<
    string,
    { type: 'string'; maxLength: number }
  >,
} as const;

/** HTML fields of each kind: sanitised before they are stored. */
const HTML_FIELDS: Partial<Record<EditorKind, string[]>> = {
  facilities: ['description', 'description_hi'],
  courses: ['description', 'description_hi', 'detail', 'detail_hi'],
};

const STORE_BODY = textBody({
  title_hi: 300,
  title_en: 300,
  store_address: 500,
  store_phone: 100,
  store_email: 200,
  store_description: 5000,
  store_logo: 1000,
  affiliation_info: 1000,
  social_link: 1000,
  about_image: 1000,
  principal_image: 1000,
  principal_message: 20_000,
  marquee: 5000,
  marquee_hi: 5000,
  principal_message_hi: 20_000,
});

const saved = { message: CONTENT_MESSAGES.saved.en, message_hi: CONTENT_MESSAGES.saved.hi };

function noItem(): HttpError {
  return new HttpError(404, CONTENT_MESSAGES.noItem.en, undefined, { message_hi: CONTENT_MESSAGES.noItem.hi });
}

/** A row's checked values: the kind's rules, unknown fields refused, HTML sanitised, video addresses embedded. */
function rowOf(kind: EditorKind, body: unknown): Record<string, string> {
  const allowed = Object.keys(ROW_BODIES[kind].properties);
  const extra = Object.keys((body as object | null) ?? {}).filter((k) => !allowed.includes(k));
  if (extra.length) throw HttpError.coded(400, 'unknown_fields', { kind, fields: extra.join(', ') });
  const values = checkRules(EDITOR_KINDS[kind], body) as Record<string, string>;
  for (const field of HTML_FIELDS[kind] ?? []) values[field] = sanitizeHtml(values[field] ?? '');
  if (kind === 'videos') values.url = videoEmbedUrl(values.url)!;
  return values;
}

const content: FastifyPluginAsync = async (app) => {
  const editors = app.requireStaff('editor');
  const audit = (staffId: number, action: string, target: string) => recordAudit(app.db, { staffId, action, target });

  app.get(API_PATHS.adminContentStore, { onRequest: editors }, async () => ({ data: await kinds.readStore(app.db) }));

  app.put(API_PATHS.adminContentStore, { onRequest: editors, schema: { body: STORE_BODY } }, async (request) => {
    const values = checkRules(storeEditSchema, request.body);
    values.marquee = sanitizeHtml(values.marquee);
    values.principal_message = sanitizeHtml(values.principal_message);
    values.marquee_hi = sanitizeHtml(values.marquee_hi);
    values.principal_message_hi = sanitizeHtml(values.principal_message_hi);
    await kinds.writeStore(app.db, values);
    await app.contentCache.refresh();
    await audit(request.staff!.id, 'content.store.updated', 'store');
    return { ...saved, data: await kinds.readStore(app.db) };
  });

  app.get(API_PATHS.adminContentHolidaysPdf, { onRequest: editors }, async () => ({
    data: { pdf: await kinds.readHolidaysPdf(app.db) },
  }));

  app.put(
    API_PATHS.adminContentHolidaysPdf,
    { onRequest: editors, schema: { body: textBody({ pdf: 1000 }) } },
    async (request) => {
      const { pdf } = checkRules(holidaysPdfSchema, request.body);
      if (!(await kinds.writeHolidaysPdf(app.db, pdf))) throw noItem();
      await app.contentCache.refresh();
      await audit(request.staff!.id, 'content.holidays.pdf', 'holidays');
      return { ...saved, data: { pdf } };
    },
  );

  app.post(
    API_PATHS.adminContentGalleryPhotos,
    {
      onRequest: editors,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            title: { type: 'string', maxLength: 200 },
            title_hi: { type: 'string', maxLength: 200 },
            photos: {
              type: 'array',
              maxItems: 50,
              items: {
                type: 'object',
                additionalProperties: false,
                properties: {
                  image_link: { type: 'string', maxLength: 1000 },
                  description: { type: 'string', maxLength: 1000 },
                  description_hi: { type: 'string', maxLength: 1000 },
                  post_link: { type: 'string', maxLength: 1000 },
                },
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { title, title_hi, photos } = checkRules(galleryBulkSchema, request.body);
      const ids = await kinds.insertGalleryPhotos(app.db, title, title_hi, photos);
      await app.contentCache.refresh();
      await recordAudit(app.db, {
        staffId: request.staff!.id,
        action: 'content.gallery.added',
        target: `gallery:${ids.join(',')}`,
        detail: { album: title, photos: ids.length },
      });
      reply.status(201);
      return { ...saved, data: await kinds.listRows(app.db, 'gallery') };
    },
  );

  app.get<{ Params: { kind: EditorKind } }>(
    API_PATHS.adminContentList,
    { onRequest: editors, schema: { params: kindParams } },
    async (request) => ({ data: await kinds.listRows(app.db, request.params.kind) }),
  );

  app.post<{ Params: { kind: EditorKind } }>(
    API_PATHS.adminContentList,
    { onRequest: editors, schema: { params: kindParams, body: ANY_ROW_BODY } },
    async (request, reply) => {
      const { kind } = request.params;
      const id = await kinds.insertRow(app.db, kind, rowOf(kind, request.body));
      await app.contentCache.refresh();
      await audit(request.staff!.id, `content.${kind}.added`, `${kind}:${id}`);
      reply.status(201);
      return { ...saved, data: await kinds.findRow(app.db, kind, id) };
    },
  );

  app.put<{ Params: { kind: EditorKind } }>(
    API_PATHS.adminContentOrder,
    {
      onRequest: editors,
      schema: {
        params: kindParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['ids'],
          properties: { ids: { type: 'array', maxItems: 1000, items: ID } },
        },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const { ids } = checkRules(orderSchema, request.body);
      if (!(await kinds.reorderRows(app.db, kind, ids.map(Number)))) {
        throw new HttpError(422, CONTENT_MESSAGES.badOrder.en, undefined, { message_hi: CONTENT_MESSAGES.badOrder.hi });
      }
      await app.contentCache.refresh();
      await audit(request.staff!.id, `content.${kind}.reordered`, kind);
      return {
        message: CONTENT_MESSAGES.reordered.en,
        message_hi: CONTENT_MESSAGES.reordered.hi,
        data: await kinds.listRows(app.db, kind),
      };
    },
  );

  app.put<{ Params: { kind: EditorKind; id: string } }>(
    API_PATHS.adminContentItem,
    { onRequest: editors, schema: { params: itemParams, body: ANY_ROW_BODY } },
    async (request) => {
      const { kind } = request.params;
      const id = Number(request.params.id);
      if (!(await kinds.updateRow(app.db, kind, id, rowOf(kind, request.body)))) throw noItem();
      await app.contentCache.refresh();
      await audit(request.staff!.id, `content.${kind}.updated`, `${kind}:${id}`);
      return { ...saved, data: await kinds.findRow(app.db, kind, id) };
    },
  );

  app.delete<{ Params: { kind: EditorKind; id: string } }>(
    API_PATHS.adminContentItem,
    { onRequest: editors, schema: { params: itemParams } },
    async (request) => {
      const { kind } = request.params;
      const id = Number(request.params.id);
      if (!(await kinds.deleteRow(app.db, kind, id))) throw noItem();
      await app.contentCache.refresh();
      await audit(request.staff!.id, `content.${kind}.removed`, `${kind}:${id}`);
      return { message: CONTENT_MESSAGES.removed.en, message_hi: CONTENT_MESSAGES.removed.hi };
    },
  );
};

export default content;
