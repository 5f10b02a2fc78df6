// Payments beyond the happy chalan: a failure and a cancellation leave the chalan Pending, a changed hidden field
// is refused, the admission fee page stays closed until approval, and the admission fee is paid once it is due.
import { expect, test, type Page } from '@playwright/test';
import {
  createStudent,
  getUser,
  loginInBrowser,
  payFee,
  submitAdmissionForm,
  verifyAdmissionForm,
} from '../support/api-helpers';

async function startPayment(page: Page) {
  await page.goto('/student/dashboard');
  await page.getByRole('button', { name: 'Pay Chalan' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Form' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
}

for (const [mode, outcome, heading, text] of [
  ['Net Banking', 'Failure', 'Payment Failed', /No money has been charged/],
  ['Card', 'Cancel', 'Payment cancelled', /You cancelled the payment/],
] as const) {
  test(`a ${outcome.toLowerCase()} by ${mode} says what happened, offers Try again and leaves the chalan Pending`, async ({
    page,
    request,
  }) => {
    const { token } = await createStudent(request, { profile: true });
    await loginInBrowser(page, token);
    await startPayment(page);
    await page.getByRole('button', { name: mode }).click();
    await page.getByRole('button', { name: outcome }).click();
    await expect(page).toHaveURL(/\/admission\/student\/payment\/failed\?amount=50\.00&txnid=/);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByTestId('result-state')).toHaveText(text);
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/student/payment');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page.getByTestId('chalan-status')).toHaveText('Pending');
    await expect(page.getByRole('button', { name: 'Pay Chalan' })).toBeEnabled();
    const user = await getUser(request, token);
    expect(user.transactions.map((t) => t.status)).toEqual(['failure']);
  });
}

test('a hidden field changed on its way to the gateway is refused, and nothing is paid', async ({ page, request }) => {
  const { token } = await createStudent(request, { profile: true });
  await loginInBrowser(page, token);
  // As if the student edited the hidden amount before the form left the browser.
  await page.route('**/api/dev/payu/_payment', async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    expect(form.get('amount')).toBe('50.00');
    form.set('amount', '1.00');
    await route.continue({ postData: form.toString() });
  });
  await startPayment(page);
  await expect(page.getByRole('heading', { name: 'Payment error' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/hash/i);
  await expect(page.getByRole('button', { name: 'Card' })).toHaveCount(0);
  await page.unroute('**/api/dev/payu/_payment');

  await page.goto('/student/dashboard');
  await expect(page.getByTestId('chalan-status')).toHaveText('Pending');
  const user = await getUser(request, token);
  expect(user.transactions.filter((t) => t.status === 'success')).toEqual([]);
});

test('the admission fee page sends a student who is not approved back to the dashboard', async ({ page, request }) => {
  const { token } = await createStudent(request, { chalan: true });
  await loginInBrowser(page, token);
  await page.goto('/student/admission/payment');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByTestId('chalan-status')).toHaveText('Success');
});

test('an approved student with a submitted form pays the admission fee, then sees Print and the fee receipt', async ({
  page,
  request,
}) => {
  const { token, student } = await createStudent(request, { approveWithFee: '1250' });
  const code = await submitAdmissionForm(request, token);
  await verifyAdmissionForm(request, student.email);
  await loginInBrowser(page, token);
  await page.goto('/student/dashboard');
  const pay = page.getByTestId('application-action').getByRole('link', { name: 'Pay ₹1250.00' });
  await pay.click();
  await expect(page).toHaveURL(/\/student\/admission\/payment$/);
  await expect(page.getByTestId('fee-to-pay')).toHaveText('₹1250.00');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('button', { name: 'Net Banking' }).click();
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page).toHaveURL(/\/admission\/student\/admission\/payment\/success\?amount=1250\.00&txnid=/);
  await expect(page.getByTestId('paid-amount')).toHaveText('₹1250.00');
  await expect(page.getByText('Admission Fee')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();

  const action = page.getByTestId('application-action');
  await expect(action.getByRole('link', { name: 'Print' })).toHaveAttribute('href', `/admission-form/print/${code}`);
  await expect(action.getByRole('link', { name: 'Fee Receipt' })).toHaveAttribute(
    'href',
    `/admission/payment/print/${code}`,
  );
  await expect(action.getByRole('link', { name: /Pay/ })).toHaveCount(0);
  // The student's record agrees: the admission fee is paid.
  expect((await getUser(request, token)).is_admission_fee_payed).toBe(true);
});

test('a paid fee is not offered again: each fee page says it is paid and opens its receipt', async ({
  page,
  request,
}) => {
  const { token, student } = await createStudent(request, { approveWithFee: '1250' });
  const code = await submitAdmissionForm(request, token);
  await verifyAdmissionForm(request, student.email);
  const admission = await payFee(request, token, 'admission', 'Success');
  const chalan = (await getUser(request, token)).transactions.find(
    (t) => t.status.toLowerCase() === 'success' && t.txnid !== admission.txnid,
  )!;
  await page.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);

  // Opened by address, from a cold page.
  await page.goto('/student/payment');
  await expect(page.getByText('Your registration fee is paid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Print receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/chalan-receipt/print/${chalan.txnid}$`));
  await expect(page.getByText('Registration Fee Receipt').first()).toBeVisible();

  await page.goto('/student/admission/payment');
  await expect(page.getByText('Your admission fee is paid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Print receipt' })).toHaveAttribute(
    'href',
    `/chalan-receipt/print/${admission.txnid}`,
  );
  await page.getByRole('link', { name: 'Print fee slip' }).click();
  await expect(page).toHaveURL(new RegExp(`/admission/payment/print/${code}$`));
  await expect(page.getByText('Admission Fee Slip').first()).toBeVisible();
});
