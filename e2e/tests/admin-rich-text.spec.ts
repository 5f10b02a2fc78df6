// An editor writes a page body in the console's rich-text editor (a heading and a list, with the keyboard and the
// toolbar), saves the draft, publishes, and the public page shows the heading and the list; the editor screen has
// no serious or critical axe violation at 1366 and 360 px.
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { coldStaffContext, createStaff } from '../support/api-helpers';
import { seriousViolations } from '../support/axe';

async function newPage(request: APIRequestContext, token: string, slug: string, title_en: string) {
  const res = await request.post('/api/admin/pages', {
    headers: { Authorization: `Bearer ${token}` },
    data: { slug, title_hi: 'खुला दिवस', title_en },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Opens the content screen once, signed in, in a new browser that has loaded nothing of the site yet (no second
 * try: a screen that fails on its first load fails the test), and chooses the page to edit.
 */
async function openPage(browser: Browser, token: string, slug: string, title: string, width?: number) {
  const context = await coldStaffContext(browser, token);
  const page = await context.newPage();
  if (width) await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Error/.test(m.text())) errors.push(m.text());
  });
  const fallback = page.getByText('This section is temporarily unavailable');
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
  await expect(page.getByLabel('Title in English').last()).not.toHaveValue('', { timeout: 15_000 });
  // The first page's body editors, which come with their lazily loaded chunk, show and stay before another page
  // is chosen (the editors of a page chosen later render once that chunk is there).
  await expect(page.getByRole('toolbar', { name: 'Formatting of Text in English' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(fallback).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.getByLabel('Page', { exact: true }).selectOption(slug);
  await expect(page.getByLabel('Title in English').last()).toHaveValue(title);
  const english = page.getByRole('textbox', { name: 'Text in English' });
  await expect(english).toBeVisible();
  await expect(fallback).toHaveCount(0);
  expect(errors).toEqual([]);
  return { page, english };
}

test('an editor makes a heading and a list in the rich-text editor; the published page shows them', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await createStaff(request, 'editor');
  const stamp = Date.now();
  const slug = `open-day-${stamp}`;
  const title = `Open day ${stamp}`;
  await newPage(request, token, slug, title);
  const { page, english } = await openPage(browser, token, slug, title);
  const bar = page.getByRole('toolbar', { name: 'Formatting of Text in English' });

  await english.click();
  await page.keyboard.type('Courses on offer');
  const heading = bar.getByRole('button', { name: 'Heading', exact: true });
  await heading.click();
  await expect(heading).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await bar.getByRole('button', { name: 'Bulleted list' }).click();
  await expect(bar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('B.Sc. Mathematics');
  await page.keyboard.press('Enter');
  await page.keyboard.type('B.Com.');

  // The HTML toggle shows what will be saved.
  await page.getByRole('button', { name: 'Edit Text in English as HTML' }).click();
  await expect(page.getByLabel('Text in English (HTML)')).toHaveValue(
    '<h2>Courses on offer</h2><ul><li><p>B.Sc. Mathematics</p></li><li><p>B.Com.</p></li></ul>',
  );
  await page.getByRole('button', { name: 'Edit Text in English as HTML' }).click();
  await expect(english).toBeVisible();

  const drafts = page.getByRole('button', { name: 'Save as draft' });
  await drafts.last().click();
  await expect(page.getByText('The draft has changes not yet published.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).last().click();
  await expect(page.getByText('The published page is the draft.')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/pages/${slug}`);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Courses on offer' })).toBeVisible();
  await expect(visitor.getByRole('listitem').filter({ hasText: 'B.Sc. Mathematics' })).toBeVisible();
  await expect(visitor.getByRole('listitem').filter({ hasText: 'B.Com.' })).toBeVisible();
  await visitor.context().close();
  await page.context().close();
});

for (const width of [1366, 360]) {
  test(`the page body editor has no serious axe violation at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const { token } = await createStaff(request, 'editor');
    const stamp = Date.now();
    await newPage(request, token, `axe-${width}-${stamp}`, `Axe ${stamp}`);
    const { page, english } = await openPage(browser, token, `axe-${width}-${stamp}`, `Axe ${stamp}`, width);
    await english.click();
    await page.keyboard.type('Notice');
    const bar = page.getByRole('toolbar', { name: 'Formatting of Text in English' });
    await bar.getByRole('button', { name: 'Insert table' }).click();
    await bar.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Link' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/rich-text-${width}.png`, fullPage: true });
    await page.context().close();
  });
}
