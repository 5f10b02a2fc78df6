// Starts the site as `npm start` serves it (already built), on a fresh database and releases folder.
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const port = process.env.E2E_PORT || '8181';
const dataDir = path.join(root, '.e2e-data', port);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  RELEASES_DIR: path.join(dataDir, 'releases'),
  PORT: port,
  LOG_LEVEL: 'warn',
  // The demo content without the demo applicants (db/seed-applicants.ts): every browser test makes its own students,
  // and B.Sc. (Biology) stays in direct admission as a fresh database without them has it.
  SEED_DEMO_APPLICANTS: '0',
  // A bulk SMS is held from 21:00 to 09:00 India time (api/test/messaging.test.ts proves the hold with a set clock);
  // the browser tests see it delivered whatever the hour of the run.
  SMS_NIGHT_HOLD: 'off',
};
execFileSync('node', [path.join(root, 'deploy/dist/cli.js'), 'release-all'], { env, stdio: 'inherit' });
const child = spawn('node', [path.join(root, 'deploy/dist/cli.js'), 'serve'], { env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
