// The portal's entry pages rendered on the server (decision 017): login, registration and forgotten password read
// and paint without JavaScript, are taken over without a hydration error or a second render, keep what a student
// typed before the page was live and send a press made then, and a signed-in student still goes on to the dashboard.
import { expect, test } from '@playwright/test';
import { splitStoreTitle, type Store } from '@college/shared-types';
import { createStudent, uniqueEmail } from '../support/api-helpers';
import { chooseLanguage, delayPageScripts, holdModuleScripts, watchTakeOver } from '../support/take-over';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login page shows the college and the form, titled, with nothing covering it', async ({ page, request }) => {
    const store = ((await (await request.get('/api/v1/get-store-data')).json()) as { data: Store }).data;
    const names = splitStoreTitle(store.store_title);
    await page.goto('/student/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
    await expect(page.getByText(names.english, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveTitle('Student Login | Student Portal');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    // Sent by the browser itself, the form posts, so nothing typed lands in the address, and comes back.
    await expect(page.locator('form')).toHaveAttribute('method', 'post');
    await page.getByLabel('Email').fill('someone@example.org');
    await page.getByLabel('Password', { exact: true }).fill('not-in-the-address');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/student\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
  });

  test('registration and forgotten password are rendered too; the dashboard is not, without a signed-in session', async ({
    page,
    request,
  }) => {
    await page.goto('/student/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Student Registration' })).toBeVisible();
    await page.goto('/student/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    const dashboard = await (await request.get('/student/dashboard')).text();
    expect(dashboard).not.toContain('data-ssr-path');
    expect(dashboard).toContain('class="boot"');
  });
});

test.describe('with JavaScript', () => {
  for (const lang of ['en', 'hi'] as const) {
    test(`login, registration and forgotten password are taken over without a hydration error (${lang})`, async ({
      page,
      context,
      baseURL,
    }) => {
      // The page's stylesheets are inline: taking it over fetches none and adds none a second time.
      const { problems, stylesheets } = watchTakeOver(page);
      await chooseLanguage(context, baseURL!, lang);
      for (const p of ['/student/login', '/student/register', '/student/forgot-password']) {
        await page.goto(p);
        const form = await page.locator('form').elementHandle();
        await expect(page.locator('[data-ssr-path]')).toHaveCount(0);
        // Every part is live (decision 039: the scripts start after the first paint, so the network may rest
        // before they do, and "network idle" says nothing).
        await expect(page.locator('[data-ssr-pending]')).toHaveCount(0);
        // The server's form is the one the student uses: taken over, not replaced.
        await expect
          .poll(() => form!.evaluate((f) => f.isConnected && (f as { siteTakenOver?: boolean }).siteTakenOver))
          .toBe(true);
        // The site's header and footer are not on these pages.
        await expect(page.getByTestId('site-footer')).toHaveCount(0);
      }
      expect(problems).toEqual([]);
      expect(stylesheets).toEqual([]);
    });
  }

  test('what a student typed and sent before the page was live signs them in', async ({ page, request }) => {
    const { student } = await createStudent(request);
    const release = await holdModuleScripts(page, 'mf-portal');
    await page.goto('/student/login');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // Held, not sent by the browser: the page and what was typed stay.
    await expect(page).toHaveURL(/\/student\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(student.email);
    release();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/student\/dashboard$/);
  });

  test('Get Otp and Show passwords pressed before the registration page is live are kept and made once it is', async ({
    page,
  }) => {
    await delayPageScripts(page, 2_500);
    const sent = page.waitForRequest((r) => r.url().includes('/api/v2/send-otp') && r.method() === 'POST');
    await page.goto('/student/register');
    const email = uniqueEmail('early');
    await page.getByLabel('Email', { exact: true }).fill(email);
    const getOtp = page.getByRole('button', { name: 'Get Otp' });
    await getOtp.click();
    await page.getByText('Show passwords').click();
    // Pressed while the page was still the server's (its module not yet mounted): the press is kept, and the button
    // shows it is waiting.
    await expect(page.locator('[data-ssr-path]')).toHaveCount(1);
    await expect.soft(getOtp).toHaveAttribute('aria-busy', 'true');
    expect((await sent).postDataJSON()).toMatchObject({ sender: email });
    // Each script waits in turn, so the page is live some seconds later.
    await expect(page.getByText('OTP sent to your email')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByLabel('Show passwords')).toBeChecked();
  });

  test('Show pressed before the login page is live shows the password once it is', async ({ page }) => {
    await delayPageScripts(page, 2_500);
    await page.goto('/student/login');
    await page.getByLabel('Password', { exact: true }).fill('as-typed-early');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.locator('[data-ssr-path]')).toHaveCount(1);
    await expect.soft(page.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: 'Hide' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('as-typed-early');
  });

  test('a student already signed in is taken from the login page to the dashboard', async ({ page, request }) => {
    const { token } = await createStudent(request);
    await page.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
    await page.goto('/student/login');
    await expect(page).toHaveURL(/\/student\/dashboard$/);
  });
});
