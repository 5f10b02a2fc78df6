// Releasing a new mf-admin while the public site is being browsed: no page load fails, the console serves the new
// version on its next load, and a rollback brings the old one back. Nothing else is rebuilt or changes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { adminSignIn, staffInBrowser } from '../support/api-helpers';
import { REPO_ROOT, RELEASES_DIR, deploy } from '../support/site';

function liveVersions(): Record<string, string | null> {
  const state = JSON.parse(fs.readFileSync(path.join(RELEASES_DIR, 'state.json'), 'utf8'));
  return Object.fromEntries(Object.entries(state).map(([k, v]) => [k, (v as { live: string | null }).live]));
}

function run(cmd: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: options.cwd, env: options.env ?? process.env });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')}: ${out}`))));
  });
}

test('a new mf-admin release while the public site is browsed fails no page load; rollback restores it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const before = liveVersions();
  const failures: string[] = [];
  page.on('pageerror', (e) => failures.push(`page error: ${e.message}`));
  // A request the browser aborts because this test moves on to the next page is not a failed load.
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') failures.push(`failed: ${r.url()} ${error}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`HTTP ${r.status()}: ${r.url()}`);
  });

  // Build and release mf-admin (a visibly different label) while a visitor moves through the public pages.
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-admin-next-'));
  let released = false;
  const releasing = run('npx', ['rspack', 'build', '--mode', 'production'], {
    cwd: path.join(REPO_ROOT, 'mf-admin'),
    env: { ...process.env, MODULE_VERSION: '2.0.0-e2e', BUILD_OUT_DIR: out },
  })
    .then(() =>
      run('node', ['deploy/dist/cli.js', 'release', 'mf-admin', '--from', out, '--version', '2.0.0-e2e'], {
        cwd: REPO_ROOT,
        env: { ...process.env, RELEASES_DIR },
      }),
    )
    .finally(() => {
      released = true;
    });

  let loads = 0;
  const pages = ['/', '/about/about-us', '/contact-us'];
  while (!released || loads < 4) {
    const target = pages[loads % pages.length] as string;
    const res = await page.goto(target);
    expect(res?.status(), target).toBe(200);
    await expect(page.locator('#single-spa-outlet h1, #single-spa-outlet h2').first()).toBeVisible();
    await page.waitForLoadState('load');
    loads += 1;
  }
  expect(await releasing).toContain('mf-admin 2.0.0-e2e is live');
  expect(failures).toEqual([]);

  const after = liveVersions();
  expect(after['mf-admin']).toBe('2.0.0-e2e');
  for (const m of ['shell', 'mf-public', 'mf-portal', 'mf-admission', 'mf-print']) expect(after[m]).toBe(before[m]);

  // The console loads the new version; a rollback brings the old one back on the next load.
  await staffInBrowser(page, await adminSignIn(request));
  await page.goto('/admin/overview');
  const label = page.getByTestId('admin-version');
  await expect(label).toContainText('Console version 2.0.0-e2e');
  expect(deploy('rollback', 'mf-admin')).toContain(`to ${before['mf-admin']}`);
  await page.reload();
  await expect(label).toContainText('Console version 1.0.0');
  await expect(label).not.toContainText('2.0.0-e2e');
});
