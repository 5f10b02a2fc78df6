// Every console screen opened by its address in a new browser (empty cache, one page.goto, no second try), as
// an office worker opening a bookmark: the screen shows its own heading and content, never the "temporarily
// unavailable" fallback (in English or Hindi), and the page throws no error. The site content screen, whose
// rich-text editors once crashed on most cold loads, is opened several times.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminSignIn, coldStaffContext, createStaff, createStudent, findStudentId } from '../support/api-helpers';

const FALLBACK = [/This section is temporarily unavailable/, /यह भाग अभी उपलब्ध नहीं है/];

interface Screen {
  path: string;
  heading: string;
  /** More of the screen's own content to wait for, once its heading shows. */
  content?: (page: Page) => Promise<void>;
}

const contentScreen = async (page: Page) => {
  await expect(page.getByRole('form', { name: 'New notice' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Notice board' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Enquiries and feedback' })).toBeVisible();
  // The page editor with both rich-text editors (their own lazily loaded chunk).
  await expect(page.getByLabel('Title in English').last()).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Text in Hindi' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text in English' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Formatting of Text in English' })).toBeVisible();
  await expect(page.getByText('Loading the editor…')).toHaveCount(0);
};

const CONTENT_KINDS: ReadonlyArray<[string, string]> = [
  ['store', 'College details'],
  ['events', 'Events'],
  ['sliders', 'Home page sliders'],
  ['gallery', 'Gallery'],
  ['videos', 'Video gallery'],
  ['staffs', 'Staff'],
  ['facilities', 'Facilities'],
  ['courses', 'Courses'],
  ['past-principals', 'Past principals'],
  ['holidays', 'List of holidays'],
];

let token = '';
let applicant = { id: 0, name: '' };

test.beforeAll(async ({ request }) => {
  ({ token } = await createStaff(request, 'admin'));
  const { student } = await createStudent(request, { profile: true, chalan: true });
  applicant = { id: await findStudentId(request, await adminSignIn(request), student.email), name: student.name };
});

/** Opens one address in a new signed-in browser context, once, and checks the screen shows and nothing failed. */
async function openCold(browser: Browser, screen: Screen) {
  const context = await coldStaffContext(browser, token);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.stack ?? e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Error/.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  try {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await screen.content?.(page);
    await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 20_000 });
    // Whatever runs after the screen first shows (effects, lazy chunks, answers of the API) has run.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
    for (const text of FALLBACK) await expect(page.getByText(text)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(screen.path);
    expect(errors, `errors on a cold load of ${screen.path}`).toEqual([]);
  } catch (failure) {
    // Say what the page threw, not only which element never showed.
    throw new Error(`${screen.path}: ${errors.join('\n') || 'no error logged'}\n${String(failure)}`);
  } finally {
    await context.close();
  }
}

test('every console screen opens by its address in a new browser', async ({ browser }) => {
  test.setTimeout(300_000);
  const screens: Screen[] = [
    { path: '/admin/overview', heading: 'Overview' },
    {
      path: '/admin/applicants',
      heading: 'Applicants',
      content: (page) => expect(page.getByRole('table', { name: 'Applicants in the queue' })).toBeVisible(),
    },
    {
      path: `/admin/applicants/${applicant.id}`,
      heading: applicant.name,
    },
    { path: '/admin/payments', heading: 'Payments' },
    { path: '/admin/payments/report', heading: 'Daily collection report' },
    { path: '/admin/settings', heading: 'Seats, fees and session' },
    { path: '/admin/seats', heading: 'Seat matrix' },
    { path: '/admin/merit', heading: 'Merit rounds' },
    { path: '/admin/admitted', heading: 'Admitted register' },
    { path: '/admin/staff', heading: 'Staff accounts' },
    { path: '/admin/audit', heading: 'Audit log' },
    { path: '/admin/password', heading: 'Change password' },
    { path: '/admin/content', heading: 'Site content', content: contentScreen },
    ...CONTENT_KINDS.map(([kind, heading]) => ({ path: `/admin/content/${kind}`, heading })),
  ];
  for (const screen of screens) {
    await test.step(screen.path, () => openCold(browser, screen));
  }
});

test('the site content screen opens by its address on every cold load', async ({ browser }) => {
  test.setTimeout(300_000);
  for (let load = 1; load <= 5; load += 1) {
    await test.step(`cold load ${load}`, () =>
      openCold(browser, { path: '/admin/content', heading: 'Site content', content: contentScreen }));
  }
});
