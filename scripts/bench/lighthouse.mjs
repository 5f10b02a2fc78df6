// (a) Lighthouse mobile (simulated slow 4G, 4x CPU) on the public pages, the login page and the signed-in student's
// dashboard and admission form, each beside a static snapshot of the same rendered page (its HTML and CSS frozen, no
// scripts), in turn, 5 runs each: every figure is the median of the runs with their spread (min–max).
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { getComputationDataParams } from 'lighthouse/core/computed/metrics/lantern-metric.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { chromium } from 'playwright-core';
// The puppeteer that Lighthouse itself drives (its own dependency): a page it is given may carry a script of ours.
import puppeteer from 'puppeteer-core';

/** The median and the spread of the runs; runs where Lighthouse could not measure a figure (null, NaN) are left out. */
const stat = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return { median: null, min: null, max: null, runs: [] };
  return {
    median: sorted[Math.max(0, Math.ceil(sorted.length / 2) - 1)],
    min: sorted[0],
    max: sorted[sorted.length - 1],
    runs: values,
  };
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

/** The public pages and the login page, measured signed out. */
const PUBLIC_PAGES = [
  ['home', '/'],
  ['about-us', '/about/about-us'],
  ['login', '/student/login'],
];

/** Sets the origin's localStorage in a page before its own scripts run (the student's token). */
function storageScript(origin, storage) {
  return `if (location.origin === ${JSON.stringify(origin)}) {
    for (const [k, v] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(k, v);
  }`;
}

/**
 * The rendered page as plain HTML: scripts removed with every hint that fetches script or style ahead (prefetch,
 * preload, modulepreload: a static page has none to fetch), every CSS rule the page holds inlined in one style.
 */
async function snapshot(url, storage, cookies = []) {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.filter((f) => f !== '--headless=new') });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (storage) await context.addInitScript(storageScript(new URL(url).origin, storage));
    if (cookies.length) await context.addCookies(browserCookies(new URL(url).origin, cookies));
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    // A signed-in page that sent the browser elsewhere (the login page, the dashboard) is not the page to measure.
    if (new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new Error(`${url} went to ${page.url()}`);
    }
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
        .querySelectorAll(
          'script, link[rel="modulepreload"], link[rel="preload"], link[rel="prefetch"], link[rel="stylesheet"], style',
        )
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

/** The cookies sign-in set, as the browser keeps them for `origin` (HttpOnly, SameSite=Strict, their path). */
function browserCookies(origin, cookies) {
  const { hostname } = new URL(origin);
  return cookies.map((c) => ({ ...c, domain: hostname, httpOnly: true, sameSite: 'Strict' }));
}

/**
 * Keeps `storage` in the localStorage of `origin` in the Chrome that Lighthouse drives (Lighthouse leaves it), and
 * the cookies sign-in set.
 */
async function keepStorage(chromePort, origin, storage, cookies = []) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    if (cookies.length) await browser.contexts()[0].addCookies(browserCookies(origin, cookies));
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((entries) => {
      for (const [k, v] of entries) localStorage.setItem(k, v);
    }, Object.entries(storage));
    await page.close();
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
  // A page that went elsewhere (a signed-in page sending a visitor to the login page) measured the wrong page.
  if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} went to ${lhr.finalDisplayedUrl}`);
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

const KEYS = ['score', 'lcp', 'tbt', 'cls', 'bytes', 'jsBytes'];
const stats = (runs) => Object.fromEntries(KEYS.map((k) => [k, stat(runs.map((r) => r[k]))]));

/**
 * `origin` is the site as `npm start` serves it; `student` ({ pages, storage }, from student-pages.ts) the signed-in
 * pages and what the browser keeps for them; `only` the names of the pages to measure (all when empty).
 */
export async function benchPages(origin, runs = 5, student = null, only = []) {
  const pick = (list) => list.filter(([name]) => !only.length || only.includes(name));
  const sessions = [
    { pages: pick(PUBLIC_PAGES), storage: null },
    { pages: student ? pick(student.pages) : [], storage: student?.storage ?? null, cookies: student?.cookies ?? [] },
  ].filter((s) => s.pages.length);
  // The snapshots are served by a plain server on their own paths; everything else (images) comes from the site.
  const snapshots = new Map();
  for (const s of sessions)
    for (const [, p] of s.pages) snapshots.set(p, await snapshot(origin + p, s.storage, s.cookies));
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
  const rows = [];
  try {
    // Signed out and signed in each in a Chrome of its own: the student's token would change the public pages.
    for (const s of sessions) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
      try {
        if (s.storage) await keepStorage(chrome.port, origin, s.storage, s.cookies);
        for (const [name, p] of s.pages) {
          const site = [];
          const snap = [];
          for (let i = 0; i < runs; i++) {
            // In turn, so a change of the machine's load touches both alike.
            site.push(await audit(origin + p, chrome.port));
            snap.push(await audit(`http://127.0.0.1:${snapPort}${p}`, chrome.port));
          }
          rows.push({
            page: name,
            path: p,
            signedIn: !!s.storage,
            site: stats(site),
            snapshot: stats(snap),
            // Each run's LCP against the snapshot's audited just after it.
            lcpRatio: stat(site.map((r, i) => r.lcp / snap[i].lcp)),
          });
        }
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    await server.close();
  }
  return rows;
}

/**
 * Lighthouse's simulated LCP of a run (Lantern: the graph of the requests and tasks before the largest paint,
 * replayed on the throttled network and CPU), and the same model's figure had the largest paint been at `markTs` (a
 * trace timestamp, µs). With the largest paint's own timestamp it gives the report's LCP (`lcpCheck`). Also both
 * moments as the page observed them, unthrottled, from the navigation's start.
 */
async function lanternPaints(artifacts, settings, markTs) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  const params = await getComputationDataParams(data, context);
  const fcpResult = await LanternFirstContentfulPaint.request(data, context);
  const nav = params.processedNavigation;
  const at = (ts) =>
    Lantern.Metrics.LargestContentfulPaint.compute(
      { ...params, processedNavigation: { ...nav, timestamps: { ...nav.timestamps, largestContentfulPaint: ts } } },
      { fcpResult },
    ).timing;
  const origin = nav.timestamps.timeOrigin;
  const lcpTs = nav.timestamps.largestContentfulPaint;
  return {
    lcpCheck: lcpTs ? at(lcpTs) : NaN,
    firstRow: markTs ? at(markTs) : NaN,
    observedLcp: lcpTs ? (lcpTs - origin) / 1000 : NaN,
    observedRow: markTs ? (markTs - origin) / 1000 : NaN,
  };
}

/**
 * Marks `first-row` once the page's first row is in the DOM (`rowSelector`) and drawn: in the task after the frame
 * that inserted it (a frame's script, layout and paint run in one task, so the next task starts after the paint).
 */
const firstRowScript = (rowSelector) => `(() => {
  const seen = () => {
    if (!document.querySelector(${JSON.stringify(rowSelector)})) return false;
    requestAnimationFrame(() => setTimeout(() => performance.mark('first-row'), 0));
    return true;
  };
  const watch = new MutationObserver(() => { if (seen()) watch.disconnect(); });
  watch.observe(document, { childList: true, subtree: true });
})();`;

/** The element of the LCP as the report names it: its selector and the start of its HTML. */
function lcpElement(lhr) {
  const found = [];
  const walk = (v) => {
    if (!v || typeof v !== 'object') return;
    if (v.type === 'node' && v.selector) found.push(v);
    for (const x of Array.isArray(v) ? v : Object.values(v)) walk(x);
  };
  walk(lhr.audits['largest-contentful-paint-element']?.details);
  const n = found[0];
  return n ? { selector: n.selector, snippet: n.snippet, label: n.nodeLabel } : null;
}

/**
 * One signed-in page of the office console at a phone's width (`width` px, 3× pixels), Lighthouse mobile with its
 * simulated throttling as the other pages, `runs` times in one Chrome that keeps `storage` (the staff token). Each run
 * gives the LCP and its element, and the first row's paint: the `first-row` mark (firstRowScript) simulated as the LCP
 * is (simulatedPaintAt), with the same model's figure at the observed LCP beside it as a check.
 */
export async function benchConsolePage(origin, pagePath, storage, runs = 5, width = 360, rowSelector = 'tbody td') {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const out = [];
  try {
    await keepStorage(chrome.port, origin, storage);
    const flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width, height: 780, deviceScaleFactor: 3, disabled: false },
    };
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage();
      await page.evaluateOnNewDocument(firstRowScript(rowSelector));
      let result;
      for (let attempt = 0; attempt < 3; attempt++) {
        result = await lighthouse(origin + pagePath, flags, undefined, page);
        if (!result.lhr.runtimeError) break;
        console.error(`  ${pagePath}: Lighthouse could not measure this run (${result.lhr.runtimeError.code}); again`);
      }
      await page.close();
      const { lhr, artifacts } = result;
      if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== pagePath) {
        throw new Error(`${pagePath} went to ${lhr.finalDisplayedUrl}`);
      }
      if (process.env.BENCH_REPORTS) {
        const fs = await import('node:fs');
        fs.mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
        fs.writeFileSync(
          `${process.env.BENCH_REPORTS}/${Date.now()}${pagePath.replace(/[^a-z0-9]+/gi, '-')}.json`,
          JSON.stringify(lhr),
        );
      }
      const mark = artifacts.Trace.traceEvents.find(
        (e) => e.name === 'first-row' && String(e.cat).includes('user_timing'),
      );
      out.push({
        score: (lhr.categories.performance?.score ?? NaN) * 100,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        element: lcpElement(lhr),
        ...(await lanternPaints(artifacts, lhr.configSettings, mark?.ts)),
      });
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return out;
}

// Run alone: node scripts/bench/lighthouse.mjs <origin> [runs] [page,page] prints the rows as JSON (npm run bench
// does this, since Lighthouse must run as plain JavaScript); BENCH_STUDENT_PAGES holds the signed-in pages as JSON.
// BENCH_CONSOLE_PAGE ({ path, storage, width, rowSelector } as JSON) measures that console page instead (office.ts).
if (import.meta.url === `file://${process.argv[1]}` && process.env.BENCH_CONSOLE_PAGE) {
  const page = JSON.parse(process.env.BENCH_CONSOLE_PAGE);
  const rows = await benchConsolePage(
    process.argv[2],
    page.path,
    page.storage,
    Number(process.argv[3] ?? 5),
    page.width,
    page.rowSelector,
  );
  process.stdout.write(`${JSON.stringify(rows)}\n`);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const student = process.env.BENCH_STUDENT_PAGES ? JSON.parse(process.env.BENCH_STUDENT_PAGES) : null;
  const only = (process.argv[4] ?? '').split(',').filter(Boolean);
  const rows = await benchPages(
    process.argv[2] ?? 'http://127.0.0.1:8080',
    Number(process.argv[3] ?? 5),
    student,
    only,
  );
  process.stdout.write(`${JSON.stringify(rows)}\n`);
}
