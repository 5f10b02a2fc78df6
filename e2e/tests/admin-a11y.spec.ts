// Accessibility of the office console: axe-core finds no serious or critical violation on any console screen,
// on a 1366 px office screen and a 360 px phone.
import { expect, test, type Page } from '@playwright/test';
import {
  adminSignIn,
  createStaff,
  createStudent,
  findStudentId,
  staffInBrowser,
  submitAdmissionForm,
  uploadDocument,
} from '../support/api-helpers';
import { seriousViolations } from '../support/axe';

async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

for (const width of [1366, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 900 } });

    test('the sign-in and set-password pages', async ({ page }) => {
      for (const path of ['/admin', '/admin/set-password?token=not-a-real-one']) {
        await page.goto(path);
        await settled(page);
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    test('every screen of the administrator, and an applicant with a document', async ({ page, request }) => {
      // Twelve screens, each loaded cold and checked by axe: minutes on a busy two-core machine.
      test.setTimeout(300_000);
      const { student, token } = await createStudent(request, { profile: true, chalan: true });
      await uploadDocument(request, token, '10th Marksheet');
      const adminToken = await adminSignIn(request);
      const id = await findStudentId(request, adminToken, student.email);
      await staffInBrowser(page, adminToken);
      for (const path of [
        '/admin/overview',
        '/admin/applicants',
        `/admin/applicants/${id}`,
        '/admin/payments',
        '/admin/payments/report',
        '/admin/settings',
        '/admin/seats',
        '/admin/merit',
        '/admin/admitted',
        '/admin/staff',
        '/admin/audit',
        '/admin/password',
      ]) {
        await page.goto(path);
        await settled(page);
        expect(await seriousViolations(page), path).toEqual([]);
      }
      // A decision dialog open over the applicant page.
      await page.goto(`/admin/applicants/${id}`);
      await settled(page);
      await page.getByRole('button', { name: 'Approve with fee' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page), 'approve dialog').toEqual([]);
    });

    test('the admission decision screens in Hindi: a form to scrutinise, seats, merit rounds, admitted register', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const { student, token } = await createStudent(request, { approveWithFee: '1250' });
      await submitAdmissionForm(request, token);
      const adminToken = await adminSignIn(request);
      const id = await findStudentId(request, adminToken, student.email);
      await page.addInitScript(() => window.localStorage.setItem('site_language', 'hi'));
      await staffInBrowser(page, adminToken);
      for (const path of [`/admin/applicants/${id}`, '/admin/seats', '/admin/merit', '/admin/admitted']) {
        await page.goto(path);
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        expect(await seriousViolations(page), `${path} (hi)`).toEqual([]);
      }
    });

    test('the editor’s content section, in Hindi', async ({ page, request }) => {
      const editor = await createStaff(request, 'editor');
      await page.addInitScript(() => window.localStorage.setItem('site_language', 'hi'));
      await staffInBrowser(page, editor.token);
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/content$/);
      await expect(page.getByRole('heading', { level: 1, name: 'वेबसाइट सामग्री' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
