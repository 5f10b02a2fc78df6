// The cluster's processes: the two API processes, the balancer in front of them (Debian's nginx with the production
// configuration, or a small Node proxy where nginx is missing), their CPU time, and stopping whatever was started.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { balanceThrough, later } from './http.mjs';
import { INTERVAL_MS, NGINX, PORTS, REDIS_URL, ROOT, run } from './settings.mjs';

/** Every child process started, stopped at the end whatever happened. */
const children = [];

export const apiProcesses = {};

export function startApi(which, databaseUrl) {
  const dataDir = path.join(run.work, `data-${which}-${Date.now()}`);
  const logFile = path.join(run.work, `api-${which}-${Date.now()}.log`);
  const out = fs.openSync(logFile, 'w');
  // The TypeScript source run by Node with tsx's loader: the process is the API itself (its pid, its signals).
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(PORTS[which]),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      STORAGE_DRIVER: 'postgres',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'info',
      SEED_DEMO: '1',
      SEED_DEMO_APPLICANTS: '0',
      PUBLIC_URL: `https://127.0.0.1:${PORTS.https}`,
      PAYMENTS_RECONCILE_INTERVAL_MS: String(INTERVAL_MS),
      // SMS to the development outbox, delivered by the background job at any hour.
      SMS_PROVIDER: 'outbox',
      SMS_DELIVERY_INTERVAL_MS: String(INTERVAL_MS),
      SMS_NIGHT_HOLD: 'off',
      SHUTDOWN_TIMEOUT_MS: '20000',
      PG_POOL_MAX: '10',
    },
  });
  children.push(child);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  apiProcesses[which] = { child, logFile, exited, pid: child.pid };
  return apiProcesses[which];
}

/** CPU time (user + system) of a process in milliseconds, from /proc (Linux). */
export function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 (1-based) of the whole line; 12 and 13 after the command name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100;
  } catch {
    return 0;
  }
}

export const apiPid = (which) => apiProcesses[which].pid;

export function startNginx() {
  const dir = path.join(run.work, 'nginx');
  const conf = path.join(dir, 'conf');
  const srv = path.join(dir, 'srv');
  const temp = path.join(dir, 'temp');
  fs.mkdirSync(temp, { recursive: true });
  fs.mkdirSync(path.join(srv, 'releases'), { recursive: true });
  fs.mkdirSync(path.join(srv, 'shell-live'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'deploy/nginx/snippets'), path.join(conf, 'snippets'), { recursive: true });
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-keyout', path.join(conf, 'privkey.pem'), '-out', path.join(conf, 'fullchain.pem'),
  ], { stdio: 'ignore' }); // prettier-ignore
  // The production file with this machine's ports and paths: its two upstream lines become the two processes.
  let upstreams = 0;
  const site = fs
    .readFileSync(path.join(ROOT, 'deploy/nginx/college.conf'), 'utf8')
    .replace(/server 127\.0\.0\.1:808\d;/g, () => `server 127.0.0.1:${upstreams++ === 0 ? PORTS.a : PORTS.b};`)
    .replace(/listen 80;/, `listen 127.0.0.1:${PORTS.http};`)
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${PORTS.https} ssl;`)
    .replace(/\s*listen \[::\]:\d+[^;]*;/g, '')
    .replace(/\s*brotli_static on;/g, '')
    .replaceAll('/srv/college', srv)
    .replaceAll('/etc/ssl/college', conf);
  if (upstreams !== 2) throw new Error(`deploy/nginx/college.conf has ${upstreams} upstream servers, expected 2`);
  fs.writeFileSync(path.join(conf, 'college.conf'), site);
  fs.writeFileSync(
    path.join(conf, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log ${dir}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${temp}/${t};`),
      '  include college.conf;',
      '}',
    ].join('\n'),
  );
  const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(conf, 'nginx.conf')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(conf, 'nginx.conf')], { stdio: 'ignore' });
  children.push(child);
  return { child, errorLog: path.join(dir, 'error.log') };
}

/** Where nginx is missing: a round-robin proxy that tries the other process when one refuses the connection. */
export function startNodeProxy() {
  const upstreams = [PORTS.a, PORTS.b];
  let next = 0;
  const server = http.createServer((req, res) => {
    const body = [];
    req.on('data', (c) => body.push(c));
    req.on('end', () => {
      const payload = Buffer.concat(body);
      const attempt = (tries) => {
        const port = upstreams[next++ % upstreams.length];
        const headers = {
          ...req.headers,
          'x-forwarded-for': [req.headers['x-forwarded-for'], '127.0.0.1'].filter(Boolean).join(', '),
        };
        const up = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers }, (r) => {
          res.writeHead(r.statusCode, r.headers);
          r.pipe(res);
        });
        up.on('error', (error) => {
          // Not connected: nothing was sent, so the other process may take it.
          if (error.code === 'ECONNREFUSED' && tries < upstreams.length) attempt(tries + 1);
          else if (!res.headersSent) res.writeHead(502).end();
        });
        up.end(payload);
      };
      attempt(1);
    });
  });
  server.listen(PORTS.https, '127.0.0.1');
  balanceThrough(`http://127.0.0.1:${PORTS.https}`);
  return { close: () => server.close() };
}

/** Stops every process the run started: SIGTERM, then SIGKILL half a second later. */
export async function stopAll() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await later(500);
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
