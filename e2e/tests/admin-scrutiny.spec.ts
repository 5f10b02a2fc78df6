// The scrutiny of a submitted form, across the console and the portal: the verifier refuses one document, the
// student reads why and corrects, the verifier verifies every document, and only then the dashboard offers Pay.
// axe finds no serious or critical violation on the applicant page with the scrutiny panel, at 360 and 1366 px.
import { expect, test, type Page } from '@playwright/test';
import {
  adminSignIn,
  createStaff,
  createStudent,
  findStudentId,
  loginInBrowser,
  staffInBrowser,
  submitAdmissionForm,
} from '../support/api-helpers';
import { seriousViolations } from '../support/axe';

async function openApplicant(page: Page, id: number) {
  await page.goto(`/admin/applicants/${id}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('scrutiny-state')).toBeVisible();
}

const TENTH = 'High School (10th) Marksheet';
/** The other uploads of a GENERAL BCOM form sent by submitAdmissionForm, by field and name. */
const OTHERS = [
  ['image', 'Photograph'],
  ['signature', 'Signature'],
  ['mark_12', 'Intermediate (12th) Marksheet'],
  ['dc_caste', 'Caste Certificate'],
] as const;

async function verify(page: Page, field: string, name: string) {
  await page.getByRole('button', { name: `Verified: ${name}` }).click();
  await expect(page.getByTestId(`scrutiny-${field}`)).toContainText('Verified / सत्यापित');
}

test('a refused document goes back to the student, is corrected, verified, and only then Pay appears', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { student, token } = await createStudent(request, { approveWithFee: '1250' });
  await submitAdmissionForm(request, token);
  const id = await findStudentId(request, await adminSignIn(request), student.email);
  const verifier = await createStaff(request, 'verifier');

  // The student waits: no Pay while the form is being verified.
  const studentContext = await browser.newContext();
  const portal = await studentContext.newPage();
  await loginInBrowser(portal, token);
  await portal.goto('/student/dashboard');
  await expect(portal.getByTestId('being-verified')).toHaveText('Submitted — being verified');
  await expect(portal.getByTestId('application-action').getByRole('link', { name: /Pay/ })).toHaveCount(0);

  // The verifier: the documents by their names in words, one refused with a reason, the others verified.
  await staffInBrowser(page, verifier.token);
  await openApplicant(page, id);
  await expect(page.getByTestId('scrutiny-state')).toContainText('Submitted — to verify');
  await expect(page.getByTestId('scrutiny-mark_10th').getByRole('heading')).toContainText(
    `${TENTH} / हाईस्कूल (10वीं) अंकपत्र`,
  );
  await page.getByRole('button', { name: `Not acceptable: ${TENTH}` }).click();
  await page.getByLabel(/Why is it not acceptable/).fill('The scan is cut off at the bottom');
  await page.getByRole('button', { name: 'Record: not acceptable' }).click();
  await expect(page.getByTestId('scrutiny-mark_10th')).toContainText('Not acceptable / स्वीकार्य नहीं');
  for (const [field, name] of OTHERS) await verify(page, field, name);
  await expect(page.getByTestId('scrutiny-state')).toContainText('Sent back for correction');

  // The student reads which document and why, and sends the form again.
  await portal.reload();
  await expect(portal.getByTestId('decision-notice')).toContainText('The scan is cut off at the bottom');
  await expect(portal.getByTestId('refused-documents')).toContainText(TENTH);
  await submitAdmissionForm(request, token);
  await portal.reload();
  await expect(portal.getByTestId('being-verified')).toBeVisible();

  // Back in the queue to verify; the verifier verifies every document.
  await openApplicant(page, id);
  await expect(page.getByTestId('scrutiny-state')).toContainText('Submitted — to verify');
  for (const [field, name] of [['mark_10th', TENTH], ...OTHERS] as const) await verify(page, field, name);
  await expect(page.getByTestId('scrutiny-state')).toContainText('Verified');

  // Now the dashboard offers Pay with the fee.
  await portal.reload();
  await expect(portal.getByTestId('application-action').getByRole('link', { name: 'Pay ₹1250.00' })).toBeVisible();
  await studentContext.close();
});

for (const width of [1366, 360]) {
  test(`the applicant page with the scrutiny panel has no serious accessibility violation at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    const { student, token } = await createStudent(request, { approveWithFee: '1250' });
    await submitAdmissionForm(request, token);
    const id = await findStudentId(request, await adminSignIn(request), student.email);
    const verifier = await createStaff(request, 'verifier');
    await staffInBrowser(page, verifier.token);
    await openApplicant(page, id);
    await expect(page.getByText('Loading…')).toHaveCount(0);
    expect(await seriousViolations(page), 'applicant page').toEqual([]);
    // With a refusal being written.
    await page.getByRole('button', { name: `Not acceptable: ${TENTH}` }).click();
    await expect(page.getByLabel(/Why is it not acceptable/)).toBeVisible();
    expect(await seriousViolations(page), 'refusal form').toEqual([]);
  });
}
