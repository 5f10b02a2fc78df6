// The office publishes and the public site shows it: a Hindi notice on the home board without a release, drafts
// kept out of sight, an earlier page version restored, unsafe HTML never reaching the page, the sitemaps, "Last
// updated" on every public route, and the compliance and sitemap pages accessible in both languages and widths.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { COMPLIANCE_PAGES, MENU_PAGES, type PublishedPageSummary } from '@college/shared-types';
import { createStaff } from '../support/api-helpers';
import { seriousViolations } from '../support/axe';

let editorToken = '';

test.beforeAll(async ({ request }) => {
  editorToken = (await createStaff(request, 'editor')).token;
});

const auth = () => ({ Authorization: `Bearer ${editorToken}` });

async function asEditor(
  request: APIRequestContext,
  method: 'post' | 'put',
  url: string,
  data: Record<string, unknown> = {},
) {
  const res = await request[method](url, { headers: auth(), data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { data: Record<string, unknown> };
}

const LAST_UPDATED = /(Last updated|अंतिम अद्यतन): \d{2}\/\d{2}\/\d{4}/;

test('a notice published in Hindi appears on the home board at once, with a new ETag; a draft stays hidden', async ({
  page,
  request,
}) => {
  const title = `वार्षिक क्रीड़ा प्रतियोगिता ${Date.now()}`;
  const draftTitle = `अप्रकाशित सूचना ${Date.now()}`;
  const before = await request.get('/api/v1/get-store-notices');
  const etagBefore = before.headers()['etag'];

  const created = await asEditor(request, 'post', '/api/admin/notices', { title_hi: title });
  await asEditor(request, 'post', '/api/admin/notices', { title_hi: draftTitle });
  // Still a draft: the public call and the home page do not have it.
  expect(await (await request.get('/api/v1/get-store-notices')).text()).not.toContain(title);

  await asEditor(request, 'post', `/api/admin/notices/${created.data.id}/publish`);
  const after = await request.get('/api/v1/get-store-notices');
  expect(after.headers()['etag']).not.toBe(etagBefore);
  const body = await after.text();
  expect(body).toContain(title);
  expect(body).not.toContain(draftTitle);

  await page.goto('/');
  await expect(page.getByTestId('notice-board').getByText(title).first()).toBeVisible();
  await expect(page.getByText(draftTitle)).toHaveCount(0);
});

test('restoring an earlier version of a page shows its old text on the public page', async ({
  browser,
  page,
  request,
}) => {
  const slug = `open-day-${Date.now()}`;
  const titles = { title_hi: 'खुला दिवस', title_en: 'Open day' };
  await asEditor(request, 'post', '/api/admin/pages', { slug, ...titles });
  await asEditor(request, 'put', `/api/admin/pages/${slug}`, {
    ...titles,
    body_hi: '<p>पहला पाठ</p>',
    body_en: '<p>First text</p>',
  });
  await asEditor(request, 'post', `/api/admin/pages/${slug}/publish`);
  await asEditor(request, 'put', `/api/admin/pages/${slug}`, {
    ...titles,
    body_hi: '<p>दूसरा पाठ</p>',
    body_en: '<p>Second text</p>',
  });
  await asEditor(request, 'post', `/api/admin/pages/${slug}/publish`);

  await page.goto(`/pages/${slug}`);
  await expect(page.getByText('Second text')).toBeVisible();
  await asEditor(request, 'post', `/api/admin/pages/${slug}/restore`, { version: 1 });
  // A new visitor (this browser may keep the page's answer for its 60 s cache).
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(page.url());
  await expect(visitor.getByText('First text')).toBeVisible();
  await expect(visitor.getByText('Second text')).toHaveCount(0);
  await expect(visitor.getByTestId('last-updated')).toHaveText(LAST_UPDATED);
  await visitor.context().close();
});

test('a draft page is not public', async ({ page, request }) => {
  const slug = `draft-only-${Date.now()}`;
  await asEditor(request, 'post', '/api/admin/pages', { slug, title_hi: 'प्रारूप', title_en: 'Draft only page' });
  expect((await request.get(`/api/v1/pages/${slug}`)).status()).toBe(404);
  await page.goto(`/pages/${slug}`);
  await expect(page.getByRole('heading', { name: '404 - Page Not Found', level: 2 })).toBeVisible();
  await expect(page.getByText('Draft only page')).toHaveCount(0);
});

test('a script, an onerror handler and a javascript: link saved in a page never reach the page', async ({
  page,
  request,
}) => {
  const slug = `unsafe-${Date.now()}`;
  const current = { data: { title_hi: 'असुरक्षित', title_en: 'Unsafe' } };
  await asEditor(request, 'post', '/api/admin/pages', { slug, ...current.data });
  const evil =
    '<p id="safe">Safe text</p><script>window.__pwned = 1; alert("script")</script>' +
    '<img src="/nope.png" onerror="window.__pwned = 2; alert(\'img\')">' +
    '<a id="bad" href="javascript:window.__pwned=3;alert(\'link\')">Click me</a>' +
    '<p onmouseover="alert(1)">Hover</p>';
  await asEditor(request, 'put', `/api/admin/pages/${slug}`, {
    title_hi: current.data.title_hi,
    title_en: current.data.title_en,
    body_hi: evil,
    body_en: evil,
  });
  await asEditor(request, 'post', `/api/admin/pages/${slug}/publish`);

  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await page.goto(`/pages/${slug}`);
  await expect(page.getByText('Safe text')).toBeVisible();
  const main = page.locator('#single-spa-outlet');
  expect(await main.locator('script').count()).toBe(0);
  expect(await main.locator('[onerror], [onmouseover]').count()).toBe(0);
  expect(await main.locator('a[href^="javascript"]').count()).toBe(0);
  const bad = main.getByText('Click me');
  if (await bad.count()) await bad.click();
  await page.getByText('Hover').hover();
  await page.waitForTimeout(300);
  expect(dialogs).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('/sitemap.xml is valid XML listing every public route and published page with its date', async ({
  page,
  request,
}) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  await page.goto('/sitemap');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      ns: doc.documentElement.namespaceURI,
      urls: [...doc.getElementsByTagName('url')].map((u) => ({
        loc: u.getElementsByTagName('loc')[0]?.textContent ?? '',
        lastmod: u.getElementsByTagName('lastmod')[0]?.textContent ?? '',
      })),
    };
  }, xml);
  expect(parsed.error).toBe(0);
  expect(parsed.ns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const paths = parsed.urls.map((u) => new URL(u.loc).pathname);
  for (const u of parsed.urls) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  for (const p of [...COMPLIANCE_PAGES, ...MENU_PAGES]) expect(paths).toContain(encodeURI(p.path));
  const pages = ((await (await request.get('/api/v1/pages')).json()) as { data: PublishedPageSummary[] }).data;
  for (const p of pages.filter((x) => !COMPLIANCE_PAGES.concat(MENU_PAGES).some((c) => c.slug === x.slug)))
    expect(paths).toContain(`/pages/${p.slug}`);
  for (const p of ['/', '/about/about-us', '/contact-us', '/feedback-form', '/academic/list-of-holidays'])
    expect(paths).toContain(p);

  // The sitemap page links the same addresses.
  await expect(page.getByRole('heading', { name: 'Main menu' })).toBeVisible();
  const links = await page
    .locator('#single-spa-outlet a[href^="/"]')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const onPage = new Set(links.filter((l) => l !== '/sitemap.xml'));
  // Each published merit list is in the XML; the page links their index, which lists every one (decision 026).
  const listed = (p: string) =>
    onPage.has(decodeURI(p)) || onPage.has(p) || (p.startsWith('/merit-list/') && onPage.has('/merit-list'));
  expect([...new Set(paths)].filter((p) => !listed(p))).toEqual([]);
});

test('every public route shows "Last updated"', async ({ page, request }) => {
  test.setTimeout(300_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(40);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByTestId('last-updated'), path).toHaveText(LAST_UPDATED);
  }
  await page.addInitScript(() => window.localStorage.setItem('site_language', 'hi'));
  await page.goto('/anti-ragging');
  await expect(page.getByTestId('last-updated')).toHaveText(/अंतिम अद्यतन: \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByText('1800-180-5522').first()).toBeVisible();
});

for (const lang of ['en', 'hi'] as const) {
  for (const width of [360, 1366]) {
    test(`compliance and sitemap pages: no serious axe violation, in ${lang} at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((l) => window.localStorage.setItem('site_language', l), lang);
      for (const p of COMPLIANCE_PAGES) {
        await page.goto(p.path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1, name: p.title[lang] })).toBeVisible();
        await expect(page.getByTestId('last-updated')).toHaveText(LAST_UPDATED);
        expect(await seriousViolations(page), `${p.path}`).toEqual([]);
        // Nothing widens the page: tables scroll in their own box.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), p.path).toBeLessThanOrEqual(width);
        if (width === 360) {
          // Footer, breadcrumb links: at least 44 px tall to tap.
          const heights = await page
            .locator('[data-testid="site-footer"] nav a, [data-testid="page-banner"] nav a')
            .evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height));
          expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
        }
      }
    });
  }
}

test('the footer links every compliance page in both languages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Website policies' });
  for (const p of COMPLIANCE_PAGES)
    await expect(footer.getByRole('link', { name: p.title.en })).toHaveAttribute('href', p.path);
  await page
    .getByRole('button', { name: /हिन्दी/ })
    .first()
    .click()
    .catch(() => undefined);
  await page.evaluate(() => window.localStorage.setItem('site_language', 'hi'));
  await page.reload();
  const hi = page.getByRole('navigation', { name: 'वेबसाइट नीतियाँ' });
  for (const p of COMPLIANCE_PAGES)
    await expect(hi.getByRole('link', { name: p.title.hi })).toHaveAttribute('href', p.path);
  await hi.getByRole('link', { name: 'रैगिंग निषेध' }).click();
  await expect(page).toHaveURL(/\/anti-ragging$/);
  await expect(page.getByRole('heading', { level: 1, name: 'रैगिंग निषेध' })).toBeVisible();
  // The breadcrumb names the page in Hindi too.
  await expect(
    page.getByRole('navigation', { name: 'ब्रेडक्रंब' }).getByRole('link', { name: 'रैगिंग निषेध' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the contact form points out wrong fields as they are filled and sums them up on send', async ({ page }) => {
  let posted = false;
  await page.route('**/api/v1/add-enquiry', (route) => {
    posted = true;
    return route.abort();
  });
  await page.goto('/contact-us');
  // The page arrives rendered on the server; its date is fetched by the browser once the page is live.
  await expect(page.getByTestId('last-updated')).toHaveText(LAST_UPDATED);
  await page.getByLabel('Name').fill('R');
  await page.getByLabel('Email').focus();
  await expect(page.getByTestId('error-name')).toHaveText('Write at least 2 letters of your name');
  await page.getByLabel('Email').fill('abc12');
  await page.getByLabel('Mobile').focus();
  await expect(page.getByTestId('error-email')).toHaveText('Please enter a valid email address');
  await page.getByLabel('Message').fill('x');
  await page.getByRole('button', { name: 'Send' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Message: Write your message in at least 5 characters');
  await page.getByLabel('Name').fill('Reena');
  await expect(page.getByTestId('error-name')).toHaveCount(0);
  expect(posted).toBe(false);
});
