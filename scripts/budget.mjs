// Size budget of the home page and the student login page: builds the front-end, serves the site as `npm start`
// does on a free port, opens each page in Chromium and prints the bytes of JavaScript each module sends as
// transferred (the release's Brotli copies; gzip -9 of the same files beside them for reference) and the layout
// shift. Fails when a page needs more than its budget (shell + its remote + the shared libraries they load):
// 200 KB for the home page (decision 006), 150 KB for the login page.
//
//   npm run budget                 build, measure, print
//   npm run budget -- --no-build   measure the builds already in */dist
//   npm run budget -- --files      also list every file with the packages it carries
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Each page measured: where it is, what shows it is ready, its budget of JavaScript sent. */
const PAGES = [
  { name: 'home page', path: '/', ready: '[data-testid="home-title"]', budget: 200 * 1024 },
  { name: 'login page', path: '/student/login', ready: '#login-password', budget: 150 * 1024 },
];
/** The most layout shift a page may have (Core Web Vitals' "good" is 0.1; the site aims at none). */
const CLS_LIMIT = 0.02;
const MODULES = ['shell', 'mf-public', 'mf-portal', 'mf-admission', 'mf-print', 'mf-admin'];
const args = new Set(process.argv.slice(2));

function run(cmd, argv) {
  const r = spawnSync(cmd, argv, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) {
    console.error(`budget: ${cmd} ${argv.join(' ')} failed`);
    process.exit(r.status ?? 1);
  }
}

function build() {
  if (!fs.existsSync(path.join(ROOT, 'deploy/dist/cli.js')) || !fs.existsSync(path.join(ROOT, 'api/dist/app.js'))) {
    run('npm', ['run', 'build', '-w', 'shared-types']);
    run('npm', ['run', 'build', '-w', 'api', '-w', 'deploy']);
  }
  // The measured pages are made of these three; the other remotes only need a build to be released at all.
  const measured = ['shell', 'mf-public', 'mf-portal'];
  const missing = MODULES.filter((m) => !measured.includes(m) && !fs.existsSync(path.join(ROOT, m, 'dist')));
  run('node', ['scripts/build-web.mjs', ...measured, ...missing]);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** The module a URL belongs to: /releases/<module>/<version>/... or else the shell. */
function moduleOf(url) {
  const m = /^\/releases\/([^/]+)\//.exec(new URL(url).pathname);
  return m ? m[1] : 'shell';
}

/** The packages a built file carries, read from its source map (largest share first). */
function packagesIn(file) {
  const map = `${file}.map`;
  if (!fs.existsSync(map)) return [];
  const { sources = [] } = JSON.parse(fs.readFileSync(map, 'utf8'));
  const counts = new Map();
  for (const s of sources) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s);
    const name = m ? m[1] : /shared-types\//.test(s) ? '@college/shared-types' : 'own code';
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([n]) => n);
}

/** The built file behind a served URL (a release is a copy of the module's dist/), to read its source map. */
function diskPath(url) {
  const p = new URL(url).pathname;
  const m = /^\/releases\/([^/]+)\/[^/]+\/(.*)$/.exec(p);
  return m ? path.join(ROOT, m[1], 'dist', m[2]) : path.join(ROOT, 'shell', 'dist', p.replace(/^\/+/, ''));
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function measure() {
  const { chromium } = await import('playwright-core');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-budget-'));
  const releasesDir = path.join(dataDir, 'releases');
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    SEED_DEMO_APPLICANTS: '0',
    DATA_DIR: dataDir,
    RELEASES_DIR: releasesDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const cli = path.join(ROOT, 'deploy/dist/cli.js');
  execFileSync('node', [cli, 'release-all'], { env, stdio: 'ignore' });
  const server = spawn('node', [cli, 'serve'], { env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  let browser;
  try {
    await waitFor(`${base}/api/health`, 30_000);
    const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
      (p) => p && fs.existsSync(p),
    );
    browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    const results = {};
    for (const target of PAGES) results[target.path] = await measurePage(browser, base, target);
    return results;
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One page in a fresh browser context (nothing cached) at 360 and 1366 px: its scripts as sent, its CLS. */
async function measurePage(browser, base, target) {
  const results = {};
  for (const width of [360, 1366]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    // Layout shift of the whole visit, measured the way the browser reports it to Core Web Vitals.
    await page.addInitScript(() => {
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const scripts = [];
    page.on('response', async (res) => {
      const url = res.url();
      if (res.request().resourceType() !== 'script' && !/\.js(\?|$)/.test(url)) return;
      try {
        const body = await res.body();
        // Bytes as transferred: the encoded body the server sent (Brotli or gzip copies of the release).
        const { responseBodySize } = await res.request().sizes();
        const row = { url, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length, sent: responseBodySize };
        // A file prefetched by the page's hints and then run is one download: the second answer comes from the
        // browser's cache (0 or a negative size), so each address counts once, as its largest transfer.
        const seen = scripts.find((s) => s.url === url);
        if (!seen) scripts.push({ ...row, sent: Math.max(0, row.sent) });
        else seen.sent = Math.max(seen.sent, row.sent);
      } catch {
        /* a redirect or an aborted request carries no body */
      }
    });
    await page.goto(`${base}${target.path}`, { waitUntil: 'load' });
    await page.locator(target.ready).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const cls = await page.evaluate(() => window.__cls);
    results[width] = { scripts: [...scripts], cls };
    await page.close();
  }
  return results;
}

/** Prints one page's table; returns what went over its limits. */
function report(target, r) {
  const desktop = r[1366];
  const perModule = new Map(MODULES.map((m) => [m, { files: 0, raw: 0, gzip: 0, sent: 0, list: [] }]));
  for (const s of desktop.scripts) {
    const m = moduleOf(s.url);
    if (!perModule.has(m)) perModule.set(m, { files: 0, raw: 0, gzip: 0, sent: 0, list: [] });
    const row = perModule.get(m);
    row.files += 1;
    row.raw += s.raw;
    row.gzip += s.gzip;
    row.sent += s.sent;
    row.list.push(s);
  }
  console.log(`\nJavaScript sent for the ${target.name} (${target.path}), by module:\n`);
  console.log(
    `${'module'.padEnd(14)}${'files'.padStart(6)}${'raw'.padStart(12)}${'gzip -9'.padStart(12)}${'sent'.padStart(12)}  bytes sent`,
  );
  let total = 0;
  for (const [m, row] of perModule) {
    total += row.sent;
    console.log(
      `${m.padEnd(14)}${String(row.files).padStart(6)}${kb(row.raw).padStart(12)}${kb(row.gzip).padStart(12)}${kb(row.sent).padStart(12)}  ${row.sent}`,
    );
    if (args.has('--files')) {
      for (const s of row.list.sort((a, b) => b.gzip - a.gzip)) {
        const pkgs = packagesIn(diskPath(s.url)).slice(0, 4).join(', ');
        console.log(`    ${kb(s.sent).padStart(9)}  ${new URL(s.url).pathname}  ${pkgs}`);
      }
    }
  }
  console.log(`${'total'.padEnd(14)}${''.padStart(30)}${kb(total).padStart(12)}  ${total}`);
  console.log(`budget        ${kb(target.budget).padStart(42)}  ${target.budget}`);
  const cls = Math.max(r[360].cls, r[1366].cls);
  console.log(
    `layout shift (CLS): ${r[360].cls.toFixed(3)} at 360 px, ${r[1366].cls.toFixed(3)} at 1366 px (limit ${CLS_LIMIT})`,
  );
  const mobileTotal = r[360].scripts.reduce((n, s) => n + s.sent, 0);
  if (mobileTotal !== total) console.log(`JavaScript at 360 px: ${kb(mobileTotal)} sent`);
  const failures = [];
  const sent = Math.max(total, mobileTotal);
  if (sent > target.budget)
    failures.push(`the ${target.name} sends ${kb(sent)} of JavaScript (budget ${kb(target.budget)})`);
  else console.log(`${target.name}: ${kb(target.budget - sent)} to spare`);
  if (cls > CLS_LIMIT) failures.push(`the ${target.name} shifts its layout by ${cls.toFixed(3)} (limit ${CLS_LIMIT})`);
  return failures;
}

async function main() {
  if (!args.has('--no-build')) build();
  const r = await measure();
  const failures = PAGES.flatMap((target) => report(target, r[target.path]));
  if (failures.length) {
    for (const f of failures) console.error(`\nbudget: FAILED, ${f}`);
    process.exit(1);
  }
  console.log(`\nbudget: passed, ${PAGES.map((p) => p.name).join(' and ')} within their budgets`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
