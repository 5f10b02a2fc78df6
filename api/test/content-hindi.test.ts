// Every kind of content the office writes carries its Hindi beside the English (decision 029): the console's save
// calls take it with the English field's limits and HTML sanitising, the public calls return it beside the spec's
// fields, the demo content is written in both languages, and a database migrated from before has the Hindi empty.
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { API_PATHS } from '@college/shared-types';
import { migrations } from '../src/db/migrations';
import { HINDI_COLUMNS } from '../src/db/migrations/2026-11-27-content-hindi-fields';
import { bearer } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { staffOfEveryRole, type TestStaff } from './staff-fixtures';

jest.setTimeout(30_000);

let t: TestApp;
let staff: Record<'admin' | 'verifier' | 'accounts' | 'editor', TestStaff>;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffOfEveryRole(t.app);
}, 90_000);
afterAll(async () => {
  await t.close();
});

function as(role: keyof typeof staff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(staff[role].token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
const publicData = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json().data as T;

describe('the demo content is written in both languages', () => {
  it('ticker, principal, notices, events, sliders, gallery, facilities, courses, staff and useful links', async () => {
    const hindi = /[ऀ-ॿ]/;
    const latinOnly = (s: unknown) => typeof s === 'string' && /[A-Za-z]/.test(s) && !hindi.test(s);
    const store = await publicData<Record<string, unknown> & { facilities: Array<Record<string, unknown>> }>(
      API_PATHS.storeData,
    );
    expect(store.marquee_hi).toMatch(hindi);
    expect(latinOnly(String(store.marquee).replace(/<[^>]+>/g, ''))).toBe(true);
    expect(store.principal_message_hi).toContain('महेश चन्द्र गुप्ता');
    expect(store.principal_message).toContain('Mahesh Chandra Gupta');
    for (const f of store.facilities) expect(f.name_hi).toMatch(hindi);

    const notices = await publicData<Array<Record<string, unknown>>>(API_PATHS.storeNotices);
    expect(notices.length).toBeGreaterThan(0);
    for (const n of notices.filter((x) => x.title_en)) {
      expect(n.title_hi).toMatch(hindi);
      expect(latinOnly(n.title_en)).toBe(true);
    }
    expect(notices.some((n) => n.typeof === 2 && n.title_hi)).toBe(true);

    const sliders = await publicData<Array<Record<string, unknown>>>(API_PATHS.storeSliders);
    expect(sliders.filter((s) => s.caption_hi).length).toBeGreaterThanOrEqual(3);
    const gallery = await publicData<Array<Record<string, unknown>>>(API_PATHS.storeGallery);
    const albums = ['Annual Function', 'Science Exhibition', 'NSS Camp', 'Sports Meet', 'News'];
    const seeded = gallery.filter((g) => albums.includes(String(g.title)));
    expect(seeded.length).toBeGreaterThan(0);
    for (const g of seeded) {
      expect(g.title_hi).toMatch(hindi);
      expect(g.description_hi).toMatch(hindi);
      expect(latinOnly(g.description)).toBe(true);
    }
    const courses = await publicData<Array<Record<string, unknown>>>(API_PATHS.courseData);
    for (const c of courses.filter((x) => x.short_name !== 'BBA')) expect(c.name_hi).toMatch(hindi);
    const staffs = await publicData<Array<Record<string, unknown>>>(API_PATHS.staffs);
    const seededStaff = staffs.filter(
      (s) => String(s.email ?? '').endsWith('@example.ac.in') || s.stream === 'Office Work',
    );
    expect(seededStaff.length).toBeGreaterThan(10);
    for (const s of seededStaff.filter((x) => x.name !== 'Dr. Ritu Chaturvedi')) {
      expect(s.designation_hi).toMatch(hindi);
    }
    const links = await publicData<Array<Record<string, unknown>>>(API_PATHS.usefulLinks);
    for (const l of links) expect(l.title_hi).toMatch(hindi);
  });
});

/** A row of each kind with its Hindi fields, the public call, and the longest each Hindi field may be. */
const KINDS = {
  sliders: {
    row: { slider_image: '/api/media/slider-hall.jpg', caption: 'The new hall', caption_hi: 'नया सभागार' },
    hindi: { caption_hi: 300 },
    publicPath: API_PATHS.storeSliders,
    find: (rows: Array<Record<string, unknown>>) => rows.find((r) => r.caption === 'The new hall'),
  },
  gallery: {
    row: {
      title: 'Yoga Day',
      title_hi: 'योग दिवस',
      description: 'Yoga on the ground',
      description_hi: 'मैदान में योग',
      image_link: '/api/media/yoga.jpg',
      post_link: '',
    },
    hindi: { title_hi: 200, description_hi: 1000 },
    publicPath: API_PATHS.storeGallery,
    find: (rows: Array<Record<string, unknown>>) => rows.find((r) => r.title === 'Yoga Day'),
  },
  videos: {
    row: { title: 'Convocation', title_hi: 'दीक्षांत समारोह', url: 'https://youtu.be/aqz-KE-bpKQ' },
    hindi: { title_hi: 200 },
    publicPath: API_PATHS.storeVideos,
    find: (rows: Array<Record<string, unknown>>) => rows.find((r) => r.title === 'Convocation'),
  },
  staffs: {
    row: {
      name: 'Dr. Ritu Chaturvedi',
      name_hi: 'डॉ. रितु चतुर्वेदी',
      department: 'Hindi',
      department_hi: 'हिन्दी',
      designation: 'Assistant Professor',
      designation_hi: 'असिस्टेंट प्रोफ़ेसर',
      stream: 'Science',
    },
    hindi: { name_hi: 200, department_hi: 200, designation_hi: 200 },
    publicPath: API_PATHS.staffs,
    find: (rows: Array<Record<string, unknown>>) => rows.find((r) => r.name === 'Dr. Ritu Chaturvedi'),
  },
  facilities: {
    row: { name: 'Solar Plant', name_hi: 'सौर संयंत्र', description: '<p>40 kW</p>', description_hi: '<p>40 किलोवाट</p>' },
    hindi: { name_hi: 200, description_hi: 20_000 },
    publicPath: API_PATHS.storeData,
    find: (store: { facilities: Array<Record<string, unknown>> }) =>
      store.facilities.find((f) => f.name === 'Solar Plant'),
  },
  courses: {
    row: {
      categ: 'commerce',
      name: 'Bachelor of Business Administration',
      name_hi: 'व्यवसाय प्रशासन स्नातक',
      short_name: 'BBA',
      description: '<p>Three years</p>',
      description_hi: '<p>तीन वर्ष</p>',
      detail: '<p>Intermediate</p>',
      detail_hi: '<p>इंटरमीडिएट</p>',
    },
    hindi: { name_hi: 200, description_hi: 20_000, detail_hi: 50_000 },
    publicPath: API_PATHS.courseData,
    find: (rows: Array<Record<string, unknown>>) => rows.find((r) => r.short_name === 'BBA'),
  },
  'useful-links': {
    row: { title: 'DigiLocker', title_hi: 'डिजिलॉकर', link: 'https://www.digilocker.gov.in/' },
    hindi: { title_hi: 200 },
    publicPath: API_PATHS.usefulLinks,
    find: (rows: Array<Record<string, unknown>>) => rows.find((r) => r.title === 'DigiLocker'),
  },
} as const;

describe.each(Object.keys(KINDS) as Array<keyof typeof KINDS>)('%s', (kind) => {
  const spec = KINDS[kind];
  const list = `/api/admin/content/${kind}`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const find = spec.find as (data: any) => Record<string, unknown> | undefined;

  it('stores the Hindi beside the English; the console and the public call return both, the ETag changes', async () => {
    const before = await t.app.inject({ method: 'GET', url: spec.publicPath });
    const added = await as('editor', 'POST', list, spec.row);
    expect(added.statusCode).toBe(201);
    const id = added.json().data.id as number;
    for (const [field, value] of Object.entries(spec.row)) {
      if (field.endsWith('_hi')) expect(added.json().data[field]).toBe(value);
    }
    const after = await t.app.inject({ method: 'GET', url: spec.publicPath });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const shown = find(after.json().data);
    expect(shown).toBeDefined();
    for (const [field, value] of Object.entries(spec.row)) {
      if (field.endsWith('_hi')) expect(shown![field]).toBe(value);
    }

    // Emptying the Hindi stores null: the site shows the English.
    const emptied = Object.fromEntries(Object.entries(spec.row).map(([k, v]) => [k, k.endsWith('_hi') ? '' : v]));
    const changed = await as('editor', 'PUT', `${list}/${id}`, emptied);
    expect(changed.statusCode).toBe(200);
    const plain = find(await publicData(spec.publicPath));
    for (const field of Object.keys(spec.hindi)) expect(plain![field]).toBeNull();
    await as('editor', 'PUT', `${list}/${id}`, spec.row);
  });

  it('refuses an over-long or non-text Hindi field with a 4xx in both languages, and saves nothing', async () => {
    const before = await as('editor', 'GET', list);
    for (const [field, max] of Object.entries(spec.hindi)) {
      // Devanagari where it fits the request's size limit (three bytes a letter in UTF-8), else Latin letters.
      const letter = max <= 10_000 ? 'अ' : 'a';
      const long = await as('editor', 'POST', list, { ...spec.row, [field]: letter.repeat(max + 1) });
      expect([400, 422]).toContain(long.statusCode);
      expect(long.json()).toMatchObject({ message: expect.any(String), message_hi: expect.stringMatching(/[ऀ-ॿ]/) });
      expect(Object.keys(long.json().errors ?? {})).toContain(field);
      expect(long.json().errors_hi[field].join(' ')).toMatch(/[ऀ-ॿ]/);
      const wrong = await as('editor', 'POST', list, { ...spec.row, [field]: 42 });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message_hi).toEqual(expect.any(String));
    }
    expect((await as('editor', 'GET', list)).json().data).toHaveLength(before.json().data.length);
  });

  it('is the editor role’s: a verifier and the accounts office get 403', async () => {
    for (const role of ['verifier', 'accounts'] as const) {
      expect((await as(role, 'POST', list, spec.row)).statusCode).toBe(403);
    }
  });
});

describe('HTML in Hindi is sanitised as the English is', () => {
  it('facility and course descriptions', async () => {
    const res = await as('editor', 'POST', '/api/admin/content/facilities', {
      name: 'Gym',
      description_hi: '<p>व्यायामशाला</p><script>alert(1)</script><img src=x onerror="alert(1)">',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.description_hi).toContain('व्यायामशाला');
    expect(res.json().data.description_hi).not.toMatch(/script|onerror/);
  });

  it('the ticker and the principal’s message', async () => {
    const current = (await as('editor', 'GET', API_PATHS.adminContentStore)).json().data;
    const before = await t.app.inject({ method: 'GET', url: API_PATHS.storeData });
    const res = await as('editor', 'PUT', API_PATHS.adminContentStore, {
      ...current,
      marquee_hi: '<p>प्रवेश प्रारम्भ <img src=x onerror="alert(1)"></p>',
      principal_message_hi: '<p>स्वागत है</p><script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.marquee_hi).toContain('प्रवेश प्रारम्भ');
    const after = await t.app.inject({ method: 'GET', url: API_PATHS.storeData });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const store = after.json().data;
    expect(store.marquee_hi).toContain('प्रवेश प्रारम्भ');
    expect(store.marquee_hi).not.toContain('onerror');
    expect(store.principal_message_hi).toBe('<p>स्वागत है</p>');
    const long = await as('editor', 'PUT', API_PATHS.adminContentStore, { ...current, marquee_hi: 'अ'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message_hi).toEqual(expect.any(String));
    const audit = await t.app.db.selectFrom('audit_log').select('action').where('target', '=', 'store').execute();
    expect(audit.map((a) => a.action)).toContain('content.store.updated');
  });

  it('a gallery album added in one go keeps its Hindi name and captions', async () => {
    const res = await as('editor', 'POST', API_PATHS.adminContentGalleryPhotos, {
      title: 'Fresher Party',
      title_hi: 'स्वागत समारोह',
      photos: [{ image_link: '/api/media/f-1.jpg', description: 'Welcome', description_hi: 'स्वागत' }],
    });
    expect(res.statusCode).toBe(201);
    const album = (await publicData<Array<Record<string, unknown>>>(API_PATHS.storeGallery)).filter(
      (g) => g.title === 'Fresher Party',
    );
    expect(album).toEqual([expect.objectContaining({ title_hi: 'स्वागत समारोह', description_hi: 'स्वागत' })]);
  });
});

describe('a database from before the Hindi fields', () => {
  it('keeps its rows and leaves the Hindi empty, so the English is shown', async () => {
    const BetterSqlite3 = require('better-sqlite3') as typeof import('better-sqlite3');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
    const names = Object.keys(migrations);
    const earlier = Object.fromEntries(
      names.filter((n) => n < '2026-11-27-content-hindi-fields').map((n) => [n, migrations[n]!]),
    );
    const run = async (set: typeof migrations) => {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => set },
        allowUnorderedMigrations: true,
      });
      const { error } = await migrator.migrateToLatest();
      if (error) throw error;
    };
    try {
      await run(earlier);
      await db.insertInto('sliders').values({ slider_image: '/a.jpg', sort_order: 1 }).execute();
      await db
        .insertInto('useful_links')
        .values({ title: 'UGC', link: 'https://www.ugc.gov.in/', sort_order: 1 })
        .execute();
      await run(migrations);
      const slider = await db.selectFrom('sliders').selectAll().executeTakeFirstOrThrow();
      expect(slider).toMatchObject({ slider_image: '/a.jpg', caption: null, caption_hi: null });
      const link = await db.selectFrom('useful_links').selectAll().executeTakeFirstOrThrow();
      expect(link).toMatchObject({ title: 'UGC', title_hi: null });
      for (const [table, columns] of Object.entries(HINDI_COLUMNS)) {
        const row = await db
          .selectFrom(table)
          .select(columns as string[])
          .limit(1)
          .execute();
        expect(Array.isArray(row)).toBe(true);
      }
    } finally {
      await db.destroy();
    }
  });
});
