// Where the site under test lives and how to reach its release tool.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT || 8181);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const REPO_ROOT = path.resolve(__dirname, '../..');
/** One data folder per port, so two runs on different ports never share a database. */
export const E2E_DATA_DIR = path.join(REPO_ROOT, '.e2e-data', String(E2E_PORT));
export const RELEASES_DIR = path.join(E2E_DATA_DIR, 'releases');

/** Runs the deploy tool against the releases the test server serves. */
export function deploy(...args: string[]): string {
  return execFileSync('node', [path.join(REPO_ROOT, 'deploy/dist/cli.js'), ...args], {
    env: { ...process.env, RELEASES_DIR },
    encoding: 'utf8',
  });
}
