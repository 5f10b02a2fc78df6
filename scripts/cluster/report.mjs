// The cluster test's results: each check passes or fails with its message, the figures it measured, and the
// summary for scripts/test-all.mjs (`--json FILE`).
import fs from 'node:fs';

const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
const started = Date.now();

export const results = [];
/** What the checks measured (docs/deployment.md uses the figures). */
export const figures = {};

export const secondsSinceStart = () => Math.round((Date.now() - started) / 1000);

export function finish(code, extra = {}) {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  const summary = {
    passed,
    failed,
    skipped: false,
    figures,
    seconds: secondsSinceStart(),
    ...extra,
  };
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(summary, null, 2));
  process.exitCode = code;
}

export function skip(reason) {
  console.log(`test:cluster skipped: ${reason}`);
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ passed: 0, failed: 0, skipped: true, reason }));
  process.exit(0);
}

export async function check(name, fn) {
  const t0 = Date.now();
  try {
    const detail = await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}${detail ? ` — ${detail}` : ''} (${Date.now() - t0} ms)`);
  } catch (error) {
    results.push({ name, ok: false, error: String(error?.message ?? error) });
    console.log(`  ✗ ${name}: ${error?.message ?? error}`);
  }
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}
