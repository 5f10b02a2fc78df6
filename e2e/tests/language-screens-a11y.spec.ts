// The screens the language walks changed (decision 031), in Hindi and English at 360 and 1366 px: no serious or
// critical axe finding, nothing wider than the screen, in the chosen language. The verify page of a printout's
// code and of a code that does not verify, an address with no page, the admission form's gate (signed out and not
// yet open) and the payment success page. The printouts themselves: print-languages.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createStudent, getUser, loginInBrowser, payFee } from '../support/api-helpers';
import { chooseLanguage } from '../support/take-over';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const WORDS = {
  en: {
    verified: 'Verified',
    notVerified: 'Not verified',
    notFound: '404 - Page Not Found',
    crumb: 'No Such Page',
    logIn: 'Student Login',
  },
  // A Hindi breadcrumb names the page by its title, not by the address's English words.
  hi: {
    verified: 'सत्यापित',
    notVerified: 'सत्यापित नहीं',
    notFound: '404 - पृष्ठ नहीं मिला',
    crumb: '404 - पृष्ठ नहीं मिला',
    logIn: 'छात्र लॉगिन',
  },
};

for (const lang of ['hi', 'en'] as const) {
  for (const width of [360, 1366]) {
    test(`${lang} at ${width} px: verify, not found, the form's gate, payment success`, async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      await chooseLanguage(page.context(), baseURL!, lang);
      await page.setViewportSize({ width, height: 900 });
      const check = async (name: string) => {
        expect(await seriousViolations(page), `${name} ${lang} ${width}`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: testInfo.outputPath(`${name}-${lang}-${width}.png`), fullPage: true });
      };

      const s = await createStudent(request, { profile: true });
      const { txnid, resultUrl } = await payFee(request, s.token, 'registration', 'Success');
      const code = (
        await (
          await request.get(`/api/v2/verification-code?txnid=${txnid}`, {
            headers: { Authorization: `Bearer ${s.token}` },
          })
        ).json()
      ).code as string;

      await page.goto(`/verify/${code}`);
      await expect(page.getByTestId('verify-result')).toContainText(WORDS[lang].verified);
      await check('verify');
      await page.goto('/verify/42-NOTACODE');
      await expect(page.getByTestId('verify-result')).toContainText(WORDS[lang].notVerified);
      await check('verify-invalid');

      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: WORDS[lang].notFound })).toBeVisible();
      await expect(page.getByTestId('page-banner').getByRole('link', { name: WORDS[lang].crumb })).toBeVisible();
      await check('not-found');

      await page.goto('/admission-form');
      await expect(page.getByRole('link', { name: WORDS[lang].logIn })).toBeVisible();
      await check('gate-signed-out');

      // Registered, fee paid, not yet approved: the gate says why and goes back to the dashboard.
      expect((await getUser(request, s.token)).status).toBe(0);
      await loginInBrowser(page, s.token);
      await page.goto('/admission-form');
      await expect(page.getByTestId('admission-access-message')).toBeVisible();
      await check('gate-not-open');

      const result = new URL(resultUrl, 'http://site');
      await page.goto(result.pathname + result.search);
      await expect(page.getByTestId('paid-reference')).toHaveText(txnid);
      await check('payment-success');
    });
  }
}
