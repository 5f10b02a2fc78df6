// A step of the admission form rendered on the server (decision 040): the student's page arrives with the step
// drawn from the draft kept on the server, paints before the admission module's scripts run, and is taken over
// without a hydration error, without asking for the draft again and with what was typed before then. A newer draft kept on this device wins, as it
// does for a form rendered in the browser: the form then opens with it, rendered afresh.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_PATHS, admissionDraftKey, admissionFormPath, serializeDraft } from '@college/shared-types';
import { createStudent, getUser, type StudentAccount } from '../support/api-helpers';
import { holdModuleScripts, signInOnLoginPage, watchTakeOver } from '../support/take-over';

/** An approved student with a draft of step 1 kept on the server; the path of their form. */
async function studentWithDraft(request: APIRequestContext, name: string): Promise<[StudentAccount, string]> {
  const { student, token } = await createStudent(request, { account: { name }, approveWithFee: '1200' });
  const saved = await request.put(API_PATHS.admissionDraft, {
    headers: { authorization: `Bearer ${token}` },
    data: { values: { father_name: 'Ram Prasad', mother_name: 'Sita Devi' }, step: 1 },
  });
  expect(saved.status()).toBe(200);
  const user = await getUser(request, token);
  return [student, admissionFormPath(user.course_name!, user.course_year!)];
}

const father = (page: Page) => page.getByLabel(/Father's Name/);

test("the form's step arrives drawn with the server's draft and is taken over without asking for it again", async ({
  page,
  request,
}) => {
  const [student, path] = await studentWithDraft(request, 'Sarita Maurya');
  await signInOnLoginPage(page, student);
  const { problems } = watchTakeOver(page);
  const draftCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === API_PATHS.admissionDraft && r.method() === 'GET') draftCalls.push(r.url());
  });

  const release = await holdModuleScripts(page, 'mf-admission');
  const response = await page.goto(path);
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  // Drawn by the server while the admission module's code is held back.
  await expect(page.locator(`[data-ssr-path="${path}"]`)).toHaveCount(1);
  await expect(father(page)).toHaveValue('Ram Prasad');
  await expect(page.getByText('Sarita Maurya').first()).toBeVisible();
  const settings = (await (await request.get(API_PATHS.settings)).json()) as { data: { academic_session: string } };
  await expect(page.getByText(`Academic year ${settings.data.academic_session}`)).toBeVisible();
  const field = await father(page).elementHandle();
  // Typed before the page is live, as on a slow phone: kept.
  await father(page).fill('Ram Prasad Maurya');
  release();

  // Taken over: the same field, now live.
  await expect(page.locator('[data-ssr-path]')).toHaveCount(0);
  await expect(page.locator('[data-ssr-pending]')).toHaveCount(0);
  expect(await field!.evaluate((el) => el.isConnected)).toBe(true);
  await expect(father(page)).toHaveValue('Ram Prasad Maurya');
  // The form took it over: what was typed is in its state, so kept in this device's draft.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), admissionDraftKey(student.email)))
    .toContain('Ram Prasad Maurya');
  expect(draftCalls).toEqual([]);
  expect(problems).toEqual([]);
});

test('a newer draft kept on this device opens the form with it, rendered afresh without a hydration error', async ({
  page,
  request,
}) => {
  const [student, path] = await studentWithDraft(request, 'Nisha Kushwaha');
  await signInOnLoginPage(page, student);
  const local = serializeDraft({
    owner: student.email,
    course: path.split('/')[3]!.toUpperCase(),
    year: 1,
    step: 1,
    values: { father_name: 'Typed On This Phone' },
    files: {},
    savedAt: new Date(Date.now() + 60_000).toISOString(),
  });
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [admissionDraftKey(student.email), local]);
  const { problems } = watchTakeOver(page);

  await page.goto(path);
  await expect(page.locator('[data-ssr-pending]')).toHaveCount(0);
  await expect(father(page)).toHaveValue('Typed On This Phone');
  expect(problems).toEqual([]);
});
