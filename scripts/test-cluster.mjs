// npm run test:cluster: two API processes on one PostgreSQL database and one Redis, behind a local balancer (Debian's
// nginx running deploy/nginx/college.conf, or a small Node proxy where nginx is missing), checked through the
// balancer and each process directly:
//   a code sent via one process is validated via the other; five wrong passwords spread over both hold the account
//   back; the per-address limit is shared; a file uploaded through one is served by the other; SIGTERM to one
//   during 200 form submissions loses none; the reconciliation job runs once per interval across both; each SMS
//   queued while both deliver is sent once; two admission fees settled at once through both get consecutive
//   enrolment numbers.
// It also measures the API's CPU time per request of each kind (docs/deployment.md uses the figures).
// Skipped, saying why, when PostgreSQL (PG_TEST_URL, default the local server) or Redis (REDIS_TEST_URL, default
// redis://127.0.0.1:6379) does not answer. Ports: CLUSTER_PORT_BASE (8262) and the three after it.
// `--json FILE` writes { passed, failed, skipped, reason, figures } for scripts/test-all.mjs.
// This file runs the cluster; scripts/cluster/ holds its parts (settings, HTTP, processes, database, the checks).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCostPerRequest } from './cluster/checks-cost.mjs';
import { checkEnrolmentNumbers } from './cluster/checks-enrolment.mjs';
import { checkJobRunsOnce, checkSmsDeliveredOnce } from './cluster/checks-job.mjs';
import { checkRestart } from './cluster/checks-restart.mjs';
import { checkSharedState } from './cluster/checks-shared-state.mjs';
import { dropDatabase, preflight } from './cluster/database.mjs';
import { agents, balancer, direct, waitFor } from './cluster/http.mjs';
import { startApi, startNginx, startNodeProxy, stopAll } from './cluster/processes.mjs';
import { figures, finish, results, secondsSinceStart } from './cluster/report.mjs';
import { NGINX, REDIS_URL, ROOT, run } from './cluster/settings.mjs';

async function main() {
  const databaseUrl = await preflight();
  run.work = fs.mkdtempSync(path.join(os.tmpdir(), 'college-cluster-'));
  console.log(`test:cluster — PostgreSQL database ${run.databaseName}, Redis ${REDIS_URL}, work folder ${run.work}`);

  const build = spawnSync('npm', ['run', 'build', '-w', 'shared-types'], { cwd: ROOT, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('shared-types does not build');

  // Both processes start together on an empty database: one migrates and seeds under the lock.
  startApi('a', databaseUrl);
  startApi('b', databaseUrl);
  const readyA = await waitFor(`${direct('a')}/api/ready`, 'process A');
  const readyB = await waitFor(`${direct('b')}/api/ready`, 'process B');
  figures.startupMs = Math.max(readyA, readyB);
  let proxy;
  if (NGINX) {
    proxy = startNginx();
    console.log(`  balancer: ${NGINX} with deploy/nginx/college.conf on ${balancer}`);
  } else {
    proxy = startNodeProxy();
    console.log(`  balancer: nginx is not installed, a Node proxy on ${balancer}`);
  }
  await waitFor(`${balancer}/api/health`, 'the balancer', 20_000);
  figures.balancer = NGINX ? 'nginx' : 'node proxy';

  const student = await checkSharedState(databaseUrl);
  await checkCostPerRequest(student);
  await checkRestart(databaseUrl);
  await checkJobRunsOnce(databaseUrl);
  await checkSmsDeliveredOnce(databaseUrl);
  await checkEnrolmentNumbers(databaseUrl);

  proxy.child?.kill('SIGTERM');
  proxy.close?.();
}

async function cleanUp() {
  await stopAll();
  agents.http.destroy();
  agents.https.destroy();
  await dropDatabase();
  if (run.work && !process.exitCode) fs.rmSync(run.work, { recursive: true, force: true });
}

process.on('SIGINT', () => {
  cleanUp().finally(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  results.push({ name: 'the cluster ran', ok: false, error: String(error?.message ?? error) });
  console.log(`  ✗ ${error?.stack ?? error}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`\nfigures: ${JSON.stringify(figures)}`);
finish(failed ? 1 : 0);
await cleanUp();
if (failed && run.work) console.log(`logs kept in ${run.work}`);
console.log(`test:cluster: ${results.length - failed} passed, ${failed} failed in ${secondsSinceStart()} s`);
