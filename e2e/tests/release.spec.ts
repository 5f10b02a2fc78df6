// Releasing one module (and rolling it back) changes what the next page load gets, with no other build.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT, RELEASES_DIR, deploy } from '../support/site';

function liveVersions(): Record<string, string | null> {
  const state = JSON.parse(fs.readFileSync(path.join(RELEASES_DIR, 'state.json'), 'utf8'));
  return Object.fromEntries(Object.entries(state).map(([k, v]) => [k, (v as { live: string | null }).live]));
}

test('a new mf-admission release is served on the next load, and rollback brings the old one back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/admission-form');
  // The running build names itself on the page's frame, out of the student's sight.
  const frame = page.locator('[data-module-version]');
  await expect(frame).toHaveAttribute('data-module-version', /^1\.0\.0/);
  const before = liveVersions();

  // Build only mf-admission, with a different version, into a folder of its own.
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-admission-next-'));
  execFileSync('npx', ['rspack', 'build', '--mode', 'production'], {
    cwd: path.join(REPO_ROOT, 'mf-admission'),
    env: { ...process.env, MODULE_VERSION: '2.0.0-e2e', BUILD_OUT_DIR: out },
    stdio: 'ignore',
  });
  expect(deploy('release', 'mf-admission', '--from', out, '--version', '2.0.0-e2e')).toContain(
    'mf-admission 2.0.0-e2e is live',
  );

  const after = liveVersions();
  expect(after['mf-admission']).toBe('2.0.0-e2e');
  for (const m of ['shell', 'mf-public', 'mf-portal', 'mf-print', 'mf-admin']) expect(after[m]).toBe(before[m]);

  await page.reload();
  await expect(frame).toHaveAttribute('data-module-version', '2.0.0-e2e');

  expect(deploy('rollback', 'mf-admission')).toContain(`to ${before['mf-admission']}`);
  await page.reload();
  await expect(frame).toHaveAttribute('data-module-version', /^1\.0\.0/);
});
