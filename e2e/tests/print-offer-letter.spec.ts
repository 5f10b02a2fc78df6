// The offer letter of a merit round (decision 028), across modules: the office publishes a round for a course in
// merit mode; the offered student follows "Print offer letter" from the dashboard, and opens the letter cold in
// Hindi and in English (seat, rank, index marks with the breakdown, the fee and the deadline in India time, what to
// do); the QR code holds the public verify address, which confirms the offer with no login. The student pays: the
// letter, the fee slip and the check of the slip's code show the enrolment number. Axe at 360 and 1366 px.
import { expect, test, type Browser } from '@playwright/test';
import QRCode from 'qrcode';
import {
  adminSignIn,
  createStudent,
  getUser,
  loginInBrowser,
  payFee,
  submitAdmissionForm,
  verifyAdmissionForm,
  type CreatedStudent,
} from '../support/api-helpers';
import { seriousViolations } from '../support/axe';
import { admin, fromNow, OPEN_MATRIX } from '../support/merit';
import { notChosenFirst, printedTexts } from '../support/language-walk';

// A course no other browser test uses: its admission mode changes here, and its enrolment count starts at 0001.
const COURSE = 'MCOM';
const base = `/api/admin/selection/${COURSE}/1`;
const MATRIX = { ...OPEN_MATRIX, seats: 1 };

/** A cold browser in one language, logged in as the student. */
async function cold(browser: Browser, s: CreatedStudent, lang: 'en' | 'hi', width = 1366) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((l) => window.localStorage.setItem('site_language', l), lang);
  await loginInBrowser(page, s.token);
  return { page, close: () => context.close() };
}

let student: CreatedStudent;
let letterPath = '';

test.describe.serial('the offer letter', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    const token = await adminSignIn(request);
    await admin(request, 'put', `/api/admin/seat-matrix/${COURSE}/1`, { ...MATRIX, admission_mode: 'merit' }, token);
    student = await createStudent(request, {
      account: { name: 'Reena Devi' },
      profile: { course_name: COURSE, academic_level: 'PG', category: 'GENERAL', gender: 'F' },
      approveWithFee: '1500',
    });
    // A PG form: the graduation marks are the qualifying marks (1440 of 1800 is 80 %), with N.S.S weightage.
    await submitAdmissionForm(request, student.token, COURSE, {
      ug_year: '2025',
      ug_board: 'Bundelkhand University',
      ug_name: 'GDC Jhansi',
      ug_roll: '3003',
      ug_maxmarks: '1800',
      ug_obtmarks: '1440',
      ug_percentage: '80.00',
      weightage: ['N.S.S'],
    });
    await verifyAdmissionForm(request, student.student.email);
    await admin(request, 'post', `${base}/rounds`, { opens_at: fromNow(-1000), closes_at: fromNow(3_600_000) }, token);
    const user = await getUser(request, student.token);
    expect(user.selection?.status).toBe('offered');
    letterPath = `/offer-letter/print/${user.admission_form_code}`;
  });

  test.afterAll(async ({ request }) => {
    const token = await adminSignIn(request);
    await admin(request, 'put', `/api/admin/seat-matrix/${COURSE}/1`, { ...MATRIX, admission_mode: 'direct' }, token);
  });

  test('the dashboard links the letter, which reads in Hindi first, cold', async ({ browser, request }) => {
    const user = await getUser(request, student.token);
    const seat = user.selection!.label!;
    const { page, close } = await cold(browser, student, 'hi');
    await page.goto('/student/dashboard');
    const card = page.getByTestId('offer-card');
    await expect(card).toBeVisible({ timeout: 20_000 });
    await card.getByRole('link', { name: 'प्रस्ताव पत्र प्रिंट करें' }).click();
    await expect(page).toHaveURL(letterPath);
    const sheet = page.getByTestId('offer-letter');
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('प्रवेश प्रस्ताव पत्र / Offer Letter');
    await expect(sheet.getByTestId('letter-name')).toHaveText('Reena Devi');
    await expect(sheet.getByTestId('letter-father')).toHaveText('Ram Prasad Verma');
    await expect(sheet.getByTestId('letter-year')).toHaveText('प्रथम वर्ष');
    await expect(sheet.getByTestId('letter-round')).toHaveText('1');
    await expect(sheet.getByTestId('letter-seat')).toHaveText(seat.hi);
    await expect(sheet.getByTestId('letter-rank')).toHaveText('1');
    // 80 % and 2 points of N.S.S weightage.
    await expect(sheet.getByTestId('breakdown-pct')).toContainText('80.00');
    await expect(sheet.getByTestId('offer-letter-breakdown')).toContainText('+2.00');
    await expect(sheet.getByTestId('breakdown-total')).toHaveText('82.00');
    await expect(sheet.getByTestId('letter-fee')).toHaveText(/^₹ \d+\.\d{2}$/);
    await expect(sheet.getByTestId('letter-deadline')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(भारतीय समय\)$/);
    await expect(sheet.getByTestId('offer-letter-steps')).toContainText('ऑनलाइन जमा करें');
    await expect(sheet.getByTestId('offer-letter-steps')).toContainText('An offer not paid by the deadline lapses');
    await expect(sheet.getByTestId('verification-code')).toHaveText(/^S\d+-[0-9A-Z]{8}$/);
    await expect(page.getByRole('button', { name: 'प्रिंट करें' })).toBeVisible();
    // The print check of the language walks (decision 031): Hindi first in every pair, English only in a pair
    // (the student's own answers, written in English here, are the student's).
    const own = new Set(['Reena Devi', 'Ram Prasad Verma']);
    const texts = (await printedTexts(page)).filter((t) => !own.has(t.text));
    expect(notChosenFirst(texts, 'hi')).toEqual([]);
    await close();
  });

  test('in English, cold; its QR code is the public verify address, which confirms the offer', async ({ browser }) => {
    const { page, close } = await cold(browser, student, 'en');
    await page.goto(letterPath);
    const sheet = page.getByTestId('offer-letter');
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('Offer Letter / प्रवेश प्रस्ताव पत्र');
    await expect(sheet.getByTestId('letter-year')).toHaveText('First Year');
    await expect(sheet.getByTestId('letter-status')).toHaveText('Seat offered — pay the fee by the deadline');
    await expect(sheet.getByTestId('offer-letter-offered')).toContainText('Pay the admission fee by');
    await expect(page.getByTestId('offer-letter-pay-note')).toBeVisible();
    expect(notChosenFirst(await printedTexts(page), 'en')).toEqual([]);
    const code = (await sheet.getByTestId('verification-code').textContent()) as string;
    const verifyUrl = `${new URL(page.url()).origin}/verify/${code}`;
    // The QR image is exactly the QR code of the verify address.
    const qr = sheet.getByTestId('verification-mark').getByRole('img');
    await expect(qr).toHaveAttribute('alt', `QR code to verify this printout at ${verifyUrl}`);
    const expected = await QRCode.toString(verifyUrl, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
    expect(decodeURIComponent(((await qr.getAttribute('src')) as string).split(',')[1] as string)).toBe(expected);
    // On paper: A4, the toolbar and the pay note hidden.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('offer-letter-pay-note')).toBeHidden();
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    expect((pdf.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length, 'offer letter pages').toBeLessThanOrEqual(2);
    await close();

    // The office scans the QR code: no login.
    const office = await browser.newContext();
    const check = await office.newPage();
    await check.goto(verifyUrl);
    const result = check.getByTestId('verify-result');
    await expect(result).toContainText('Verified');
    await expect(result.getByTestId('verify-merit-round')).toHaveText('1');
    await expect(result.getByTestId('verify-merit-rank')).toHaveText('1');
    await expect(result.getByTestId('verify-offer')).toContainText('Offered');
    await expect(result).toContainText('This offer letter is in the college');
    await expect(result).not.toContainText('Reena');
    await office.close();
  });

  for (const lang of ['en', 'hi'] as const) {
    for (const width of [360, 1366]) {
      test(`${lang} at ${width} px: axe clean, nothing wider than the screen`, async ({ browser }) => {
        const { page, close } = await cold(browser, student, lang, width);
        await page.goto(letterPath);
        await expect(page.getByTestId('offer-letter')).toBeVisible();
        await expect(page.getByTestId('verification-mark').getByRole('img')).toBeVisible();
        expect(await seriousViolations(page), `offer letter ${lang} ${width}`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'the letter is wider than the screen').toBeLessThanOrEqual(0);
        await close();
      });
    }
  }

  test('paying admits: the letter, the fee slip and the slip’s check show the enrolment number', async ({
    browser,
    request,
  }) => {
    await payFee(request, student.token, 'admission', 'Success');
    const user = await getUser(request, student.token);
    const enrolment = user.selection?.enrolment_no as string;
    expect(enrolment).toMatch(new RegExp(`^\\d{4}-\\d{2}/${COURSE}/0001$`));

    const { page, close } = await cold(browser, student, 'en');
    await page.goto(letterPath);
    const sheet = page.getByTestId('offer-letter');
    await expect(sheet.getByTestId('offer-letter-admitted')).toContainText(`Enrolment No. ${enrolment}`);
    await expect(sheet.getByTestId('letter-enrolment')).toHaveText(enrolment);
    await expect(page.getByTestId('offer-letter-pay-note')).toHaveCount(0);

    await page.goto(`/admission/payment/print/${user.admission_form_code}`);
    const slip = page.getByTestId('fee-slip');
    await expect(slip.getByTestId('slip-status')).toHaveText('Paid');
    await expect(slip.getByTestId('slip-enrolment')).toHaveText(enrolment);
    expect(await seriousViolations(page), 'fee slip with the enrolment number').toEqual([]);
    const code = (await slip.getByTestId('verification-code').textContent()) as string;
    await page.goto(`/verify/${code}`);
    await expect(page.getByTestId('verify-result').getByTestId('verify-enrolment-number')).toHaveText(enrolment);
    await close();
  });
});
