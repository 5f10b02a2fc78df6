// The review queue's course filter holds when a review-state tab is chosen: a verifier chooses a course, then a
// tab, and the address and the list still have the course (chosen and applied, or only chosen in the filters).
import { expect, test, type Page } from '@playwright/test';
import { coldStaffContext, createStaff, createStudent } from '../support/api-helpers';

async function expectOnlyCourse(page: Page, course: string, other: string, shown: string, hidden: string) {
  const list = page.getByRole('table', { name: 'Applicants in the queue' });
  await expect(list.getByText(shown, { exact: true })).toBeVisible();
  await expect(list.getByText(hidden, { exact: true })).toHaveCount(0);
  await expect(list.getByRole('cell', { name: new RegExp(`^${course}`) }).first()).toBeVisible();
  await expect(list.getByRole('cell', { name: new RegExp(`^${other}\\b`) })).toHaveCount(0);
  await expect(page.getByLabel('Course', { exact: true })).toHaveValue(course);
}

test('a course chosen in the queue stays when a review-state tab is chosen', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const verifier = await createStaff(request, 'verifier');
  const science = await createStudent(request, { profile: { course_name: 'BSCBIO' }, chalan: true });
  const commerce = await createStudent(request, { profile: { course_name: 'BCOM' }, chalan: true });
  const context = await coldStaffContext(browser, verifier.token);
  const page = await context.newPage();
  await page.goto('/admin/applicants');
  const list = page.getByRole('table', { name: 'Applicants in the queue' });
  await expect(list.getByText(science.student.email, { exact: true })).toBeVisible();
  await expect(list.getByText(commerce.student.email, { exact: true })).toBeVisible();
  const tabs = page.getByRole('group', { name: 'Review state' });

  // A course chosen in the filters (folded behind one button), then a tab: the tab filters that course's applicants.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByLabel('Course', { exact: true }).selectOption('BSCBIO');
  await tabs.getByRole('button', { name: /^Pending/ }).click();
  await expect(page).toHaveURL(/[?&]status=0(&|$)/);
  await expect(page).toHaveURL(/[?&]course=BSCBIO(&|$)/);
  await expect(tabs.getByRole('button', { name: /^Pending/ })).toHaveAttribute('aria-pressed', 'true');
  await expectOnlyCourse(page, 'BSCBIO', 'BCOM', science.student.email, commerce.student.email);

  // Back to every state: still that course.
  await tabs.getByRole('button', { name: /^All/ }).click();
  await expect(page).not.toHaveURL(/[?&]status=/);
  await expect(page).toHaveURL(/[?&]course=BSCBIO(&|$)/);
  await expectOnlyCourse(page, 'BSCBIO', 'BCOM', science.student.email, commerce.student.email);

  // Another course chosen and applied, then a tab.
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Course', { exact: true }).selectOption('BCOM');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]course=BCOM(&|$)/);
  await tabs.getByRole('button', { name: /^Pending/ }).click();
  await expect(page).toHaveURL(/[?&]status=0(&|$)/);
  await expect(page).toHaveURL(/[?&]course=BCOM(&|$)/);
  await expectOnlyCourse(page, 'BCOM', 'BSCBIO', commerce.student.email, science.student.email);
  await context.close();
});
