// The seat matrix (decision 023): an administrator opens /admin/seats on a cold page, changes the seats of a course
// and year, sees the seats by category worked out again before saving, saves, and finds them kept after a reload;
// axe finds nothing serious or critical at 1366 px and 360 px, in English and in Hindi.
import { expect, test, type Page } from '@playwright/test';
import { adminSignIn, staffInBrowser } from '../support/api-helpers';
import { seriousViolations } from '../support/axe';

/** The seats of a row of the computed table (0 Open, 1 SC, 2 ST, 3 OBC, 4 EWS), first cell. */
const seatsOf = (page: Page, row: number, column = 0) =>
  page.locator('[data-testid="seat-matrix-table"] tbody tr').nth(row).locator('td').nth(column);

// Worked out by hand from decision 023's rules: seats × rate rounded half up, Open (UR) the rest.
// 150 seats: SC 31.5 → 32, ST 3, OBC 40.5 → 41, EWS 15, Open 59 (women 11.8 → 12).
// 160 seats: SC 33.6 → 34, ST 3.2 → 3, OBC 43.2 → 43, EWS 16, Open 64 (women 12.8 → 13).
const EXPECTED: Record<string, { open: number; sc: number; openWomen: number }> = {
  '150': { open: 59, sc: 32, openWomen: 12 },
  '160': { open: 64, sc: 34, openWomen: 13 },
};

for (const width of [1366, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 900 } });

    test('an administrator changes the seats of a course and year and they are kept', async ({ page, request }) => {
      test.setTimeout(120_000);
      const token = await adminSignIn(request);
      await staffInBrowser(page, token);
      // Each width its own course and year, so the two runs never meet.
      const course = width === 360 ? 'MSCPHY' : 'MSCMATH';
      await page.goto(`/admin/seats?course=${course}&year=2`);
      await expect(page.getByRole('heading', { level: 1, name: 'Seat matrix' })).toBeVisible();
      const seats = page.getByRole('textbox', { name: 'Total seats' });
      await expect(seats).toBeVisible();
      const next = (await seats.inputValue()) === '150' ? '160' : '150';
      const expected = EXPECTED[next]!;

      await seats.fill(next);
      await expect(seatsOf(page, 0)).toHaveText(String(expected.open));
      await expect(seatsOf(page, 1)).toHaveText(String(expected.sc));
      await expect(seatsOf(page, 0, 4)).toHaveText(String(expected.openWomen));
      await page.screenshot({ path: test.info().outputPath(`seat-matrix-${width}-en.png`), fullPage: true });
      expect(await seriousViolations(page), 'English').toEqual([]);

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Seat matrix saved.').first()).toBeVisible();

      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Total seats' })).toHaveValue(next);
      await expect(seatsOf(page, 0)).toHaveText(String(expected.open));
      await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue(course);

      // The console's language switch: the same screen in Hindi.
      await page.evaluate(() => window.localStorage.setItem('site_language', 'hi'));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'सीट मैट्रिक्स' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'कुल सीटें' })).toHaveValue(next);
      await expect(page.getByText('अनारक्षित').first()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`seat-matrix-${width}-hi.png`), fullPage: true });
      expect(await seriousViolations(page), 'Hindi').toEqual([]);
    });
  });
}

test('the console menu leads an administrator to the seat matrix', async ({ page, request }) => {
  await staffInBrowser(page, await adminSignIn(request));
  await page.goto('/admin/settings');
  await page.getByRole('navigation').getByRole('link', { name: 'Seat matrix' }).click();
  await expect(page).toHaveURL(/\/admin\/seats/);
  await expect(page.getByRole('textbox', { name: 'Total seats' })).toBeVisible();
});
