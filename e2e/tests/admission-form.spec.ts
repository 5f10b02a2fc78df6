// The six-step admission form in a browser: an approved student fills it, reloads half-way, submits and can pay;
// PG forms add the UG block; a refusal of the server lands on its field.
import { expect, test, type Page } from '@playwright/test';
import { TEST_PHOTO_PNG, createStudent, getUser, loginInBrowser, verifyAdmissionForm } from '../support/api-helpers';
import { admissionDraftKey } from '@college/shared-types';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const fileInput = (page: Page, field: string) => page.getByTestId(`upload-${field}`).locator('input[type=file]');

async function next(page: Page, heading: RegExp) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(heading);
}

async function fillBasicInfo(page: Page) {
  await page.getByLabel("Father's Name").fill('Ram Prasad Verma');
  await page.getByLabel("Mother's Name").fill('सीता देवी');
  await page.getByLabel('Date of Birth').fill('2006-04-12');
  await page.getByLabel('WhatsApp Number').fill('9876543210');
  await page.getByLabel('Aadhaar Number').fill('123456789012');
  await page.getByRole('radio', { name: 'Resident of India', exact: true }).check();
}

async function fillEligibility(page: Page, bsc: boolean) {
  await page.getByRole('radio', { name: 'Single' }).check();
  await page
    .getByRole('radiogroup', { name: /Gap in Studies/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('checkbox', { name: 'N.S.S' }).check();
  if (bsc) {
    const first = page.getByLabel('First Major Subject');
    await expect(first.locator('option', { hasText: 'Chemistry' })).toBeDisabled();
    await first.selectOption('Zoology');
    await expect(page.getByLabel('Subject Group')).toHaveValue('ZBC');
    await page.getByLabel('Second Major Subject').selectOption('Botany');
  }
}

async function fillEducationBlock(page: Page, group: string, year: string, max: string, obt: string) {
  const block = page.getByTestId(`education-${group}`);
  await block.getByLabel('Passing Year').selectOption(year);
  await block.getByLabel('Board / University').fill('UP Board');
  await block.getByLabel('School / College').fill('Govt. Inter College, Jhansi');
  await block.getByLabel('Roll Number').fill(`${group.length}0101`);
  await block.getByLabel('Maximum Marks').fill(max);
  await block.getByLabel('Marks Obtained').fill(obt);
}

test('an approved BSC (ZBC) student fills all six steps, survives a reload, submits and can pay the fee', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, student } = await createStudent(request, {
    profile: { course_name: 'BSCBIO', academic_level: 'UG', category: 'OBC' },
    approveWithFee: '1250',
  });
  await loginInBrowser(page, token);
  await page.goto('/admission-form');
  await expect(page).toHaveURL(/\/student\/admission-form\/bscbio\/part-1$/);
  await expect(page.getByTestId('form-course-part')).toHaveText('Part -1');
  await expect(page.getByTestId('form-course-name')).toHaveText('Bachelor of Science (Biology)');
  await expect(page.getByLabel('Applicant Name')).toHaveValue('Reena Devi');
  await expect(page.getByLabel('Applicant Name')).not.toBeEditable();
  await expect(page.locator('#f-category')).toHaveValue('OBC');

  // A required field left empty keeps the student on the step, with the error beside it.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel("Father's Name")).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel("Father's Name")).toHaveAccessibleDescription('This field is required');
  await expect(page.getByTestId('step-tab-1')).toHaveAttribute('data-state', 'error');

  await fillBasicInfo(page);
  await next(page, /Step 2 of 6: Eligibility/);
  await expect(page.getByTestId('step-tab-1')).toHaveAttribute('data-state', 'complete');
  await fillEligibility(page, true);
  await next(page, /Step 3 of 6: Education Details/);
  await expect(page.getByTestId('education-ug')).toHaveCount(0);
  await fillEducationBlock(page, 'high_school', '2021', '600', '487');
  await expect(page.getByTestId('education-high_school').getByLabel('Percentage')).toHaveValue('81.17');

  // Half-way: a reload (or a dropped connection) loses nothing.
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/Education Details/);
  await expect(page.getByTestId('education-high_school').getByLabel('Marks Obtained')).toHaveValue('487');
  await expect(page.getByTestId('education-high_school').getByLabel('Percentage')).toHaveValue('81.17');
  await page.getByTestId('step-tab-1').click();
  await expect(page.getByLabel("Mother's Name")).toHaveValue('सीता देवी');
  await expect(page.getByLabel('Aadhaar Number')).toHaveValue('123456789012');
  await page.getByTestId('step-tab-2').click();
  await expect(page.getByLabel('Second Major Subject')).toHaveValue('Botany');
  await page.getByTestId('step-tab-3').click();

  await fillEducationBlock(page, 'intermediate', '2023', '500', '412');
  await page.getByLabel('Intermediate Subjects').fill('Zoology, Botany, Chemistry');
  await expect(page.getByTestId('education-intermediate').getByLabel('Percentage')).toHaveValue('82.40');
  await next(page, /Step 4 of 6: Upload Section/);

  await expect(page.getByTestId('files-kept-with-draft')).toContainText('kept with your saved form');
  await fileInput(page, 'image').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: TEST_PHOTO_PNG });
  await expect(page.getByTestId('uploaded-image')).toBeVisible();
  const preview = page.getByTestId('upload-image').getByRole('img');
  await expect(preview).toBeVisible();
  const box = await preview.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(160);
  expect(box?.height).toBeLessThanOrEqual(160);
  await fileInput(page, 'signature').setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: TEST_PHOTO_PNG });
  await fileInput(page, 'mark_10th').setInputFiles({ name: 'tenth.pdf', mimeType: 'application/pdf', buffer: PDF });
  await fileInput(page, 'mark_12').setInputFiles({ name: 'twelfth.pdf', mimeType: 'application/pdf', buffer: PDF });
  await fileInput(page, 'dc_caste').setInputFiles({ name: 'caste.pdf', mimeType: 'application/pdf', buffer: PDF });
  for (const field of ['signature', 'mark_10th', 'mark_12', 'dc_caste']) {
    await expect(page.getByTestId(`uploaded-${field}`)).toBeVisible();
  }
  await fileInput(page, 'aadhar').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(page.getByTestId('upload-aadhar').getByText(/This file type is not accepted/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '10th Marksheet' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '12th Marksheet' })).toBeChecked();
  await next(page, /Step 5 of 6: Others/);

  await page.locator('#f-correspondence_address_village_mohalla').fill('Civil Lines, Mohalla Nai Basti');
  await page.locator('#f-correspondence_address_post').fill('Kotwali');
  await page.locator('#f-correspondence_address_tehsil').fill('Sadar');
  await page.locator('#f-correspondence_address_district').fill('Jhansi');
  await page.locator('#f-correspondence_address_pincode').fill('284001');
  await page.getByRole('radio', { name: /^Yes/ }).check();
  await expect(page.locator('#f-permanent_address_district')).toHaveValue('Jhansi');
  await expect(page.locator('#f-permanent_address_district')).not.toBeEditable();
  await next(page, /Step 6 of 6: Declaration/);

  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /I declare/ }).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.getByText('Admission form submitted successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), admissionDraftKey(student.email))).toBeNull();
  // Submitted: the office verifies the form before the fee can be paid; then Pay appears.
  await expect(page.getByTestId('being-verified')).toHaveText('Submitted — being verified');
  await expect(page.getByTestId('application-action').getByRole('link', { name: /Pay/ })).toHaveCount(0);
  await verifyAdmissionForm(request, student.email);
  await page.reload();
  await expect(page.getByTestId('application-action').getByRole('link', { name: /Pay ₹\s*1250/ })).toBeVisible();

  // What the college received is what was typed.
  const user = await getUser(request, token);
  expect(user.is_admission_submitted).toBe(true);
  const print = await request.post('/api/v2/admission/print2', {
    headers: { Authorization: `Bearer ${token}` },
    data: { admission_code: user.admission_form_code },
  });
  const [record] = await print.json();
  expect(record).toMatchObject({
    course: 'BSCBIO',
    part: '1',
    father_name: 'Ram Prasad Verma',
    mother_name: 'सीता देवी',
    highschool_percentage: '81.17',
    i_percentage: '82.40',
    i_subject: 'Zoology, Botany, Chemistry',
    district: 'Jhansi',
    weightage: ['N.S.S'],
  });
  expect(record.image_file).toBeTruthy();
  expect(record.documents.map((d: { field: string }) => d.field).sort()).toEqual(
    ['dc_caste', 'image', 'mark_10th', 'mark_12', 'signature'].sort(),
  );
});

test('a PG form adds the UG details block', async ({ page, request }) => {
  const { token } = await createStudent(request, {
    profile: { course_name: 'MSCBOT', academic_level: 'PG' },
    approveWithFee: '1500',
  });
  await loginInBrowser(page, token);
  await page.goto('/admission-form');
  await expect(page).toHaveURL(/\/student\/admission-form\/mscbot\/part-1$/);
  await expect(page.getByTestId('form-course-level')).toHaveText('Postgraduate');
  await fillBasicInfo(page);
  await next(page, /Eligibility/);
  await expect(page.getByLabel('First Major Subject')).toHaveCount(0);
  await fillEligibility(page, false);
  await next(page, /Education Details/);
  await expect(page.getByTestId('education-ug')).toBeVisible();
  await expect(page.getByTestId('education-ug')).toContainText('Graduation (UG)');
  await fillEducationBlock(page, 'high_school', '2018', '600', '450');
  await fillEducationBlock(page, 'intermediate', '2020', '500', '400');
  await page.getByLabel('Intermediate Subjects').fill('Biology');
  // The UG block is required on a PG form.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('education-ug').getByLabel('Passing Year')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/Education Details/);
});

test('a file the server refuses is refused on its field as soon as it is chosen, and required uploads hold the step', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token, student } = await createStudent(request, {
    profile: { course_name: 'BCOM', academic_level: 'UG', category: 'GENERAL', same_state: '0' },
    approveWithFee: '900',
  });
  await loginInBrowser(page, token);
  await page.goto('/admission-form');
  await expect(page).toHaveURL(/\/student\/admission-form\/bcom\/part-1$/);
  await expect(page.getByLabel('Sub Category')).not.toBeEditable();
  await expect(page.getByLabel('Caste Certificate Number')).not.toBeEditable();
  await fillBasicInfo(page);
  await next(page, /Eligibility/);
  await fillEligibility(page, false);
  await next(page, /Education Details/);
  await fillEducationBlock(page, 'high_school', '2021', '600', '480');
  await fillEducationBlock(page, 'intermediate', '2023', '500', '400');
  await page.getByLabel('Intermediate Subjects').fill('Commerce');
  await next(page, /Upload Section/);
  // Named and typed as a PNG, but not an image: only the server, reading the bytes, can tell. It answers as soon as the
  // file is chosen, on its field, and nothing is kept.
  await fileInput(page, 'image').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  });
  await expect(page.getByTestId('upload-image')).toContainText('Photos must be JPEG, PNG or WebP images.');
  await expect(page.getByTestId('uploaded-image')).toHaveCount(0);
  // The required uploads keep the student on the step, each named on its field.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/Upload Section/);
  await expect(page.getByTestId('upload-signature')).toContainText('Upload this file: it is required');
  await expect(page.getByTestId('step-tab-4')).toHaveAttribute('data-state', 'error');
  // Nothing was saved and the draft is still there.
  expect((await getUser(request, token)).is_admission_submitted).toBe(false);
  const draft = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), admissionDraftKey(student.email))) as string,
  );
  expect(draft.owner).toBe(student.email);
  expect(draft.values.father_name).toBe('Ram Prasad Verma');
});

test('a visitor without a session is asked to log in', async ({ page }) => {
  await page.goto('/student/admission-form/bcom/part-1');
  await expect(page.getByRole('heading', { name: 'Admission Form' })).toBeVisible();
  await expect(page.getByText('Please log in to fill the admission form.')).toBeVisible();
  await page.getByRole('link', { name: 'Student Login' }).click();
  // The login page returns to the form after signing in.
  await expect(page).toHaveURL(/\/student\/login\?next=%2Fstudent%2Fadmission-form%2Fbcom%2Fpart-1$/);
});

test('no module or build version shows on the admission form, its gate or the dashboard, in English or Hindi', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // No build string at all on a student's screen: not a module's, nor the site's version on the dashboard.
  const MODULE_VERSION = /module version|मॉड्यूल संस्करण|version \d|संस्करण \d|\d+\.\d+\.\d+/i;
  const { token } = await createStudent(request, { approveWithFee: '1100' });
  for (const lang of ['en', 'hi'] as const) {
    await page.addInitScript((l) => window.localStorage.setItem('site_language', l), lang);
    await loginInBrowser(page, token);

    await page.goto('/admission-form');
    await expect(page.getByTestId('admission-form-header')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(MODULE_VERSION);
    // At 360 px the six step tabs wrap into view: neither the page nor the step bar scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    const steps = page.getByRole('navigation', { name: lang === 'hi' ? 'फ़ॉर्म के चरण' : 'Form steps' });
    await expect(steps.getByRole('button')).toHaveCount(6);
    for (const tab of await steps.getByRole('button').all()) await expect(tab).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto('/student/dashboard');
    await expect(page.getByTestId('journey')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(MODULE_VERSION);
  }
  // The gate a visitor without a session meets, in the language last chosen (Hindi) only.
  await page.evaluate(() => window.localStorage.removeItem('auth_token'));
  await page.goto('/student/admission-form/bcom/part-1');
  await expect(page.getByText('प्रवेश आवेदन पत्र भरने के लिए कृपया लॉग इन करें।')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(MODULE_VERSION);
});
