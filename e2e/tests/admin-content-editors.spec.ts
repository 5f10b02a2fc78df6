// The office's content editors change the public site without a release: an editor changes the college address,
// adds a video and a staff member in the console, and the public pages show them; the new console screens have
// no serious or critical axe violation at 1366 and 360 px.
import { expect, test, type Page } from '@playwright/test';
import { createStaff, staffInBrowser } from '../support/api-helpers';
import { seriousViolations } from '../support/axe';

async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

test('an editor changes the address, adds a video and a staff member; the public site shows them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await createStaff(request, 'editor');
  await staffInBrowser(page, token);
  const stamp = Date.now();

  await page.goto('/admin/content/store');
  const address = page.getByLabel('Address', { exact: true });
  await expect(address).not.toHaveValue('');
  // Written in both languages as the title is, "हिन्दी=English": each page shows its language's side.
  await address.fill(`स्टेशन रोड ${stamp}, सिरसागंज=Station Road ${stamp}, Sirsaganj`);
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText('Saved and published.').first()).toBeVisible();

  await page.goto('/admin/content/videos');
  await page.getByLabel('Title in English *').fill(`Annual function ${stamp}`);
  await page.getByLabel('Video address (YouTube or Vimeo) *').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('cell', { name: `Annual function ${stamp}`, exact: true })).toBeVisible();

  await page.goto('/admin/content/staffs');
  await page.getByLabel('Name in English *').fill(`Dr. Ritu ${stamp}`);
  await page.getByLabel('Designation in English').fill('Assistant Professor');
  await page.getByLabel('Designation in Hindi').fill('असिस्टेंट प्रोफ़ेसर');
  await page.getByLabel('Stream').fill('Science');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('cell', { name: `Dr. Ritu ${stamp}`, exact: true })).toBeVisible();

  // The public site: a fresh browser context (no cached content calls).
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/');
  await expect(visitor.getByText(`Station Road ${stamp}, Sirsaganj`).first()).toBeVisible();
  await visitor.goto('/gallery/video');
  await expect(visitor.getByRole('heading', { name: `Annual function ${stamp}` })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Sample Video' })).toHaveCount(0);
  await visitor.goto('/faculties-staffs/science');
  await expect(visitor.getByRole('article', { name: `Dr. Ritu ${stamp}` })).toBeVisible();
  // The Hindi designation in Hindi; the name, written in English only, falls back to it.
  await visitor.getByRole('button', { name: 'हिन्दी' }).click();
  const card = visitor.getByRole('article', { name: `Dr. Ritu ${stamp}` });
  await expect(card).toContainText('असिस्टेंट प्रोफ़ेसर');
  await visitor.close();
});

for (const width of [1366, 360]) {
  test(`the content editors have no serious axe violation at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    const { token } = await createStaff(request, 'editor');
    await staffInBrowser(page, token);
    for (const kind of [
      'store',
      'events',
      'sliders',
      'gallery',
      'videos',
      'staffs',
      'courses',
      'holidays',
      'useful-links',
    ]) {
      await page.goto(`/admin/content/${kind}`);
      await settled(page);
      expect(await seriousViolations(page), kind).toEqual([]);
    }
  });
}
