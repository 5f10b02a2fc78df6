import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { IMMUTABLE, NO_CACHE, cacheControlFor } from '../src/caching';
import { ReleaseError, readState, release, rollback, status } from '../src/releases';

function tmp(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

function fakeBuild(label: string): string {
  const dir = tmp('build-');
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ label }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
  fs.writeFileSync(path.join(dir, `main.${label}.js`), `console.log(${JSON.stringify(label)})`);
  return dir;
}

describe('releases', () => {
  it('copies a build into a versioned folder and points remotes.json at it', () => {
    const dir = tmp('rel-');
    const r = release(dir, 'mf-admission', { from: fakeBuild('a'), version: '1.0.0' });
    expect(r).toEqual({ module: 'mf-admission', version: '1.0.0', copied: true });
    const remotes = JSON.parse(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8'));
    expect(remotes['mf-admission']).toEqual({
      version: '1.0.0',
      entry: '/releases/mf-admission/1.0.0/mf-manifest.json',
    });
    expect(fs.existsSync(path.join(dir, 'mf-admission/1.0.0/main.a.js'))).toBe(true);
  });

  it('never overwrites a version with other content, but may make the same bytes live again', () => {
    const dir = tmp('rel-');
    const build = fakeBuild('a');
    release(dir, 'mf-print', { from: build, version: '2.0.0' });
    expect(() => release(dir, 'mf-print', { from: fakeBuild('b'), version: '2.0.0' })).toThrow(ReleaseError);
    expect(release(dir, 'mf-print', { from: build, version: '2.0.0' }).copied).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'mf-print/2.0.0/remoteEntry.js'), 'utf8')).toBe('/* a */');
  });

  it('names a version from the build digest when none is given', () => {
    const dir = tmp('rel-');
    const v1 = release(dir, 'mf-public', { from: fakeBuild('x') }).version;
    const v2 = release(dir, 'mf-public', { from: fakeBuild('y') }).version;
    expect(v1).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(v2).not.toBe(v1);
  });

  it('rolls back to the previous live version and keeps both folders', () => {
    const dir = tmp('rel-');
    release(dir, 'mf-admission', { from: fakeBuild('a'), version: '1.0.0' });
    release(dir, 'mf-admission', { from: fakeBuild('b'), version: '1.1.0' });
    expect(rollback(dir, 'mf-admission')).toEqual({ module: 'mf-admission', from: '1.1.0', to: '1.0.0' });
    expect(readState(dir)['mf-admission'].live).toBe('1.0.0');
    const s = status(dir).find((x) => x.module === 'mf-admission');
    expect(s?.versions).toEqual(['1.0.0', '1.1.0']);
    expect(() => rollback(dir, 'mf-admission')).toThrow(/no earlier release/);
  });

  it('writes Brotli and gzip copies of every text file at release, and keeps the build digest', () => {
    const dir = tmp('rel-');
    const build = fakeBuild('c');
    const big = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    fs.writeFileSync(path.join(build, 'chunk.c.js'), big);
    fs.writeFileSync(path.join(build, 'photo.png'), Buffer.alloc(4000));
    release(dir, 'mf-public', { from: build, version: '3.0.0' });
    const folder = path.join(dir, 'mf-public/3.0.0');
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(folder, 'chunk.c.js.br'))).toString()).toBe(big);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(folder, 'chunk.c.js.gz'))).toString()).toBe(big);
    expect(fs.statSync(path.join(folder, 'chunk.c.js.br')).size).toBeLessThan(200);
    // Images are compressed already; tiny files gain nothing.
    expect(fs.existsSync(path.join(folder, 'photo.png.br'))).toBe(false);
    expect(fs.existsSync(path.join(folder, 'remoteEntry.js.br'))).toBe(false);
    // The same build may be made live again: the copies do not change its digest.
    expect(release(dir, 'mf-public', { from: build, version: '3.0.0' }).copied).toBe(false);
  });

  it('refuses a folder that is not a build', () => {
    expect(() => release(tmp('rel-'), 'mf-portal', { from: tmp('empty-') })).toThrow(/holds no mf-manifest.json/);
  });

  it('revalidates what releases rewrite, and keeps every file of a version folder for good', () => {
    expect(cacheControlFor('/r/state.json')).toBe(NO_CACHE);
    expect(cacheControlFor('/r/remotes.json')).toBe(NO_CACHE);
    expect(cacheControlFor('/r/shell/1/index.html')).toBe(NO_CACHE);
    expect(cacheControlFor('/r/shell/1/index.html.br')).toBe(NO_CACHE);
    // A version folder is named by its build's digest and never written again with other bytes: its entry points
    // are as fixed as its hashed chunks (one revalidation less before a remote's first chunk).
    expect(cacheControlFor('/r/mf-public/1/mf-manifest.json')).toBe(IMMUTABLE);
    expect(cacheControlFor('/r/mf-public/1/remoteEntry.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/r/mf-public/1/remoteEntry.js.gz')).toBe(IMMUTABLE);
    expect(cacheControlFor('/r/mf-public/1/main.1a2b3c4d.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/r/mf-public/1/main.1a2b3c4d.js.br')).toBe(IMMUTABLE);
  });
});

describe('what a release publishes', () => {
  it('leaves source maps out, and adds brotli and gzip copies of text files', () => {
    const dir = tmp('rel-');
    const build = fakeBuild('maps');
    const big = `console.log(${JSON.stringify('college '.repeat(500))});\n//# sourceMappingURL=big.js.map`;
    fs.writeFileSync(path.join(build, 'big.js'), big);
    fs.writeFileSync(path.join(build, 'big.js.map'), '{"sources":["secret/src/app.tsx"]}');
    fs.mkdirSync(path.join(build, 'chunks'));
    fs.writeFileSync(path.join(build, 'chunks/1.js.map'), '{}');
    release(dir, 'mf-public', { from: build, version: '2.0.0' });
    const out = path.join(dir, 'mf-public/2.0.0');
    expect(fs.existsSync(path.join(out, 'big.js.map'))).toBe(false);
    expect(fs.existsSync(path.join(out, 'chunks/1.js.map'))).toBe(false);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, 'big.js.br'))).toString()).toBe(big);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(out, 'big.js.gz'))).toString()).toBe(big);
    // The same build released again is recognised as the same version.
    expect(release(dir, 'mf-public', { from: build, version: '2.0.0' }).copied).toBe(false);
  });
});
