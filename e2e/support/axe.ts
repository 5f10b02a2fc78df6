// axe on a page as every browser test runs it: WCAG 2.1 A and AA, and only what axe calls serious or critical.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The serious and critical findings on the page, each with the elements it names; [] when there are none. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A language and a width a screen is checked in: a phone (360 px) or an office screen (1366 px). */
export type AxeView = readonly ['en' | 'hi', 360 | 1366];

/** Both languages at both widths. */
export const EVERY_VIEW: readonly AxeView[] = [
  ['en', 1366],
  ['en', 360],
  ['hi', 1366],
  ['hi', 360],
];

/**
 * axe on the page in each view. A view in another language than the one before chooses it as the language switch
 * keeps it, reloads the page and awaits `ready` (which brings the screen to the state checked); a view in the same
 * language only changes the width, the screen as it is (the layout follows the width without a reload). Afterwards
 * English at 1366 px is chosen again for the page's next load.
 */
export async function axeInViews(
  page: Page,
  views: readonly AxeView[],
  ready: () => Promise<void>,
  what: string,
): Promise<void> {
  let shown: string | null = null;
  for (const [language, width] of views) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    if (language !== shown) {
      await page.evaluate((l) => window.localStorage.setItem('site_language', l), language);
      await page.reload();
      await ready();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      shown = language;
    }
    // A frame for the layout at the new width.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    expect(await seriousViolations(page), `${what}, ${language}, ${width} px`).toEqual([]);
  }
  await page.evaluate(() => window.localStorage.setItem('site_language', 'en'));
  await page.setViewportSize({ width: 1366, height: 900 });
}
