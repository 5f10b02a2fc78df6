// A paid fee is never lost: the student pays, closes the gateway's tab before it returns to the site, the
// dashboard says the bank is being asked (and offers no second payment), reconciliation runs, and the
// dashboard shows Paid. Here the dashboard's own check (decision 030) gets no answer, so the job is what settles it;
// portal-no-dead-end.spec.ts shows the check settling it within the visit.
import { expect, test } from '@playwright/test';
import { adminSignIn, createStudent, getUser, loginInBrowser } from '../support/api-helpers';

test('a student who pays and closes the gateway tab sees Paid once reconciliation has run', async ({
  page,
  context,
  request,
}) => {
  const { token } = await createStudent(request, { profile: true });
  await loginInBrowser(page, token);
  await page.goto('/student/dashboard');
  await page.getByRole('button', { name: 'Pay Chalan' }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await expect(page.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible();
  const txnid = (await page.locator('dt:has-text("Transaction") + dd').textContent())?.trim() ?? '';
  expect(txnid).toMatch(/^R[0-9A-Z]+$/);
  // This payment plays the closed tab: the bank takes the money and the browser never comes back.
  const scenario = await request.post('/api/dev/payu/scenario', { data: { txnid, return: 'none' } });
  expect(scenario.ok()).toBe(true);
  await page.getByRole('button', { name: 'Card' }).click();
  await page.getByRole('button', { name: 'Success' }).click();
  const paidAt = Date.now();
  await expect(page.getByRole('heading', { name: 'Payment Success' })).toBeVisible();
  await page.close();

  const dashboard = await context.newPage();
  // The dashboard's check of the pending payment gets no answer (as when the gateway is down).
  await dashboard.route('**/api/v2/payment/check/**', (route) => route.abort());
  await dashboard.goto('/student/dashboard');
  const attempt = dashboard.getByTestId('attempt-status');
  await expect(attempt).toHaveCount(1);
  await expect(attempt).toContainText('Checking with the bank');
  await expect(dashboard.getByTestId('chalan-status')).toHaveText('Pending');
  // Never a second payment of a fee being checked.
  await expect(dashboard.getByRole('button', { name: /Checking with the bank/ })).toBeDisabled();
  await expect(dashboard.getByTestId('journey-next')).toContainText('do not pay again');
  await expect(dashboard.getByRole('button', { name: 'Pay Chalan' })).toHaveCount(0);

  // Reconciliation runs: the accounts office's "reconcile now" (the job does the same every 5 minutes).
  const admin = await adminSignIn(request);
  const run = await request.post('/api/admin/payments/reconcile', { headers: { authorization: `Bearer ${admin}` } });
  expect(run.status()).toBe(200);
  expect((await run.json()).settled_success).toBeGreaterThanOrEqual(1);

  await dashboard.reload();
  await expect(attempt).toContainText('Paid');
  await expect(dashboard.getByTestId('chalan-status')).toHaveText('Success');
  const receipt = dashboard.getByRole('link', { name: /Chalan Receipt/ });
  await expect(receipt).toHaveAttribute('href', `/chalan-receipt/print/${txnid}`);
  console.log(`closed tab: paid → dashboard shows Paid after reconciliation in ${Date.now() - paidAt} ms`);

  const user = await getUser(request, token);
  expect(user.transactions.map((t) => t.status)).toEqual(['success']);
});
