// The student portal in Hindi in a real browser: register with the mailed code, a wrong password answered in Hindi,
// the dashboard in Hindi; every portal screen passes axe in both languages at 360 and 1366 px and its links and
// buttons are at least 44 px tall at 360 px; the ₹50 fee paid under http://127.0.0.1 comes back to that host, keeps
// the student signed in, and Back from the result page posts nothing again.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  codeFromMail,
  createStudent,
  getUser,
  lastMailId,
  loginInBrowser,
  newStudent,
  payFee,
  waitForMail,
} from '../support/api-helpers';
import { E2E_PORT } from '../support/site';

type Lang = 'en' | 'hi';

/** The stored language choice every module reads (what the shell's switch writes). */
async function chooseLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => window.localStorage.setItem('site_language', l), lang);
}

async function noSeriousAxe(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${screen}`).toEqual([]);
}

/** Every visible link and button of the portal's own page (not the site's header and footer) is ≥ 44 px tall. */
async function tapTargets(page: Page, screen: string) {
  const small = await page.evaluate(() => {
    const root = document.querySelector('main') ?? document.body;
    return [...root.querySelectorAll<HTMLElement>('a[href], button, [role="button"], summary')]
      .filter((el) => !el.closest('header, footer, nav[aria-label*="breadcrumb" i]'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden')
      .filter(({ box }) => box.height < 44 - 0.5)
      .map(
        ({ el, box }) =>
          `${(el.textContent || el.getAttribute('aria-label') || el.tagName).trim()} (${Math.round(box.height)} px)`,
      );
  });
  expect(small, `tap targets under 44 px on ${screen}`).toEqual([]);
}

test('in Hindi: register with the mailed code, a wrong password answered in Hindi, then the Hindi dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The language switch of the site's header: the home page is rendered on the server; wait until it is live.
  await page.goto('/');
  await expect(page.getByTestId('last-updated')).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
  await page.getByRole('button', { name: 'हिन्दी' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  const student = newStudent({ name: 'सीमा यादव' });
  await page.goto('/student/register');
  // The page's heading is in the chosen language alone (the spec's English one in English).
  await expect(page.getByRole('heading', { name: 'छात्र पंजीकरण', level: 1 })).toBeVisible();
  await expect(page.getByText('Student Registration')).toHaveCount(0);
  await page.locator('input[name="fullName"]').fill(student.name);
  await page.locator('input[name="email"]').fill(student.email);
  const before = await lastMailId(request, student.email);
  await page.getByRole('button', { name: 'OTP पाएँ' }).click();
  const code = codeFromMail(await waitForMail(request, student.email, /code|कोड/i, { afterId: before }));
  await page.locator('input[name="email_otp"]').fill(code);
  await page.getByRole('button', { name: 'सत्यापित करें' }).click();
  await page.locator('input[name="phone"]').fill(student.phone);
  await page.locator('input[name="password"]').fill(student.password);
  await page.locator('input[name="confirmPassword"]').fill(student.password);
  await page.getByRole('button', { name: 'पंजीकरण करें' }).click();
  await expect(page).toHaveURL(/\/student\/login$/, { timeout: 20_000 });

  await page.locator('#login-email').fill(student.email);
  await page.locator('#login-password').fill('Wrong@12345');
  await page.getByRole('button', { name: 'लॉगिन करें' }).click();
  // The form keeps the failure (the corner toast says it too, for a moment).
  const failed = page.locator('#login-failure');
  await expect(failed).toContainText('लॉगिन नहीं हो सका');
  await expect(failed).toContainText('ईमेल या पासवर्ड ग़लत है।');
  await expect(failed).not.toContainText('Invalid');
  await expect(page).toHaveURL(/\/student\/login$/);

  await page.locator('#login-password').fill(student.password);
  await page.getByRole('button', { name: 'लॉगिन करें' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'छात्र विवरण' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'मेरे आवेदन' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'मेरे लेन-देन' })).toBeVisible();
  await expect(page.getByTestId('chalan-status')).toHaveText('लंबित');
  await expect(page.getByText('सीमा यादव').first()).toBeVisible();
});

for (const width of [360, 1366]) {
  test(`every portal screen passes axe in Hindi and English at ${width} px${width === 360 ? ', with 44 px tap targets' : ''}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    const fresh = await createStudent(request);
    const ready = await createStudent(request, { profile: true });
    const paid = await payFee(request, ready.token, 'registration', 'Success');
    const unpaid = await createStudent(request, { profile: true });
    const refused = await payFee(request, unpaid.token, 'registration', 'Failure');
    const path = (url: string) => {
      const u = new URL(url, 'http://site');
      return u.pathname + u.search;
    };

    for (const lang of ['hi', 'en'] as const) {
      const context = await page
        .context()
        .browser()!
        .newContext({ baseURL: `http://localhost:${E2E_PORT}`, viewport: page.viewportSize()! });
      const tab = await context.newPage();
      await chooseLanguage(tab, lang);
      const check = async (screen: string) => {
        await noSeriousAxe(tab, `${screen} (${lang}, ${width} px)`);
        if (width === 360) await tapTargets(tab, `${screen} (${lang})`);
      };
      const heading = (en: string, hi: string) => tab.getByRole('heading', { name: lang === 'hi' ? hi : en }).first();

      await tab.goto('/student/login');
      await expect(tab.locator('#login-email')).toBeVisible();
      await check('login');
      await tab.goto('/student/register');
      await expect(heading('Student Registration', 'छात्र पंजीकरण')).toBeVisible();
      await check('register');
      await tab.goto('/student/forgot-password');
      await expect(tab.locator('input[type="email"]').first()).toBeVisible();
      await check('forgot password');

      // The dashboard and the profile modal of a student without a profile.
      await loginInBrowser(tab, fresh.token);
      await tab.goto('/student/dashboard');
      await expect(heading('My Applications', 'मेरे आवेदन')).toBeVisible();
      await check('dashboard');
      await tab
        .getByRole('button', { name: lang === 'hi' ? 'प्रोफ़ाइल पूरी करें' : 'Complete Profile' })
        .first()
        .click();
      await expect(tab.getByRole('dialog')).toBeVisible();
      await check('profile modal');

      // The payment form of a student whose fee is still due (a refused payment), then the paid fee's page and both result pages.
      await loginInBrowser(tab, unpaid.token);
      await tab.goto('/student/payment');
      await expect(tab.getByRole('button', { name: lang === 'hi' ? 'अभी भुगतान करें' : 'Pay Now' })).toBeVisible();
      await check('payment form');
      await loginInBrowser(tab, ready.token);
      await tab.goto('/student/payment');
      await expect(tab.getByRole('link', { name: lang === 'hi' ? /रसीद/ : /Print receipt/ })).toBeVisible();
      await check('paid fee');
      await tab.goto(path(paid.resultUrl));
      await expect(tab.getByRole('link', { name: lang === 'hi' ? 'डैशबोर्ड पर जाएँ' : 'Go to Dashboard' })).toBeVisible();
      await check('payment success');
      await tab.goto(path(refused.resultUrl));
      await expect(tab.getByRole('link', { name: lang === 'hi' ? 'डैशबोर्ड पर जाएँ' : 'Go to Dashboard' })).toBeVisible();
      await check('payment failed');
      await context.close();
    }
  });
}

test('the ₹50 fee paid under 127.0.0.1 returns to that host, stays signed in, and Back posts nothing again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const origin = `http://127.0.0.1:${E2E_PORT}`;
  const { token } = await createStudent(request, { profile: true });
  await chooseLanguage(page, 'hi');
  await page.goto(`${origin}/student/login`);
  await page.evaluate((t) => window.localStorage.setItem('auth_token', t), token);
  await page.goto(`${origin}/student/dashboard`);
  await expect(page.getByTestId('chalan-status')).toHaveText('लंबित');
  await page.getByTestId('applications').getByRole('button').first().click();
  await expect(page).toHaveURL(`${origin}/student/payment`);
  await page.getByRole('button', { name: 'अभी भुगतान करें' }).click();
  await page.getByRole('button', { name: 'Net Banking' }).click();
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/admission/student/payment/success\\?amount=50\\.00&txnid=`));
  await expect(page.getByTestId('paid-amount')).toHaveText('₹50.00');

  // The result page is a GET (the return answered 303): reloading it posts nothing.
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posted.push(r.url());
  });
  await page.reload();
  await expect(page.getByTestId('paid-amount')).toHaveText('₹50.00');
  expect(posted).toEqual([]);
  await page.getByRole('link', { name: 'डैशबोर्ड पर जाएँ' }).click();
  await expect(page).toHaveURL(`${origin}/student/dashboard`);
  await expect(page.getByTestId('chalan-status')).toHaveText('सफल');
  const rows = page.getByTestId('transactions').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('50.00');
  await expect(rows.first().getByTestId('attempt-status')).toHaveText('भुगतान हो गया');
  // Back to the result page (a GET, shown again), then Back from it: the browser leaves the site for the gateway's
  // last page, and nothing reaches the site's payment return again.
  await page.goBack();
  await expect(page.getByTestId('paid-amount')).toHaveText('₹50.00');
  await page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
  await page.waitForTimeout(1500);
  expect(posted.filter((u) => u.startsWith(origin))).toEqual([]);
  const user = await getUser(request, token);
  expect(user.transactions.map((t) => [t.status, Number(t.amount)])).toEqual([['success', 50]]);
});

// The gateway simulator answers its checkout and outcome pages straight to a POST, so Back from the result page lands
// on a page the browser can only show by posting again ("Confirm Form Resubmission"). PayU's own pages are its
// concern; the simulator would need to answer those posts with a redirect to a GET page first.
test.fixme('Back from the result page shows no resubmission prompt', async ({ page, request }) => {
  const origin = `http://127.0.0.1:${E2E_PORT}`;
  const { token } = await createStudent(request, { profile: true });
  await page.goto(`${origin}/student/login`);
  await page.evaluate((t) => window.localStorage.setItem('auth_token', t), token);
  await page.goto(`${origin}/student/payment`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('button', { name: 'Net Banking' }).click();
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByTestId('paid-amount')).toHaveText('₹50.00');
  await page.goBack().catch(() => undefined);
  await expect(page.getByText(/Confirm Form Resubmission|ERR_CACHE_MISS/)).toHaveCount(0);
});
