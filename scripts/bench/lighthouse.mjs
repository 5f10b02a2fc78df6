// (a) Lighthouse mobile (simulated slow 4G, 4x CPU) on home, about-us and login, each beside a static snapshot of
// the same rendered page (its HTML and CSS frozen, no scripts), in turn, 3 runs each; medians.
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
// Runs where Lighthouse could not measure a figure (null, NaN) are left out of its median.
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  return sorted[Math.max(0, Math.ceil(sorted.length / 2) - 1)];
};
let nextPort = Number(process.env.BENCH_PORT ?? 8282);
const port = () => nextPort++;

const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The rendered page as plain HTML: scripts removed, every CSS rule the page holds inlined in one style. */
async function snapshot(url) {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.filter((f) => f !== '--headless=new') });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const css = [];
      for (const sheet of Array.from(document.styleSheets)) {
        try {
          for (const rule of Array.from(sheet.cssRules)) css.push(rule.cssText);
        } catch {
          /* a sheet of another origin */
        }
      }
      const doc = document.documentElement.cloneNode(true);
      doc
        .querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"], link[rel="stylesheet"], style')
        .forEach((n) => n.remove());
      const style = document.createElement('style');
      style.textContent = css.join('\n');
      doc.querySelector('head').appendChild(style);
      return `<!doctype html>\n${doc.outerHTML}`;
    });
  } finally {
    await browser.close();
  }
}

async function audit(url, chromePort) {
  // A run Lighthouse could not record (e.g. NO_NAVSTART, a trace without the navigation) is run again, up to twice,
  // so each median is of measured runs.
  let lhr;
  for (let attempt = 0; attempt < 3; attempt++) {
    lhr = (
      await lighthouse(url, {
        port: chromePort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
    ).lhr;
    if (!lhr.runtimeError) break;
    console.error(`  ${url}: Lighthouse could not measure this run (${lhr.runtimeError.code}); running it again`);
  }
  // BENCH_REPORTS=dir keeps every report (long tasks, script evaluation) to read afterwards.
  if (process.env.BENCH_REPORTS) {
    const fs = await import('node:fs');
    fs.mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-') || 'home';
    fs.writeFileSync(`${process.env.BENCH_REPORTS}/${Date.now()}${name}.json`, JSON.stringify(lhr));
  }
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    score: (lhr.categories.performance?.score ?? NaN) * 100,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    bytes: lhr.audits['total-byte-weight']?.numericValue ?? NaN,
    jsBytes: items.filter((i) => i.resourceType === 'Script').reduce((s, i) => s + (i.transferSize ?? 0), 0),
  };
}

function medianOf(runs) {
  const pick = (k) => median(runs.map((r) => r[k]));
  return {
    score: pick('score'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    bytes: pick('bytes'),
    jsBytes: pick('jsBytes'),
  };
}

/** `origin` is the site as `npm start` serves it. */
export async function benchPages(origin, runs = 3) {
  const pages = [
    ['home', '/'],
    ['about-us', '/about/about-us'],
    ['login', '/student/login'],
  ];
  // The snapshots are served by a plain server on their own paths; everything else (images) comes from the site.
  const snapshots = new Map();
  for (const [, p] of pages) snapshots.set(p, await snapshot(origin + p));
  const server = Fastify({ logger: false });
  server.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0];
    const html = snapshots.get(urlPath);
    if (html) return reply.type('text/html; charset=utf-8').send(html);
    const res = await fetch(origin + request.url, { headers: { 'accept-encoding': 'identity' } });
    reply.code(res.status);
    const type = res.headers.get('content-type');
    if (type) reply.type(type);
    return reply.send(Buffer.from(await res.arrayBuffer()));
  });
  const snapPort = port();
  await server.listen({ port: snapPort, host: '127.0.0.1' });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  const rows = [];
  try {
    for (const [name, p] of pages) {
      const site = [];
      const snap = [];
      for (let i = 0; i < runs; i++) {
        // In turn, so a change of the machine's load touches both alike.
        site.push(await audit(origin + p, chrome.port));
        snap.push(await audit(`http://127.0.0.1:${snapPort}${p}`, chrome.port));
      }
      rows.push({ page: name, site: medianOf(site), snapshot: medianOf(snap) });
    }
  } finally {
    await chrome.kill();
    await server.close();
  }
  return rows;
}

// Run alone: node scripts/bench/lighthouse.mjs <origin> [runs] prints the rows as JSON (npm run bench does this,
// since Lighthouse must run as plain JavaScript).
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchPages(process.argv[2] ?? 'http://127.0.0.1:8080', Number(process.argv[3] ?? 3));
  process.stdout.write(`${JSON.stringify(rows)}\n`);
}
