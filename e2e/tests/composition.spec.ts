// The composition itself: shell + remotes found at runtime, modules swapped without reloads, failures isolated.
import { expect, test } from '@playwright/test';
import { pageIsLive } from '../support/live';

test('the home page shows the store title the API returned', async ({ page, request }) => {
  const store = await (await request.get('/api/v1/get-store-data')).json();
  const [hindi, english] = String(store.data.store_title).split('=');
  await page.goto('/');
  await expect(page.getByTestId('home-title')).toContainText(english as string);
  await expect(page.getByTestId('home-title')).toContainText(hindi as string);
  await expect(page.getByTestId('college-name-en')).toHaveText(english as string);
});

test('moving between modules swaps them without a reload and hides the chrome where the spec says', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('home-title')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __noReload: number }).__noReload = 42;
  });
  await expect(page.getByTestId('site-footer')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Student Portal' }).click();
  await expect(page).toHaveURL(/\/student\/login$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByTestId('college-name-en')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);

  await page.evaluate(() =>
    (window as unknown as { singleSpaNavigate: (u: string) => void }).singleSpaNavigate('/admission-form'),
  );
  await expect(page.getByRole('heading', { name: 'Admission Form' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);

  await page.goBack();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('home-title')).toBeVisible();
  await expect(page.getByTestId('college-name-en')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(42);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found', level: 2 })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await expect(page.getByTestId('college-name-en')).toBeVisible();
});

test('a remote that cannot be fetched shows the fallback, the chrome keeps working, and Retry loads it', async ({
  page,
}) => {
  const block = (route: import('@playwright/test').Route) => route.abort();
  await page.route('**/releases/mf-portal/**', block);
  await page.goto('/');
  await expect(page.getByTestId('home-title')).toBeVisible();
  // A press before the page is live follows the link natively, to the login page the server renders (its form is in
  // the HTML); pressed once live, the link moves in the page and the portal's code is what fails to arrive.
  await pageIsLive(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Student Portal' }).click();
  await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);

  // The rest of the site still works.
  await page.goBack();
  await expect(page.getByTestId('home-title')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByTestId('college-name-en')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();

  await page.goto('/student/login');
  await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
  await page.unroute('**/releases/mf-portal/**', block);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
});

test('every route change starts at the top of the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-title')).toBeVisible();
  // Make the page tall enough to scroll whatever its content, then scroll far down.
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    document.getElementById('site-footer')?.after(spacer);
    window.scrollTo(0, 3000);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
