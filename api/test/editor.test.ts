// The office publishes the site: notices as drafts until published, pages with sanitised bodies, published
// versions and restore; only editors (and admins) may, and an editor cannot decide on applicants.
import { JSDOM } from 'jsdom';
import { API_PATHS, COMPLIANCE_PAGES, MENU_PAGES, STAFF_MESSAGES } from '@college/shared-types';
import { bearer } from './admission-fixtures';
import { buildTestApp, type TestApp } from './helpers';
import { staffOfEveryRole, type TestStaff } from './staff-fixtures';
import { sanitizeHtml } from '../src/content/sanitize-html';
import { seedPages } from '../src/db/seed-pages';

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

const HINDI_TITLE = 'सत्र 2026-27 की प्रवेश सूची जारी';

function as(role: keyof typeof staff, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(staff[role].token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('notices', () => {
  it('an editor publishes a Hindi notice: a draft is not public, publishing changes the public call and its ETag', async () => {
    const before = await t.app.inject({ method: 'GET', url: API_PATHS.storeNotices });
    const created = await as('editor', 'POST', API_PATHS.adminNotices, {
      title_hi: HINDI_TITLE,
      link: '/uploads/list.pdf',
      pinned: '1',
    });
    expect(created.statusCode).toBe(201);
    const notice = created.json().data;
    expect(notice.published).toBe(false);

    const draft = await t.app.inject({ method: 'GET', url: API_PATHS.storeNotices });
    expect(draft.body).not.toContain(HINDI_TITLE);
    expect(draft.headers.etag).toBe(before.headers.etag);

    const published = await as('editor', 'POST', `/api/admin/notices/${notice.id}/publish`, {});
    expect(published.statusCode).toBe(200);
    expect(published.json().data.published).toBe(true);
    const after = await t.app.inject({ method: 'GET', url: API_PATHS.storeNotices });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const first = after.json().data[0];
    // Pinned: first on the board, with its link.
    expect(first).toEqual(
      expect.objectContaining({
        id: notice.id,
        popup_message: HINDI_TITLE,
        popup_link: '/uploads/list.pdf',
        typeof: 2,
      }),
    );

    const back = await as('editor', 'POST', `/api/admin/notices/${notice.id}/publish`, { published: false });
    expect(back.statusCode).toBe(200);
    const hidden = await t.app.inject({ method: 'GET', url: API_PATHS.storeNotices });
    expect(hidden.body).not.toContain(HINDI_TITLE);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `notice:${notice.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['notice.created', 'notice.published', 'notice.unpublished']);
  });

  it('hides a published notice after its last day', async () => {
    const created = await as('editor', 'POST', API_PATHS.adminNotices, {
      title_en: 'Old fee notice',
      expires_on: '2020-01-31',
    });
    await as('editor', 'POST', `/api/admin/notices/${created.json().data.id}/publish`, {});
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.storeNotices });
    expect(res.body).not.toContain('Old fee notice');
  });

  it('refuses a notice without a title, a bad link or date (422), an unknown field (400), a missing one (404)', async () => {
    const none = await as('editor', 'POST', API_PATHS.adminNotices, { title_hi: ' ', title_en: '' });
    expect(none.statusCode).toBe(422);
    const link = await as('editor', 'POST', API_PATHS.adminNotices, { title_en: 'X', link: 'javascript:alert(1)' });
    expect(link.statusCode).toBe(422);
    expect(link.json().errors.link).toBeDefined();
    const date = await as('editor', 'POST', API_PATHS.adminNotices, { title_en: 'X', expires_on: '31-01-2027' });
    expect(date.statusCode).toBe(422);
    expect((await as('editor', 'POST', API_PATHS.adminNotices, { title_en: 'X', colour: 'red' })).statusCode).toBe(400);
    expect((await as('editor', 'POST', '/api/admin/notices/999999/publish', {})).statusCode).toBe(404);
  });
});

describe('pages', () => {
  it('a draft is not public; publishing shows it with its date; an earlier version can be restored', async () => {
    const slug = 'anti-ragging-test';
    const created = await as('editor', 'POST', API_PATHS.adminPages, {
      slug,
      title_hi: 'रैगिंग निषेध',
      title_en: 'Anti-ragging',
      body_hi: '<p>राष्ट्रीय हेल्पलाइन 1800-180-5522</p>',
      body_en: '<p>National helpline 1800-180-5522</p>',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.unpublished_changes).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` })).statusCode).toBe(404);

    const first = await as('editor', 'POST', `/api/admin/pages/${slug}/publish`, {});
    expect(first.statusCode).toBe(200);
    expect(first.json().data.unpublished_changes).toBe(false);
    const v1 = await t.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` });
    expect(v1.statusCode).toBe(200);
    expect(v1.json().data).toEqual(
      expect.objectContaining({ version: 1, title_hi: 'रैगिंग निषेध', body_en: '<p>National helpline 1800-180-5522</p>' }),
    );
    expect(Date.parse(v1.json().data.updated_at)).not.toBeNaN();

    const saved = await as('editor', 'PUT', `/api/admin/pages/${slug}`, {
      title_hi: 'रैगिंग निषेध',
      title_en: 'Anti-ragging',
      body_hi: '<p>नया पाठ</p>',
      body_en: '<p>New text</p>',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.unpublished_changes).toBe(true);
    // The draft is not public yet.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` })).json().data.body_en).toContain(
      'National helpline',
    );
    await as('editor', 'POST', `/api/admin/pages/${slug}/publish`, {});
    const v2 = await t.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` });
    expect(v2.json().data).toEqual(expect.objectContaining({ version: 2, body_en: '<p>New text</p>' }));
    expect(v2.headers.etag).not.toBe(v1.headers.etag);

    const restored = await as('editor', 'POST', `/api/admin/pages/${slug}/restore`, { version: 1 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    const v3 = await t.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` });
    expect(v3.json().data).toEqual(
      expect.objectContaining({ version: 3, body_en: '<p>National helpline 1800-180-5522</p>' }),
    );
    expect((await as('editor', 'POST', `/api/admin/pages/${slug}/restore`, { version: 9 })).statusCode).toBe(404);
  });

  it('stores page bodies sanitised: no script, no event handler, no javascript: link', async () => {
    const slug = 'help-test';
    const res = await as('admin', 'POST', API_PATHS.adminPages, {
      slug,
      title_hi: 'सहायता',
      title_en: 'Help',
      body_hi: '<p onclick="steal()">नमस्ते</p><script>alert(1)</script>',
      body_en:
        '<h2>Help</h2><a href="javascript:alert(1)">x</a><img src="/a.webp" onerror="alert(1)" alt="a"><a href="https://india.gov.in" target="_blank">India</a>',
    });
    expect(res.statusCode).toBe(201);
    await as('admin', 'POST', `/api/admin/pages/${slug}/publish`, {});
    const body = (await t.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` })).body;
    expect(body).not.toMatch(/<script|onclick|onerror|javascript:/i);
    const page = JSON.parse(body).data;
    expect(page.body_hi).toBe('<p>नमस्ते</p>');
    expect(page.body_en).toContain('<h2>Help</h2>');
    expect(page.body_en).toContain('<img src="/a.webp" alt="a">');
    expect(page.body_en).toContain('rel="noopener noreferrer"');
  });

  it('refuses a bad address (400), a missing title (422), a taken address (409)', async () => {
    const bad = await as('editor', 'POST', API_PATHS.adminPages, { slug: 'Bad Slug', title_hi: 'क', title_en: 'k' });
    expect(bad.statusCode).toBe(422);
    expect((await as('editor', 'GET', '/api/admin/pages/Bad%20Slug')).statusCode).toBe(400);
    const untitled = await as('editor', 'POST', API_PATHS.adminPages, {
      slug: 'untitled',
      title_hi: '',
      title_en: 'x',
    });
    expect(untitled.statusCode).toBe(422);
    await as('editor', 'POST', API_PATHS.adminPages, { slug: 'twice', title_hi: 'दो', title_en: 'Two' });
    const again = await as('editor', 'POST', API_PATHS.adminPages, { slug: 'twice', title_hi: 'दो', title_en: 'Two' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message_hi).toBeDefined();
  });
});

describe('who may', () => {
  it('refuses content calls to a verifier and the accounts office (403 in both languages)', async () => {
    for (const role of ['verifier', 'accounts'] as const) {
      const res = await as(role, 'POST', API_PATHS.adminNotices, { title_en: 'Not mine' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(
        expect.objectContaining({ message: STAFF_MESSAGES.forbidden.en, message_hi: STAFF_MESSAGES.forbidden.hi }),
      );
      expect((await as(role, 'GET', API_PATHS.adminPages)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.adminPages })).statusCode).toBe(401);
  });

  it('an editor cannot approve applicants', async () => {
    const res = await as('editor', 'POST', '/api/admin/students/1/approve', { fee_to_pay: '100' });
    expect(res.statusCode).toBe(403);
  });
});

describe('sanitizeHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>a</p>', '<p>a</p>'],
    ['<p onmouseover="x()">a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">a</a>', '<a>a</a>'],
    ['<a href="data:text/html,x">a</a>', '<a>a</a>'],
    ['<iframe src="https://x"></iframe><p>b</p>', '<p>b</p>'],
    ['<p style="color:red">c</p>', '<p>c</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<table><tr><th scope="col">h</th></tr></table>', '<table><tbody><tr><th scope="col">h</th></tr></tbody></table>'],
    ['<a href="mailto:p@college.in">m</a>', '<a href="mailto:p@college.in">m</a>'],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });
});

describe('the pages the site starts with', () => {
  it('publishes every compliance and menu page in Hindi and English, with the fixed facts', async () => {
    for (const page of [...COMPLIANCE_PAGES, ...MENU_PAGES]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/pages/${page.slug}` });
      expect([page.slug, res.statusCode]).toEqual([page.slug, 200]);
      const data = res.json().data;
      expect(data.title_hi).toBe(page.title.hi);
      expect(data.body_hi).toMatch(/[\u0900-\u097F]/);
      expect(data.body_en).toMatch(/[A-Za-z]{3}/);
      expect(data.body_en).toBe(sanitizeHtml(data.body_en));
    }
    const text = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` })).body;
    expect(await text('anti-ragging')).toContain('1800-180-5522');
    expect(await text('anti-ragging')).toContain('Anti-Ragging Squad');
    expect(await text('rti')).toContain('Public Information Officer');
    expect(await text('rti')).toContain('First Appellate Authority');
    expect(await text('grievance-redressal')).toContain('Ombudsperson');
    expect(await text('grievance-redressal')).toContain('Student Grievance Redressal Committee');
  });

  it('never overwrites a page the office changed when the pages are seeded again', async () => {
    await as('editor', 'PUT', '/api/admin/pages/help', {
      title_hi: 'सहायता',
      title_en: 'Help',
      body_hi: '<p>नया</p>',
      body_en: '<p>Ours</p>',
    });
    expect(await seedPages(t.app.db)).toBe(0);
    expect((await as('editor', 'GET', '/api/admin/pages/help')).json().data.body_en).toBe('<p>Ours</p>');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists every menu route and published page with its date, as valid XML', async () => {
    await as('editor', 'POST', API_PATHS.adminPages, {
      slug: 'sports-day',
      title_hi: 'खेल दिवस',
      title_en: 'Sports day',
    });
    let res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    // A draft-only page is not listed.
    expect(res.body).not.toContain('/pages/sports-day');
    await as('editor', 'POST', '/api/admin/pages/sports-day/publish', {});
    res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });

    const doc = new JSDOM(res.body, { contentType: 'application/xml' }).window.document;
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...doc.getElementsByTagName('url')].map((u) => ({
      loc: u.getElementsByTagName('loc')[0]!.textContent!,
      lastmod: u.getElementsByTagName('lastmod')[0]!.textContent!,
    }));
    const base = t.app.config.publicUrl;
    const locs = urls.map((u) => u.loc.slice(base.length));
    for (const path of [
      '/',
      '/about/about-us',
      '/academic/list-of-holidays',
      '/contact-us',
      '/anti-ragging',
      '/rti',
      '/administration/iqac',
      '/students/results',
      '/pages/sports-day',
    ]) {
      expect(locs).toContain(path);
    }
    expect(locs.some((p) => p.startsWith('/student/') || /^\/admin(\/|$)/.test(p))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    for (const u of urls) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('tells crawlers where the sitemap is and keeps them out of the office and student pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain(`Sitemap: ${t.app.config.publicUrl}/sitemap.xml`);
    expect(res.body).toMatch(/^Disallow: \/admin$/m);
    expect(res.body).toMatch(/^Disallow: \/student\/$/m);
  });
});

describe('enquiries', () => {
  it('lists new enquiries, mails a reply that marks one answered, and exports them as CSV', async () => {
    const email = `enquirer.${Date.now()}@example.com`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/add-enquiry',
      payload: { name: 'सुरेश कुमार', email, mobile: '9876543210', message: '=SUM(A1) प्रवेश की अंतिम तिथि?' },
    });
    expect(sent.statusCode).toBe(200);
    const list = await as('editor', 'GET', '/api/admin/enquiries?status=new');
    expect(list.statusCode).toBe(200);
    const enquiry = list
      .json()
      .data.find((e: { email: string }) => e.email === email.toLowerCase() || e.email === email);
    expect(enquiry).toEqual(expect.objectContaining({ status: 'new', reply: null }));

    expect((await as('editor', 'POST', `/api/admin/enquiries/${enquiry.id}/reply`, { message: ' ' })).statusCode).toBe(
      422,
    );
    const replied = await as('editor', 'POST', `/api/admin/enquiries/${enquiry.id}/reply`, {
      message: 'अंतिम तिथि 31 जुलाई है। The last date is 31 July.',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toEqual(expect.objectContaining({ status: 'answered' }));
    const mails = (
      await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(enquiry.email)}` })
    ).json().data as Array<{ text: string; html: string }>;
    expect(mails.at(-1)!.text).toContain('The last date is 31 July.');
    expect(
      (await as('editor', 'GET', '/api/admin/enquiries?status=new')).json().data.map((e: { id: number }) => e.id),
    ).not.toContain(enquiry.id);
    expect((await as('editor', 'GET', '/api/admin/enquiries?status=other')).statusCode).toBe(400);
    expect((await as('editor', 'POST', '/api/admin/enquiries/999999/reply', { message: 'x' })).statusCode).toBe(404);

    const csv = await as('editor', 'GET', '/api/admin/enquiries.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.startsWith('\uFEFF"Number"')).toBe(true);
    expect(csv.body).toContain(`"'=SUM(A1) प्रवेश की अंतिम तिथि?"`);
    expect(csv.body).toContain('"answered"');
  });
});
