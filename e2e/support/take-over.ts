// What goes wrong when the browser takes over a server-rendered page (decision 017): a hydration error, a script
// error, or a stylesheet fetched although the page carries its rules inline.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { ModuleName } from '@college/shared-types';
import type { StudentAccount } from './api-helpers';

const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)|did not match/i;

/** Starts recording; the arrays fill as the page runs (expect both to stay empty). */
export function watchTakeOver(page: Page): { problems: string[]; stylesheets: string[] } {
  const problems: string[] = [];
  const stylesheets: string[] = [];
  page.on('console', (m) => {
    if (HYDRATION_ERROR.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
  });
  return { problems, stylesheets };
}

/** The visitor's language as the server reads it (cookie) and as the browser remembers it. */
export async function chooseLanguage(context: BrowserContext, baseURL: string, lang: 'en' | 'hi'): Promise<void> {
  await context.addCookies([{ name: 'site_lang', value: lang, url: baseURL }]);
  await context.addInitScript((l) => window.localStorage.setItem('site_language', l), lang);
}

/**
 * Holds a module's scripts until the returned `release()` is called: its server-rendered page stays as the server sent
 * it, not yet taken over, as on a slow phone.
 */
export async function holdModuleScripts(page: Page, module: ModuleName): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/releases/${module}/`), async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Delays every script but the shell's entry (started by the page's inline script after the first paint) by
 * `ms`, as a slow phone would: the server's page is on screen and can be pressed long before it is live.
 */
export async function delayPageScripts(page: Page, ms: number): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('.js') && !/\/main\.[0-9a-f]+\.js$/.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue().catch(() => undefined);
    },
  );
}

/** Signs in on the login page as a student does: the token kept by the page, the page cookie set by the answer. */
export async function signInOnLoginPage(page: Page, student: StudentAccount): Promise<void> {
  await page.goto('/student/login');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}
