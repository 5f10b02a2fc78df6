// The journey tracker on the dashboard: in both languages, at a phone's 360 px and an office's 1366 px, the
// student sees the step they are at and what the college is doing, and axe finds nothing serious.
import { expect, test } from '@playwright/test';
import { createStudent, loginInBrowser } from '../support/api-helpers';
import { seriousViolations } from '../support/axe';

const TEXT = {
  en: { heading: 'Your admission journey', step: 'Verification', college: 'The college office is verifying' },
  hi: { heading: 'आपकी प्रवेश यात्रा', step: 'सत्यापन', college: 'महाविद्यालय कार्यालय आपके पंजीकरण का सत्यापन' },
};

for (const lang of ['en', 'hi'] as const) {
  for (const width of [360, 1366]) {
    test(`the tracker after the fee is paid, in ${lang} at ${width} px`, async ({ page, request }, testInfo) => {
      await page.addInitScript((l) => window.localStorage.setItem('site_language', l), lang);
      await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
      const { token } = await createStudent(request, { chalan: true });
      await loginInBrowser(page, token);
      await page.goto('/student/dashboard');
      const journey = page.getByTestId('journey');
      await expect(journey.getByRole('heading', { name: TEXT[lang].heading })).toBeVisible();
      await expect(journey.locator('[aria-current="step"]')).toContainText(TEXT[lang].step);
      await expect(page.getByTestId('journey-college')).toContainText(TEXT[lang].college);
      // Nothing on the page is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await journey.screenshot({ path: testInfo.outputPath(`tracker-${lang}-${width}.png`) });
      await page.screenshot({ path: testInfo.outputPath(`dashboard-${lang}-${width}.png`), fullPage: true });
    });
  }
}
