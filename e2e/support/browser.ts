// Finds a Chromium to drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own download.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) {
    if (c && fs.existsSync(c)) return c;
  }
  try {
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return own;
  } catch {
    /* no browser of Playwright's own */
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `apt-get install -y chromium`) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}
