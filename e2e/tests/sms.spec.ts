// SMS beside mail (decision 035): a bulk SMS sent from the console reaches each student of the filtered list once,
// read from the development SMS outbox; the messages' screen has no serious accessibility violation at 1366 and
// 360 px in English and Hindi.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminSignIn,
  codeFromMail,
  lastMailId,
  registerStudent,
  sendEmailCode,
  setStudentStatus,
  signIn,
  staffInBrowser,
  waitForMail,
} from '../support/api-helpers';
import { seriousViolations } from '../support/axe';

interface OutboxSms {
  mobile: string;
  text: string;
  template_id: string;
}

async function smsOutbox(request: APIRequestContext, mobile: string): Promise<OutboxSms[]> {
  const res = await request.get(`/api/dev/sms-outbox?to=${mobile}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: OutboxSms[] }).data;
}

/** A mobile number no other test uses. */
const freshMobile = () =>
  `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expect(page.getByText('लोड हो रहा है…')).toHaveCount(0);
}

test('a bulk SMS from the console lands in the outbox once per student of the list', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = `smsbulk${Date.now().toString(36)}`;
  const mobiles = [freshMobile(), freshMobile()];
  for (const [i, mobile] of mobiles.entries()) {
    await registerStudent(request, { email: `${tag}${i}@example.com`, phone: mobile, name: `Asha ${tag}` });
  }
  await staffInBrowser(page, await adminSignIn(request));
  await page.goto('/admin/messages');
  await settled(page);
  const bulk = page.getByRole('region', { name: 'Bulk SMS to a list of applicants' });
  await bulk.getByLabel('Name, email or mobile').fill(tag);
  await bulk.getByLabel('Template').selectOption('notice');
  await bulk.getByLabel('Notice (at most 30 characters)').fill('Classes start on 1 July');
  await bulk.getByRole('button', { name: 'Preview' }).click();
  await expect(bulk.getByText('2 students in this list')).toBeVisible();
  await expect(bulk.getByText(`Dear Asha ${tag}, a notice from the college: Classes start on 1 July.`)).toBeVisible();
  await bulk.getByRole('button', { name: 'Send to 2 students' }).click();
  await expect(page.getByText('Bulk message queued').first()).toBeVisible();
  for (const mobile of mobiles) {
    await expect.poll(async () => (await smsOutbox(request, mobile)).length, { timeout: 15_000 }).toBe(1);
    const [sms] = await smsOutbox(request, mobile);
    expect(sms!.text).toContain('Classes start on 1 July');
  }
  // The log lists them, sent.
  await page.reload();
  await settled(page);
  const log = page.getByRole('region', { name: 'Delivery log' });
  await log.getByLabel('Form number, name or mobile').fill(mobiles[0]!);
  await log.getByRole('button', { name: 'Apply filters' }).click();
  await expect(log.getByRole('row').filter({ hasText: mobiles[0]! })).toHaveCount(1);
  await expect(log.getByRole('row').filter({ hasText: mobiles[0]! })).toContainText('Sent');
});

test('"Message this list" on the filtered applicants opens the bulk message with that list: the same count', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = `smslist${Date.now().toString(36)}`;
  const emails = [0, 1, 2].map((i) => `${tag}${i}@example.com`);
  for (const email of emails) await registerStudent(request, { email, phone: freshMobile(), name: `Ravi ${tag}` });
  // Two of the three approved: the list filtered by Approved holds two.
  for (const email of emails.slice(0, 2)) await setStudentStatus(request, email, { status: 1, fee_to_pay: '2450' });
  const token = await adminSignIn(request);
  const listed = async (query: Record<string, string>) =>
    (
      (await (
        await request.get('/api/admin/students', { headers: { Authorization: `Bearer ${token}` }, params: query })
      ).json()) as { total: number }
    ).total;
  expect(await listed({ search: tag })).toBe(3);
  const filtered = await listed({ search: tag, status: '1' });
  expect(filtered).toBe(2);

  await staffInBrowser(page, token);
  await page.goto(`/admin/applicants?search=${tag}`);
  await settled(page);
  await page.getByRole('button', { name: /^Approved \(/ }).click();
  await expect(page).toHaveURL(/status=1/);
  await expect(page.getByText(`1–${filtered} of ${filtered}`, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Message this list' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages\\?.*search=${tag}`));
  await settled(page);
  const bulk = page.getByRole('region', { name: 'Bulk SMS to a list of applicants' });
  await expect(bulk.getByLabel('Status')).toHaveValue('1');
  await expect(bulk.getByLabel('Name, email or mobile')).toHaveValue(tag);
  await bulk.getByLabel('Template').selectOption('notice');
  await bulk.getByLabel('Notice (at most 30 characters)').fill('Fee counter open till 4 pm');
  await bulk.getByRole('button', { name: 'Preview' }).click();
  await expect(bulk.getByText(`${filtered} students in this list`)).toBeVisible();
  await expect(bulk.getByRole('button', { name: `Send to ${filtered} students` })).toBeVisible();
});

test('resending an SMS from the delivery log sends it once more, as a new row', async ({ page, request }) => {
  test.setTimeout(60_000);
  const tag = `smsresend${Date.now().toString(36)}`;
  const mobile = freshMobile();
  await registerStudent(request, { email: `${tag}@example.com`, phone: mobile, name: `Meena ${tag}` });
  const token = await adminSignIn(request);
  const headers = { Authorization: `Bearer ${token}` };
  const body = { filters: { search: tag }, kind: 'notice', values: { notice: 'Library open on Sunday' } };
  const sent = await request.post('/api/admin/messages/bulk', { headers, data: { ...body, confirm_count: 1 } });
  expect(sent.status()).toBe(200);
  await expect.poll(async () => (await smsOutbox(request, mobile)).length, { timeout: 15_000 }).toBe(1);

  await staffInBrowser(page, token);
  await page.goto('/admin/messages');
  await settled(page);
  const log = page.getByRole('region', { name: 'Delivery log' });
  await log.getByLabel('Form number, name or mobile').fill(mobile);
  await log.getByRole('button', { name: 'Apply filters' }).click();
  await expect(log.getByRole('row').filter({ hasText: mobile })).toHaveCount(1);
  await log.getByRole('button', { name: /^Resend message \d+$/ }).click();
  await expect(page.getByText('Sent again').first()).toBeVisible();
  await expect.poll(async () => (await smsOutbox(request, mobile)).length, { timeout: 15_000 }).toBe(2);
  await expect(log.getByRole('row').filter({ hasText: mobile })).toHaveCount(2);
});

test('in Hindi the applicants list offers इस सूची को संदेश भेजें with its filters', async ({ page, request }) => {
  await page.addInitScript(() => window.localStorage.setItem('site_language', 'hi'));
  await staffInBrowser(page, await adminSignIn(request));
  await page.goto('/admin/applicants?course=BCOM&paid=no');
  await settled(page);
  const link = page.getByRole('link', { name: 'इस सूची को संदेश भेजें' });
  await expect(link).toHaveAttribute('href', '/admin/messages?course=BCOM&paid=no#bulk');
  await link.click();
  await settled(page);
  const bulk = page.getByRole('region', { name: 'आवेदकों की सूची को सामूहिक SMS' });
  await expect(bulk.getByText(/आवेदकों की सूची के अनुसार यह भी:/)).toContainText('नहीं');
});

test('with mobile verification on, a student registers with the code read from the SMS outbox', async ({ request }) => {
  const admin = { Authorization: `Bearer ${await adminSignIn(request)}` };
  const settings = (await (await request.get('/api/admin/messages/settings', { headers: admin })).json()).data;
  const put = (verify: boolean) =>
    request.put('/api/admin/messages/settings', { headers: admin, data: { ...settings, verify_mobile: verify } });
  expect((await put(true)).ok()).toBe(true);
  try {
    expect(await (await request.get('/api/v1/mobile-verification')).json()).toEqual({ verify_mobile: true });
    const mobile = freshMobile();
    const email = `smsreg${Date.now().toString(36)}@example.com`;
    // The email's code, verified as the register page does.
    const { referenceId, code: emailCode } = await sendEmailCode(request, email);
    await request.post('/api/v2/validate-otp', { data: { sender: email, reference_id: referenceId, otp: emailCode } });
    const body = {
      name: 'Kiran Verma',
      email,
      phone: mobile,
      password: 'Secret@123',
      password_confirmation: 'Secret@123',
      email_refrence_id: referenceId,
    };
    const refused = await request.post('/api/v2/signup', { data: body });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).code).toBe('mobile_not_verified');
    const sent = await (await request.post('/api/v2/send-otp', { data: { type_of: 'phone', sender: mobile } })).json();
    await expect.poll(async () => (await smsOutbox(request, mobile)).length, { timeout: 15_000 }).toBe(1);
    const code = /\d{6}/.exec((await smsOutbox(request, mobile))[0]!.text)![0];
    const verified = await request.post('/api/v2/validate-otp', {
      data: { sender: mobile, reference_id: sent.refrence_id, otp: code },
    });
    expect(verified.ok()).toBe(true);
    const registered = await request.post('/api/v2/signup', { data: { ...body, phone_refrence_id: sent.refrence_id } });
    expect(registered.status()).toBe(201);
  } finally {
    await put(false);
  }
});

/** Mobile verification at registration on for the duration of `run`, off again afterwards. */
async function withMobileVerification(request: APIRequestContext, run: () => Promise<void>) {
  const admin = { Authorization: `Bearer ${await adminSignIn(request)}` };
  const settings = (await (await request.get('/api/admin/messages/settings', { headers: admin })).json()).data;
  const put = (verify: boolean) =>
    request.put('/api/admin/messages/settings', { headers: admin, data: { ...settings, verify_mobile: verify } });
  expect((await put(true)).ok()).toBe(true);
  try {
    await run();
  } finally {
    await put(false);
  }
}

test('in Hindi at 360 px, a student registers through the page with the mobile code read from the SMS outbox', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => window.localStorage.setItem('site_language', 'hi'));
  await withMobileVerification(request, async () => {
    const mobile = freshMobile();
    const email = `smspage${Date.now().toString(36)}@example.com`;
    await page.goto('/student/register');
    await expect(page.getByRole('heading', { name: 'छात्र पंजीकरण', level: 1 })).toBeVisible();
    const getCode = page.getByRole('button', { name: 'कोड प्राप्त करें' });
    await expect(getCode).toBeVisible();
    await page.locator('input[name="fullName"]').fill('किरण वर्मा');
    await page.locator('input[name="email"]').fill(email);
    const before = await lastMailId(request, email);
    await page.getByRole('button', { name: 'OTP पाएँ' }).click();
    const emailCode = codeFromMail(await waitForMail(request, email, /code|कोड/i, { afterId: before }));
    await page.locator('input[name="email_otp"]').fill(emailCode);
    await page.getByRole('button', { name: 'सत्यापित करें', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /ईमेल सत्यापित$/ })).toBeVisible();
    // The number's code, asked by keyboard: Enter in the number.
    await page.locator('input[name="phone"]').fill(mobile);
    await page.locator('input[name="phone"]').press('Enter');
    await expect(page.getByText('इस नंबर पर SMS से भेजा गया 6 अंकों का कोड लिखें।')).toBeVisible();
    await expect(page.locator('input[name="phone"]')).toHaveAttribute('readonly', '');
    await expect.poll(async () => (await smsOutbox(request, mobile)).length, { timeout: 15_000 }).toBe(1);
    const code = /\d{6}/.exec((await smsOutbox(request, mobile))[0]!.text)![0];
    // A wrong code first: the API's refusal in Hindi, the box kept.
    await page.locator('input[name="phone_otp"]').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'कोड जाँचें' }).click();
    await expect(page.getByText('OTP ग़लत है। 4 प्रयास शेष हैं।').first()).toBeVisible();
    await page.locator('input[name="phone_otp"]').fill(code);
    await page.locator('input[name="phone_otp"]').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /मोबाइल नंबर सत्यापित$/ })).toBeVisible();
    await page.locator('input[name="password"]').fill('Secret@123');
    await page.locator('input[name="confirmPassword"]').fill('Secret@123');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'पंजीकरण करें' }).click();
    await expect(page).toHaveURL(/\/student\/login$/, { timeout: 20_000 });
    // The account is there: the student signs in.
    expect(await signIn(request, email, 'Secret@123')).toBeTruthy();
  });
});

for (const width of [1366, 360]) {
  for (const lang of ['en', 'hi'] as const) {
    test(`the messages screen at ${width} px in ${lang === 'hi' ? 'Hindi' : 'English'} has no serious violation`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      if (lang === 'hi') await page.addInitScript(() => window.localStorage.setItem('site_language', 'hi'));
      await staffInBrowser(page, await adminSignIn(request));
      await page.goto('/admin/messages');
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The log and the settings loaded: no refusal shown.
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      // With a preview open, as the office sees it before sending.
      await page.getByRole('button', { name: lang === 'hi' ? 'पूर्वावलोकन' : 'Preview' }).click();
      expect(await seriousViolations(page)).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    });
  }
}
