// npm run bench: the performance goals measured as ratios in one run on this machine (docs/benchmarks.md).
//   (a) Lighthouse mobile on home, about-us, login and a signed-in student's dashboard and admission form (step 1,
//       with a draft), each beside a static snapshot of the same page; every figure the median of 5 runs with its spread
//   (b) the content calls beside bare Fastify sending the same bodies
//   (c) admission season: 300 save2 at once with two ~1 MB images, SQLite and PostgreSQL; then 300 students who
//       uploaded their files to the draft beforehand submit the form alone, at once
//   (d) selection: one round's allotment of 50,000 applicants to 600 seats, median of 5 runs (needs no build)
//   (e) merit-list: the public list of 50,000 rows, first page × bare Fastify and the search's p95, median of 5
//   (f) day-book: a month of receipts for 50,000 applicants, the console's answer, median of 5
//   (g) office: the exact look-up among 50,000 applicants, its p95, median of 5
// Options: --only=pages,content,season,selection,merit-list,day-book,office  --runs=N (Lighthouse runs per page, default 5)
//   --pages=home,about-us,login,dashboard,admission-form (default all)  --students=N (default 300)
// Needs the builds (npm run build); the site is released into a temporary folder and served on BENCH_PORT+.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchAdmissionSeason, type SeasonResult } from './admission';
import { benchContent, type ContentRow } from './content';
import { benchMeritList, meritListLines } from './merit-list';
import { officeBench } from './office';
import { benchSelection, selectionLine } from './selection';
import { seedStudentPages } from './student-pages';
import { ROOT, fmt, median, port, siteBuilt, startBenchSite, waitFor, waitForQuietCpu } from './common';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k!, v ?? 'true'];
  }),
);
const only = new Set((args.only ?? 'pages,content,season,selection,merit-list,day-book,office').split(','));
const runs = Number(args.runs ?? 5);
const pageNames = (args.pages ?? '').split(',').filter(Boolean);
const students = Number(args.students ?? 300);

/** A figure of the Lighthouse runs: their median and spread (null where no run measured it, read as NaN). */
interface Stat {
  median: number;
  min: number;
  max: number;
}
type Figure = 'score' | 'lcp' | 'tbt' | 'cls' | 'bytes' | 'jsBytes';
interface PageRow {
  page: string;
  path: string;
  signedIn: boolean;
  site: Record<Figure, Stat>;
  snapshot: Record<Figure, Stat>;
  /** Each run's LCP over the snapshot's of the same turn. */
  lcpRatio: Stat;
}

interface Line {
  what: string;
  measured: string;
  spread: string;
  goal: string;
  met: boolean;
}

const lines: Line[] = [];
/** A goal's line of the table; `spread` is the min–max of the runs whose median `value` is. */
function line(
  what: string,
  value: number,
  goal: string,
  met: boolean,
  digits = 2,
  unit = '',
  spread?: { min: number; max: number },
): void {
  lines.push({
    what,
    measured: `${fmt(value, digits)}${unit}`,
    spread: spread ? `${fmt(spread.min, digits)}–${fmt(spread.max, digits)}` : '',
    goal,
    met: Number.isFinite(value) && met,
  });
}

/** The min–max of repeated runs, divided by `scale`. */
function spreadOf(values: number[], scale = 1): { min: number; max: number } {
  return { min: Math.min(...values) / scale, max: Math.max(...values) / scale };
}

/** "median (min–max)" of a page figure. */
function ranged(s: Stat, digits = 0, scale = 1): string {
  return `${fmt(s.median / scale, digits)} (${fmt(s.min / scale, digits)}–${fmt(s.max / scale, digits)})`;
}

/** The goals of one page, each met when the median of its runs meets it. */
function pageLines(r: PageRow): void {
  const s = r.site;
  console.log(
    `  ${r.page}${r.signedIn ? ` (signed in, ${r.path})` : ''}: score ${ranged(s.score)} LCP ${ranged(s.lcp)} ms ` +
      `TBT ${ranged(s.tbt)} ms CLS ${ranged(s.cls, 3)} ${fmt(s.bytes.median / 1024, 0)} KB (JS ${fmt(s.jsBytes.median / 1024, 0)} KB)`,
  );
  console.log(
    `    snapshot: score ${ranged(r.snapshot.score)} LCP ${ranged(r.snapshot.lcp)} ms; ` +
      `LCP × snapshot per run ${ranged(r.lcpRatio, 2)}`,
  );
  const ratio = r.lcpRatio;
  line(`${r.page}: LCP × static snapshot`, ratio.median, '≤ 1.30', ratio.median <= 1.3, 2, '', ratio);
  line(`${r.page}: Lighthouse performance`, s.score.median, '≥ 95', s.score.median >= 95, 0, '', s.score);
  line(`${r.page}: TBT`, s.tbt.median, '≤ 100 ms', s.tbt.median <= 100, 0, ' ms', s.tbt);
  line(`${r.page}: CLS`, s.cls.median, '≤ 0.02', s.cls.median <= 0.02, 3, '', s.cls);
  const kb = { min: s.jsBytes.min / 1024, max: s.jsBytes.max / 1024 };
  if (r.page === 'home')
    line(
      'home: JavaScript transferred',
      s.jsBytes.median / 1024,
      '≤ 200 KB',
      s.jsBytes.median <= 200 * 1024,
      0,
      ' KB',
      kb,
    );
  if (r.page === 'login')
    line(
      'login: JavaScript transferred',
      s.jsBytes.median / 1024,
      '≤ 150 KB',
      s.jsBytes.median <= 150 * 1024,
      0,
      ' KB',
      kb,
    );
}

async function siteBenches(): Promise<void> {
  if (!siteBuilt()) {
    throw new Error('Build first: npm run build');
  }
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'college-bench-site-'));
  const { origin, site } = startBenchSite(data);
  try {
    await waitFor(`${origin}/api/health`, 120_000);
    // Each part starts on a quiet machine (waitForQuietCpu): the one before leaves work behind it, and TBT is a time,
    // not a ratio to the snapshot.
    if (only.has('pages')) {
      // The signed-in pages' student, made through the site's API (none when --pages leaves both out).
      const wantsStudent = !pageNames.length || pageNames.some((n) => n === 'dashboard' || n === 'admission-form');
      const student = wantsStudent ? await seedStudentPages(origin) : null;
      await waitForQuietCpu();
      const lh = spawnSync(
        process.execPath,
        ['scripts/bench/lighthouse.mjs', origin, String(runs), pageNames.join(',')],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            BENCH_PORT: String(port() + 1),
            ...(student ? { BENCH_STUDENT_PAGES: JSON.stringify(student) } : {}),
          },
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      if (lh.status !== 0) throw new Error(`Lighthouse failed: ${lh.stderr}`);
      // A figure Lighthouse could not measure in any run arrives as null: NaN, never counted as met.
      const rows = JSON.parse(lh.stdout.trim().split('\n').pop()!, (_k, v: unknown) =>
        v === null ? NaN : v,
      ) as PageRow[];
      for (const r of rows) pageLines(r);
    }
    if (only.has('content')) {
      await waitForQuietCpu();
      const rows: ContentRow[] = await benchContent(origin);
      for (const r of rows) {
        console.log(
          `  ${r.path}: 200 ${fmt(r.site200, 0)}/s vs bare ${fmt(r.bare200, 0)}/s; 304 ${fmt(r.site304, 0)}/s vs bare ${fmt(r.bare304, 0)}/s`,
        );
        line(`${r.path} 200, × bare Fastify`, r.site200 / r.bare200, '≥ 0.50', r.site200 / r.bare200 >= 0.5);
        line(`${r.path} 304, × bare Fastify`, r.site304 / r.bare304, '≥ 0.70', r.site304 / r.bare304 >= 0.7);
      }
    }
  } finally {
    await site.stop();
    fs.rmSync(data, { recursive: true, force: true });
  }
}

function seasonLines(r: SeasonResult): void {
  console.log(
    `  ${r.db}: ${r.ok}/${r.students} saved, ${r.refused} asked to retry (503), ${fmt(r.formsPerSecond, 1)} forms/s, ` +
      `p50 ${fmt(r.p50 / 1000, 1)} s, p95 ${fmt(r.p95 / 1000, 1)} s, slowest ${fmt(r.slowest / 1000, 1)} s, ` +
      `peak ${fmt(r.peakMb, 0)} MB; form alone p95 ${fmt(r.formOnlyP95, 0)} ms${r.problems.length ? `; PROBLEMS: ${r.problems.join('; ')}` : ''}`,
  );
  line(`season ${r.db}: lost`, r.lost + r.problems.length, '0', r.lost === 0 && r.problems.length === 0, 0);
  line(`season ${r.db}: forms/s`, r.formsPerSecond, '≥ 20', r.formsPerSecond >= 20, 1);
  line(`season ${r.db}: p50 × slowest`, r.p50 / r.slowest, '≤ 0.60', r.p50 / r.slowest <= 0.6, 3);
  line(`season ${r.db}: server peak memory`, r.peakMb, '≤ 600 MB', r.peakMb <= 600, 0, ' MB');
  line(`season ${r.db}: form alone p95`, r.formOnlyP95 / 1000, '≤ 2 s', r.formOnlyP95 <= 2000, 2, ' s');
}

/** Whether fontconfig knows a font for Hindi, as every phone has; without one the pages' figures are skewed. */
function hasDevanagariFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  console.log(
    `npm run bench on ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  if (only.has('pages') && !hasDevanagariFont()) {
    console.log(
      '  No Devanagari font on this machine (fonts-lohit-deva, which .ci/run installs): Hindi is laid out by font fallback' +
        ' and painted as boxes, so the pages are not measured as a phone shows them (its largest paint can differ).',
    );
  }
  if (only.has('content') || only.has('pages')) await siteBenches();
  if (only.has('season')) {
    await waitForQuietCpu();
    seasonLines(await benchAdmissionSeason('sqlite', students));
    await waitForQuietCpu();
    seasonLines(await benchAdmissionSeason('postgres', students));
  }
  if (only.has('selection')) {
    await waitForQuietCpu();
    for (const r of benchSelection()) {
      console.log(selectionLine(r));
      line(`selection, ${r.pool}: median`, r.median / 1000, '≤ 1 s', r.median <= 1000, 2, ' s', spreadOf(r.runs, 1000));
    }
  }
  if (only.has('merit-list')) {
    await waitForQuietCpu();
    const r = await benchMeritList();
    for (const l of meritListLines(r)) console.log(l);
    const ratio = median(r.ratios);
    const p95 = median(r.searchP95);
    line('merit list 50,000 rows: first page × bare Fastify', ratio, '≥ 0.50', ratio >= 0.5, 2, '', spreadOf(r.ratios));
    line('merit list: search by form number p95', p95, '≤ 50 ms', p95 <= 50, 1, ' ms', spreadOf(r.searchP95));
  }
  if (only.has('day-book')) await (await import('./day-book')).benchDayBookInto(line);
  if (only.has('office')) await waitForQuietCpu().then(() => officeBench(line));
  const w = Math.max(...lines.map((l) => l.what.length));
  const sw = Math.max(6, ...lines.map((l) => l.spread.length));
  console.log(`\n| ${'goal'.padEnd(w)} | measured | ${'spread'.padEnd(sw)} | target   | met |`);
  console.log(`|${'-'.repeat(w + 2)}|----------|${'-'.repeat(sw + 2)}|----------|-----|`);
  for (const l of lines)
    console.log(
      `| ${l.what.padEnd(w)} | ${l.measured.padStart(8)} | ${l.spread.padStart(sw)} | ${l.goal.padEnd(8)} | ${(l.met ? 'yes' : 'NO').padEnd(3)} |`,
    );
  console.log(
    `\n${lines.filter((l) => l.met).length} of ${lines.length} goals met; load average now ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
