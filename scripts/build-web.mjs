// Builds the shell and the five remotes for production, one after another (each is an independent build).
import { spawnSync } from 'node:child_process';

const modules = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['shell', 'mf-public', 'mf-portal', 'mf-admission', 'mf-print', 'mf-admin'];
for (const m of modules) {
  const started = Date.now();
  const r = spawnSync('npx', ['rspack', 'build', '--mode', 'production'], {
    cwd: m,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (r.status !== 0) {
    console.error(`build of ${m} failed`);
    process.exit(r.status ?? 1);
  }
  console.log(`built ${m} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
