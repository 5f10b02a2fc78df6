// EWS in a real browser: a resident of UP opens the dashboard straight from the address bar, picks EWS in the profile
// dialog (told that the income and asset certificate is needed) and saves; the dashboard then names the category in
// English and in Hindi, and 'Resident of UP?' No still turns EWS into GENERAL.
import { expect, test } from '@playwright/test';
import { TEST_PHOTO_PNG, createStudent, getUser, loginInBrowser } from '../support/api-helpers';

test('a resident of UP picks EWS in the profile from a cold page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { token } = await createStudent(request);
  await loginInBrowser(page, token);
  await page.goto('/student/dashboard');

  await page.getByRole('button', { name: 'Complete Profile' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Complete Profile' });
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByRole('radio', { name: 'Yes', exact: true }).check();
  const category = dialog.getByLabel('Category');
  await category.selectOption('EWS');
  await expect(category).toHaveValue('EWS');
  await expect(
    dialog.getByText('EWS: upload your income and asset certificate with the admission form.'),
  ).toBeVisible();

  // Not a resident: GENERAL, locked; a resident again may choose EWS again.
  await dialog.getByRole('radio', { name: 'No', exact: true }).check();
  await expect(category).toHaveValue('GENERAL');
  await expect(category).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Yes', exact: true }).check();
  await category.selectOption('EWS');

  await dialog.getByRole('radio', { name: /^UG/ }).check();
  await dialog.getByRole('radio', { name: 'New', exact: true }).check();
  await dialog.getByLabel('Course').selectOption('BCOM');
  await dialog.getByLabel('Year').selectOption('1');
  await dialog.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TEST_PHOTO_PNG });
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile Complete successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  expect(await getUser(request, token)).toMatchObject({ category: 'EWS', same_state: 1 });
  // Named in words on the dashboard, with its short form (decision 031).
  await expect(page.getByText('Economically Weaker Section (EWS)', { exact: true })).toBeVisible();

  // The same page in Hindi, after a reload.
  await page.evaluate(() => window.localStorage.setItem('site_language', 'hi'));
  await page.reload();
  await expect(page.getByText('आर्थिक रूप से कमज़ोर वर्ग (EWS)', { exact: true })).toBeVisible();
});
