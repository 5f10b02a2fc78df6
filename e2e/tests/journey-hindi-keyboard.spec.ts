// The whole guided journey at 360 px in Hindi with the keyboard alone (Tab, Enter, Space, arrow keys; no clicks):
// register with the mailed code, log in, the profile and the ₹50 fee, the office's approval, the six-step form (files
// through the file chooser, opened with Enter), submit, the admission fee, and the printed form as a PDF whose text
// holds the subjects, both addresses and the Hindi declaration. Also a login ?next= round trip to a printout.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  TEST_PDF,
  TEST_PHOTO_PNG,
  approveStudent,
  codeFromMail,
  completeProfile,
  createStudent,
  getUser,
  lastMailId,
  newStudent,
  payFee,
  signIn,
  submitAdmissionForm,
  waitForMail,
  verifyAdmissionForm,
} from '../support/api-helpers';

test.use({ viewport: { width: 360, height: 740 } });

/** Opens the site in Hindi: the stored choice every module reads. */
async function inHindi(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('site_language', 'hi'));
}

/** Moves the focus with Tab (forwards) until `target` has it; fails when it is not reachable by keyboard. */
async function tabTo(page: Page, target: Locator, max = 120) {
  await target.waitFor({ state: 'attached', timeout: 20_000 });
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** A radio of a group by its value: Tab into the group, then the arrow keys until it is checked. */
async function chooseRadio(page: Page, name: string, value: string) {
  const radios = page.locator(`input[type=radio][name="${name}"]`);
  const target = page.locator(`input[type=radio][name="${name}"][value="${value}"]`);
  await tabTo(page, radios.first());
  await page.keyboard.press('Space');
  for (let i = 0; i < 6 && !(await target.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  await expect(target).toBeChecked();
}

async function tick(page: Page, name: string, value: string) {
  const box = page.locator(`input[type=checkbox][name="${name}"][value="${value}"]`);
  await tabTo(page, box);
  if (!(await box.isChecked())) await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/** A select by value: focused with Tab, moved with the arrow keys. */
async function chooseOption(page: Page, select: Locator, value: string) {
  await tabTo(page, select);
  for (let i = 0; i < 40 && (await select.inputValue()) !== value; i += 1) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

/** A file through the chooser, which a keyboard user opens with Enter on the file field. */
async function chooseFile(page: Page, name: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const input = page.locator(`input[type=file][name="${name}"]`);
  await tabTo(page, input);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles(file);
  await expect(page.getByTestId(`uploaded-${name}`)).toBeVisible({ timeout: 20_000 });
}

async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** The text of every page of a PDF (pdfjs), spaces collapsed. */
async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  let text = '';
  for (let p = 1; p <= doc.numPages; p += 1) {
    const content = await (await doc.getPage(p)).getTextContent();
    text += content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
    text += '\n';
  }
  return { text: text.replace(/\s+/g, ' ').normalize('NFC'), pages: doc.numPages };
}

async function nextStep(page: Page, step: number) {
  await press(page, page.getByRole('button', { name: 'अगला' }));
  await expect(page.getByRole('heading', { level: 2 })).toContainText(`चरण ${step} / 6`);
}

test('Hindi, 360 px, keyboard only: register → login → fee → approval → six steps → fee → printed PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  await inHindi(page);
  const student = newStudent({ name: 'सीमा यादव' });

  // Register with the mailed code.
  await page.goto('/student/register');
  await typeInto(page, page.locator('input[name="fullName"]'), student.name);
  await typeInto(page, page.locator('input[name="email"]'), student.email);
  const before = await lastMailId(request, student.email);
  await press(page, page.getByRole('button', { name: 'OTP पाएँ' }));
  const code = codeFromMail(await waitForMail(request, student.email, /code|कोड/i, { afterId: before }));
  await typeInto(page, page.locator('input[name="email_otp"]'), code);
  await press(page, page.getByRole('button', { name: 'सत्यापित करें' }));
  await typeInto(page, page.locator('input[name="phone"]'), student.phone);
  await typeInto(page, page.locator('input[name="password"]'), student.password);
  await typeInto(page, page.locator('input[name="confirmPassword"]'), student.password);
  await press(page, page.getByRole('button', { name: 'पंजीकरण करें' }));
  await expect(page).toHaveURL(/\/student\/login$/, { timeout: 20_000 });

  // Log in (the login page speaks Hindi).
  await typeInto(page, page.locator('#login-email'), student.email);
  await typeInto(page, page.locator('#login-password'), student.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/student\/dashboard$/, { timeout: 20_000 });
  const token = (await page.evaluate(() => localStorage.getItem('auth_token'))) as string;
  expect(token).toBeTruthy();

  // The profile (photo, course) and the ₹50 fee through the gateway simulator; then the office approves.
  await completeProfile(request, token, {
    course_name: 'BSCBIO',
    academic_level: 'UG',
    category: 'GENERAL',
    gender: 'F',
  });
  await payFee(request, token, 'registration', 'Success');
  await approveStudent(request, student.email, '1250');

  // The six-step form in Hindi.
  await page.goto('/admission-form');
  await expect(page).toHaveURL(/\/student\/admission-form\/bscbio\/part-1$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2 })).toContainText('चरण 1 / 6');
  await typeInto(page, page.locator('#f-father_name'), 'राम प्रसाद यादव');
  await typeInto(page, page.locator('#f-mother_name'), 'सीता देवी');
  await tabTo(page, page.locator('#f-dob'));
  await page.keyboard.type('04122006');
  await expect(page.locator('#f-dob')).toHaveValue('2006-04-12');
  await typeInto(page, page.locator('#f-whatsapp_number'), '9876543210');
  await typeInto(page, page.locator('#f-aadhar_no'), '123456789012');
  await typeInto(page, page.locator('#f-religion'), 'हिन्दू');
  await chooseRadio(page, 'nationality', 'Resident of India');
  await nextStep(page, 2);

  await chooseRadio(page, 'marital_status', 'Single');
  await chooseRadio(page, 'gap', 'No');
  await tick(page, 'weightage', 'N.S.S');
  await chooseOption(page, page.locator('#f-major_subject_1'), 'Zoology');
  await expect(page.locator('#f-subject_group')).toHaveValue('ZBC');
  await chooseOption(page, page.locator('#f-major_subject_2'), 'Botany');
  await nextStep(page, 3);

  for (const [group, year, max, obt] of [
    ['high_school', '2021', '600', '487'],
    ['intermediate', '2023', '500', '412'],
  ] as const) {
    await chooseOption(page, page.locator(`#f-${group}_year`), year);
    await typeInto(page, page.locator(`#f-${group}_board`), 'UP Board');
    await typeInto(page, page.locator(`#f-${group}_name`), 'राजकीय इंटर कॉलेज, झाँसी');
    await typeInto(page, page.locator(`#f-${group}_roll`), `${group.length}0101`);
    await typeInto(page, page.locator(`#f-${group}_maxmarks`), max);
    await typeInto(page, page.locator(`#f-${group}_obtmarks`), obt);
  }
  await typeInto(page, page.locator('#f-intermediate-subject'), 'Zoology, Botany, Chemistry');
  await nextStep(page, 4);

  await chooseFile(page, 'image', { name: 'photo.png', mimeType: 'image/png', buffer: TEST_PHOTO_PNG });
  await chooseFile(page, 'signature', { name: 'sign.png', mimeType: 'image/png', buffer: TEST_PHOTO_PNG });
  await chooseFile(page, 'mark_10th', { name: 'tenth.pdf', mimeType: 'application/pdf', buffer: TEST_PDF });
  await chooseFile(page, 'mark_12', { name: 'twelfth.pdf', mimeType: 'application/pdf', buffer: TEST_PDF });
  await nextStep(page, 5);

  await typeInto(page, page.locator('#f-correspondence_address_village_mohalla'), 'कमरा 12, छात्रावास रोड');
  await typeInto(page, page.locator('#f-correspondence_address_post'), 'Sipri Bazar');
  await typeInto(page, page.locator('#f-correspondence_address_tehsil'), 'Sadar');
  await typeInto(page, page.locator('#f-correspondence_address_district'), 'Jhansi');
  await typeInto(page, page.locator('#f-correspondence_address_pincode'), '284003');
  await chooseRadio(page, 'same_as_correspondence', 'No');
  await typeInto(page, page.locator('#f-permanent_address_village_mohalla'), 'वार्ड 4, सिरसागंज');
  await typeInto(page, page.locator('#f-permanent_address_post'), 'Sirsaganj');
  await typeInto(page, page.locator('#f-permanent_address_tehsil'), 'Sirsaganj');
  await typeInto(page, page.locator('#f-permanent_address_district'), 'Firozabad');
  await typeInto(page, page.locator('#f-permanent_address_pincode'), '283151');
  await nextStep(page, 6);

  await press(page, page.locator('#f-agreed_to_declaration'), 'Space');
  await press(page, page.getByRole('button', { name: 'जमा करें' }));
  await expect(page).toHaveURL(/\/student\/dashboard$/, { timeout: 30_000 });
  const user = await getUser(request, token);
  expect(user.is_admission_submitted).toBe(true);
  const admissionCode = user.admission_form_code as string;

  // Before the fee: the form prints as provisional.
  await page.goto(`/admission-form/print/${admissionCode}`);
  await expect(page.getByTestId('provisional-mark')).toContainText('अनंतिम — प्रवेश शुल्क अभी जमा नहीं');

  // The office verifies the form; the admission fee through the simulator; then the printout is final.
  await verifyAdmissionForm(request, student.email);
  await payFee(request, token, 'admission', 'Success');
  await page.goto(`/admission-form/print/${admissionCode}`);
  const sheet = page.getByTestId('admission-printout');
  await expect(sheet.getByTestId('print-payment')).toHaveText('जमा');
  await expect(sheet.getByTestId('provisional-mark')).toHaveCount(0);
  await expect(sheet.getByTestId('print-majors')).toHaveText('Zoology, Botany (ZBC)');
  await expect(sheet.getByTestId('print-corr-district')).toHaveText('Jhansi');
  await expect(sheet.getByTestId('print-district')).toHaveText('Firozabad');
  await expect(sheet.getByTestId('print-photo')).toBeVisible();
  // Print is reached by keyboard too.
  await tabTo(page, page.getByRole('button', { name: 'प्रिंट करें' }));

  await page.emulateMedia({ media: 'print' });
  const { text, pages } = await pdfText(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(pages).toBeLessThanOrEqual(2);
  expect(text).toContain('Zoology, Botany (ZBC)');
  expect(text).toContain('Jhansi');
  expect(text).toContain('284003');
  expect(text).toContain('Firozabad');
  expect(text).toContain('283151');
  expect(text).toContain('I declare that all the information');
  // The Hindi declaration. Chromium's PDF keeps Devanagari as glyph clusters with spaces between them (and a
  // pre-base vowel sign before its consonant), so the Hindi is compared without spaces, on words whose signs all
  // follow their consonant.
  const hindi = text.replace(/\s+/g, '');
  expect(hindi).toContain('घोषणा/Declaration');
  expect(hindi).toContain('घोषणाकरता/करतीहूँ');
  expect(hindi).toContain('सत्यहै।');
  expect(hindi).toContain('प्रवेशआवेदनपत्र/AdmissionForm');
});

test('Hindi, keyboard only: a printout asks for a login and returns to itself (?next=)', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token, student } = await createStudent(request, {
    account: { name: 'कविता वर्मा' },
    profile: { course_name: 'BCOM', academic_level: 'UG', category: 'OBC', gender: 'F' },
    approveWithFee: '1100',
  });
  await submitAdmissionForm(request, token, 'BCOM', {});
  const code = (await getUser(request, token)).admission_form_code as string;
  await inHindi(page);
  await page.goto(`/admission-form/print/${code}`);
  await expect(page.getByRole('alert')).toContainText('यह प्रिंट देखने के लिए कृपया लॉग इन करें।');
  await press(page, page.getByRole('link', { name: 'छात्र लॉगिन' }));
  await expect(page).toHaveURL(
    new RegExp(`/student/login\\?next=${encodeURIComponent(`/admission-form/print/${code}`)}$`),
  );
  await typeInto(page, page.locator('#login-email'), student.email);
  await typeInto(page, page.locator('#login-password'), student.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admission-form/print/${code}$`), { timeout: 20_000 });
  await expect(page.getByTestId('admission-printout')).toBeVisible();
  await expect(page.getByTestId('provisional-mark')).toBeVisible();
  expect(await signIn(request, student.email, student.password)).toBeTruthy();
});
