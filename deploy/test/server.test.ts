// The embedded site server over real HTTP, on a temporary releases folder: the shell's page for any site path, no
// file outside a release, the caching rule of each file, and the precompressed copies chosen by Accept-Encoding.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, NO_CACHE } from '../src/caching';
import { release } from '../src/releases';
import { buildSiteServer } from '../src/server';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET: the path is sent exactly as written (no normalising of '..'), and bodies are not decompressed. */
function get(
  port: number,
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body = '',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const SCRIPT = `console.log(${JSON.stringify('shell '.repeat(200))});\n`;
const SECRET = 'outside every release';

let app: FastifyInstance;
let port: number;
let releases: string;
const saved = { DATA_DIR: process.env.DATA_DIR, SEED_DEMO: process.env.SEED_DEMO };

beforeAll(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  releases = path.join(root, 'releases');
  fs.mkdirSync(releases);
  // A file beside the releases folder that no URL may reach.
  fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
  const build = path.join(root, 'shell-build');
  fs.mkdirSync(build);
  fs.writeFileSync(
    path.join(build, 'index.html'),
    '<!doctype html><html><head><title>College</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(build, 'main.0a1b2c.js'), SCRIPT);
  fs.writeFileSync(path.join(build, 'remoteEntry.js'), SCRIPT);
  // The shell's server bundle runs in the server only.
  fs.mkdirSync(path.join(build, 'server'));
  fs.writeFileSync(path.join(build, 'server', 'server.js'), 'exports.secret = "server only";');
  release(releases, 'shell', { from: build, version: '1.0.0' });

  process.env.DATA_DIR = path.join(root, 'data');
  process.env.SEED_DEMO = '0';
  app = await buildSiteServer(releases);
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  // Starting the site server migrates and seeds a database: seconds on a busy machine.
}, 60_000);

afterAll(async () => {
  await app?.close();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe('site server', () => {
  it('answers every site path with the shell page, never cached, and keeps 404 for unknown API calls', async () => {
    for (const p of ['/', '/about/about-us', '/student/dashboard?x=1', '/no/such/page']) {
      const r = await get(port, p);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['cache-control']).toBe(NO_CACHE);
      expect(r.body.toString()).toContain('<div id="root"></div>');
    }
    const api = await get(port, '/api/no-such-call');
    expect(api.status).toBe(404);
    expect(api.body.toString()).not.toContain('<div id="root">');
  });

  it('sends a form posted to a page rendered on the server back to the page, and no other post', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const sent = await get(port, '/student/login', form, 'POST', 'email=a%40b.in&password=secret');
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/student/login');
    // A student's page rendered for them too (the admission form's step, decision 040).
    const step = await get(port, '/student/dashboard', form, 'POST', 'x=1');
    expect(step.status).toBe(303);
    expect(step.headers.location).toBe('/student/dashboard');
    // A page rendered in the browser only takes no post.
    expect((await get(port, '/student/payment', form, 'POST', 'x=1')).status).toBe(404);
  });

  it('serves a file of the live shell release as itself', async () => {
    const r = await get(port, '/main.0a1b2c.js');
    expect(r.status).toBe(200);
    expect(r.body.toString()).toBe(SCRIPT);
  });

  it('sends scripts without the headers only a document reads, and the page with all of them', async () => {
    for (const p of ['/main.0a1b2c.js', '/releases/shell/1.0.0/remoteEntry.js']) {
      const script = await get(port, p);
      expect(script.status).toBe(200);
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['content-security-policy']).toContain("script-src 'self'");
      expect(script.headers['x-frame-options']).toBeUndefined();
      expect(script.headers['referrer-policy']).toBeUndefined();
    }
    const page = await get(port, '/');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBeDefined();
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  // The shell's files are in releases/shell/1.0.0: three steps up is the secret.
  it.each([
    '/../secret.txt',
    '/../../../secret.txt',
    '/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    '/%2E%2E%2F%2E%2E%2F%2E%2E%2Fsecret.txt',
    '/..%2f..%2f..%2fsecret.txt',
    '/..%5c..%5c..%5csecret.txt',
    '/releases/../secret.txt',
    '/releases/%2e%2e/secret.txt',
    '/releases/shell/%2e%2e%2f%2e%2e%2fsecret.txt',
  ])('never serves a file outside the releases through %s', async (p) => {
    const r = await get(port, p);
    expect(r.body.toString()).not.toContain(SECRET);
    expect(r.status).not.toBe(500);
  });

  it('revalidates the release state, which changes with every release', async () => {
    const r = await get(port, '/releases/state.json');
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe(NO_CACHE);
  });

  it('answers a path with a percent sign as a page, and a malformed escape with a 400 in both languages', async () => {
    const page = await get(port, '/x%25');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<div id="root"></div>');
    for (const p of ['/x%zz', '/x%', '/%E0%A4']) {
      const bad = await get(port, p);
      expect([p, bad.status]).toEqual([p, 400]);
      expect(JSON.parse(bad.body.toString())).toEqual({
        code: 'request_invalid',
        message: expect.stringContaining('address'),
        message_hi: expect.stringContaining('पता'),
      });
    }
  });

  it('never serves hidden files or the release state', async () => {
    const r = await get(port, '/releases/.state.json');
    expect(r.status).toBe(404);
  });

  it("never serves a release's server bundle, plain or compressed", async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const r = await get(port, '/releases/shell/1.0.0/server/server.js', { 'accept-encoding': encoding });
      expect(r.status).toBe(404);
      expect(r.body.toString()).not.toContain('server only');
    }
    // The live shell's files are served from the root too: not its server bundle.
    const root = await get(port, '/server/server.js');
    expect(root.body.toString()).not.toContain('server only');
    expect(root.headers['content-type']).toMatch(/text\/html/);
  });

  it('caches every file of a version folder for a year, its remoteEntry.js too, and revalidates remotes.json', async () => {
    const entry = await get(port, '/releases/shell/1.0.0/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe(IMMUTABLE);
    const hashed = await get(port, '/releases/shell/1.0.0/main.0a1b2c.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    const fromShell = await get(port, '/main.0a1b2c.js');
    expect(fromShell.headers['cache-control']).toBe(IMMUTABLE);
    const remotes = await get(port, '/remotes.json');
    expect(remotes.headers['cache-control']).toBe(NO_CACHE);
    expect(JSON.parse(remotes.body.toString())).toEqual({});
  });

  it('sends the brotli copy, else the gzip copy, else the plain file, each marked Vary: Accept-Encoding', async () => {
    const url = '/releases/shell/1.0.0/main.0a1b2c.js';
    const br = await get(port, url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await get(port, url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get(port, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses the shell page by Accept-Encoding too', async () => {
    const br = await get(port, '/about/about-us', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('<div id="root"></div>');
    const gz = await get(port, '/about/about-us', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toContain('<div id="root"></div>');
  });
});
