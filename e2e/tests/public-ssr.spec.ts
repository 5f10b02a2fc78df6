// Public pages rendered on the server (decision 017): readable without JavaScript, taken over by the browser without
// rendering again (no hydration error, the server's elements kept), moving between pages in the browser, a release
// of mf-public changing the HTML sent, and a broken server bundle falling back to the page rendered in the browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { splitStoreTitle, type Notice, type Store, pickContent } from '@college/shared-types';
import { RELEASES_DIR, deploy } from '../support/site';
import { chooseLanguage, pressAsTakeOverStarts, watchTakeOver } from '../support/take-over';

function liveVersion(module: string): string {
  const state = JSON.parse(fs.readFileSync(path.join(RELEASES_DIR, 'state.json'), 'utf8'));
  return state[module].live as string;
}

/** A copy of the live mf-public release with its server bundle changed, released under a new version. */
function releasePublicWith(version: string, change: (bundle: string) => string): void {
  const live = path.join(RELEASES_DIR, 'mf-public', liveVersion('mf-public'));
  const from = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-public-ssr-'));
  fs.cpSync(live, from, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  const file = path.join(from, 'server', 'server.js');
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
  expect(deploy('release', 'mf-public', '--from', from, '--version', version)).toContain(`${version} is live`);
}

/** Records, from before the first script, every element removed from the page's header and outlet. */
async function watchRemovals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { removed: string[] };
    w.removed = [];
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.removedNodes) {
          const el = n as Element;
          if (n.nodeType === 1 && el.tagName !== 'SCRIPT' && el.tagName !== 'LINK') {
            w.removed.push(`${el.tagName}.${el.className} from #${(r.target as Element).id}`);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the college, its notices and its news', async ({ page, request }) => {
    const store = ((await (await request.get('/api/v1/get-store-data')).json()) as { data: Store }).data;
    const notices = ((await (await request.get('/api/v1/get-store-notices')).json()) as { data: Notice[] }).data;
    await page.goto('/');
    const title = page.getByTestId('home-title');
    await expect(title).toBeVisible();
    const names = splitStoreTitle(store.store_title);
    await expect(title).toContainText(names.english);
    await expect(page.getByTestId('college-name-en')).toHaveText(names.english);
    await expect(page.getByRole('heading', { name: 'Notice Board' })).toBeVisible();
    const board = notices.filter((n) => Number(n.typeof) === 1);
    if (board[0])
      await expect(page.getByTestId('notice-board')).toContainText(
        pickContent('en', { en: board[0].title_en, hi: board[0].title_hi }) || board[0].popup_message,
      );
    await expect(page.getByTestId('home-slider').locator('img').first()).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    // Nothing covers it: no loading circle, no message that the site needs JavaScript.
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('This site needs JavaScript')).toHaveCount(0);
  });

  test('About Us shows its banner, the introduction and the campus facts, in Hindi when chosen', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/about/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Introduction' })).toBeVisible();
    await expect(page.getByText('is a government degree college of the Department of Higher Education')).toBeVisible();
    await expect(page.getByText('Lecture rooms')).toBeVisible();
    await expect(page).toHaveTitle(/^About Us \| /);

    await context.addCookies([{ name: 'site_lang', value: 'hi', url: baseURL! }]);
    await page.goto('/about/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'परिचय' })).toBeVisible();
  });

  test('without a session cookie, student, admission, print and office pages are not rendered on the server', async ({
    request,
  }) => {
    for (const p of ['/student/dashboard', '/admission-form', '/admin/login', '/admission-form/print/1']) {
      const html = await (await request.get(p)).text();
      expect(html, p).not.toContain('data-ssr-path');
      expect(html, p).toContain('class="boot"');
    }
  });
});

test.describe('with JavaScript', () => {
  for (const lang of ['en', 'hi'] as const) {
    test(`home and About Us are taken over without a hydration error or a second render (${lang})`, async ({
      page,
      context,
      baseURL,
    }) => {
      // The page's stylesheets are inline: taking it over fetches none and adds none a second time.
      const { problems, stylesheets } = watchTakeOver(page);
      await chooseLanguage(context, baseURL!, lang);
      await watchRemovals(page);
      for (const p of ['/', '/about/about-us']) {
        await page.goto(p);
        // The module's lifecycles ran (the mark is read once) and every script has settled.
        await expect(page.locator('[data-ssr-path]')).toHaveCount(0);
        await expect(page.locator('[data-ssr-pending]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        await expect(page.getByTestId('site-footer')).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { removed: string[] }).removed), p).toEqual([]);
        expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count(), p).toBe(0);
      }
      expect(problems).toEqual([]);
      expect(stylesheets).toEqual([]);
    });
  }

  // Decision 039: the page is on screen before any of its scripts runs, and the policy lets its one inline script
  // start them (a refusal would leave the page never taken over, and say so in the console).
  test('the first contentful paint comes before any script of the page runs, and the policy refuses nothing', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { firstScriptAt?: number };
      new MutationObserver((records, observer) => {
        for (const r of records)
          for (const n of Array.from(r.addedNodes))
            if (n instanceof HTMLScriptElement && n.src && w.firstScriptAt === undefined) {
              w.firstScriptAt = performance.now();
              observer.disconnect();
            }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const p of ['/about/about-us', '/student/login']) {
      await page.goto(p);
      await expect(page.locator('[data-ssr-pending]')).toHaveCount(0);
      // A script element with an address, parsed or added: the first one's time against the first paint's.
      const { fcp, firstScriptAt } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        firstScriptAt: (window as unknown as { firstScriptAt?: number }).firstScriptAt ?? null,
      }));
      expect(fcp, p).not.toBeNull();
      expect(firstScriptAt, p).not.toBeNull();
      expect(firstScriptAt!, p).toBeGreaterThanOrEqual(fcp!);
    }
    expect(refused).toEqual([]);
  });

  // The header and the footer are hydrated one after the other: a press on the header's link as it is taken over
  // moves to the login page (no chrome) before the footer is hydrated. The footer hydrates what the server rendered
  // and then follows the address, so the server's footer is neither left on the login page nor doubled on return.
  test('a link pressed as the header is taken over moves in the page, and the chrome is there once', async ({
    page,
  }) => {
    await pressAsTakeOverStarts(page, 'site-header', 'Student Portal');
    await page.goto('/');
    await expect(page).toHaveURL(/\/student\/login$/);
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { pressedAsTakeOverStarts?: boolean }).pressedAsTakeOverStarts),
    ).toBe(true);
    // The same document: the press was followed in the page, not by the browser.
    expect(await page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname)).toBe('/');
    await expect(page.locator('[data-ssr-pending]')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await expect(page.getByTestId('college-name-en')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByTestId('home-title')).toBeVisible();
    await expect(page.getByTestId('college-name-en')).toHaveCount(1);
    await expect(page.getByTestId('site-footer')).toHaveCount(1);
  });

  test('moving from home to About Us happens in the page, and the page answers to its controls', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-ssr-path]')).toHaveCount(0);
    await expect(page.locator('[data-ssr-pending]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('main').getByRole('link', { name: 'About the college' }).click();
    await expect(page).toHaveURL(/\/about\/about-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Introduction' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // The hydrated header works: the language switch re-renders the page in Hindi.
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await page.goBack();
    await expect(page.getByTestId('home-title')).toBeVisible();
  });
});

test.describe('releases', () => {
  test('a new mf-public release changes the HTML sent; rollback brings the old HTML back', async ({ request }) => {
    test.setTimeout(120_000);
    const before = await (await request.get('/about/about-us')).text();
    expect(before).toContain('data-ssr-path="/about/about-us"');
    expect(before).toContain('The campus at a glance');
    releasePublicWith('9.0.0-ssr-e2e', (bundle) => {
      expect(bundle).toContain("glance: 'The campus at a glance'");
      return bundle.replace("glance: 'The campus at a glance'", "glance: 'The campus, released again'");
    });
    try {
      const after = await (await request.get('/about/about-us')).text();
      expect(after).toContain('The campus, released again');
      expect(after).toContain('/releases/mf-public/9.0.0-ssr-e2e/');
    } finally {
      deploy('rollback', 'mf-public');
    }
    const back = await (await request.get('/about/about-us')).text();
    expect(back).toContain('The campus at a glance');
    expect(back).not.toContain('9.0.0-ssr-e2e');
  });

  test('a broken server bundle sends the page rendered in the browser, which still works', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    releasePublicWith('9.0.1-ssr-broken', () => 'throw new Error("this server bundle is broken");\n');
    try {
      const html = await (await request.get('/')).text();
      expect(html).not.toContain('data-ssr-path');
      expect(html).toContain('class="boot"');
      await page.goto('/');
      await expect(page.getByTestId('home-title')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Notice Board' })).toBeVisible();
    } finally {
      deploy('rollback', 'mf-public');
    }
    expect(await (await request.get('/')).text()).toContain('data-ssr-path="/"');
  });
});
