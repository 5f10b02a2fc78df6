// Helpers of the benchmarks (npm run bench): free ports, child servers, waiting, medians and percentiles.
import { spawn, type ChildProcess } from 'node:child_process';
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
