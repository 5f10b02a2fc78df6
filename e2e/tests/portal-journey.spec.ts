// The student's way through the portal against the real API and the gateway simulator: register with the mailed
// code, log in, complete the profile, pay the registration fee, wait for approval, then Fill Form; logout and guard.
import { expect, test, type Page } from '@playwright/test';
import {
  TEST_PHOTO_PNG,
  approveStudent,
  lastMailId,
  newStudent,
  waitForMail,
  codeFromMail,
} from '../support/api-helpers';

const dashboard = (page: Page) => ({
  chalan: page.getByTestId('chalan-status'),
  action: page.getByTestId('application-action'),
  status: page.getByTestId('admission-status'),
});

test('register → login → profile → pay the chalan → approval → Fill Form, then logout and the guard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const student = newStudent({ name: 'सीमा यादव' });

  // Register, with the code read from the development outbox.
  await page.goto('/student/register');
  await page.getByLabel('Full Name').fill(student.name);
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  const before = await lastMailId(request, student.email);
  await page.getByRole('button', { name: 'Get Otp' }).click();
  const code = codeFromMail(await waitForMail(request, student.email, /verification code/i, { afterId: before }));
  await expect(page.getByLabel('Email', { exact: true })).not.toBeEditable();
  await page.getByLabel('Email OTP').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verified Email')).toBeVisible();
  await page.getByLabel('Mobile Number').fill(student.phone);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await expect(page.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByLabel('Confirm Password').fill(student.password);
  await expect(page.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'false');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/student\/login$/);
  await expect(page.getByRole('heading', { name: 'Student Login' })).toBeVisible();

  // Log in.
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Redirecting to dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  await expect(page.getByRole('heading', { name: 'Student Portal' })).toBeVisible();
  await expect(dashboard(page).chalan).toHaveText('Pending');
  // Nothing waits on the college before the fee is paid: the journey starts at the profile.
  await expect(dashboard(page).action).toHaveText('Pay the registration fee first');
  await expect(page.getByTestId('journey').locator('[aria-current="step"]')).toContainText('Profile');
  await expect(page.getByTestId('journey-college')).toHaveCount(0);

  // Paying before the profile is complete only warns.
  await page.getByRole('button', { name: 'Pay Chalan' }).click();
  await expect(page.getByTestId('toasts').getByText('Complete your Profile')).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard$/);

  // Complete the profile, with a photo and a real upload.
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Profile' });
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByRole('radio', { name: 'No', exact: true }).check();
  await expect(dialog.getByLabel('Category')).toHaveValue('GENERAL');
  await expect(dialog.getByLabel('Category')).toBeDisabled();
  await dialog.getByRole('radio', { name: /^UG/ }).check();
  await dialog.getByRole('radio', { name: 'New', exact: true }).check();
  await dialog.getByLabel('Course').selectOption('BCOM');
  await dialog.getByLabel('Year').selectOption('1');
  await dialog.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TEST_PHOTO_PNG });
  await expect(dialog.getByAltText('Preview of the chosen photo')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile Complete successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  await expect(page.getByRole('img', { name: `Profile photo of ${student.name}` }).first()).toBeVisible();

  // Pay the registration fee through the gateway simulator.
  await page.getByRole('button', { name: 'Pay Chalan' }).click();
  await expect(page).toHaveURL(/\/student\/payment$/);
  await expect(page.getByRole('heading', { name: 'Payment Form' })).toBeVisible();
  await expect(page.getByTestId('fee-to-pay')).toHaveText('₹50');
  await expect(page.getByLabel('Email Address')).toHaveValue(student.email);
  await expect(page.getByLabel('Email Address')).not.toBeEditable();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible();
  await page.getByRole('button', { name: 'Card' }).click();
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page).toHaveURL(/\/admission\/student\/payment\/success\?amount=50\.00&txnid=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByTestId('paid-amount')).toHaveText('₹50.00');
  const txnid = new URL(page.url()).searchParams.get('txnid') as string;
  await expect(page.getByTestId('paid-reference')).toHaveText(txnid);
  await expect(page.getByText('Completed')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();

  // Paid and waiting for the college.
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(dashboard(page).chalan).toHaveText('Success');
  await expect(dashboard(page).action).toHaveText('Wait For Verification');
  await expect(dashboard(page).status).toHaveText('Pending');
  await expect(page.getByTestId('journey').locator('[aria-current="step"]')).toContainText('Verification');
  await expect(page.getByTestId('journey-college')).toContainText('The college office is verifying');
  await expect(
    page.getByTestId('applications').getByRole('button', { name: 'Admission status: Pending' }),
  ).toBeDisabled();
  await expect(page.getByTestId('transactions')).toContainText(txnid);

  // The administrator approves with a fee; the dashboard then offers Fill Form.
  await approveStudent(request, student.email, '1250');
  await page.reload();
  await expect(dashboard(page).status).toHaveText('Approved');
  await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
  const fill = dashboard(page).action.getByRole('link', { name: 'Fill Form' });
  await expect(fill).toHaveAttribute('href', '/student/admission-form/bcom/part-1');

  // Into the admission module without a reload.
  await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 7));
  await fill.click();
  await expect(page).toHaveURL(/\/student\/admission-form\/bcom\/part-1$/);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(7);

  // Logout: the token goes, a spinner shows, then the login page; the dashboard is guarded again.
  await page.goto('/student/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logging out...')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await expect(page).toHaveURL(/\/student\/login$/);
  await page.goto('/student/dashboard');
  // The login page returns to the page the student asked for.
  await expect(page).toHaveURL(/\/student\/login\?next=%2Fstudent%2Fdashboard$/);
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('the protected pages send a visitor without a token to the login page', async ({ page }) => {
  for (const path of ['/student/dashboard', '/student/payment', '/student/admission/payment']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/student/login?next=${encodeURIComponent(path)}`);
  }
});
