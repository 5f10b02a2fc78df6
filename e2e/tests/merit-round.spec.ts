// Admission by merit across modules (decisions 023–025): three verified forms for a course with one open seat; the
// office publishes round 1 and the best student is offered the seat, sees rank and breakdown on the dashboard, and
// lets the window pass; the office closes the round (the offer lapses) and round 2 offers the seat to the next in
// merit, who pays within the window and is admitted with an enrolment number. The third keeps a waiting place.
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import {
  adminSignIn,
  createStudent,
  loginInBrowser,
  payFee,
  submitAdmissionForm,
  verifyAdmissionForm,
  type CreatedStudent,
} from '../support/api-helpers';

// A course no other browser test uses: its admission mode changes here.
const COURSE = 'BSCMATH';
const base = `/api/admin/selection/${COURSE}/1`;
const MATRIX = {
  seats: 1,
  vertical: { SC: 0, ST: 0, OBC: 0, EWS: 0 },
  horizontal: { divyang: 0, freedomFighter: 0, defence: 0, women: 0 },
  weightage: { points: { 'N.C.C': 300, 'N.S.S': 200, Sports: 300, Scout: 200 }, cap: 500 },
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

async function admin(request: APIRequestContext, method: 'post' | 'put', url: string, data: object, token: string) {
  const res = await request[method](url, { headers: bearer(token), data });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** A verified BSCMATH form with these intermediate marks out of 500. */
async function applicant(request: APIRequestContext, marks: string): Promise<CreatedStudent> {
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
  await verifyAdmissionForm(request, s.student.email);
  return s;
}

async function dashboard(browser: Browser, s: CreatedStudent) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginInBrowser(page, s.token);
  await page.goto('/student/dashboard');
  await expect(page.getByTestId('offer-card')).toBeVisible({ timeout: 20_000 });
  return { page, close: () => context.close() };
}

test('round 1 offers the best, who lets it lapse; round 2 offers the next in merit, who pays and is admitted', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await adminSignIn(request);
  await admin(request, 'put', `/api/admin/seat-matrix/${COURSE}/1`, { ...MATRIX, admission_mode: 'merit' }, token);
  try {
    const first = await applicant(request, '480');
    const second = await applicant(request, '450');
    const third = await applicant(request, '400');

    // Round 1, with a window that closes in 40 seconds.
    const preview = await admin(request, 'post', `${base}/preview`, {}, token);
    expect(preview.data.offers).toHaveLength(1);
    await admin(request, 'post', `${base}/rounds`, { opens_at: fromNow(-1000), closes_at: fromNow(40_000) }, token);

    const a = await dashboard(browser, first);
    await expect(a.page.getByTestId('offer-headline')).toContainText('You are offered a seat in round 1');
    await expect(a.page.getByTestId('offer-rank')).toHaveText('1');
    // 480 of 500 is 96 %, with no weightage ticked.
    await expect(a.page.getByTestId('offer-breakdown')).toContainText('96.00');
    await expect(a.page.getByTestId('offer-card').getByRole('link', { name: /Pay/ })).toBeVisible();
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
