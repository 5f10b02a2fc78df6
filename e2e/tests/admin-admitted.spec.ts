// The admitted register and the merit screen's confirmation (decision 027): a PG course with one seat runs round 1
// through the API, the best student pays through the gateway simulator and is admitted; the register opened cold in a
// new browser lists the enrolment number, keeps its filters in the address and downloads a CSV with a byte-order
// mark; on the merit screen, publishing round 2 asks first, stating the offers and the window, and Cancel publishes
// nothing. axe checks the register with its row and the publish confirmation in both languages at 360 and 1366 px.
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  adminSignIn,
  coldStaffContext,
  createStudent,
  findStudentId,
  payFee,
  submitAdmissionForm,
  verifyAdmissionForm,
  type CreatedStudent,
} from '../support/api-helpers';
import { axeInViews, EVERY_VIEW } from '../support/axe';
import { admin, bearer, fromNow, OPEN_MATRIX } from '../support/merit';

// A course no other browser test uses: its admission mode changes here.
const COURSE = 'MSCZOO';
const base = `/api/admin/selection/${COURSE}/1`;
const MATRIX = OPEN_MATRIX;

/** A verified MSCZOO form with these graduation marks out of 1200. */
async function applicant(request: APIRequestContext, marks: string): Promise<CreatedStudent> {
  const s = await createStudent(request, {
    profile: { course_name: COURSE, academic_level: 'PG', category: 'GENERAL' },
    approveWithFee: '1600',
  });
  await submitAdmissionForm(request, s.token, COURSE, {
    intermediate: { subject: 'Biology' },
    ug_year: '2025',
    ug_board: 'Bundelkhand University',
    ug_name: 'GDC Jhansi',
    ug_roll: '3003',
    ug_maxmarks: '1200',
    ug_obtmarks: marks,
  });
  await verifyAdmissionForm(request, s.student.email);
  return s;
}

test('the register lists the admitted student cold, filters in the address, downloads a CSV; publishing asks first', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await adminSignIn(request);
  await admin(
    request,
    'put',
    `/api/admin/seat-matrix/${COURSE}/1`,
    { ...MATRIX, seats: 1, admission_mode: 'merit' },
    token,
  );
  try {
    const first = await applicant(request, '1000');
    const second = await applicant(request, '900');
    await admin(request, 'post', `${base}/rounds`, { opens_at: fromNow(-1000), closes_at: fromNow(3_600_000) }, token);
    await payFee(request, first.token, 'admission', 'Success');

    const context = await coldStaffContext(browser, token);
    const page = await context.newPage();
    await page.goto(`/admin/admitted?course=${COURSE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admitted register' })).toBeVisible({ timeout: 30_000 });
    const register = page.getByTestId('admitted-register');
    const enrolment = new RegExp(`^\\d{4}-\\d{2}/${COURSE}/0001$`);
    const row = register.getByRole('row').filter({ has: page.getByRole('rowheader', { name: enrolment }) });
    await expect(row).toContainText(first.student.name);
    await expect(row).toContainText('Ram Prasad Verma');
    await expect(row).toContainText('Open (UR)');
    await expect(row).toContainText('₹');
    await expect(register.getByRole('rowheader')).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue(COURSE);
    // The register with its row, in both languages on a phone and an office screen.
    const rowShown = () => expect(register.getByRole('rowheader', { name: enrolment })).toBeVisible();
    await axeInViews(page, EVERY_VIEW, rowShown, 'register with a row');
    await page.reload();
    await rowShown();

    // A search that matches nobody, kept in the address; then the student's own name.
    await page.getByRole('searchbox', { name: /Search/ }).fill('nobody-of-this-name');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/admitted\\?course=${COURSE}&q=nobody-of-this-name$`));
    await expect(page.getByText('No admitted student matches these filters.')).toBeVisible();
    await page.getByRole('searchbox', { name: /Search/ }).fill(first.student.name);
    await page.getByRole('combobox', { name: 'Category' }).selectOption('GENERAL');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/category=GENERAL/);
    await expect(register.getByRole('rowheader', { name: enrolment })).toBeVisible();

    // The CSV: a byte-order mark, the header and the enrolment number.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8');
    expect(csv).toContain('"Enrolment number"');
    expect(csv).toMatch(new RegExp(`"\\d{4}-\\d{2}/${COURSE}/0001"`));
    expect(csv).toContain(first.student.name);
    expect(csv).toMatch(/IST"/);

    // A second seat: round 2 would offer it to the next in merit. Publishing asks first, and Cancel does nothing.
    await admin(
      request,
      'put',
      `/api/admin/seat-matrix/${COURSE}/1`,
      { ...MATRIX, seats: 2, admission_mode: 'merit' },
      token,
    );
    await page.goto(`/admin/merit?course=${COURSE}&year=1`);
    await expect(page.getByTestId('merit-rounds')).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Payment opens (India time)').fill('2030-07-01T10:00');
    await page.getByLabel('Payment closes (India time)').fill('2030-07-05T17:00');
    await page.getByRole('button', { name: 'Publish round' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Publish round 2?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('confirm-question')).toHaveText(
      'Publish round 2 for M.Sc. (Zoology) year 1: 1 offers, window 01/07/2030 10:00 – 05/07/2030 17:00 IST?',
    );
    await expect(dialog.getByTestId('confirm-other-language')).toContainText('चरण 2 प्रकाशित करें');
    // Focus is inside the dialog: Tab reaches its buttons.
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const rounds = await request.get(`${base}/rounds`, { headers: bearer(token) });
    expect((await rounds.json()).data).toHaveLength(1);

    // The confirmation in both languages on a phone and an office screen (the page loaded again each time).
    await axeInViews(
      page,
      EVERY_VIEW,
      async () => {
        await page.getByLabel(/^(Payment opens|भुगतान आरंभ)/).fill('2030-07-01T10:00');
        await page.getByLabel(/^(Payment closes|भुगतान समाप्त)/).fill('2030-07-05T17:00');
        await page.getByRole('button', { name: /^(Publish round|चरण प्रकाशित करें)$/ }).click();
        await expect(page.getByRole('alertdialog').getByTestId('confirm-question')).toContainText(/(1 offers|1 आवंटन)/);
      },
      'publish confirmation',
    );
    await page.reload();
    await expect(page.getByTestId('merit-rounds')).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Payment opens (India time)').fill('2030-07-01T10:00');
    await page.getByLabel('Payment closes (India time)').fill('2030-07-05T17:00');

    // Confirmed, round 2 is published and offers the seat to the next in merit.
    await page.getByRole('button', { name: 'Publish round' }).click();
    await page
      .getByRole('alertdialog', { name: 'Publish round 2?' })
      .getByRole('button', { name: 'Publish round' })
      .click();
    await expect(page.getByText('The round is published and the offered students are informed by mail.')).toBeVisible();
    const after = (await (await request.get(`${base}/rounds`, { headers: bearer(token) })).json()).data;
    expect(after).toHaveLength(2);
    const secondId = await findStudentId(request, token, second.student.email);
    expect(after[1].offers.map((o: { student_id: number }) => o.student_id)).toEqual([secondId]);
    await context.close();
  } finally {
    await admin(
      request,
      'put',
      `/api/admin/seat-matrix/${COURSE}/1`,
      { ...MATRIX, seats: 1, admission_mode: 'direct' },
      token,
    );
  }
});
