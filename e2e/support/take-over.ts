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

/**
 * Presses the link named `name` in the server's part `regionId` (`site-header`, `site-footer`) at the first moment
 * the shell has begun taking it over: React's root is on it, nothing of the page is rendered yet. The press makes
 * React hydrate that part at once and follow the link, while the page's other parts are still the server's, as a
 * visitor's press can on a slow phone. `window.pressedAsTakeOverStarts` tells the press was made.
 */
export async function pressAsTakeOverStarts(page: Page, regionId: string, name: string): Promise<void> {
  await page.addInitScript(
    ([id, label]) => {
      // Polled in the queue React's scheduler uses, so the first look after the shell's task that created the root
      // comes before React's first slice of work.
      const channel = new MessageChannel();
      const until = performance.now() + 20_000;
      channel.port1.onmessage = () => {
        const region = document.getElementById(id as string);
        if (region && Object.keys(region).some((k) => k.startsWith('__reactContainer$'))) {
          const link = Array.from(region.querySelectorAll('a')).find((a) => a.textContent?.trim() === label);
          (window as unknown as { pressedAsTakeOverStarts?: boolean }).pressedAsTakeOverStarts = !!link;
          link?.click();
        } else if (performance.now() < until) channel.port2.postMessage(0);
      };
      channel.port2.postMessage(0);
    },
    [regionId, name],
  );
}
