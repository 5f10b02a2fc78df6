// The queue on a phone (360 × 780 px): the console's menu folds into one "Menu" button, so the first applicant's row
// is on the first screen; the menu opens and closes by keyboard (aria-expanded, Escape, focus back on its button)
// in English and Hindi; the queue's first page is asked for once, beside the session's check.
import { expect, test } from '@playwright/test';
import { coldStaffContext, createStaff, createStudent } from '../support/api-helpers';

test.use({ viewport: { width: 360, height: 780 } });

for (const lang of ['en', 'hi'] as const) {
  test(`at 360 px in ${lang} the first applicant row is on the first screen and the menu works by keyboard`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const verifier = await createStaff(request, 'verifier');
    await createStudent(request, { profile: true, chalan: true });
    const context = await coldStaffContext(browser, verifier.token);
    if (lang === 'hi') await context.addInitScript(() => window.localStorage.setItem('site_language', 'hi'));
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/admin/students' || url.pathname === '/api/admin/me') asked.push(url.pathname);
    });
    await page.goto('/admin/applicants?status=0');

    const list = page.getByRole('table', { name: lang === 'hi' ? 'कतार में आवेदक' : 'Applicants in the queue' });
    const firstRow = list.locator('tbody tr').first();
    await expect(firstRow.locator('td.form')).toBeVisible();
    const box = await firstRow.boundingBox();
    expect(box, 'the first row has a box').not.toBeNull();
    expect(box!.y + box!.height, 'the whole first row is on the first screen').toBeLessThanOrEqual(780);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // One request each: the list was not asked for again when the page mounted.
    expect(asked.filter((p) => p === '/api/admin/students')).toHaveLength(1);
    expect(asked.filter((p) => p === '/api/admin/me')).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The sections are folded behind one button.
    const sections = page.getByRole('navigation', { name: lang === 'hi' ? 'कंसोल के भाग' : 'Console sections' });
    const menu = page.getByRole('button', { name: lang === 'hi' ? 'मेनू' : 'Menu' });
    await expect(sections).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: focus the button, Enter opens it, Tab reaches the menu's entries, Escape closes and gives focus back.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(sections).toBeVisible();
    await expect(page.getByRole('button', { name: lang === 'hi' ? 'साइन आउट' : 'Sign out' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(sections).toBeHidden();

    // Opened again (Space), a section link leads there and the menu folds again on the new page.
    await page.keyboard.press('Space');
    await expect(sections).toBeVisible();
    await sections.getByRole('link', { name: lang === 'hi' ? 'सारांश' : 'Overview' }).click();
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sections).toBeHidden();
    await context.close();
  });
}

test('at 1366 px the menu is not folded: every section is there without a Menu button', async ({
  browser,
  request,
}) => {
  const verifier = await createStaff(request, 'verifier');
  const context = await coldStaffContext(browser, verifier.token);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  const sections = page.getByRole('navigation', { name: 'Console sections' });
  await expect(sections.getByRole('link', { name: 'Applicants' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await context.close();
});
