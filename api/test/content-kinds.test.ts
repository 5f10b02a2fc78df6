// Every kind of site content is edited from the console: the college's record, sliders, gallery photos and
// videos, staff, facilities, courses, former principals and holidays, and the PDFs they link. An editor (and an
// admin) may; a verifier or the accounts office gets 403; bad input is a clear 4xx; the matching public call
// changes (and its ETag) at once.
import { API_PATHS, EDITOR_KIND_NAMES, STAFF_MESSAGES, splitStoreTitle, videoEmbedUrl } from '@college/shared-types';
import { bearer, multipart } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { staffOfEveryRole, type TestStaff } from './staff-fixtures';

jest.setTimeout(30_000);

let t: TestApp;
let staff: Record<'admin' | 'verifier' | 'accounts' | 'editor', TestStaff>;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffOfEveryRole(t.app);
}, 30_000);
afterAll(async () => {
  await t.close();
});

type Role = keyof typeof staff;
function as(role: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(staff[role].token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** A valid new row of each kind, the public call that shows it, and a text the public answer then contains. */
const EXAMPLES = {
  sliders: {
    row: { slider_image: '/api/media/slider-new-hall.jpg' },
    publicPath: API_PATHS.storeSliders,
    shows: 'slider-new-hall',
  },
  gallery: {
    row: { title: 'Sports Day', description: 'Relay race', image_link: '/api/media/sports-1.jpg', post_link: '' },
    publicPath: API_PATHS.storeGallery,
    shows: 'Relay race',
  },
  videos: {
    row: { title: 'Annual function 2026', url: 'https://youtu.be/aqz-KE-bpKQ' },
    publicPath: API_PATHS.storeVideos,
    shows: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  },
  staffs: {
    row: {
      name: 'Dr. Ritu Chaturvedi',
      department: 'Hindi',
      designation: 'Assistant Professor',
      stream: 'Arts',
      email: 'ritu.chaturvedi@example.ac.in',
      mobile: '9000012345',
      image_link: '',
      bio_data: '/api/media/biodata-staff-1.pdf',
    },
    publicPath: API_PATHS.staffs,
    shows: 'Dr. Ritu Chaturvedi',
  },
  facilities: {
    row: { name: 'Solar Plant', image: '', description: '<p>40 kW on the roof</p><script>alert(1)</script>' },
    publicPath: API_PATHS.storeData,
    shows: '40 kW on the roof',
  },
  courses: {
    row: {
      categ: 'commerce',
      name: 'Bachelor of Business Administration',
      short_name: 'BBA',
      subjects: 'Management, Accounts',
      description: '<p>Three years</p>',
      detail: '<h2>Eligibility</h2><p>Intermediate</p>',
      image: '',
      email_id: '',
    },
    publicPath: API_PATHS.courseData,
    shows: 'Bachelor of Business Administration',
  },
  'past-principals': {
    row: { name_en: 'Dr. Test Principal', name_hi: 'डॉ. परीक्षण', from_date: '01/04/2024', to_date: '' },
    publicPath: API_PATHS.pastPrincipals,
    shows: 'Dr. Test Principal',
  },
  holidays: {
    row: { date: '2026-01-26', name_en: 'Republic Day', name_hi: 'गणतंत्र दिवस' },
    publicPath: API_PATHS.holidays,
    shows: 'Republic Day',
  },
  'useful-links': {
    row: { title: 'DigiLocker', title_hi: 'डिजिलॉकर', link: 'https://www.digilocker.gov.in/' },
    publicPath: API_PATHS.usefulLinks,
    shows: 'DigiLocker',
  },
} as const;

/** A bad row of each kind: what the rules refuse (422). */
const BAD: Record<string, Record<string, string>> = {
  sliders: { slider_image: 'javascript:alert(1)' },
  gallery: { title: '', image_link: '/a.jpg' },
  videos: { title: 'Cat', url: 'https://example.com/video.mp4' },
  staffs: { name: 'X', email: 'not-an-email' },
  facilities: { name: '' },
  courses: { categ: 'arts', name: 'A', short_name: 'A' },
  'past-principals': { name_en: 'A', name_hi: 'अ', from_date: '2024-04-01' },
  holidays: { date: '26/01/2026', name_en: 'R', name_hi: 'र' },
  'useful-links': { title: 'Portal', link: 'javascript:alert(1)' },
};

describe.each(EDITOR_KIND_NAMES)('%s', (kind) => {
  const example = EXAMPLES[kind];
  const list = `/api/admin/content/${kind}`;

  it('an editor adds, changes and removes a row; the public call and its ETag change at once', async () => {
    const before = await get(example.publicPath);
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain(example.shows);

    const added = await as('editor', 'POST', list, example.row);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ message: 'Saved and published.', message_hi: expect.any(String) });
    const id = added.json().data.id as number;
    const after = await get(example.publicPath);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain(example.shows);

    const listed = await as('editor', 'GET', list);
    expect(listed.json().data.map((r: { id: number }) => r.id)).toContain(id);

    const changed = await as('admin', 'PUT', `${list}/${id}`, example.row);
    expect(changed.statusCode).toBe(200);

    const removed = await as('editor', 'DELETE', `${list}/${id}`);
    expect(removed.statusCode).toBe(200);
    const gone = await get(example.publicPath);
    expect(gone.body).not.toContain(example.shows);
    expect(gone.headers.etag).not.toBe(after.headers.etag);
    expect((await as('editor', 'DELETE', `${list}/${id}`)).statusCode).toBe(404);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `${kind}:${id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([`content.${kind}.added`, `content.${kind}.updated`, `content.${kind}.removed`]),
    );
  });

  it.each(['verifier', 'accounts'] as const)('%s gets 403 and changes nothing', async (role) => {
    for (const [method, url] of [
      ['GET', list],
      ['POST', list],
      ['PUT', `${list}/1`],
      ['DELETE', `${list}/1`],
      ['PUT', `${list}/order`],
    ] as const) {
      const res = await as(role, method, url, method === 'GET' || method === 'DELETE' ? undefined : example.row);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: STAFF_MESSAGES.forbidden.en });
    }
  });

  it('refuses bad input with a clear 4xx and unknown fields with 400', async () => {
    const bad = await as('editor', 'POST', list, BAD[kind]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toEqual(expect.any(String));
    expect(bad.json().errors).toBeDefined();
    const unknown = await as('editor', 'POST', list, { ...example.row, secret: 'x' });
    expect(unknown.statusCode).toBe(400);
    const wrongType = await as('editor', 'POST', list, { ...example.row, [Object.keys(example.row)[0]!]: 5 });
    expect(wrongType.statusCode).toBe(400);
    expect((await as('editor', 'PUT', `${list}/999999`, example.row)).statusCode).toBe(404);
  });
});

it('refuses an unknown kind', async () => {
  expect((await as('editor', 'GET', '/api/admin/content/passwords')).statusCode).toBe(400);
});

describe('order', () => {
  it('puts the sliders in a new order, published at once; an incomplete order is refused', async () => {
    const rows = (await as('editor', 'GET', '/api/admin/content/sliders')).json().data as Array<{ id: number }>;
    expect(rows.length).toBeGreaterThan(1);
    const reversed = rows.map((r) => String(r.id)).reverse();
    const before = await get(API_PATHS.storeSliders);
    const res = await as('editor', 'PUT', '/api/admin/content/sliders/order', { ids: reversed });
    expect(res.statusCode).toBe(200);
    const after = await get(API_PATHS.storeSliders);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data.map((s: { id: number }) => String(s.id))).toEqual(reversed);
    const partial = await as('editor', 'PUT', '/api/admin/content/sliders/order', { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().message_hi).toEqual(expect.any(String));
  });
});

describe('the college record', () => {
  it('an editor changes the name in both languages, the address and the ticker (sanitised)', async () => {
    const current = (await as('editor', 'GET', API_PATHS.adminContentStore)).json().data;
    const before = await get(API_PATHS.storeData);
    const res = await as('editor', 'PUT', API_PATHS.adminContentStore, {
      ...current,
      title_hi: 'राजकीय महाविद्यालय, परीक्षण',
      title_en: 'Government College, Test',
      store_address: 'Station Road, Sirsaganj 283151',
      marquee: '<p>Admissions open <img src=x onerror="alert(1)"></p>',
    });
    expect(res.statusCode).toBe(200);
    const after = await get(API_PATHS.storeData);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const store = after.json().data;
    expect(splitStoreTitle(store.store_title)).toEqual({
      hindi: 'राजकीय महाविद्यालय, परीक्षण',
      english: 'Government College, Test',
    });
    expect(store.store_address).toBe('Station Road, Sirsaganj 283151');
    expect(store.marquee).toContain('Admissions open');
    expect(store.marquee).not.toContain('onerror');
    expect(store).not.toHaveProperty('holidays_pdf');
  });

  it('refuses a missing name, a bad email and a script link; 403 for a verifier', async () => {
    const current = (await as('editor', 'GET', API_PATHS.adminContentStore)).json().data;
    const res = await as('editor', 'PUT', API_PATHS.adminContentStore, {
      ...current,
      title_en: '',
      store_email: 'nope',
      store_logo: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['title_en', 'store_email', 'store_logo']));
    expect((await as('verifier', 'PUT', API_PATHS.adminContentStore, current)).statusCode).toBe(403);
    expect((await as('accounts', 'GET', API_PATHS.adminContentStore)).statusCode).toBe(403);
  });
});

describe('gallery albums', () => {
  it('adds several photos of one album at once', async () => {
    const before = await get(API_PATHS.storeGallery);
    const res = await as('editor', 'POST', API_PATHS.adminContentGalleryPhotos, {
      title: 'NSS Camp 2026',
      photos: [
        { image_link: '/api/media/nss-1.jpg', description: 'Tree planting', post_link: '' },
        { image_link: '/api/media/nss-2.jpg', description: 'Cleanliness drive', post_link: 'https://example.org/post' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const after = await get(API_PATHS.storeGallery);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const album = after.json().data.filter((g: { title: string }) => g.title === 'NSS Camp 2026');
    expect(album.map((g: { description: string }) => g.description)).toEqual(['Tree planting', 'Cleanliness drive']);
    const empty = await as('editor', 'POST', API_PATHS.adminContentGalleryPhotos, { title: 'X', photos: [] });
    expect(empty.statusCode).toBe(422);
  });
});

describe('videos', () => {
  it('turns the addresses people copy into embed addresses, and refuses others', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=3')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://www.youtube.com.evil.example/embed/aqz-KE-bpKQ')).toBeNull();
    expect(videoEmbedUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('staff bio-data', () => {
  it('the seeded teachers keep the bio-data of the former fixed table; others have none', async () => {
    const staffs = (await get(API_PATHS.staffs)).json().data as Array<{ id: number; bio_data: string | null }>;
    expect(staffs.find((s) => s.id === 1)?.bio_data).toBe('/api/media/biodata-staff-1.pdf');
    expect(staffs.find((s) => s.id === 3)?.bio_data).toBeNull();
  });
});

describe('past principals', () => {
  it('are the sixteen of the former fixed table, in order', async () => {
    const rows = (await get(API_PATHS.pastPrincipals)).json().data;
    expect(rows).toHaveLength(16);
    expect(rows[0]).toMatchObject({ name_en: 'Dr. R. K. Sharma', name_hi: 'डॉ. आर. के. शर्मा', from_date: '12/08/1997' });
    expect(rows[15]).toMatchObject({ name_en: 'Dr. Harish Chandra Pal', to_date: '31/03/2024' });
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function uploadDocument(role: Role, bytes: Buffer, filename = 'list.pdf', type = 'application/pdf') {
  const body = await multipart([], [{ field: 'file', filename, type, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.adminMediaDocuments,
    headers: { ...bearer(staff[role].token), ...body.headers },
    payload: body.payload,
  });
}

describe('documents and the list of holidays', () => {
  it('stores a PDF at a content-hashed public address, cached for a year; the same bytes, the same address', async () => {
    const res = await uploadDocument('editor', PDF);
    expect(res.statusCode).toBe(201);
    const { url } = res.json().data;
    expect(url).toMatch(/^\/api\/media\/documents\/[a-f0-9]{32}\.pdf$/);
    const again = await uploadDocument('admin', PDF, 'other-name.pdf');
    expect(again.json().data.url).toBe(url);

    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('application/pdf');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PDF)).toBe(true);
    const cached = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);

    // The holiday list's PDF: the public call shows it.
    const before = await get(API_PATHS.holidays);
    expect(before.json().data.pdf).toBeNull();
    const set = await as('editor', 'PUT', API_PATHS.adminContentHolidaysPdf, { pdf: url });
    expect(set.statusCode).toBe(200);
    const after = await get(API_PATHS.holidays);
    expect(after.json().data.pdf).toBe(url);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await as('verifier', 'PUT', API_PATHS.adminContentHolidaysPdf, { pdf: '' })).statusCode).toBe(403);
  });

  it('refuses what is not a PDF by its bytes, a verifier, and an unknown document', async () => {
    const png = await uploadDocument('editor', Buffer.from('\x89PNG\r\n\x1a\n0000000000'), 'fake.pdf');
    expect(png.statusCode).toBe(415);
    expect(png.json()).toMatchObject({ message: 'Please upload a PDF file.', message_hi: expect.any(String) });
    const verifier = await uploadDocument('verifier', PDF);
    expect(verifier.statusCode).toBe(403);
    expect((await get('/api/media/documents/0123456789abcdef0123456789abcdef.pdf')).statusCode).toBe(404);
  });

  it('refuses a PDF over 10 MB with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await uploadDocument('editor', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message_hi).toEqual(expect.any(String));
  });
});

describe('events', () => {
  it('an event is a notice with a link and its own date', async () => {
    const res = await as('editor', 'POST', API_PATHS.adminNotices, {
      title_en: 'Annual sports meet',
      title_hi: 'वार्षिक क्रीड़ा प्रतियोगिता',
      link: '/api/media/documents/0123456789abcdef0123456789abcdef.pdf',
      dated: '2026-02-14',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.created_at).toBe('2026-02-14T00:00:00.000Z');
    await as('editor', 'POST', `/api/admin/notices/${res.json().data.id}/publish`, {});
    const board = (await get(API_PATHS.storeNotices)).json().data;
    expect(board.find((n: { id: number }) => n.id === res.json().data.id)).toMatchObject({ typeof: 2 });
  });
});
