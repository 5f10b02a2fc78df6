// Accounts in the browser: the login messages of the real API, forgot and reset password through the outbox,
// the keyboard, a 360 px phone and the accessibility of the portal's pages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  createStudent,
  lastMailId,
  linkFromMail,
  loginInBrowser,
  registerStudent,
  waitForMail,
} from '../support/api-helpers';

test('the login page speaks the spec messages and no browser bubble stands in for them', async ({ page, request }) => {
  const student = await registerStudent(request);
  await page.goto('/student/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill all fields');

  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('Password').fill('whatever');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();
  // The form checks itself: the browser is told not to validate (no bubble).
  await expect(page.locator('form')).toHaveAttribute('novalidate', '');

  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  // The toast, and the same words kept in the form.
  const failed = page.getByRole('alert').filter({ hasText: 'Login Failed' });
  await expect(failed).toHaveCount(2);
  await expect(page.locator('form').getByRole('alert')).toContainText('Invalid email or password.');
  await expect(page).toHaveURL(/\/student\/login$/);
});

test('a login error stays beside its field, and a failure without words of its own is told in plain ones', async ({
  page,
}) => {
  await page.goto('/student/login');
  await page.getByRole('button', { name: 'Login' }).click();
  // Long after the corner toast has gone, the field still says what is missing.
  await page.waitForTimeout(6_000);
  for (const field of [page.getByLabel('Email'), page.getByLabel('Password', { exact: true })]) {
    await expect(field).toHaveAccessibleDescription('Please fill all fields');
  }
  await expect(page.locator('form').getByText('Please fill all fields').first()).toBeVisible();

  await page.getByLabel('Email').fill('someone@example.org');
  await page.getByLabel('Password', { exact: true }).fill('whatever-it-is');
  for (const [status, words] of [
    [401, 'Invalid email or password.'],
    [500, 'The server is having trouble right now. Please try again in a few minutes.'],
  ] as const) {
    await page.unroute('**/api/v2/signin');
    await page.route('**/api/v2/signin', (route) => route.fulfill({ status, body: '' }));
    await page.getByRole('button', { name: 'Login' }).click();
    const kept = page.locator('form').getByRole('alert');
    await expect(kept).toContainText(words);
    await page.waitForTimeout(6_000);
    await expect(kept).toContainText(words);
    await expect(page.getByText(`Error ${status}`)).toHaveCount(0);
  }
});

test('forgot password mails a link; the link sets a new password that logs in, once', async ({ page, request }) => {
  const student = await registerStudent(request);
  await page.goto('/student/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/student\/forgot-password$/);
  await expect(page.getByText(/A link to make a new password will be sent/)).toBeVisible();

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please Enter Your email');
  await page.getByLabel('Email').fill('reena@');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();

  const before = await lastMailId(request, student.email);
  await page.getByLabel('Email').fill(student.email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: /link/i })).toBeVisible();
  const mail = await waitForMail(request, student.email, /reset/i, { afterId: before });
  const link = linkFromMail(mail, '/student/reset-password');

  await page.goto(link.pathname + link.search);
  await page.getByLabel('New Password', { exact: true }).fill('BrandNew@123');
  await page.getByLabel('Confirm New Password').fill('BrandNew@123');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page).toHaveURL(/\/student\/login$/);

  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill('BrandNew@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);

  // The link works once.
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New Password', { exact: true }).fill('Another@123');
  await page.getByLabel('Confirm New Password').fill('Another@123');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid or has expired/);
});

test('a student logs in with the keyboard alone', async ({ page, request }) => {
  const student = await registerStudent(request);
  await page.goto('/student/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(student.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(student.password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'text');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Login' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no portal page scrolls sideways', async ({ page, request }) => {
    const { token } = await createStudent(request, { chalan: true });
    const pages = [
      '/student/login',
      '/student/register',
      '/student/forgot-password',
      '/student/reset-password?token=x',
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    await loginInBrowser(page, token);
    for (const path of [
      '/student/dashboard',
      '/student/payment',
      '/admission/student/payment/success?amount=50.00&txnid=R1',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});

test('the portal pages have no serious accessibility violations', async ({ page, request }) => {
  // Six pages loaded cold and checked by axe, and a dialog: over a minute on a busy two-core machine.
  test.setTimeout(150_000);
  const { token } = await createStudent(request, { profile: true });
  const check = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('#single-spa-outlet').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => `${n.html} ${n.failureSummary}`).join(' ')}`),
    ).toEqual([]);
  };
  await check('/student/login');
  await check('/student/register');
  await check('/student/forgot-password');
  await loginInBrowser(page, token);
  await check('/student/dashboard');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const dialog = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(dialog.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await check('/student/payment');
  await check('/admission/student/payment/failed');
});
