// The office console across modules: a verifier reviews an applicant who paid the registration fee and the
// student sees the decision on their dashboard (approve with a fee, reject with a reason, the correction loop);
// the accounts office sees no decision and is refused one by the API; the CSV export holds the applicant.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  createStaff,
  createStudent,
  findStudentId,
  loginInBrowser,
  staffInBrowser,
  submitAdmissionForm,
  uploadDocument,
  type StaffLogin,
} from '../support/api-helpers';

async function openApplicant(page: Page, staff: StaffLogin, id: number) {
  await staffInBrowser(page, staff.token);
  await page.goto(`/admin/applicants/${id}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

async function studentDashboard(page: Page, token: string) {
  await page.evaluate(() => window.localStorage.removeItem('staff_token'));
  await loginInBrowser(page, token);
  await page.goto('/student/dashboard');
}

test('a verifier signs in, finds the applicant in the queue, views the marksheet and approves with a fee; the student may fill the form', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const verifier = await createStaff(request, 'verifier');
  const { student, token } = await createStudent(request, { profile: true, chalan: true });
  await uploadDocument(request, token, '12th Marksheet');

  await page.goto('/admin');
  await page.getByLabel('Email').fill(verifier.email);
  await page.getByLabel('Password').fill(verifier.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A verifier starts on the applicants ready to review (decision 033).
  await expect(page).toHaveURL(/\/admin\/applicants\?status=ready$/);
  // The public header and footer are hidden in the console.
  await expect(page.locator('#site-header')).toBeHidden();

  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Applicants' }).click();
  // An email names one applicant exactly: the search opens that applicant's page.
  await page.getByLabel(/^Name, form number/).fill(student.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: student.name })).toBeVisible();

  const sheet = page.getByRole('img', { name: '12th Marksheet' });
  await expect(sheet).toBeVisible();
  expect(await sheet.getAttribute('src')).toMatch(/^blob:/);
  expect(await sheet.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Approve with fee' }).click();
  const dialog = page.getByRole('dialog');
  const fee = dialog.getByLabel('Admission fee (₹)');
  if (!(await fee.inputValue())) await fee.fill('1450');
  const amount = await fee.inputValue();
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText(`Approved with a fee of ₹${amount}.`)).toBeVisible();
  await expect(page.getByRole('main').getByText('Approved', { exact: true }).first()).toBeVisible();

  await studentDashboard(page, token);
  await expect(page.getByTestId('application-action').getByRole('link', { name: 'Fill Form' })).toBeVisible();
});

test('a rejection with a reason reaches the student', async ({ page, request }) => {
  test.setTimeout(120_000);
  const verifier = await createStaff(request, 'verifier');
  const { student, token } = await createStudent(request, { profile: true, chalan: true });
  const id = await findStudentId(request, verifier.token, student.email);

  await openApplicant(page, verifier, id);
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason the student will read').fill('The 12th marksheet is not readable');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Rejected. The student has been told the reason.')).toBeVisible();

  await studentDashboard(page, token);
  await expect(page.getByText('The 12th marksheet is not readable')).toBeVisible();
});

test('the correction loop: the office asks, the student corrects and resubmits, the applicant is back in the queue', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const verifier = await createStaff(request, 'verifier');
  const { student, token } = await createStudent(request, { profile: true, approveWithFee: '1200' });
  await submitAdmissionForm(request, token);
  const id = await findStudentId(request, verifier.token, student.email);

  await openApplicant(page, verifier, id);
  await page.getByRole('button', { name: 'Ask for a correction' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason the student will read').fill('Write the father’s name as on the marksheet');
  await dialog.getByRole('button', { name: 'Send back for correction' }).click();
  await expect(page.getByText(/Sent back for correction/)).toBeVisible();
  await expect(page.getByText('Correction asked: Write the father’s name as on the marksheet')).toBeVisible();

  await studentDashboard(page, token);
  await expect(page.getByText('Write the father’s name as on the marksheet')).toBeVisible();
  await expect(page.getByTestId('application-action').getByRole('link', { name: 'Fill Form' })).toBeVisible();

  // The student corrects the form and submits it again.
  await submitAdmissionForm(request, token, 'BCOM', { father_name: 'Ram Prasad' });

  await page.evaluate(() => window.localStorage.removeItem('auth_token'));
  await staffInBrowser(page, verifier.token);
  await page.goto(`/admin/applicants?status=0&search=${encodeURIComponent(student.email)}`);
  const row = page.getByRole('row', { name: new RegExp(student.email) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
});

test('the accounts office sees no decision, the API refuses it one, and its CSV export holds the applicant', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const accounts = await createStaff(request, 'accounts');
  // The admissions CSV has one line per submitted form.
  const { student, token } = await createStudent(request, { profile: true, approveWithFee: '1200' });
  await submitAdmissionForm(request, token);
  const id = await findStudentId(request, accounts.token, student.email);

  await openApplicant(page, accounts, id);
  await expect(page.getByText('Your role can view applicants; decisions are made by verifiers.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve with fee' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Payments' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0);

  const refused = await request.post(`/api/admin/students/${id}/approve`, {
    headers: { Authorization: `Bearer ${accounts.token}` },
    data: { fee_to_pay: '1200' },
  });
  expect(refused.status()).toBe(403);

  await page.goto(`/admin/applicants?search=${encodeURIComponent(student.email)}`);
  await expect(page.getByRole('link', { name: student.name, exact: true })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^admissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(student.email.toLowerCase());
});
