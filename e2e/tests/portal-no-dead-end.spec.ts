// No dead end (decision 030): a payment left at the gateway is checked with the gateway as soon as the student is
// back on the dashboard, which offers Try again within the same visit; failure and cancel are different pages, each
// with Try again; Back from a result page shows the dashboard, never a page asking to resend a form; axe finds
// nothing serious on the changed screens, at 360 and 1366 px, in both languages.
import { expect, test, type Page } from '@playwright/test';
import {
  adminSignIn,
  createStudent,
  findStudentId,
  getUser,
  loginInBrowser,
  submitAdmissionForm,
} from '../support/api-helpers';
import { seriousViolations } from '../support/axe';

async function toGateway(page: Page) {
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible();
}

test('a payment abandoned at the gateway: back on the dashboard the student can try again at once', async ({
  page,
  request,
}) => {
  const { token } = await createStudent(request, { profile: true });
  await loginInBrowser(page, token);
  await page.goto('/student/dashboard');
  await page.getByRole('button', { name: 'Pay Chalan' }).click();
  await toGateway(page);
  // The student leaves the gateway without paying (Back, or the tab closed and the portal opened again).
  await page.goto('/student/dashboard');
  // The dashboard asks the gateway at once: the checkout was never completed, so paying again is safe.
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeEnabled();
  await expect(page.getByTestId('journey-next')).toContainText('was not completed at the bank');
  await expect(page.getByTestId('chalan-checking')).toContainText('no money was taken');

  await retry.click();
  await expect(page.getByRole('heading', { name: 'Payment Form' })).toBeVisible();
  await toGateway(page);
  await page.getByRole('button', { name: 'Card' }).click();
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  // Back from the result page shows the dashboard, not the gateway's posted page.
  await page.goBack();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByTestId('chalan-status')).toHaveText('Success');
  await expect(page.getByText(/ERR_CACHE_MISS|Confirm Form Resubmission/)).toHaveCount(0);
  const user = await getUser(request, token);
  expect(user.transactions.filter((t) => t.status === 'success')).toHaveLength(1);
});

test('a payment made but never returned from shows Paid within the same visit', async ({ page, context, request }) => {
  const { token } = await createStudent(request, { profile: true });
  await loginInBrowser(page, token);
  await page.goto('/student/dashboard');
  await page.getByRole('button', { name: 'Pay Chalan' }).click();
  await toGateway(page);
  const txnid = (await page.locator('dt:has-text("Transaction") + dd').textContent())?.trim() ?? '';
  await request.post('/api/dev/payu/scenario', { data: { txnid, return: 'none' } });
  await page.getByRole('button', { name: 'Card' }).click();
  await page.getByRole('button', { name: 'Success' }).click();
  await page.close();

  const dashboard = await context.newPage();
  await dashboard.goto('/student/dashboard');
  await expect(dashboard.getByTestId('chalan-status')).toHaveText('Success');
  await expect(dashboard.getByTestId('attempt-status')).toHaveText('Paid');
});

test('failure and cancel are different pages, each with Try again; Back shows the dashboard', async ({
  page,
  request,
}) => {
  const { token } = await createStudent(request, { profile: true });
  await loginInBrowser(page, token);
  await page.goto('/student/dashboard');
  await page.getByRole('button', { name: 'Pay Chalan' }).click();
  await toGateway(page);
  await page.getByRole('button', { name: 'Net Banking' }).click();
  await page.getByRole('button', { name: 'Failure' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.locator('[data-result]')).toHaveAttribute('data-result', 'failed');
  await expect(page.getByText(/No money has been charged/)).toBeVisible();
  const failedText = await page.getByTestId('result-state').textContent();

  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Form' })).toBeVisible();
  await toGateway(page);
  await page.getByRole('button', { name: 'Card' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admission\/student\/payment\/failed\?.*state=cancelled/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.locator('[data-result]')).toHaveAttribute('data-result', 'cancelled');
  const cancelledText = await page.getByTestId('result-state').textContent();
  expect(cancelledText).toContain('You cancelled the payment');
  expect(cancelledText).not.toEqual(failedText);
  expect(cancelledText).not.toMatch(/insufficient funds|expired card/);
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/student/payment');

  await page.goBack();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Pay Chalan' })).toBeEnabled();
});

const WORDS = {
  en: { failed: 'Payment Failed', cancelled: 'Payment cancelled', retry: 'Try again' },
  hi: { failed: 'भुगतान पूरा नहीं हुआ — कोई राशि नहीं काटी गई', cancelled: 'भुगतान रद्द किया गया', retry: 'फिर से भुगतान करें' },
};

for (const lang of ['en', 'hi'] as const) {
  for (const width of [360, 1366]) {
    test(`the changed screens in ${lang} at ${width} px: dashboard with Try again, failure, cancel`, async ({
      page,
      request,
    }, testInfo) => {
      await page.addInitScript((l) => window.localStorage.setItem('site_language', l), lang);
      await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
      const { token } = await createStudent(request, { profile: true });
      await loginInBrowser(page, token);
      await page.goto('/student/payment');
      await page.locator('button[type="submit"]').click();
      await expect(page.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible();
      await page.goto('/student/dashboard');
      await expect(page.getByRole('button', { name: WORDS[lang].retry })).toBeEnabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`dashboard-retry-${lang}-${width}.png`), fullPage: true });

      const txnid = (await getUser(request, token)).transactions[0]!.txnid;
      for (const [state, heading] of [
        ['', WORDS[lang].failed],
        ['&state=cancelled', WORDS[lang].cancelled],
      ] as const) {
        await page.goto(`/admission/student/payment/failed?amount=50.00&txnid=${txnid}${state}`);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expect(page.getByRole('link', { name: WORDS[lang].retry })).toHaveAttribute('href', '/student/payment');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({
          path: testInfo.outputPath(`result-${state ? 'cancelled' : 'failed'}-${lang}-${width}.png`),
          fullPage: true,
        });
      }
    });
  }
}

const CORRECTION = {
  en: {
    title: 'The college office asks you to correct your admission form',
    lock: 'Your fee is fixed',
    edit: 'Edit profile',
  },
  hi: {
    title: 'महाविद्यालय कार्यालय ने आपके प्रवेश फॉर्म में सुधार के लिए कहा है',
    lock: 'आपका शुल्क तय हो चुका है',
    edit: 'प्रोफ़ाइल बदलें',
  },
};

for (const lang of ['en', 'hi'] as const) {
  for (const width of [360, 1366]) {
    test(`a correction after the fee is fixed, in ${lang} at ${width} px: the box first, the fee's fields locked`, async ({
      page,
      request,
    }, testInfo) => {
      await page.addInitScript((l) => window.localStorage.setItem('site_language', l), lang);
      await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
      const { student, token } = await createStudent(request, { approveWithFee: '1250' });
      await submitAdmissionForm(request, token);
      const admin = await adminSignIn(request);
      const id = await findStudentId(request, admin, student.email);
      const asked = await request.post(`/api/admin/students/${id}/correction`, {
        headers: { authorization: `Bearer ${admin}` },
        data: { reason: 'Upload a clear 12th marksheet' },
      });
      expect(asked.ok()).toBe(true);
      await loginInBrowser(page, token);
      await page.goto('/student/dashboard');
      const notice = page.getByTestId('decision-notice');
      await expect(notice.getByRole('heading', { name: CORRECTION[lang].title })).toBeVisible();
      // The box is read first: it is on the first screen, above the student's details.
      const box = await notice.boundingBox();
      expect(box!.y).toBeLessThan(width === 360 ? 800 : 900);
      const details = await page.locator('#applications-title').boundingBox();
      expect(box!.y).toBeLessThan(details!.y);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`dashboard-correction-${lang}-${width}.png`), fullPage: true });

      await page.getByRole('button', { name: CORRECTION[lang].edit }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(CORRECTION[lang].lock)).toBeVisible();
      await expect(dialog.locator('select[name="course_name"]')).toBeDisabled();
      await expect(dialog.locator('select[name="category"]')).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`profile-locked-${lang}-${width}.png`), fullPage: true });
    });
  }
}
