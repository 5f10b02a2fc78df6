// After the full journey (register, chalan, approval, form, admission fee): the three printouts show the right
// values, refuse other students, fit A4 pages, and can be verified on the public page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  createStudent,
  getUser,
  loginInBrowser,
  payFee,
  submitAdmissionForm,
  verifyAdmissionForm,
} from '../support/api-helpers';
import { BASE_URL } from '../support/site';

interface Journey {
  token: string;
  name: string;
  admissionCode: string;
  formNumber: number;
  chalanTxnid: string;
  feeTxnid: string;
}

let journey: Journey;

/** A B.Sc. (ZBC) form, so the printout shows the subject group and majors. */
async function submitForm(request: APIRequestContext, token: string): Promise<void> {
  await submitAdmissionForm(request, token, 'BSCBIO', {
    religion: 'Hindu',
    weightage: ['N.S.S'],
    major_subject_1: 'Zoology',
    major_subject_2: 'Botany',
    subject_group: 'ZBC',
    intermediate: { subject: 'Zoology, Botany, Chemistry' },
  });
}

/** Number of pages of a PDF and whether they are A4 (595 × 842 points). */
function pdfPages(pdf: Buffer): { pages: number; a4: boolean } {
  const text = pdf.toString('latin1');
  const pages = (text.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)];
  const a4 =
    boxes.length > 0 && boxes.every((m) => Math.abs(Number(m[1]) - 595) < 2 && Math.abs(Number(m[2]) - 842) < 2);
  return { pages, a4 };
}

async function asOtherStudent(page: Page, request: APIRequestContext) {
  const other = await createStudent(request, { account: { name: 'Kavita Yadav' }, profile: true });
  await loginInBrowser(page, other.token);
}

test.describe.serial('printouts', () => {
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    const { token, student } = await createStudent(request, {
      account: { name: 'Reena Devi' },
      profile: { course_name: 'BSCBIO', academic_level: 'UG', category: 'OBC', gender: 'F' },
      chalan: true,
      approveWithFee: '1250',
    });
    await submitForm(request, token);
    await verifyAdmissionForm(request, student.email);
    const fee = await payFee(request, token, 'admission', 'Success');
    const user = await getUser(request, token);
    expect(user.is_admission_fee_payed).toBe(true);
    const chalan = user.transactions.find((t) => Number(t.amount) === 50 && t.status.toLowerCase() === 'success');
    const [record] = await (
      await request.post('/api/v2/admission/print2', {
        headers: { Authorization: `Bearer ${token}` },
        data: { admission_code: user.admission_form_code },
      })
    ).json();
    journey = {
      token,
      name: student.name,
      admissionCode: user.admission_form_code as string,
      formNumber: record.id,
      chalanTxnid: chalan?.txnid as string,
      feeTxnid: fee.txnid,
    };
    await request.dispose();
  });

  test('the admission form shows every value as the spec maps it', async ({ page }) => {
    await loginInBrowser(page, journey.token);
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v2/admission/print2', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/admission-form/print/${journey.admissionCode}`);
    await expect(page.getByText('Loading...')).toBeVisible();
    release();

    const sheet = page.getByTestId('admission-printout');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId('form-number')).toHaveText(String(journey.formNumber));
    await expect(sheet.getByTestId('accreditation-grade')).toHaveText('B');
    await expect(sheet.getByTestId('academic-year')).toHaveText('2025-26');
    // The course's name in both languages, the page's first, then its code.
    await expect(sheet.getByTestId('print-course')).toHaveText(/^Bachelor of Science \(Biology\) \/ .+ \(BSCBIO\)$/);
    await expect(sheet.getByTestId('print-year')).toHaveText('First Year');
    await expect(sheet.getByTestId('print-name')).toHaveText(journey.name);
    await expect(sheet.getByTestId('print-gender')).toHaveText('Female');
    await expect(sheet.getByTestId('print-dob')).toHaveText('12/04/2006');
    await expect(sheet.getByTestId('print-mother')).toHaveText('सीता देवी');
    await expect(sheet.getByTestId('print-addedon')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(sheet.getByTestId('print-district')).toHaveText('Jhansi');
    await expect(sheet.getByTestId('print-education-highschool')).toContainText('81.17');
    await expect(sheet.getByTestId('print-education-i')).toContainText('Zoology, Botany, Chemistry');
    await expect(sheet.getByTestId('print-education-ug')).toHaveCount(0);
    await expect(sheet.getByTestId('print-fees')).toHaveText('₹ 1250.00');
    // Only the admission fee counts on the form (amount above 50), not the 50-rupee chalan.
    const rows = sheet.getByTestId('print-transactions').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(journey.feeTxnid);
    await expect(sheet.getByTestId('print-payment')).toHaveText('Paid');
    await expect(sheet.getByTestId('print-photo')).toBeVisible();
    await expect(sheet.getByTestId('print-signature')).toBeVisible();
    await expect(sheet.getByTestId('verification-code')).toHaveText(new RegExp(`^${journey.formNumber}-[0-9A-Z]{8}$`));
    await expect(sheet.getByTestId('verification-mark').getByRole('img')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);

    // On paper every row is whole: no table row is split across two pages.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(pdf.a4).toBe(true);
    expect(pdf.pages).toBeLessThanOrEqual(2);
  });

  test('the fee slip: college name in Hindi, grade B, 2025-26, the paid fee, on one A4 page', async ({
    page,
    request,
  }) => {
    const store = await (await request.get('/api/v1/get-store-data')).json();
    const hindi = String(store.data.store_title).split('=')[0]?.trim() as string;
    await loginInBrowser(page, journey.token);
    await page.goto(`/admission/payment/print/${journey.admissionCode}`);
    const slip = page.getByTestId('fee-slip');
    await expect(slip.getByTestId('college-name-hi')).toHaveText(hindi);
    await expect(slip.getByTestId('accreditation-grade')).toHaveText('B');
    await expect(slip.getByTestId('academic-year')).toHaveText('2025-26');
    await expect(slip.getByTestId('form-number')).toHaveText(String(journey.formNumber));
    await expect(slip.getByTestId('slip-year')).toHaveText('First Year');
    await expect(slip.getByTestId('slip-status')).toHaveText('Paid');
    await expect(slip.getByTestId('slip-amount')).toHaveText('₹ 1250.00');
    await expect(slip.getByTestId('slip-txnid')).toHaveText(journey.feeTxnid);
    await expect(slip.getByTestId('slip-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    expect((await slip.boundingBox())?.width).toBeLessThanOrEqual(900);

    const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(pdf).toEqual({ pages: 1, a4: true });

    // Print opens a window with the slip alone, which closes itself after printing.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Print' }).click(),
    ]);
    await expect.poll(() => popup.isClosed(), { timeout: 10_000 }).toBe(true);
    await expect(slip).toBeVisible();
  });

  test('the chalan receipt: amount, txnid, date and status, on one A4 page', async ({ page }) => {
    await loginInBrowser(page, journey.token);
    await page.goto(`/chalan-receipt/print/${journey.chalanTxnid}`);
    const receipt = page.getByTestId('chalan-receipt');
    await expect(receipt.getByTestId('receipt-amount')).toHaveText('₹ 50.00');
    await expect(receipt.getByTestId('receipt-txnid')).toHaveText(journey.chalanTxnid);
    await expect(receipt.getByTestId('receipt-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}/);
    await expect(receipt.getByTestId('receipt-status')).toHaveText('Success');
    await expect(receipt.getByTestId('verification-code')).toHaveText(/^R\d+-[0-9A-Z]{8}$/);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(pdf).toEqual({ pages: 1, a4: true });
  });

  test("another student's form, slip and receipt are refused without showing them", async ({ page, request }) => {
    await asOtherStudent(page, request);
    for (const path of [
      `/admission-form/print/${journey.admissionCode}`,
      `/admission/payment/print/${journey.admissionCode}`,
      `/chalan-receipt/print/${journey.chalanTxnid}`,
    ]) {
      await page.goto(path);
      await expect(page.getByTestId('printout-refused')).toContainText(
        'This printout is not available for your account.',
      );
      await expect(page.getByText(journey.name)).toHaveCount(0);
      await expect(page.getByText('Ram Prasad Verma')).toHaveCount(0);
    }
    // Without a session there is nothing but a login link.
    await page.evaluate(() => localStorage.removeItem('auth_token'));
    await page.goto(`/admission-form/print/${journey.admissionCode}`);
    await expect(page.getByText('Please log in to see this printout.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Student Login' })).toBeVisible();
  });

  test('the public page confirms a real code and rejects a made-up one', async ({ page }) => {
    await loginInBrowser(page, journey.token);
    await page.goto(`/admission/payment/print/${journey.admissionCode}`);
    const code = (await page.getByTestId('verification-code').textContent()) as string;

    // The office has no session: a fresh page, with the site chrome.
    await page.evaluate(() => localStorage.removeItem('auth_token'));
    await page.goto(`/verify/${code}`);
    const result = page.getByTestId('verify-result');
    await expect(result).toContainText('Verified');
    await expect(result.getByTestId('verify-form-number')).toHaveText(String(journey.formNumber));
    await expect(result.getByTestId('verify-course')).toHaveText('Bachelor of Science (Biology) (BSCBIO)');
    await expect(result.getByTestId('verify-admission-fee')).toContainText('Paid');
    await expect(page.getByText(journey.name)).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toBeVisible();

    const [number, check] = code.split('-') as [string, string];
    const madeUp = `${number}-${check.startsWith('Z') ? 'Y' : 'Z'}${check.slice(1)}`;
    await page.getByRole('textbox', { name: /Verification code/ }).fill(madeUp);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(new RegExp(`/verify/${madeUp}$`));
    await expect(result).toContainText('Not verified');
    await expect(result.getByTestId('verify-form-number')).toHaveCount(0);

    await page.goto('/verify/NOT-A-CODE');
    await expect(result).toContainText('Not verified');
  });
});
