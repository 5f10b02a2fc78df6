// Accessibility of the public site: axe-core finds no serious or critical violation on the named pages.
import { expect, test } from '@playwright/test';
import type { GalleryImage, Staff } from '@college/shared-types';
import { facultyEntries, galleryImagesOf, galleryTypes } from '@college/shared-types';
import { seriousViolations } from '../support/axe';
import { chooseLanguage } from '../support/take-over';

for (const lang of ['en', 'hi'] as const) {
  test.describe(`in ${lang === 'en' ? 'English' : 'Hindi'}`, () => {
    // As a visitor who chose the language has it: the server renders the page in it, and the browser takes it over.
    test.beforeEach(async ({ context, baseURL }) => {
      await chooseLanguage(context, baseURL!, lang);
    });

    for (const path of ['/', '/about/about-us', '/contact-us']) {
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('#single-spa-outlet h1, #single-spa-outlet h2').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('a faculty page has no serious or critical violation', async ({ page, request }) => {
      const staffs = ((await (await request.get('/api/v1/get-staffs')).json()) as { data: Staff[] }).data;
      const entry = facultyEntries(staffs)[0]!;
      await page.goto(`/faculties-staffs/${entry.slug}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a gallery page with the lightbox open has no serious or critical violation', async ({ page, request }) => {
      const images = ((await (await request.get('/api/v1/get-store-gallery')).json()) as { data: GalleryImage[] }).data;
      const type = galleryTypes(images).find((t) => galleryImagesOf(images, t).some((i) => !i.post_link))!;
      await page.goto(`/gallery/${type.slug}`);
      await page.getByTestId('gallery-grid').getByRole('button').first().click();
      // A press before the page is live is held and made once the server's page is taken over (decisions 017 and 039).
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
