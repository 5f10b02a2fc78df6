// Every printout in Hindi and English at 360 and 1366 px: no serious or critical axe violations, nothing wider than
// the phone, no word broken inside a table cell; the receipt and the fee slip stay one A4 page in both languages.
import { expect, test, type Page } from '@playwright/test';
import {
  createStudent,
  getUser,
  loginInBrowser,
  payFee,
  submitAdmissionForm,
  verifyAdmissionForm,
} from '../support/api-helpers';
import { seriousViolations } from '../support/axe';

let token = '';
let paths: Record<'form' | 'slip' | 'receipt', string>;

/** Cells of printout tables whose text is cut inside a word (a line box narrower than its longest word). */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('article th, article td, article dt')].flatMap((cell) => {
      const el = cell as HTMLElement;
      const style = getComputedStyle(el);
      return style.wordBreak === 'keep-all' && style.overflowWrap === 'normal' ? [] : [el.textContent ?? ''];
    }),
  );
}

test.describe.serial('printouts in both languages', () => {
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    const request = await playwright.request.newContext({
      baseURL: `http://localhost:${process.env.E2E_PORT || 8181}`,
    });
    const made = await createStudent(request, {
      account: { name: 'Reena Devi' },
      profile: { course_name: 'BSCBIO', academic_level: 'UG', category: 'OBC', gender: 'F' },
      approveWithFee: '1250',
    });
    token = made.token;
    await submitAdmissionForm(request, token, 'BSCBIO', {
      major_subject_1: 'Zoology',
      major_subject_2: 'Botany',
      subject_group: 'ZBC',
    });
    await verifyAdmissionForm(request, made.student.email);
    await payFee(request, token, 'admission', 'Failure');
    await payFee(request, token, 'admission', 'Success');
    const user = await getUser(request, token);
    const chalan = user.transactions.find((t) => Number(t.amount) === 50 && t.status.toLowerCase() === 'success');
    paths = {
      form: `/admission-form/print/${user.admission_form_code}`,
      slip: `/admission/payment/print/${user.admission_form_code}`,
      receipt: `/chalan-receipt/print/${chalan?.txnid}`,
    };
    await request.dispose();
  });

  for (const lang of ['en', 'hi'] as const) {
    for (const width of [360, 1366]) {
      test(`${lang} at ${width} px: axe, width, whole words, one page where it was`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((l) => window.localStorage.setItem('site_language', l), lang);
        await loginInBrowser(page, token);
        for (const [kind, path] of Object.entries(paths)) {
          await page.goto(path);
          const sheet = page.locator('article');
          await expect(sheet).toBeVisible();
          await expect(page.getByRole('button', { name: lang === 'hi' ? 'प्रिंट करें' : 'Print' })).toBeVisible();
          expect(await seriousViolations(page), `${kind} ${lang} ${width}`).toEqual([]);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${kind} is wider than the screen`).toBeLessThanOrEqual(0);
          expect(await brokenWords(page), `${kind}: cells that may break words`).toEqual([]);
          // A failed attempt is never printed as a payment.
          await expect(sheet).not.toContainText(/failure|असफल/i);
          await page.screenshot({
            path: `test-results/print-${kind}-${lang}-${width}.png`,
            fullPage: true,
          });
          if (kind !== 'form') {
            const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
            expect((pdf.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length, `${kind} pages`).toBe(1);
          }
        }
      });
    }
  }
});
