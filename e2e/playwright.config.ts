import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/browser';
import { BASE_URL, E2E_PORT } from './support/site';

/**
 * Specs that change what every visitor sees: the college's content, its publishing, payments reconciled for all, and
 * mobile verification at registration (sms).
 */
const SITE_WIDE =
  /(public-publishing|admin-content-editors|admin-rich-text|public-content-hindi|portal-payment-reconcile|sms)\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  // One output folder per port: two runs at once never share traces.
  outputDir: `test-results/${E2E_PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two browsers at once: the spec files share one server, and each makes its own students and courses. The specs
  // that change what every page shows (content, publishing, payments reconciled for everyone) run after them, one at
  // a time, and the releases last.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'site', testIgnore: [SITE_WIDE, /release\.spec\.ts/] },
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['site'], workers: 1 },
    // Releases change what every page loads, so they run after everything else.
    { name: 'release', testMatch: /release\.spec\.ts/, dependencies: ['site-wide'], workers: 1 },
  ],
  webServer: {
    command: 'node support/server.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
