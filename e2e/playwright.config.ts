import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/browser';
import { BASE_URL, E2E_PORT } from './support/site';

export default defineConfig({
  testDir: './tests',
  // One output folder per port: two runs at once never share traces.
  outputDir: `test-results/${E2E_PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'site', testIgnore: /release\.spec\.ts/ },
    // Releases change what every page loads, so they run after everything else.
    { name: 'release', testMatch: /release\.spec\.ts/, dependencies: ['site'] },
  ],
  webServer: {
    command: 'node support/server.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
