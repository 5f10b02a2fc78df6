// Uploads that cannot be lost: each file of the admission form uploads as soon as it is chosen and is kept with the
// draft on the server, so a reload right after, or a second browser signing in as the same student, finds the
// answers and the files; the submit then carries the form alone. Every step passes axe in both languages at a
// phone's 360 px and an office's 1366 px.
import { expect, test, type Page } from '@playwright/test';
import { TEST_PDF, TEST_PHOTO_PNG, createStudent, getUser, loginInBrowser } from '../support/api-helpers';
import { validAdmissionForm } from '../../shared-types/src/admission/fixtures';
import { seriousViolations } from '../support/axe';

/** Every answer of steps 1–3, 5 and 6 (the BCOM form of the shared fixture, with the form's correspondence address). */
const ANSWERS = {
  ...validAdmissionForm('BCOM'),
  correspondence_address_village_mohalla: 'वार्ड 4, सिरसागंज',
  correspondence_address_post: 'Sirsaganj',
  correspondence_address_tehsil: 'Sirsaganj',
  correspondence_address_district: 'Firozabad',
  correspondence_address_pincode: '283151',
  same_as_correspondence: 'Yes',
};

/** An approved BCOM (OBC) student whose answers are already in the draft on the server, the form opening at `step`. */
async function studentWithDraft(request: Parameters<typeof createStudent>[0], step: number) {
  const created = await createStudent(request, {
    profile: { course_name: 'BCOM', academic_level: 'UG', category: 'OBC' },
    approveWithFee: '1100',
  });
  const res = await request.put('/api/v2/admission/draft', {
    headers: { Authorization: `Bearer ${created.token}` },
    data: { values: ANSWERS, step },
  });
  expect(res.status()).toBe(200);
  return created;
}

const upload = (page: Page, field: string) => page.getByTestId(`upload-${field}`);

async function choose(page: Page, field: string, image: boolean) {
  await upload(page, field)
    .locator('input[type=file]')
    .setInputFiles(
      image
        ? { name: `${field}.png`, mimeType: 'image/png', buffer: TEST_PHOTO_PNG }
        : { name: `${field}.pdf`, mimeType: 'application/pdf', buffer: TEST_PDF },
    );
  await expect(page.getByTestId(`uploaded-${field}`)).toBeVisible();
}

test('a photo chosen and the page reloaded right after is still there, and the form submits without sending files', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await studentWithDraft(request, 4);
  await loginInBrowser(page, token);
  await page.goto('/admission-form');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/Step 4 of 6: Upload Section/);

  await choose(page, 'image', true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/Upload Section/);
  await expect(page.getByTestId('uploaded-image')).toContainText('image.png');
  // The preview is the uploaded photo, fetched with the bearer header.
  await expect(upload(page, 'image').getByRole('img')).toBeVisible();
  await expect(upload(page, 'image').getByRole('img')).toHaveAttribute('src', /^blob:/);

  // Next is refused while a required upload is missing, naming each on its field.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(upload(page, 'signature')).toContainText('Upload this file: it is required');
  await expect(upload(page, 'dc_caste')).toContainText('Upload this file: it is required');

  await choose(page, 'signature', true);
  for (const field of ['mark_10th', 'mark_12', 'dc_caste']) await choose(page, field, false);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/Step 5 of 6/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/Step 6 of 6: Declaration/);

  // The submit carries the form alone.
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/v2/admission/save2'));
  await page.getByRole('button', { name: 'Submit' }).click();
  const body = (await sent).postDataBuffer() ?? Buffer.alloc(0);
  expect(body.length).toBeLessThan(20_000);
  expect(body.includes(Buffer.from('filename='))).toBe(false);
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();

  const user = await getUser(request, token);
  expect(user.is_admission_submitted).toBe(true);
  const print = await request.post('/api/v2/admission/print2', {
    headers: { Authorization: `Bearer ${token}` },
    data: { admission_code: user.admission_form_code },
  });
  const [record] = await print.json();
  expect(record.documents.map((d: { field: string }) => d.field).sort()).toEqual(
    ['dc_caste', 'image', 'mark_10th', 'mark_12', 'signature'].sort(),
  );
});

test('a second browser signing in as the same student sees the draft answers and the uploaded files', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await studentWithDraft(request, 4);
  await loginInBrowser(page, token);
  await page.goto('/admission-form');
  await choose(page, 'image', true);
  await choose(page, 'mark_10th', false);
  await page.getByTestId('step-tab-1').click();
  await page.getByLabel("Father's Name").fill('Shyam Lal Verma');
  // Saved on the server at once on a step change.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v2/admission/draft') && r.request().method() === 'PUT',
  );
  await page.getByTestId('step-tab-2').click();
  expect((await saved).status()).toBe(200);

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await loginInBrowser(second, token);
    await second.goto('/admission-form');
    await expect(second.getByRole('heading', { level: 2 })).toHaveText(/Eligibility/);
    await second.getByTestId('step-tab-1').click();
    await expect(second.getByLabel("Father's Name")).toHaveValue('Shyam Lal Verma');
    await second.getByTestId('step-tab-4').click();
    await expect(second.getByTestId('uploaded-image')).toContainText('image.png');
    await expect(second.getByTestId('uploaded-mark_10th')).toContainText('mark_10th.pdf');
    await expect(upload(second, 'image').getByRole('img')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('Next pressed while a file is still uploading moves on once the upload ends, with no error left beside it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await studentWithDraft(request, 4);
  // Every required upload but the signature is already with the draft.
  for (const [field, file] of [
    ['image', { name: 'image.png', mimeType: 'image/png', buffer: TEST_PHOTO_PNG }],
    ['mark_10th', { name: 'mark_10th.pdf', mimeType: 'application/pdf', buffer: TEST_PDF }],
    ['mark_12', { name: 'mark_12.pdf', mimeType: 'application/pdf', buffer: TEST_PDF }],
    ['dc_caste', { name: 'dc_caste.pdf', mimeType: 'application/pdf', buffer: TEST_PDF }],
  ] as const) {
    const res = await request.put(`/api/v2/admission/draft/files/${field}`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file },
    });
    expect(res.status(), field).toBe(200);
  }
  // A slow connection: the signature takes about 3 s to arrive.
  let uploadEnded = 0;
  await page.route('**/api/v2/admission/draft/files/signature', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
    uploadEnded = Date.now();
  });
  await loginInBrowser(page, token);
  await page.goto('/admission-form');

  await upload(page, 'signature')
    .locator('input[type=file]')
    .setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: TEST_PHOTO_PNG });
  await page.getByRole('button', { name: 'Next' }).click();

  // The upload ends and the student is taken on, with no "required" error left beside the uploaded file.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/Step 5 of 6/, { timeout: 10_000 });
  expect(uploadEnded, 'the upload had ended').toBeGreaterThan(0);
  expect(Date.now() - uploadEnded, 'ms from the end of the upload to the next step').toBeLessThan(4_000);
  await page.getByTestId('step-tab-4').click();
  await expect(page.getByTestId('uploaded-signature')).toContainText('signature.png');
  await expect(upload(page, 'signature')).not.toContainText('Upload this file: it is required');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/Step 5 of 6/);
});

for (const lang of ['en', 'hi'] as const) {
  for (const width of [360, 1366]) {
    test(`every step passes axe in ${lang === 'en' ? 'English' : 'Hindi'} at ${width} px`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await page.addInitScript((l) => window.localStorage.setItem('site_language', l), lang);
      const { token } = await studentWithDraft(request, 1);
      await loginInBrowser(page, token);
      await page.goto('/admission-form');
      for (let step = 1; step <= 6; step += 1) {
        await page.getByTestId(`step-tab-${step}`).click();
        await expect(page.getByRole('heading', { level: 2 })).toHaveText(
          lang === 'en' ? new RegExp(`Step ${step} of 6`) : new RegExp(`चरण ${step} / 6`),
        );
        if (step === 4) {
          await choose(page, 'image', true);
          await choose(page, 'signature', true);
          for (const field of ['mark_10th', 'mark_12', 'dc_caste']) await choose(page, field, false);
        }
        expect(await seriousViolations(page), `step ${step}`).toEqual([]);
        const shot = process.env.ADMISSION_SCREENSHOTS;
        if (shot) await page.screenshot({ path: `${shot}/step-${step}-${lang}-${width}.png`, fullPage: true });
      }
    });
  }
}
