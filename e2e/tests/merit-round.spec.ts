// Admission by merit across modules (decisions 023–025): three forms for a course with one open seat. The verifier
// scrutinises one of them in the console: a document refused, the student corrects, every document verified. The
// office previews round 1 on the merit screen and publishes it; the best student is offered the seat, sees rank and
// breakdown on the dashboard, and lets the window pass; the office closes the round (the offer lapses) and round 2
// offers the seat to the next in merit, who pays within the window and is admitted with an enrolment number. The
// third keeps a waiting place. axe checks the merit screen and the Merit and offer card in both languages at 360
// and 1366 px.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  adminSignIn,
  createStaff,
  createStudent,
  findStudentId,
  loginInBrowser,
  payFee,
  staffInBrowser,
  submitAdmissionForm,
  verifyAdmissionForm,
  type CreatedStudent,
} from '../support/api-helpers';
import { seriousViolations } from '../support/axe';
import { admin, bearer, fromNow, OPEN_MATRIX } from '../support/merit';

// A course no other browser test uses: its admission mode changes here.
const COURSE = 'BSCMATH';
const base = `/api/admin/selection/${COURSE}/1`;
const MATRIX = { ...OPEN_MATRIX, seats: 1 };

/** axe on the page at both widths, in English and then in Hindi (the page reloaded in each). */
async function axeInBothLanguages(page: Page, ready: () => Promise<void>, what: string) {
  for (const language of ['en', 'hi']) {
    await page.evaluate((l) => window.localStorage.setItem('site_language', l), language);
    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await page.reload();
      await ready();
      expect(await seriousViolations(page), `${what}, ${language}, ${width} px`).toEqual([]);
    }
  }
  await page.evaluate(() => window.localStorage.setItem('site_language', 'en'));
  await page.setViewportSize({ width: 1366, height: 900 });
}

const TENTH = 'High School (10th) Marksheet';
/** The uploads submitAdmissionForm sends, by field and name (the caste certificate whatever the category). */
const DOCUMENTS = [
  ['mark_10th', TENTH],
  ['image', 'Photograph'],
  ['signature', 'Signature'],
  ['mark_12', 'Intermediate (12th) Marksheet'],
  ['dc_caste', 'Caste Certificate'],
] as const;

async function verifyInConsole(page: Page, field: string, name: string) {
  await page.getByRole('button', { name: `Verified: ${name}` }).click();
  await expect(page.getByTestId(`scrutiny-${field}`)).toContainText('Verified / सत्यापित');
}

async function openApplicant(page: Page, id: number) {
  await page.goto(`/admin/applicants/${id}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('scrutiny-state')).toBeVisible();
}

/** A submitted BSCMATH form with these intermediate marks out of 500, verified by the API unless told not to. */
async function applicant(request: APIRequestContext, marks: string, verify = true): Promise<CreatedStudent> {
  const s = await createStudent(request, {
    profile: { course_name: COURSE, category: 'GENERAL' },
    approveWithFee: '1400',
  });
  await submitAdmissionForm(request, s.token, COURSE, {
    major_subject_1: 'Maths',
    major_subject_2: 'Physics',
    subject_group: 'PCM',
    intermediate: { subject: 'Physics, Chemistry, Maths' },
    intermediate_obtmarks: marks,
    intermediate_maxmarks: '500',
  });
  if (verify) await verifyAdmissionForm(request, s.student.email);
  return s;
}

const BSCMATH_FORM = {
  major_subject_1: 'Maths',
  major_subject_2: 'Physics',
  subject_group: 'PCM',
  intermediate: { subject: 'Physics, Chemistry, Maths' },
  intermediate_obtmarks: '450',
  intermediate_maxmarks: '500',
};

async function dashboard(browser: Browser, s: CreatedStudent, shown = 'offer-card') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginInBrowser(page, s.token);
  await page.goto('/student/dashboard');
  await expect(page.getByTestId(shown)).toBeVisible({ timeout: 20_000 });
  return { page, close: () => context.close() };
}

test('round 1 offers the best, who lets it lapse; round 2 offers the next in merit, who pays and is admitted', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await adminSignIn(request);
  await admin(request, 'put', `/api/admin/seat-matrix/${COURSE}/1`, { ...MATRIX, admission_mode: 'merit' }, token);
  try {
    const first = await applicant(request, '480');
    const second = await applicant(request, '450', false);
    const third = await applicant(request, '400');

    // The verifier scrutinises the second form in the console: the 10th marksheet is refused with a reason, the
    // student corrects and sends the form again, and every document is verified.
    const officeContext = await browser.newContext();
    const office = await officeContext.newPage();
    const verifier = await createStaff(request, 'verifier');
    const id = await findStudentId(request, token, second.student.email);
    await staffInBrowser(office, verifier.token);
    await openApplicant(office, id);
    await expect(office.getByTestId('scrutiny-state')).toContainText('Submitted — to verify');
    await office.getByRole('button', { name: `Not acceptable: ${TENTH}` }).click();
    await office.getByLabel(/Why is it not acceptable/).fill('The marks are not readable');
    await office.getByRole('button', { name: 'Record: not acceptable' }).click();
    for (const [field, name] of DOCUMENTS.slice(1)) await verifyInConsole(office, field, name);
    await expect(office.getByTestId('scrutiny-state')).toContainText('Sent back for correction');
    const corrected = await dashboard(browser, second, 'decision-notice');
    await expect(corrected.page.getByTestId('decision-notice')).toContainText('The marks are not readable');
    await corrected.close();
    await submitAdmissionForm(request, second.token, COURSE, BSCMATH_FORM);
    await openApplicant(office, id);
    await expect(office.getByTestId('scrutiny-state')).toContainText('Submitted — to verify');
    for (const [field, name] of DOCUMENTS) await verifyInConsole(office, field, name);
    await expect(office.getByTestId('scrutiny-state')).toContainText('Verified');

    // The office previews round 1 on the merit screen: the best of the three is offered the one seat.
    const adminPage = await officeContext.newPage();
    await staffInBrowser(adminPage, token);
    await adminPage.goto(`/admin/merit?course=${COURSE}&year=1`);
    const previewShown = async () => {
      await adminPage.getByRole('button', { name: /^(Preview|पूर्वावलोकन)$/ }).click();
      await expect(
        adminPage.getByRole('heading', { name: /(Round 1 as it would be now|चरण 1 जैसा अभी होगा)/ }),
      ).toBeVisible();
    };
    await previewShown();
    await expect(adminPage.locator('#console-main')).toContainText(first.student.name);
    await axeInBothLanguages(adminPage, previewShown, 'merit screen with a preview');
    await officeContext.close();

    // Round 1, with a window that closes in 40 seconds.
    const preview = await admin(request, 'post', `${base}/preview`, {}, token);
    expect(preview.data.offers).toHaveLength(1);
    expect(preview.data.offers[0].name).toBe(first.student.name);
    await admin(request, 'post', `${base}/rounds`, { opens_at: fromNow(-1000), closes_at: fromNow(40_000) }, token);

    const a = await dashboard(browser, first);
    await expect(a.page.getByTestId('offer-headline')).toContainText('You are offered a seat in round 1');
    await expect(a.page.getByTestId('offer-rank')).toHaveText('1');
    // 480 of 500 is 96 %, with no weightage ticked.
    await expect(a.page.getByTestId('offer-breakdown')).toContainText('96.00');
    await expect(a.page.getByTestId('offer-card').getByRole('link', { name: /Pay/ })).toBeVisible();
    await axeInBothLanguages(
      a.page,
      () => expect(a.page.getByTestId('offer-headline')).toBeVisible({ timeout: 20_000 }),
      'Merit and offer card, offered',
    );
    await a.close();

    const b = await dashboard(browser, second);
    await expect(b.page.getByTestId('offer-headline')).toContainText('You are on the waiting list');
    await expect(b.page.getByTestId('offer-waiting')).toHaveText('1');
    await expect(b.page.getByTestId('offer-card').getByRole('link', { name: /Pay/ })).toHaveCount(0);
    await b.close();

    // The window passes unpaid: closing the round lapses the offer, and the student is told so.
    await expect
      .poll(async () => (await request.post(`${base}/rounds/1/close`, { headers: bearer(token) })).status(), {
        timeout: 60_000,
        intervals: [5_000],
      })
      .toBe(200);
    const lapsed = await dashboard(browser, first);
    await expect(lapsed.page.getByTestId('offer-headline')).toContainText('lapsed');
    await expect(lapsed.page.getByTestId('offer-card').getByRole('link', { name: /Pay/ })).toHaveCount(0);
    await lapsed.close();

    // Round 2 offers the seat to the next in merit, who pays inside the window and is admitted.
    await admin(request, 'post', `${base}/rounds`, { opens_at: fromNow(-1000), closes_at: fromNow(3_600_000) }, token);
    const offered = await dashboard(browser, second);
    await expect(offered.page.getByTestId('offer-headline')).toContainText('You are offered a seat in round 2');
    await offered.close();
    await payFee(request, second.token, 'admission', 'Success');
    const admitted = await dashboard(browser, second);
    await expect(admitted.page.getByTestId('offer-headline')).toContainText('Admitted');
    await expect(admitted.page.getByTestId('offer-enrolment')).toHaveText(new RegExp(`^\\d{4}-\\d{2}/${COURSE}/0001$`));
    await admitted.close();

    const waiting = await dashboard(browser, third);
    await expect(waiting.page.getByTestId('offer-headline')).toContainText('You are on the waiting list');
    await waiting.close();
  } finally {
    await admin(request, 'put', `/api/admin/seat-matrix/${COURSE}/1`, { ...MATRIX, admission_mode: 'direct' }, token);
  }
});
