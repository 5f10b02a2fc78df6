// Runs the production nginx configuration (deploy/nginx) with Debian's nginx in front of the real API: `nginx -t`,
// then one request per location, each checked for the API's own security headers, HSTS, the HTTP->HTTPS
// redirect, compression and the body limit. Without nginx on the machine (`apt-get install nginx
// libnginx-mod-http-brotli-static`; CI installs both) the suite says so and is skipped.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { BODY_LIMITS } from '../src/limits';
import { buildTestApp, PRODUCTION_SETTINGS, type TestApp } from './helpers';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const DEPLOY_NGINX = path.join(__dirname, '../../deploy/nginx');
// Headers the API sends itself and nginx must send everywhere, with the same values.
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

if (!NGINX) {
  console.warn('nginx is not installed: the production nginx configuration is not tested here (CI installs it).');
}
const describeWithNginx = NGINX ? describe : describe.skip;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

function request(
  url: string,
  opts: { method?: string; headers?: Record<string, string | number>; body?: Buffer } = {},
): Promise<Answer> {
  const lib = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      url,
      { method: opts.method ?? 'GET', headers: opts.headers, rejectUnauthorized: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

describeWithNginx('deploy/nginx/college.conf with nginx', () => {
  let api: TestApp;
  let nginx: ChildProcess;
  let dir: string;
  let httpsBase: string;
  let httpBase: string;
  let apiHeaders: http.IncomingHttpHeaders;

  beforeAll(async () => {
    // PayU's live checkout, the origin the snippet's form-action names.
    api = await buildTestApp({
      ...PRODUCTION_SETTINGS,
      payu: { ...PRODUCTION_SETTINGS.payu!, url: 'https://secure.payu.in/_payment' },
    });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const apiPort = (api.app.server.address() as AddressInfo).port;
    apiHeaders = (await request(`http://127.0.0.1:${apiPort}/api/health`)).headers;

    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-nginx-'));
    const [httpPort, httpsPort, renderPort] = [await freePort(), await freePort(), await freePort()];
    httpBase = `http://127.0.0.1:${httpPort}`;
    httpsBase = `https://127.0.0.1:${httpsPort}`;
    const conf = path.join(dir, 'conf');
    const srv = path.join(dir, 'srv');
    fs.cpSync(path.join(DEPLOY_NGINX, 'snippets'), path.join(conf, 'snippets'), { recursive: true });
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-keyout', path.join(conf, 'privkey.pem'), '-out', path.join(conf, 'fullchain.pem'),
    ], { stdio: 'ignore' }); // prettier-ignore

    // The production file with this machine's paths and ports; nothing else changes.
    const site = fs
      .readFileSync(path.join(DEPLOY_NGINX, 'college.conf'), 'utf8')
      .replace(/server 127\.0\.0\.1:808\d;/g, `server 127.0.0.1:${apiPort};`)
      // No renderer: a port nothing listens on (the page falls back to the shell's index.html).
      .replace(/server 127\.0\.0\.1:8090;/, `server 127.0.0.1:${renderPort};`)
      .replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`)
      .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replace(/\s*listen \[::\]:\d+[^;]*;/g, '')
      .replaceAll('/srv/college', srv)
      .replaceAll('/etc/ssl/college', conf);
    fs.writeFileSync(path.join(conf, 'college.conf'), site);
    const temp = path.join(dir, 'temp');
    fs.mkdirSync(temp);
    fs.writeFileSync(
      path.join(conf, 'nginx.conf'),
      [
        fs.existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '',
        'daemon off;',
        'master_process off;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        'events { worker_connections 64; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        `  access_log ${dir}/access.log;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${temp}/${t};`),
        '  include college.conf;',
        '}',
      ].join('\n'),
    );
    if (!fs.existsSync(BROTLI_MODULE)) {
      console.warn(`${BROTLI_MODULE} is missing (apt-get install libnginx-mod-http-brotli-static)`);
    }

    // A release as the release tool leaves it, and the live shell link.
    const release = path.join(srv, 'releases/mf-public/1.0.0');
    fs.mkdirSync(release, { recursive: true });
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    fs.writeFileSync(path.join(release, 'main.abc123.js'), script);
    fs.writeFileSync(path.join(release, 'main.abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(release, 'main.abc123.js.map'), '{}');
    fs.writeFileSync(path.join(release, 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(srv, 'releases/remotes.json'), '{}');
    fs.writeFileSync(path.join(srv, 'releases/state.json'), '{}');
    const shell = path.join(srv, 'releases/shell/1.0.0');
    fs.mkdirSync(shell, { recursive: true });
    // The release tool writes index.html.br and index.html.gz beside it (deploy/src/compress.ts).
    const indexHtml = `<!doctype html><title>College</title>${'<p>page</p>'.repeat(100)}`;
    fs.writeFileSync(path.join(shell, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(shell, 'index.html.br'), zlib.brotliCompressSync(indexHtml));
    fs.writeFileSync(path.join(shell, 'index.html.gz'), zlib.gzipSync(indexHtml));
    fs.writeFileSync(path.join(shell, 'shell.abc.js'), script);
    fs.symlinkSync(shell, path.join(srv, 'shell-live'));
    fs.mkdirSync(path.join(srv, 'acme/.well-known/acme-challenge'), { recursive: true });
    fs.writeFileSync(path.join(srv, 'acme/.well-known/acme-challenge/token'), 'token');

    const check = spawnSync(NGINX!, ['-t', '-p', dir, '-c', path.join(conf, 'nginx.conf')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
    nginx = spawn(NGINX!, ['-p', dir, '-c', path.join(conf, 'nginx.conf')], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      try {
        await request(`${httpsBase}/remotes.json`);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }, 60_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await api?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the API itself sends every header nginx is to repeat', () => {
    for (const h of SECURITY_HEADERS) expect(apiHeaders[h]).toBeTruthy();
  });

  // One request per location of the HTTPS server.
  const locations: Array<[string, string, number]> = [
    ['= /remotes.json', '/remotes.json', 200],
    ['/releases/ (hashed file)', '/releases/mf-public/1.0.0/main.abc123.js', 200],
    ['/releases/ (manifest)', '/releases/mf-public/1.0.0/mf-manifest.json', 200],
    ['/releases/ (source map refused)', '/releases/mf-public/1.0.0/main.abc123.js.map', 404],
    ['/releases/ (missing file)', '/releases/mf-public/1.0.0/nothing.js', 404],
    ['/api/', '/api/health', 200],
    ['/api/ (unknown call)', '/api/nothing', 404],
    ['/sitemap.xml (the API)', '/sitemap.xml', 200],
    ['/robots.txt (the API)', '/robots.txt', 200],
    ['/ (page)', '/student/login', 200],
    ['/ (static file)', '/shell.abc.js', 200],
  ];
  it.each(locations)(
    '%s answers %s with %s and the security headers once, as the API sends them',
    async (_l, url, status) => {
      const res = await request(`${httpsBase}${url}`);
      expect(res.status).toBe(status);
      for (const h of SECURITY_HEADERS) {
        expect([h, res.headers[h]]).toEqual([h, apiHeaders[h]]);
      }
    },
  );

  // The shell's page, however it is reached (the address itself, the index, a deep link) and whichever copy goes
  // out (brotli, gzip, plain): never without the headers that keep it out of another origin's frame, and revalidated.
  const pages = ['/', '/index.html', '/student/login'].flatMap((url) =>
    ['br', 'gzip', 'identity'].map((encoding): [string, string] => [url, encoding]),
  );
  it.each(pages)(
    'the shell page %s (Accept-Encoding %s) carries the security headers and no-cache',
    async (url, encoding) => {
      const res = await request(`${httpsBase}${url}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      for (const h of SECURITY_HEADERS) {
        expect([h, res.headers[h]]).toEqual([h, apiHeaders[h]]);
      }
      expect(res.headers['cache-control']).toBe('no-cache');
      const body =
        res.headers['content-encoding'] === 'br'
          ? zlib.brotliDecompressSync(res.body)
          : res.headers['content-encoding'] === 'gzip'
            ? zlib.gunzipSync(res.body)
            : res.body;
      expect(body.toString()).toContain('<title>College</title>');
      if (url === '/index.html' && encoding !== 'identity') {
        if (encoding === 'gzip' || fs.existsSync(BROTLI_MODULE)) expect(res.headers['content-encoding']).toBe(encoding);
      }
    },
  );

  it('keeps the caching rules of decision 002', async () => {
    expect((await request(`${httpsBase}/remotes.json`)).headers['cache-control']).toBe('no-cache');
    // A version folder is never written again with other bytes: its manifest is as fixed as its chunks.
    expect((await request(`${httpsBase}/releases/mf-public/1.0.0/mf-manifest.json`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await request(`${httpsBase}/releases/mf-public/1.0.0/main.abc123.js`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await request(`${httpsBase}/student/login`)).headers['cache-control']).toBe('no-cache');
    // Every release rewrites the release state.
    expect((await request(`${httpsBase}/releases/state.json`)).headers['cache-control']).toBe('no-cache');
  });

  it('redirects plain HTTP to HTTPS, with the headers, except the certificate challenge', async () => {
    const res = await request(`${httpBase}/student/login?x=1`, { headers: { host: 'college.example.org' } });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('https://college.example.org/student/login?x=1');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await request(`${httpBase}/.well-known/acme-challenge/token`)).body.toString()).toBe('token');
  });

  it('serves pre-compressed brotli files and gzips the rest', async () => {
    const br = await request(`${httpsBase}/releases/mf-public/1.0.0/main.abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    if (fs.existsSync(BROTLI_MODULE)) expect(br.headers['content-encoding']).toBe('br');
    const gz = await request(`${httpsBase}/shell.abc.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toContain('xxxx');
  });

  it(`takes API bodies up to the API's largest (${BODY_LIMITS.admissionSave / 1024 / 1024} MB) and no more`, async () => {
    const site = fs.readFileSync(path.join(DEPLOY_NGINX, 'college.conf'), 'utf8');
    const apiBlock = site.slice(site.indexOf('location /api/'));
    const mb = Number(apiBlock.match(/client_max_body_size (\d+)m;/)?.[1]);
    expect(mb * 1024 * 1024).toBe(BODY_LIMITS.admissionSave);
    // Over the limit: nginx answers 413 itself, still with the headers.
    const res = await request(`${httpsBase}/api/v1/add-enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': BODY_LIMITS.admissionSave + 1 },
    });
    expect(res.status).toBe(413);
    expect(res.headers['content-security-policy']).toBe(apiHeaders['content-security-policy']);
  });
});
