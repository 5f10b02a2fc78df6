// The public merit lists (decision 026): the office publishes round 1 of a course in merit mode through the API (as
// merit-round.spec.ts does); a visitor opens the list cold in Hindi and in English, from the home notice board and
// the admission page, searches a form number and downloads the CSV. No private field shows; axe finds no serious or
// critical violation on the index and the list in both languages at 360 and 1366 px.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import type { MeritListPage, MeritListSummary } from '@college/shared-types';
import {
  adminSignIn,
  createStudent,
  submitAdmissionForm,
  verifyAdmissionForm,
  type CreatedStudent,
} from '../support/api-helpers';
import { seriousViolations } from '../support/axe';
import { admin, fromNow, OPEN_MATRIX } from '../support/merit';

// A course no other browser test uses (its admission mode, one per course whatever the year, changes here), year 2.
const COURSE = 'BSCMATH';
const YEAR = 2;
const base = `/api/admin/selection/${COURSE}/${YEAR}`;
const LIST_PATH = `/merit-list/${COURSE}/${YEAR}/1`;
const MATRIX = { ...OPEN_MATRIX, seats: 1 };

async function applicant(request: APIRequestContext, marks: string): Promise<CreatedStudent> {
  const s = await createStudent(request, {
    profile: { course_name: COURSE, category: 'GENERAL', course_year: String(YEAR) as '2' },
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

/** A fresh browser in a language at a width: nothing cached, the language chosen as the switch keeps it. */
async function coldPage(browser: Browser, baseURL: string, lang: 'hi' | 'en', width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, acceptDownloads: true });
  await context.addCookies([{ name: 'site_lang', value: lang, url: baseURL }]);
  await context.addInitScript((l) => window.localStorage.setItem('site_language', l), lang);
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

let students: CreatedStudent[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const token = await adminSignIn(request);
  await admin(
    request,
    'put',
    `/api/admin/seat-matrix/${COURSE}/${YEAR}`,
    { ...MATRIX, admission_mode: 'merit' },
    token,
  );
  students = [await applicant(request, '480'), await applicant(request, '450'), await applicant(request, '400')];
  // A preview is never public.
  await admin(request, 'post', `${base}/preview`, {}, token);
  expect((await request.get(`/api/v1/merit-lists/${COURSE}/${YEAR}/1`)).status()).toBe(404);
  await admin(request, 'post', `${base}/rounds`, { opens_at: fromNow(-1000), closes_at: fromNow(3_600_000) }, token);
});

test.afterAll(async ({ request }) => {
  const token = await adminSignIn(request);
  await admin(
    request,
    'put',
    `/api/admin/seat-matrix/${COURSE}/${YEAR}`,
    { ...MATRIX, admission_mode: 'direct' },
    token,
  );
});

test('the list opens cold in Hindi at 360 px: by rank, statuses, last updated, nothing private, axe clean', async ({
  browser,
  baseURL,
  request,
}) => {
  const api = (await (await request.get(`/api/v1/merit-lists/${COURSE}/${YEAR}/1`)).json()) as { data: MeritListPage };
  expect(api.data.rows).toHaveLength(3);
  // Rendered on the server like every public page (its frame and title; the rows load in the browser).
  const html = await (await request.get(LIST_PATH, { headers: { cookie: 'site_lang=hi' } })).text();
  expect(html).toContain(`data-ssr-path="${LIST_PATH}"`);
  const { page, close } = await coldPage(browser, baseURL!, 'hi', 360);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  try {
    await page.goto(LIST_PATH);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरिट सूची: विज्ञान स्नातक (गणित), वर्ष 2, चरण 1');
    const table = page.getByTestId('merit-list');
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(table.locator('thead')).toContainText('फ़ॉर्म संख्या');
    const first = table.locator('tbody tr').first();
    await expect(first).toContainText(String(api.data.rows[0]!.form_number));
    await expect(first).toContainText('सीट आवंटित');
    await expect(first).toContainText(api.data.rows[0]!.index_marks);
    await expect(table.locator('tbody tr').nth(2)).toContainText('प्रतीक्षारत');
    await expect(page.getByTestId('last-updated')).toContainText('अंतिम अद्यतन');
    // The breadcrumb leads back to the index, never to an address without a page.
    await expect(page.getByRole('navigation', { name: 'ब्रेडक्रंब' }).getByRole('link')).toHaveText([
      'मुखपृष्ठ',
      'मेरिट सूचियाँ',
      'वर्ष 2, चरण 1',
    ]);
    const text = await page.locator('#single-spa-outlet').innerText();
    for (const s of students) {
      expect(text).not.toContain(s.student.email);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
  } finally {
    await close();
  }
});

test('in English at 1366 px: from the notice board to the list, a form number searched, the CSV downloaded', async ({
  browser,
  baseURL,
  request,
}) => {
  const index = (await (await request.get('/api/v1/merit-lists')).json()) as { data: MeritListSummary[] };
  expect(index.data.some((l) => l.path === LIST_PATH)).toBe(true);
  const api = (await (await request.get(`/api/v1/merit-lists/${COURSE}/${YEAR}/1`)).json()) as { data: MeritListPage };
  const { page, close } = await coldPage(browser, baseURL!, 'en', 1366);
  try {
    await page.goto('/');
    await page.getByRole('link', { name: 'Merit lists of admission (each course and round)' }).click();
    await expect(page).toHaveURL(/\/merit-list$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merit lists');
    await expect(page.getByRole('heading', { name: 'Bachelor of Science (Mathematics)' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Year 2, Round 1' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST_PATH}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Merit list: Bachelor of Science (Mathematics), Year 2, Round 1',
    );
    await expect(page.getByTestId('merit-list').locator('tbody tr')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);

    // Search by form number, from the keyboard.
    const wanted = api.data.rows[1]!;
    const box = page.getByLabel('Search by form number');
    await box.fill('12a');
    await box.press('Enter');
    await expect(page.getByRole('search').getByRole('alert')).toHaveText('Enter the form number in digits only.');
    await box.fill(String(wanted.form_number));
    await box.press('Enter');
    await expect(page.getByRole('status')).toHaveText(`1 found for form number ${wanted.form_number}`);
    const rows = page.getByTestId('merit-list').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(wanted.name);
    await expect(rows.first()).toContainText('Waiting');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Show the whole list' }).click();
    await expect(rows).toHaveCount(3);

    // The CSV: UTF-8 with a BOM, headers in both languages, every row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`merit-list-${COURSE}-year-${YEAR}-round-1.csv`);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toContain('Form number / फ़ॉर्म संख्या');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain(String(wanted.form_number));
    for (const s of students) expect(bytes.toString('utf8')).not.toContain(s.student.email);

    // The printable list (print or save as PDF).
    const print = await request.get(`/api/v1/merit-lists/${COURSE}/${YEAR}/1/print?lang=en`);
    expect(print.status()).toBe(200);
    expect(await print.text()).toContain(wanted.name);
  } finally {
    await close();
  }
});

test('the index and the list in the other views: English at 360 px, Hindi at 360 and 1366 px, axe clean', async ({
  browser,
  baseURL,
}) => {
  const en = await coldPage(browser, baseURL!, 'en', 360);
  try {
    await en.page.goto('/merit-list');
    await expect(en.page.getByRole('heading', { level: 1 })).toHaveText('Merit lists');
    await expect(en.page.getByRole('link', { name: 'Year 2, Round 1' })).toBeVisible();
    expect(await seriousViolations(en.page), 'index, en, 360 px').toEqual([]);
    await en.page.getByRole('link', { name: 'Year 2, Round 1' }).click();
    await expect(en.page.getByTestId('merit-list').locator('tbody tr')).toHaveCount(3);
    expect(await seriousViolations(en.page), 'list, en, 360 px').toEqual([]);
  } finally {
    await en.close();
  }
  const hi = await coldPage(browser, baseURL!, 'hi', 360);
  try {
    const indexShown = async () => {
      await expect(hi.page.getByRole('heading', { level: 1 })).toHaveText('मेरिट सूचियाँ');
      await expect(hi.page.getByRole('link', { name: 'वर्ष 2, चरण 1' })).toBeVisible();
    };
    await hi.page.goto('/merit-list');
    await indexShown();
    expect(await seriousViolations(hi.page), 'index, hi, 360 px').toEqual([]);
    await hi.page.setViewportSize({ width: 1366, height: 800 });
    await hi.page.reload();
    await indexShown();
    expect(await seriousViolations(hi.page), 'index, hi, 1366 px').toEqual([]);
    await hi.page.getByRole('link', { name: 'वर्ष 2, चरण 1' }).click();
    await expect(hi.page.getByTestId('merit-list').locator('tbody tr')).toHaveCount(3);
    await expect(hi.page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await seriousViolations(hi.page), 'list, hi, 1366 px').toEqual([]);
  } finally {
    await hi.close();
  }
});

test('the admission pages link to the merit lists, and a list never published is told in both languages', async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await coldPage(browser, baseURL!, 'en', 1366);
  try {
    await page.goto('/students/admission');
    await page.getByRole('link', { name: 'Merit lists of admission' }).click();
    await expect(page).toHaveURL(/\/merit-list$/);
    await page.goto('/students/admission-rules');
    await expect(page.getByRole('link', { name: 'Merit lists', exact: true })).toHaveAttribute('href', '/merit-list');
    await page.goto(`/merit-list/${COURSE}/${YEAR}/9`);
    await expect(page.locator('#single-spa-outlet').getByRole('alert')).toHaveText(
      'No merit list of this course, year and round has been published.',
    );
  } finally {
    await close();
  }
});
