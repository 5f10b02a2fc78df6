// Admission by merit across modules (decisions 023–025), one season of a course with two open seats and three forms.
// The verifier scrutinises the best form in the console: a document refused, the student corrects, every document
// verified. The office previews round 1 on the merit screen; round 1 offers the two best a seat. The best sees rank
// and index marks with their breakdown on the dashboard, pays from the Merit and offer card through the gateway
// simulator within the window and is admitted with an enrolment number; the second lets the window pass. The office
// closes round 1 on the merit screen (the offer lapses) and publishes round 2 there, with a window and its
// confirmation: it offers the seat to the third, next in merit. axe checks the merit screen with its preview and the
// Merit and offer card offered in both languages at 360 and 1366 px, and the card waiting, admitted and lapsed in
// English at one width and Hindi at the other.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  adminSignIn,
  createStaff,
  createStudent,
  findStudentId,
  loginInBrowser,
  staffInBrowser,
  submitAdmissionForm,
  verifyAdmissionForm,
  type CreatedStudent,
} from '../support/api-helpers';
import { axeInViews, EVERY_VIEW } from '../support/axe';
import { admin, fromNow, OPEN_MATRIX } from '../support/merit';

// A course no other browser test uses: its admission mode (one per course, whatever the year) changes here.
const COURSE = 'MSCCHEM';
const base = `/api/admin/selection/${COURSE}/1`;
const MATRIX = { ...OPEN_MATRIX, seats: 2 };
/**
 * Round 1's payment window, from its publication: long enough for the best student to pay through the gateway on a
 * busy machine (about ten seconds on an idle one), while the card's axe checks of round 1 fill the rest of it.
 */
const WINDOW_MS = 40_000;

const UG = 'Graduation (UG) Marksheet';
/** The uploads submitAdmissionForm sends for a PG course, by field and name (the caste certificate whatever the category). */
const DOCUMENTS = [
  ['mark_ug', UG],
  ['mark_10th', 'High School (10th) Marksheet'],
  ['image', 'Photograph'],
  ['signature', 'Signature'],
  ['mark_12', 'Intermediate (12th) Marksheet'],
  ['dc_caste', 'Caste Certificate'],
] as const;

/** The form's answers with these graduation marks out of 1200 (the fixture ticks N.S.S and Sports: 5 points). */
const pgForm = (marks: string) => ({
  intermediate: { subject: 'Physics, Chemistry, Maths' },
  ug_year: '2025',
  ug_board: 'Bundelkhand University',
  ug_name: 'GDC Jhansi',
  ug_roll: '3003',
  ug_maxmarks: '1200',
  ug_obtmarks: marks,
});

/** A submitted MSCCHEM form of this student with these graduation marks, verified by the API unless told not to. */
async function applicant(
  request: APIRequestContext,
  name: string,
  marks: string,
  verify = true,
): Promise<CreatedStudent> {
  const s = await createStudent(request, {
    account: { name },
    profile: { course_name: COURSE, academic_level: 'PG', category: 'GENERAL' },
    approveWithFee: '1600',
  });
  await submitAdmissionForm(request, s.token, COURSE, pgForm(marks));
  if (verify) await verifyAdmissionForm(request, s.student.email);
  return s;
}

async function verifyInConsole(page: Page, field: string, name: string) {
  await page.getByRole('button', { name: `Verified: ${name}` }).click();
  await expect(page.getByTestId(`scrutiny-${field}`)).toContainText('Verified / सत्यापित');
}

async function openApplicant(page: Page, id: number) {
  await page.goto(`/admin/applicants/${id}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('scrutiny-state')).toBeVisible();
}

/** The student's dashboard in a browser of its own, once `shown` is on it; `again` reloads it. */
async function dashboard(browser: Browser, s: CreatedStudent, shown: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await loginInBrowser(page, s.token);
  await page.goto('/student/dashboard');
  await expect(page.getByTestId(shown)).toBeVisible({ timeout: 20_000 });
  return {
    page,
    card: page.getByTestId('offer-card'),
    again: async () => {
      await page.reload();
      await expect(page.getByTestId('offer-headline')).toBeVisible({ timeout: 20_000 });
    },
    close: () => context.close(),
  };
}

/** Now plus `ms`, as the merit screen's date and time fields take India time: "2026-07-01T10:00". */
const indiaLocal = (ms: number) => new Date(Date.now() + ms + 330 * 60_000).toISOString().slice(0, 16);

test('round 1: the best pays and is admitted, the second lets the offer lapse; round 2 offers the seat to the third', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await adminSignIn(request);
  await admin(request, 'put', `/api/admin/seat-matrix/${COURSE}/1`, { ...MATRIX, admission_mode: 'merit' }, token);
  try {
    // 1080, 1020 and 960 of 1200: 90, 85 and 80 %, each with 5 points of weightage.
    const [first, second, third, verifier] = await Promise.all([
      applicant(request, 'Asha Verma', '1080', false),
      applicant(request, 'Bina Yadav', '1020'),
      applicant(request, 'Chanda Singh', '960'),
      createStaff(request, 'verifier'),
    ]);

    // The verifier scrutinises the best form in the console: the graduation marksheet is refused with a reason, the
    // student corrects and sends the form again, and every document is verified.
    const officeContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const office = await officeContext.newPage();
    const id = await findStudentId(request, token, first.student.email);
    await staffInBrowser(office, verifier.token);
    await openApplicant(office, id);
    await expect(office.getByTestId('scrutiny-state')).toContainText('Submitted — to verify');
    await office.getByRole('button', { name: `Not acceptable: ${UG}` }).click();
    await office.getByLabel(/Why is it not acceptable/).fill('The marks are not readable');
    await office.getByRole('button', { name: 'Record: not acceptable' }).click();
    for (const [field, name] of DOCUMENTS.slice(1)) await verifyInConsole(office, field, name);
    await expect(office.getByTestId('scrutiny-state')).toContainText('Sent back for correction');
    const a = await dashboard(browser, first, 'decision-notice');
    await expect(a.page.getByTestId('decision-notice')).toContainText('The marks are not readable');
    await submitAdmissionForm(request, first.token, COURSE, pgForm('1080'));
    await openApplicant(office, id);
    await expect(office.getByTestId('scrutiny-state')).toContainText('Submitted — to verify');
    for (const [field, name] of DOCUMENTS) await verifyInConsole(office, field, name);
    await expect(office.getByTestId('scrutiny-state')).toContainText('Verified');
    await office.close();

    // The office previews round 1 on the merit screen: the two best are offered the two seats.
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
    const offersShown = adminPage.getByRole('table', { name: /Offers of this round/ });
    await expect(offersShown).toContainText(first.student.name);
    await expect(offersShown).toContainText(second.student.name);
    await expect(offersShown).not.toContainText(third.student.name);
    await axeInViews(adminPage, EVERY_VIEW, previewShown, 'merit screen with a preview');

    // The students' dashboards are open before the round, as a family waiting for it keeps the page.
    const [b, c] = await Promise.all([
      dashboard(browser, second, 'form-submitted'),
      dashboard(browser, third, 'form-submitted'),
    ]);

    // Round 1, published with a window that closes soon (the merit screen's window is to the minute).
    const closesAt = Date.now() + WINDOW_MS;
    await admin(
      request,
      'post',
      `${base}/rounds`,
      { opens_at: fromNow(-1000), closes_at: new Date(closesAt).toISOString() },
      token,
    );

    // The best student sees the offer with rank and breakdown, and pays from the card within the window.
    await a.again();
    await expect(a.page.getByTestId('offer-headline')).toContainText('You are offered a seat in round 1');
    await expect(a.page.getByTestId('offer-rank')).toHaveText('1');
    // 1080 of 1200 is 90 %, with N.S.S (2) and Sports (3) ticked.
    const breakdown = a.page.getByTestId('offer-breakdown').getByRole('listitem');
    await expect(breakdown).toHaveText([
      'Qualifying percentage: 90.00',
      'N.S.S weightage: +2.00',
      'Sports weightage: +3.00',
      'Total: 95.00',
    ]);
    await expect(a.page.getByTestId('offer-deadline')).toContainText('(India time)');
    await a.card.getByRole('link', { name: /^Pay ₹/ }).click();
    await expect(a.page).toHaveURL(/\/student\/admission\/payment$/);
    await a.page.getByRole('button', { name: 'Pay Now' }).click();
    await a.page.getByRole('button', { name: 'Net Banking' }).click();
    await a.page.getByRole('button', { name: 'Success' }).click();
    await expect(a.page).toHaveURL(/\/admission\/student\/admission\/payment\/success\?/, { timeout: 20_000 });
    await a.page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(a.page.getByTestId('offer-headline')).toContainText('Admitted', { timeout: 20_000 });
    const enrolment = new RegExp(`^\\d{4}-\\d{2}/${COURSE}/0001$`);
    await expect(a.page.getByTestId('offer-enrolment')).toHaveText(enrolment);
    await expect(a.card.getByRole('link', { name: /Pay/ })).toHaveCount(0);

    // The second is offered the other seat and may pay until the deadline.
    await b.again();
    await expect(b.page.getByTestId('offer-headline')).toContainText('You are offered a seat in round 1');
    await expect(b.page.getByTestId('offer-rank')).toHaveText('2');
    await expect(b.card.getByRole('link', { name: /^Pay ₹/ })).toBeVisible();

    // The third waits, first in the category.
    await c.again();
    await expect(c.page.getByTestId('offer-headline')).toContainText('You are on the waiting list');
    await expect(c.page.getByTestId('offer-rank')).toHaveText('3');
    await expect(c.page.getByTestId('offer-waiting')).toHaveText('1');
    await expect(c.card.getByRole('link', { name: /Pay/ })).toHaveCount(0);

    // The card offered, waiting and admitted, checked while the window is still open.
    await axeInViews(b.page, EVERY_VIEW, b.again, 'Merit and offer card, offered');
    await axeInViews(
      c.page,
      [
        ['en', 360],
        ['hi', 1366],
      ],
      c.again,
      'Merit and offer card, waiting',
    );
    await axeInViews(
      a.page,
      [
        ['hi', 360],
        ['en', 1366],
      ],
      async () => {
        await a.again();
        await expect(a.page.getByTestId('offer-enrolment')).toHaveText(enrolment);
      },
      'Merit and offer card, admitted',
    );

    // The window passes with the second offer unpaid; the office closes round 1 on the merit screen.
    await expect.poll(() => Date.now(), { timeout: WINDOW_MS + 30_000 }).toBeGreaterThan(closesAt);
    await adminPage.reload();
    await adminPage.getByRole('button', { name: 'Close round 1' }).click();
    const closing = adminPage.getByRole('alertdialog', { name: 'Close round 1?' });
    await expect(closing.getByTestId('confirm-question')).toContainText('1 unpaid offers lapse');
    await closing.getByTestId('confirm-action').click();
    await expect(adminPage.getByText('The round is closed: unpaid offers have lapsed.')).toBeVisible();

    // The second student is told the offer lapsed, and Pay is gone.
    await b.again();
    await expect(b.page.getByTestId('offer-headline')).toContainText('lapsed');
    await expect(b.page.getByRole('link', { name: /Pay/ })).toHaveCount(0);
    await axeInViews(
      b.page,
      [
        ['hi', 360],
        ['en', 1366],
      ],
      b.again,
      'Merit and offer card, lapsed',
    );

    // Round 2, published on the merit screen with its window and confirmation, offers the seat to the third.
    await adminPage.getByLabel('Payment opens (India time)').fill(indiaLocal(-60_000));
    await adminPage.getByLabel('Payment closes (India time)').fill(indiaLocal(24 * 3_600_000));
    await adminPage.getByRole('button', { name: 'Publish round' }).click();
    const publishing = adminPage.getByRole('alertdialog', { name: 'Publish round 2?' });
    await expect(publishing.getByTestId('confirm-question')).toContainText(': 1 offers, window ');
    await publishing.getByTestId('confirm-action').click();
    await expect(
      adminPage.getByText('The round is published and the offered students are informed by mail.'),
    ).toBeVisible();
    await expect(adminPage.getByTestId('merit-rounds').locator('tbody tr')).toHaveCount(2);
    await officeContext.close();

    await c.again();
    await expect(c.page.getByTestId('offer-headline')).toContainText('You are offered a seat in round 2');
    // Ranked again among those not admitted: the second (lapsed, never offered again) and the third.
    await expect(c.page.getByTestId('offer-rank')).toHaveText('2');
    await expect(c.card.getByRole('link', { name: /^Pay ₹/ })).toBeVisible();
    await Promise.all([a.close(), b.close(), c.close()]);
  } finally {
    await admin(request, 'put', `/api/admin/seat-matrix/${COURSE}/1`, { ...MATRIX, admission_mode: 'direct' }, token);
  }
});
