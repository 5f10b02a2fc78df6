// Helpers of the benchmarks (npm run bench): free ports, child servers, waiting, medians and percentiles.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

/** Benchmark servers use the ports from BENCH_PORT (default 8282) upwards. */
let nextPort = Number(process.env.BENCH_PORT ?? 8282);
export function port(): number {
  return nextPort++;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export async function waitFor(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

export interface Child {
  proc: ChildProcess;
  /** Peak resident memory of the process so far, in MB (Linux VmHWM). */
  peakMb(): number;
  stop(): Promise<void>;
}

export function startNode(args: string[], env: Record<string, string>, logFile: string): Child {
  const log = fs.openSync(logFile, 'a');
  const proc = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  return {
    proc,
    peakMb() {
      try {
        const status = fs.readFileSync(`/proc/${proc.pid}/status`, 'utf8');
        const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
        return kb / 1024;
      } catch {
        return NaN;
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

export function fmt(n: number, digits = 2): string {
  return Number.isFinite(n) ? n.toFixed(digits) : 'n/a';
}

/** Busy and total CPU time of the whole machine so far (/proc/stat), or null where there is none. */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine is quiet: three seconds in a row with the CPU under 10 % busy, at most `ms`. A part of the
 * bench leaves work behind it (a browser closing, a server collecting garbage after autocannon's load), and a time
 * such as TBT or a throughput measured in it would carry that work. Returns the seconds waited.
 */
export async function waitForQuietCpu(ms = 60_000): Promise<number> {
  const started = Date.now();
  let quiet = 0;
  let last = cpuTimes();
  if (!last) return 0;
  while (quiet < 3 && Date.now() - started < ms) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuTimes()!;
    const share = (now.busy - last.busy) / Math.max(1, now.total - last.total);
    quiet = share < 0.1 ? quiet + 1 : 0;
    last = now;
  }
  return Math.round((Date.now() - started) / 1000);
}

/**
 * The API alone (its build, else its sources) on a free port over the SQLite database in `dataDir`, with the
 * demo seed and the background jobs off: what the benches of one call measure. Its origin and its process.
 */
export function startBenchApi(dataDir: string): { origin: string; api: Child } {
  const p = port();
  const built = fs.existsSync(path.join(ROOT, 'api/dist/server.js'));
  const api = startNode(
    built ? ['api/dist/server.js'] : ['--import', 'tsx', 'api/src/server.ts'],
    {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: path.join(dataDir, 'college.sqlite'),
      API_PORT: String(p),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      PAYMENTS_RECONCILE_INTERVAL_MS: '0',
      SELECTION_CLOSE_INTERVAL_MS: '0',
      UPLOADS_SWEEP_INTERVAL_MS: '0',
    },
    path.join(dataDir, 'api.log'),
  );
  return { origin: `http://127.0.0.1:${p}`, api };
}

/** Whether the site is built (npm run build): the release tool and the shell's files. */
export function siteBuilt(): boolean {
  return fs.existsSync(path.join(ROOT, 'deploy/dist/cli.js')) && fs.existsSync(path.join(ROOT, 'shell/dist'));
}

/**
 * The built site as `npm start` serves it, released into `dataDir` and served on a free port (the demo applicants
 * and the reconciliation job off); its origin and its process. Wait for `${origin}/api/health` before use.
 */
export function startBenchSite(dataDir: string): { origin: string; site: Child } {
  const env = {
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PAYMENTS_RECONCILE_INTERVAL_MS: '0',
    SEED_DEMO_APPLICANTS: '0',
  };
  execFileSync(process.execPath, ['deploy/dist/cli.js', 'release-all'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const p = port();
  const site = startNode(
    ['deploy/dist/cli.js', 'serve'],
    { ...env, PORT: String(p), HOST: '127.0.0.1' },
    path.join(dataDir, 'server.log'),
  );
  return { origin: `http://127.0.0.1:${p}`, site };
}
