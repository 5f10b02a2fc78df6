// The public website: the menu built from the API's data, the banner and breadcrumb, the language switch, the
// not-found page, and every public route at phone and desktop width in English and Hindi.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { GalleryImage, Staff, Store } from '@college/shared-types';
import { pageIsLive } from '../support/live';
import {
  PLACEHOLDER_PAGES,
  facilityEntries,
  facultyEntries,
  galleryImagesOf,
  galleryTypes,
} from '@college/shared-types';

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

function submenuOf(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name, exact: true })
    .locator('xpath=following-sibling::ul');
}

test('the Gallery menu has one entry per distinct gallery title, and Facilities one per facility of the store', async ({
  page,
  request,
}) => {
  const gallery = await apiData<GalleryImage[]>(request, '/api/v1/get-store-gallery');
  const store = await apiData<Store>(request, '/api/v1/get-store-data');
  await page.goto('/');
  await pageIsLive(page);
  await expect(page.getByTestId('home-title')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Gallery', exact: true }).click();
  const galleryMenu = submenuOf(page, 'Gallery');
  const types = galleryTypes(gallery);
  await expect(galleryMenu.getByRole('link')).toHaveCount(types.length);
  const titles = [...new Set(gallery.map((g) => g.title.trim()))];
  for (const title of titles) {
    const type = types.find((t) => t.title === title);
    await expect(galleryMenu.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      `/gallery/${type?.slug}`,
    );
  }
  for (const fixed of ['Photo', 'Video', 'News']) {
    await expect(galleryMenu.getByRole('link', { name: fixed, exact: true })).toHaveCount(1);
  }

  // A gallery entry opens that gallery's page with its images.
  const first = types[0]!;
  expect(first.title, 'the API lists gallery images').toBeTruthy();
  await galleryMenu.getByRole('link', { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/gallery/${first.slug}$`));
  await expect(page.getByTestId('gallery-grid').getByRole('listitem')).toHaveCount(
    galleryImagesOf(gallery, first).length,
  );

  await nav.getByRole('button', { name: 'Facilities', exact: true }).click();
  const facilitiesMenu = submenuOf(page, 'Facilities');
  const facilities = facilityEntries(store);
  await expect(facilitiesMenu.getByRole('link')).toHaveCount(facilities.length);
  for (const f of facilities) {
    const name = typeof f.label === 'string' ? f.label : f.label.en;
    await expect(facilitiesMenu.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/facilities/${f.slug}`,
    );
  }
});

test("'Other Link' opens the two documents, and the holiday list and the NIRF files are PDFs", async ({
  page,
  request,
}) => {
  await page.goto('/');
  await pageIsLive(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Other Link' }).click();
  const menu = submenuOf(page, 'Other Link');
  for (const name of ['Gyanpathik', 'Samiti']) {
    const link = menu.getByRole('link', { name: new RegExp(name) });
    await expect(link).toHaveAttribute('target', '_blank');
    const res = await request.get((await link.getAttribute('href')) as string);
    expect(res.headers()['content-type']).toContain('application/pdf');
  }

  await page.goto('/academic/list-of-holidays');
  const frame = page.locator('main iframe');
  await expect(frame).toHaveAttribute('title', /List of Holidays/);
  const holidays = await request.get((await frame.getAttribute('src')) as string);
  expect(holidays.headers()['content-type']).toContain('application/pdf');

  await page.goto('/rankings/NIRF');
  const rows = page.locator('main table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('College Level Data Submitted for NIRF Rankings 2024');
  await expect(rows.nth(1)).toContainText('Overall Data Submitted for NIRF Rankings 2024');
  await expect(page.locator('main table').getByRole('link', { name: /View PDF/ })).toHaveCount(2);
  await expect(page.locator('main thead th')).toHaveText(['S.No', 'Topic', 'File']);
});

test('the faculty menu has a page per stream of the staff data, with a card per staff member', async ({
  page,
  request,
}) => {
  const staffs = await apiData<Staff[]>(request, '/api/v1/get-staffs');
  await page.goto('/');
  await pageIsLive(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Faculties & Staff' }).click();
  const menu = submenuOf(page, 'Faculties & Staff');
  const entries = facultyEntries(staffs);
  await expect(menu.getByRole('link')).toHaveCount(entries.length);
  const science = entries.find((e) => e.slug === 'science') ?? entries[0]!;
  await menu.locator(`a[href="/faculties-staffs/${science.slug}"]`).click();
  const count = staffs.filter((s) => s.stream?.trim().toLowerCase() === science.stream?.toLowerCase()).length;
  await expect(page.getByRole('article')).toHaveCount(count);
});

test('a public page has a banner with its title and a breadcrumb linking each segment to its cumulative path', async ({
  page,
}) => {
  await page.goto('/about/we-value-their-services/our-past-principal');
  await pageIsLive(page);
  const banner = page.getByTestId('page-banner');
  await expect(banner.getByRole('heading', { level: 1 })).toHaveText('Our Past Principals');
  const crumbs = banner.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  await expect(crumbs).toHaveText(['Home', 'About', 'We Value Their Services', 'Our Past Principals']);
  expect(await crumbs.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/',
    '/about',
    '/about/we-value-their-services',
    '/about/we-value-their-services/our-past-principal',
  ]);
  await expect(page.locator('main table tbody tr')).toHaveCount(16);

  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  await crumbs.nth(1).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(banner.getByRole('heading', { level: 1 })).toHaveText('About');
  await expect(page.locator('main').getByRole('link', { name: 'Our History' })).toHaveAttribute(
    'href',
    '/about/our-history',
  );
  await banner.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('home-title')).toBeVisible();
  await expect(page.getByTestId('page-banner')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('the language switch turns the chrome and the pages to Hindi, sets lang, and is remembered', async ({ page }) => {
  await page.goto('/students/admission-rules');
  await pageIsLive(page);
  const html = page.locator('html');
  const title = page.getByTestId('page-banner').getByRole('heading', { level: 1 });
  const rules = page.getByTestId('admission-rules');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(title).toHaveText('Admission Rules');
  await expect(rules.locator('li')).toHaveCount(10);
  await expect(rules).toContainText('75%');

  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(html).toHaveAttribute('lang', 'hi');
  await expect(title).toHaveText('प्रवेश नियम');
  await expect(rules).toContainText('कुलपति');
  const nav = page.getByRole('navigation', { name: 'मुख्य मेनू' });
  await expect(nav.getByRole('link', { name: 'छात्र पोर्टल' })).toHaveAttribute('href', '/student/login');
  await expect(page.getByTestId('site-footer')).toContainText('संस्करण 14.10.0');
  // The college's names keep their own language whatever the page's.
  await expect(page.getByTestId('college-name-en')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('college-name-hi')).toHaveAttribute('lang', 'hi');

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'hi');
  await expect(title).toHaveText('प्रवेश नियम');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(title).toHaveText('Admission Rules');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('an unknown path, and a gallery or faculty the data does not have, show the not-found page', async ({ page }) => {
  for (const path of ['/no/such/page', '/gallery/no-such-gallery', '/faculties-staffs/arts']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404 - Page Not Found', level: 2 })).toBeVisible();
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
    await expect(page.getByTestId('page-banner').getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
  }
});

test('on a phone the menu collapses after a link is clicked', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  await pageIsLive(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Menu' });
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeHidden();
  await toggle.click();
  await nav.getByRole('button', { name: 'Students', exact: true }).click();
  await nav.getByRole('link', { name: 'Admission Process' }).click();
  await expect(page).toHaveURL(/\/students\/admission$/);
  await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeHidden();
});

const STATIC_PAGES = [
  '/about/about-us',
  '/about/our-history',
  '/about/vision-mission',
  '/about/we-value-their-services',
  '/about/we-value-their-services/our-past-principal',
  '/about/we-value-their-services/our-past-faculties',
  '/administration/principals-message',
  '/administration/public-relations-officer',
  '/administration/proctorial-board',
  '/administration/councils',
  '/academic/list-of-holidays',
  '/academic/ug-courses',
  '/academic/pg-courses',
  '/academic/courses/science',
  '/academic/courses/commerce',
  '/students/syllabus',
  '/students/admission',
  '/students/admission-rules',
  '/contact-us',
  '/feedback-form',
  '/rankings/NIRF',
  '/about',
  '/academic',
  ...Object.keys(PLACEHOLDER_PAGES),
];

for (const width of [360, 1366]) {
  for (const lang of ['en', 'hi'] as const) {
    test(`every public route renders at ${width} px in ${lang === 'en' ? 'English' : 'Hindi'}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const store = await apiData<Store>(request, '/api/v1/get-store-data');
      const staffs = await apiData<Staff[]>(request, '/api/v1/get-staffs');
      const gallery = await apiData<GalleryImage[]>(request, '/api/v1/get-store-gallery');
      const fromData = [
        ...facultyEntries(staffs).map((f) => `/faculties-staffs/${f.slug}`),
        ...facilityEntries(store).map((f) => `/facilities/${f.slug}`),
        ...galleryTypes(gallery).map((g) => `/gallery/${g.slug}`),
      ];
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((l) => window.localStorage.setItem('site_language', l), lang);
      await page.goto('/');
      await pageIsLive(page);
      await expect(page.getByTestId('home-title')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const title = page.getByTestId('page-banner').getByRole('heading', { level: 1 });

      for (const path of [...STATIC_PAGES, ...fromData]) {
        // Clear the document title first: a page sets it together with its banner, once it has rendered.
        await page.evaluate((p) => {
          const w = window as unknown as { singleSpaNavigate: (u: string) => void };
          document.title = '';
          w.singleSpaNavigate(p);
        }, path);
        await expect(page, path).toHaveTitle(/\S/);
        await expect(title, path).toBeVisible();
        await expect(title, path).not.toHaveText(/404/);
        if (lang === 'hi' && STATIC_PAGES.includes(path)) await expect(title, path).toHaveText(/[\u0900-\u097F]/);
        await expect(page.locator('main'), path).not.toContainText(/Loading\.\.\.|लोड हो रहा है/);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
      }
    });
  }
}

test("the footer's website policies link to the IQAC page on a cold load of the home page, and the link works", async ({
  page,
  request,
}) => {
  // The footer the server sends around the page carries it as well as the one the browser renders.
  const html = await (await request.get('/')).text();
  const serverFooter = /<div id="site-footer"[^>]*>([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? '';
  expect(serverFooter).toContain('href="/administration/iqac"');

  await page.goto('/');
  const policies = page.getByTestId('site-footer').getByRole('navigation', { name: 'Website policies' });
  const iqac = policies.getByRole('link', { name: /IQAC/ });
  await expect(iqac).toHaveAttribute('href', '/administration/iqac');
  await iqac.click();
  await expect(page).toHaveURL(/\/administration\/iqac$/);
  await expect(page.getByTestId('page-banner').getByRole('heading', { level: 1 })).toHaveText(/IQAC/);
});
