// npm run fuzz -w api [-- --count 10000 --seed 13 --minutes 10 --memory-mb 64]: the long fuzz run; exits 1 on
// any 5xx, crash, hang, or heap growth over the bound, after printing the status histogram.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatHistogram, runFuzz } from './fuzz';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

async function main(): Promise<number> {
  const result = await runFuzz({
    count: arg('count', 10_000),
    seed: arg('seed', 13),
    timeLimitMs: arg('minutes', 10) * 60_000,
    memoryBoundBytes: arg('memory-mb', 64) * 1024 * 1024,
    concurrency: arg('concurrency', 4),
    log: (line) => console.log(line),
  });
  console.log(formatHistogram(result));
  for (const f of result.failures.slice(0, 20)) console.log(`FAIL ${f.status} ${f.request}\n     ${f.body}`);
  if (result.failures.length) {
    const file = path.join(os.tmpdir(), `college-fuzz-failures-${process.pid}.json`);
    fs.writeFileSync(file, JSON.stringify(result.failures, null, 2));
    console.log(`the failing requests, to replay: ${file}`);
  }
  if (result.problems.length) {
    console.log(`\nfuzz failed:\n  - ${result.problems.join('\n  - ')}`);
    return 1;
  }
  console.log('\nfuzz passed: no 5xx, no crash, no hang, heap within its bound');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
