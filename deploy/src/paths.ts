// Where builds come from and where releases live.
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const MODULES = ['shell', 'mf-public', 'mf-portal', 'mf-admission', 'mf-print', 'mf-admin'] as const;
export type DeployModule = (typeof MODULES)[number];

export function isModule(name: string): name is DeployModule {
  return (MODULES as readonly string[]).includes(name);
}

export function releasesDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.RELEASES_DIR || path.join(env.DATA_DIR || path.join(REPO_ROOT, '.data'), 'releases'));
}

export function defaultBuildDir(module: DeployModule): string {
  return path.join(REPO_ROOT, module, 'dist');
}
