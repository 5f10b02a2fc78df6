// The office's working day (decision 033): a verifier types a form number and lands on that applicant; a verifier
// starts on the applicants ready to review; an editor changes and deletes notices; the applicant page writes
// words, not codes; axe finds nothing serious on the changed screens at 360 and 1366 px in both languages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminSignIn,
  coldStaffContext,
  createStaff,
  createStudent,
  findStudentId,
  staffInBrowser,
  submitAdmissionForm,
} from '../support/api-helpers';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^(Loading…|लोड हो रहा है…)$/)).toHaveCount(0);
}

/** A student approved with a fee who submitted the form: ready to review. Answers the form number and id. */
async function readyApplicant(request: APIRequestContext) {
  const created = await createStudent(request, { approveWithFee: '1450' });
  await submitAdmissionForm(request, created.token);
  const adminToken = await adminSignIn(request);
  const id = await findStudentId(request, adminToken, created.student.email);
  const detail = await request.get(`/api/admin/students/${id}`, { headers: { authorization: `Bearer ${adminToken}` } });
  const form = ((await detail.json()) as { data: { form_number: number } }).data.form_number;
  return { ...created, id, form };
}

test('a verifier types a form number in the search and lands on that applicant', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const verifier = await createStaff(request, 'verifier');
  const a = await readyApplicant(request);
  const context = await coldStaffContext(browser, verifier.token);
  const page = await context.newPage();
  await page.goto('/admin/applicants');
  await page.getByLabel(/^Name, form number/).fill(String(a.form));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applicants/${a.id}\\?search=${a.form}`));
  await expect(page.getByRole('heading', { level: 1, name: a.student.name })).toBeVisible();
  // Back to the list: the look-up lists that applicant alone and does not open the page again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/admin/applicants\\?search=${a.form}$`));
  const list = page.getByRole('table', { name: 'Applicants in the queue' });
  await expect(list.getByRole('link', { name: a.student.name, exact: true })).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(2);
  await context.close();
});

test('a verifier starts on the applicants ready to review; the unpaid wait under Not ready yet', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const verifier = await createStaff(request, 'verifier');
  const ready = await readyApplicant(request);
  const unpaid = await createStudent(request, { profile: true });
  const context = await coldStaffContext(browser, verifier.token);
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/applicants\?status=ready$/);
  const tabs = page.getByRole('group', { name: 'Review state' });
  await expect(tabs.getByRole('button', { name: /^Ready to review/ })).toHaveAttribute('aria-pressed', 'true');
  const list = page.getByRole('table', { name: 'Applicants in the queue' });
  await expect(list.getByText(ready.student.email, { exact: true })).toBeVisible();
  await expect(list.getByText(unpaid.student.email, { exact: true })).toHaveCount(0);
  await tabs.getByRole('button', { name: /^Pending/ }).click();
  await expect(list.getByText(unpaid.student.email, { exact: true })).toHaveCount(0);
  await tabs.getByRole('button', { name: /^Not ready yet/ }).click();
  await expect(page).toHaveURL(/[?&]status=incomplete(&|$)/);
  await expect(list.getByText(unpaid.student.email, { exact: true })).toBeVisible();
  await context.close();
});

test('an editor changes a notice, then deletes it', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const editor = await createStaff(request, 'editor');
  const context = await coldStaffContext(browser, editor.token);
  const page = await context.newPage();
  await page.goto('/admin/content');
  const title = `Exam form ${Date.now()}`;
  const form = page.getByRole('form', { name: 'New notice' });
  await form.getByLabel('Title in English').fill(title);
  await form.getByRole('button', { name: 'Save as draft' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Publish/ }).click();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  // A published notice is changed in place.
  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('form', { name: `Change the notice “${title}”` });
  await expect(edit.getByLabel('Title in English')).toHaveValue(title);
  await edit.getByLabel('Title in English').fill(`${title} (changed)`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  const changed = page.getByRole('row').filter({ hasText: `${title} (changed)` });
  await expect(changed).toBeVisible();
  await expect(changed.getByText('Published', { exact: true })).toBeVisible();
  const pub = await request.get('/api/v1/get-store-notices');
  expect(await pub.text()).toContain(`${title} (changed)`);

  // Deleted after a confirmation.
  await changed.getByRole('button', { name: /^Delete/ }).click();
  await changed.getByRole('button', { name: /^Yes, delete/ }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await context.close();
});

test('the applicant page writes words, not codes, and every step of the history', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const verifier = await createStaff(request, 'verifier');
  const a = await readyApplicant(request);
  const context = await coldStaffContext(browser, verifier.token);
  const page = await context.newPage();
  await page.goto(`/admin/applicants/${a.id}`);
  await settled(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /High School \(10th\) Marksheet/ }).first()).toBeVisible();
  await expect(main.getByText('mark_10th')).toHaveCount(0);
  await expect(main.getByText('dc_caste')).toHaveCount(0);
  await expect(main.getByText(/^(Male|Female|Other)$/).first()).toBeVisible();
  await expect(
    main.getByText(/General|Other Backward Class|Scheduled Caste|Economically Weaker/).first(),
  ).toBeVisible();
  await expect(main.getByRole('cell', { name: 'Admission form submitted' })).toBeVisible();
  // India time, DD/MM/YYYY HH:mm.
  await expect(main.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).first()).toBeVisible();
  await context.close();
});

for (const width of [1366, 360]) {
  for (const lang of ['en', 'hi'] as const) {
    test(`axe: the changed console screens at ${width} px in ${lang}`, async ({ page, request }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      const a = await readyApplicant(request);
      const adminToken = await adminSignIn(request);
      if (lang === 'hi') await page.addInitScript(() => window.localStorage.setItem('site_language', 'hi'));
      await staffInBrowser(page, adminToken);
      for (const path of [
        '/admin/applicants?status=ready',
        '/admin/applicants',
        `/admin/applicants/${a.id}`,
        '/admin/audit',
        '/admin/staff',
        '/admin/settings',
        '/admin/content',
      ]) {
        await page.goto(path);
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(await seriousViolations(page), `${path} (${lang}, ${width})`).toEqual([]);
      }
      // The filters opened (a sheet on a phone) and a decision from the list.
      await page.goto('/admin/applicants?status=ready');
      await settled(page);
      await page.getByRole('button', { name: lang === 'hi' ? /^फ़िल्टर/ : /^Filters/ }).click();
      expect(await seriousViolations(page), `filters (${lang}, ${width})`).toEqual([]);
    });
  }
}
