// Versioned, never-overwritten release folders and the atomic remotes.json that points at the live ones.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { compressTree, isCompressedCopy } from './compress';
import { MODULES, REPO_ROOT, defaultBuildDir, type DeployModule } from './paths';

export interface ModuleState {
  live: string | null;
  /** Versions made live, oldest first; rollback steps back along it. */
  history: string[];
}
export type ReleaseState = Record<DeployModule, ModuleState>;

export class ReleaseError extends Error {}

function emptyState(): ReleaseState {
  return Object.fromEntries(MODULES.map((m) => [m, { live: null, history: [] }])) as unknown as ReleaseState;
}

function statePath(dir: string): string {
  return path.join(dir, 'state.json');
}

export function readState(dir: string): ReleaseState {
  try {
    const raw = JSON.parse(fs.readFileSync(statePath(dir), 'utf8')) as Partial<ReleaseState>;
    return { ...emptyState(), ...raw };
  } catch {
    return emptyState();
  }
}

/** Writes a file so that readers see the old or the new content, never half of it. */
export function writeAtomic(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, file);
}

function listFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full, base));
    else out.push(path.relative(base, full));
  }
  return out.sort();
}

/**
 * Source maps stay on the build machine: a release neither copies them nor counts them (the browser's
 * `//# sourceMappingURL` then finds nothing, and the sources are not published with every release).
 */
export function isSourceMap(rel: string): boolean {
  return rel.endsWith('.map');
}

/**
 * A digest of every published file name and byte of a build: the same build always gets the same version.
 * Source maps and the compressed copies written at release are left out, so a released folder has the digest
 * of the build it came from.
 */
export function buildDigest(dir: string): string {
  const hash = createHash('sha256');
  const files = listFiles(dir);
  const all = new Set(files);
  for (const rel of files) {
    if (isCompressedCopy(rel, all) || isSourceMap(rel)) continue;
    hash.update(rel);
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(dir, rel)));
  }
  return hash.digest('hex');
}

function packageVersion(module: DeployModule): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, module, 'package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return '0.0.0';
  }
}

export function remotesJson(state: ReleaseState): Record<string, { version: string; entry: string }> {
  const out: Record<string, { version: string; entry: string }> = {};
  for (const m of MODULES) {
    const live = state[m].live;
    if (m === 'shell' || !live) continue;
    out[m] = { version: live, entry: `/releases/${m}/${live}/mf-manifest.json` };
  }
  return out;
}

function publish(dir: string, state: ReleaseState): void {
  writeAtomic(statePath(dir), JSON.stringify(state, null, 2));
  writeAtomic(path.join(dir, 'remotes.json'), JSON.stringify(remotesJson(state), null, 2));
}

export interface ReleaseOptions {
  from?: string;
  version?: string;
}

export interface ReleaseResult {
  module: DeployModule;
  version: string;
  copied: boolean;
}

export function release(dir: string, module: DeployModule, opts: ReleaseOptions = {}): ReleaseResult {
  const from = path.resolve(opts.from || defaultBuildDir(module));
  const marker = module === 'shell' ? 'index.html' : 'mf-manifest.json';
  if (!fs.existsSync(path.join(from, marker))) {
    throw new ReleaseError(`${from} holds no ${marker}: build ${module} first (npm run build -w ${module})`);
  }
  const digest = buildDigest(from);
  const version = opts.version || `${packageVersion(module)}-${digest.slice(0, 10)}`;
  if (!/^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/.test(version)) throw new ReleaseError(`not a valid version: ${version}`);
  const target = path.join(dir, module, version);
  let copied = false;
  if (fs.existsSync(target)) {
    // A version is never overwritten: the same bytes may be made live again, different bytes are refused.
    if (buildDigest(target) !== digest) {
      throw new ReleaseError(`${module} ${version} is already released with other content; choose a new version`);
    }
  } else {
    const tmp = path.join(dir, module, `.${version}.${process.pid}.tmp`);
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(tmp), { recursive: true });
    fs.cpSync(from, tmp, { recursive: true, filter: (src) => !isSourceMap(path.relative(from, src)) });
    // Brotli and gzip copies of every text file, written before the folder becomes visible.
    compressTree(tmp);
    fs.renameSync(tmp, target);
    copied = true;
  }
  const state = readState(dir);
  const s = state[module];
  if (s.live !== version) {
    s.history.push(version);
    s.live = version;
  }
  publish(dir, state);
  return { module, version, copied };
}

export function rollback(dir: string, module: DeployModule): { module: DeployModule; from: string; to: string } {
  const state = readState(dir);
  const s = state[module];
  if (!s.live || s.history.length < 2) throw new ReleaseError(`${module} has no earlier release to roll back to`);
  const from = s.history.pop() as string;
  const to = s.history[s.history.length - 1] as string;
  s.live = to;
  publish(dir, state);
  return { module, from, to };
}

export interface ModuleStatus {
  module: DeployModule;
  live: string | null;
  versions: string[];
}

export function status(dir: string): ModuleStatus[] {
  const state = readState(dir);
  return MODULES.map((m) => {
    const folder = path.join(dir, m);
    const versions = fs.existsSync(folder)
      ? fs.readdirSync(folder).filter((v) => !v.startsWith('.') && fs.statSync(path.join(folder, v)).isDirectory())
      : [];
    return { module: m, live: state[m].live, versions: versions.sort() };
  });
}

export function liveDir(dir: string, module: DeployModule): string | null {
  const live = readState(dir)[module].live;
  return live ? path.join(dir, module, live) : null;
}
