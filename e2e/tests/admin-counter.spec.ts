// Counter payments and the day-book (decision 032): an accounts clerk signs in to the console from a cold page,
// records a cash registration fee for a student and prints the office receipt; the student's dashboard and fee page
// show it paid and never offer Pay; the day-book's totals equal the sum of its rows; axe finds nothing serious or
// critical on the new screens at 360 and 1366 px, in English and Hindi.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  adminSignIn,
  coldStaffContext,
  createStaff,
  createStudent,
  findStudentId,
  loginInBrowser,
} from '../support/api-helpers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a clerk records a cash fee and prints the receipt; the student sees it paid; the day-book adds up', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { student, token } = await createStudent(request, { profile: true });
  const adminToken = await adminSignIn(request);
  const studentId = await findStudentId(request, adminToken, student.email);
  const clerk = await createStaff(request, 'accounts');

  // The clerk signs in from a cold page and opens the counter from the menu.
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(clerk.email);
  await page.getByLabel('Password').fill(clerk.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Counter', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/counter$/);

  await page.getByLabel('Student number').fill(String(studentId));
  await page.getByLabel('Fee', { exact: true }).selectOption('registration');
  await page.getByRole('button', { name: 'Find the fee' }).click();
  await expect(page.getByTestId('counter-due')).toContainText('₹50');
  await expect(page.getByLabel('Amount received (₹)')).toHaveValue('50.00');
  await page.getByLabel('Paid by').selectOption('cash');
  await page.getByRole('button', { name: 'Record the fee and make the receipt' }).click();
  await expect(page.getByTestId('counter-recorded')).toContainText(/Office receipt OR\/\d{4}-\d{2}\/\d{6}/);
  const receiptNo = /OR\/\d{4}-\d{2}\/\d{6}/.exec((await page.getByTestId('counter-recorded').textContent()) ?? '')![0];

  // The printout: both languages, the number, the amount in words, the verification code.
  await page.getByRole('link', { name: 'Print the receipt' }).click();
  await expect(page).toHaveURL(/\/office-receipt\/print\/\d+$/);
  const sheet = page.getByTestId('office-receipt');
  await expect(sheet.getByTestId('office-receipt-number')).toHaveText(receiptNo);
  await expect(sheet.getByTestId('office-receipt-amount')).toContainText('50.00');
  await expect(sheet).toContainText('Fifty Rupees Only');
  await expect(sheet).toContainText('पचास रुपये मात्र');
  await expect(sheet).toContainText('Cash at the college counter / महाविद्यालय काउंटर पर नकद');
  await expect(sheet.getByTestId('verification-mark')).toContainText(/OR\d+-[0-9A-Z]{8}/);
  await expect(page.getByRole('button', { name: /Print/ }).first()).toBeVisible();

  // The student: paid, and Pay is never offered.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await loginInBrowser(studentPage, token);
  await studentPage.goto('/student/payment');
  await expect(studentPage.getByText('Your registration fee is paid.')).toBeVisible();
  await expect(studentPage.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await studentPage.goto('/student/dashboard');
  await expect(studentPage.getByRole('heading').first()).toBeVisible();
  await expect(studentPage.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await studentContext.close();

  // The day-book of today, opened cold by its address: its totals equal the sum of its rows.
  const day = todayInIndia();
  const context = await coldStaffContext(browser, clerk.token);
  const book = await context.newPage();
  await book.goto(`/admin/day-book?from=${day}&to=${day}`);
  const heading = book.getByTestId('day-book-totals');
  await expect(heading).toBeVisible();
  await expect(book.getByTestId('day-book-rows')).toContainText(receiptNo);
  const total = Number(await heading.getAttribute('data-total'));
  const count = Number(await heading.getAttribute('data-count'));
  const amounts = await book
    .locator('[data-testid="day-book-rows"] tbody tr')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-amount'))));
  const live = amounts.filter((a) => a > 0);
  expect(live.length).toBe(count);
  expect(Math.round(live.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(total * 100));
  // And the API's own answer agrees with what the screen shows.
  const api = await request.get(`/api/admin/day-book?from=${day}&to=${day}`, { headers: bearer(clerk.token) });
  expect((await api.json()).data.amount).toBe(total.toFixed(2));
  await context.close();
});

test('the counter, the day-book and the office receipt have no serious accessibility finding (360/1366, en/hi)', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const clerk = await createStaff(request, 'accounts');
  const { student } = await createStudent(request, { profile: true });
  const adminToken = await adminSignIn(request);
  const studentId = await findStudentId(request, adminToken, student.email);
  const made = await request.post('/api/admin/counter/receipts', {
    headers: bearer(clerk.token),
    data: {
      student_id: studentId,
      purpose: 'registration',
      mode: 'dd',
      amount: '50.00',
      instrument_no: `DD${studentId}${Date.now() % 100000}`,
      instrument_bank: 'State Bank of India',
      instrument_date: todayInIndia(),
    },
  });
  expect(made.status()).toBe(201);
  const receipt = (await made.json()).data as { id: number };
  const day = todayInIndia();
  const screens = [
    { path: '/admin/counter', ready: 'Student number', readyHi: 'विद्यार्थी संख्या' },
    { path: `/admin/day-book?from=${day}&to=${day}`, ready: 'Receipts', readyHi: 'रसीदें' },
    { path: `/office-receipt/print/${receipt.id}`, ready: 'Office Receipt', readyHi: 'कार्यालय रसीद' },
  ];
  for (const lang of ['en', 'hi'] as const) {
    for (const width of [360, 1366]) {
      const context = await coldStaffContext(browser, clerk.token);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      if (lang === 'hi') await page.addInitScript(() => window.localStorage.setItem('site_language', 'hi'));
      for (const s of screens) {
        await page.goto(s.path);
        await expect(page.getByText(lang === 'hi' ? s.readyHi : s.ready).first()).toBeVisible();
        expect(await seriousViolations(page), `${s.path} at ${width} px in ${lang}`).toEqual([]);
        // Nothing wider than the screen: a phone never scrolls sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${s.path} at ${width} px in ${lang}: sideways scroll`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `test-results/counter-${s.path.split('/')[2]?.split('?')[0]}-${lang}-${width}.png`,
          fullPage: true,
        });
      }
      await context.close();
    }
  }
});
