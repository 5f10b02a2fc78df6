// Runs the codebase's rules (lint with its zones, the type check), every Jest suite (all packages), the cluster
// test, then builds and runs the Playwright suite, and ends with one line: "N passed, N failed" (totals across all;
// the lint and the type check count one each).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'college-test-'));
let passed = 0;
let failed = 0;
let broken = false;

function run(cmd, args, opts = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { stdio: 'inherit', ...opts });
}

// 1. Jest: every package's unit, component and API tests on SQLite; then the API suite again on
//    PostgreSQL when PG_TEST_URL names one.
function jestRun(label, args, env) {
  const file = path.join(out, `jest-${label}.json`);
  // --forceExit: a suite that leaves a server open (a start-up that timed out) must not hold CI until its deadline.
  const r = run('npx', ['jest', ...args, '--json', `--outputFile=${file}`, '--forceExit'], { env });
  if (!fs.existsSync(file)) {
    broken = true;
    return;
  }
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests;
  if (j.numRuntimeErrorTestSuites > 0) {
    failed += j.numRuntimeErrorTestSuites;
    console.error(`${j.numRuntimeErrorTestSuites} Jest suite(s) could not run (${label})`);
  }
  if (r.status !== 0 && j.numFailedTests === 0 && j.numRuntimeErrorTestSuites === 0) broken = true;
}
// Tests that start the API as its own process (start-up refusal, fuzzing) load the contract's built files.
if (run('npm', ['run', 'build', '-w', 'shared-types']).status !== 0) broken = true;

// The rules kept by tools: ESLint with the import zones between packages and inside the API, Prettier, and the
// type check of every package and of the bench scripts (the contract is built above). Each is one check that passes
// or fails. They run beside the first Jest run, which uses one worker on a two-core machine, and print when done.
const rules = new Promise((resolve) => {
  const log = path.join(out, 'rules.log');
  const child = spawn(
    'sh',
    [
      '-c',
      `npm run lint > "${log}" 2>&1; echo "lint $?" >> "${log}.status"; npm run typecheck:built >> "${log}" 2>&1; echo "typecheck $?" >> "${log}.status"`,
    ],
    { stdio: 'ignore' },
  );
  child.on('exit', () => resolve(log));
});

const { PG_TEST_URL, ...sqliteEnv } = process.env;
jestRun('sqlite', [], sqliteEnv);
{
  const log = await rules;
  console.log(`\n$ npm run lint; npm run typecheck:built\n${fs.readFileSync(log, 'utf8')}`);
  for (const line of fs.readFileSync(`${log}.status`, 'utf8').trim().split('\n')) {
    const [script, status] = line.split(' ');
    if (status === '0') passed += 1;
    else {
      failed += 1;
      console.error(`npm run ${script} failed`);
    }
  }
}
if (PG_TEST_URL) jestRun('postgres', ['--selectProjects', 'api'], process.env);

// 2. Two API processes behind nginx on PostgreSQL and Redis (npm run test:cluster); it says why when it skips.
{
  const file = path.join(out, 'cluster.json');
  run('node', ['scripts/test-cluster.mjs', '--json', file]);
  if (!fs.existsSync(file)) {
    broken = true;
  } else {
    const c = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += c.passed;
    failed += c.failed;
  }
}

// 3. Playwright against the production build, served as npm start serves it.
if (!process.env.SKIP_E2E) {
  const build = run('npm', ['run', 'build']);
  if (build.status !== 0) {
    broken = true;
  } else {
    const pwJson = path.join(out, 'playwright.json');
    const pw = run('npx', ['playwright', 'test'], {
      cwd: 'e2e',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
    });
    if (fs.existsSync(pwJson)) {
      const r = JSON.parse(fs.readFileSync(pwJson, 'utf8'));
      passed += r.stats.expected + (r.stats.flaky ?? 0);
      failed += r.stats.unexpected;
    } else {
      broken = true;
    }
    if (pw.status !== 0 && failed === 0) broken = true;
  }
}

if (broken && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
