// The student's dashboard rendered on the server (decision 017): after signing in on the login page, the dashboard
// arrives with the student's details in its HTML (the session cookie beside the stored token), paints them before
// the portal's scripts run, is taken over without a hydration error, and Logout forgets the cookie, so the next
// load is the page rendered in the browser, which goes to the login page.
import { expect, test, type Page } from '@playwright/test';
import { STUDENT_PAGE_COOKIE } from '@college/shared-types';
import { createStudent, registerStudent } from '../support/api-helpers';
import { holdModuleScripts, signInOnLoginPage, watchTakeOver } from '../support/take-over';

async function pageCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === STUDENT_PAGE_COOKIE);
}

test('the dashboard shows the student from its HTML before the portal scripts run', async ({ page, request }) => {
  const student = await registerStudent(request, { name: 'Kavita Rawat' });
  await signInOnLoginPage(page, student);
  const cookie = await pageCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/student' });

  const release = await holdModuleScripts(page, 'mf-portal');
  const response = await page.goto('/student/dashboard');
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  // Drawn by the server, not yet taken over: the portal's code is held back.
  await expect(page.locator('[data-ssr-path="/student/dashboard"]')).toHaveCount(1);
  await expect(page.locator('dd', { hasText: 'Kavita Rawat' })).toBeVisible();
  await expect(page.locator('dd', { hasText: student.email })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // No script can read the cookie.
  expect(await page.evaluate(() => document.cookie)).not.toContain(STUDENT_PAGE_COOKIE);
  release();
});

test('the dashboard is taken over without a hydration error, and Logout clears the cookie', async ({
  page,
  request,
}) => {
  const student = await registerStudent(request, { name: 'Sunil Pal' });
  await signInOnLoginPage(page, student);
  const { problems } = watchTakeOver(page);

  // The server's details card is the one the student uses: taken over, not drawn again.
  const release = await holdModuleScripts(page, 'mf-portal');
  await page.goto('/student/dashboard');
  const name = await page.locator('dd', { hasText: 'Sunil Pal' }).elementHandle();
  expect(name).not.toBeNull();
  release();
  await expect(page.locator('[data-ssr-path]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await name!.evaluate((el) => el.isConnected)).toBe(true);
  await expect(page.locator('dd', { hasText: 'Sunil Pal' })).toBeVisible();
  expect(problems).toEqual([]);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/student\/login$/);
  await expect.poll(() => pageCookie(page)).toBeUndefined();

  // Signed out: the next load of the dashboard is not drawn by the server and goes to the login page.
  const again = await page.goto('/student/dashboard');
  expect(await again!.text()).not.toContain('data-ssr-path');
  await expect(page).toHaveURL(/\/student\/login\?next=%2Fstudent%2Fdashboard$/);
  await expect(page.getByText('Sunil Pal')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a student further along (profile, fee paid, approved) is taken over without a hydration error too', async ({
  page,
  request,
}) => {
  const { student } = await createStudent(request, {
    account: { name: 'Meena Kumari' },
    approveWithFee: '1200',
  });
  await signInOnLoginPage(page, student);
  const { problems } = watchTakeOver(page);
  const release = await holdModuleScripts(page, 'mf-portal');
  await page.goto('/student/dashboard');
  const name = await page.locator('dd', { hasText: 'Meena Kumari' }).elementHandle();
  expect(name).not.toBeNull();
  release();
  await expect(page.locator('[data-ssr-path]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await name!.evaluate((el) => el.isConnected)).toBe(true);
  expect(problems).toEqual([]);
});

test('a session ended in the browser while its cookie stayed opens the login page, with no hydration error', async ({
  page,
  request,
}) => {
  const student = await registerStudent(request, { name: 'Pooja Singh' });
  await signInOnLoginPage(page, student);
  const { problems } = watchTakeOver(page);
  // As the kit's 401 policy leaves it: the stored token gone, the cookie (which no script can remove) still there.
  await page.evaluate(() => window.localStorage.removeItem('auth_token'));
  expect(await pageCookie(page)).toBeDefined();
  await page.goto('/student/dashboard');
  await expect(page).toHaveURL(/\/student\/login\?next=%2Fstudent%2Fdashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
  await expect(page.getByText('Pooja Singh')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a cookie whose session the API ended is forgotten, and the dashboard is rendered in the browser', async ({
  page,
  request,
}) => {
  const student = await registerStudent(request, { name: 'Ravi Gupta' });
  await signInOnLoginPage(page, student);
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  // Signed out elsewhere (another tab's Logout, a password reset): the API no longer knows the token.
  const out = await request.post('/api/v2/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(out.ok()).toBe(true);
  const response = await page.goto('/student/dashboard');
  const html = await response!.text();
  expect(html).not.toContain('data-ssr-path');
  expect(html).not.toContain('Ravi Gupta');
  expect(response!.headers()['cache-control']).not.toContain('private');
  expect(await pageCookie(page)).toBeUndefined();
  // The page's scripts then ask get-user themselves; its 401 ends the stored session too.
  await expect(page).toHaveURL(/\/student\/login/, { timeout: 15_000 });
});
