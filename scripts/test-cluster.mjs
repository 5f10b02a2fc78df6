// npm run test:cluster: two API processes on one PostgreSQL database and one Redis, behind a local balancer (Debian's
// nginx running deploy/nginx/college.conf, or a small Node proxy where nginx is missing), checked through the
// balancer and each process directly:
//   a code sent via one process is validated via the other; five wrong passwords spread over both hold the account
//   back; the per-address limit is shared; a file uploaded through one is served by the other; SIGTERM to one
//   during 200 form submissions loses none; the reconciliation job runs once per interval across both.
// It also measures the API's CPU time per request of each kind (docs/deployment.md uses the figures).
// Skipped, saying why, when PostgreSQL (PG_TEST_URL, default the local server) or Redis (REDIS_TEST_URL, default
// redis://127.0.0.1:6379) does not answer. Ports: CLUSTER_PORT_BASE (8262) and the three after it.
// `--json FILE` writes { passed, failed, skipped, reason, figures } for scripts/test-all.mjs.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Redis from 'ioredis';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
const PG_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';
const BASE = Number(process.env.CLUSTER_PORT_BASE || 8262);
const PORTS = { a: BASE, b: BASE + 1, https: BASE + 2, http: BASE + 3 };
const INTERVAL_MS = 2000;
const SUBMISSIONS = 200;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const RUN = randomBytes(4).toString('hex');
const started = Date.now();

const results = [];
const figures = {};
const children = [];
let work;
let databaseName;

function finish(code, extra = {}) {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  const summary = {
    passed,
    failed,
    skipped: false,
    figures,
    seconds: Math.round((Date.now() - started) / 1000),
    ...extra,
  };
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(summary, null, 2));
  process.exitCode = code;
}

function skip(reason) {
  console.log(`test:cluster skipped: ${reason}`);
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ passed: 0, failed: 0, skipped: true, reason }));
  process.exit(0);
}

async function check(name, fn) {
  const t0 = Date.now();
  try {
    const detail = await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}${detail ? ` — ${detail}` : ''} (${Date.now() - t0} ms)`);
  } catch (error) {
    results.push({ name, ok: false, error: String(error?.message ?? error) });
    console.log(`  ✗ ${name}: ${error?.message ?? error}`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

// --- HTTP ------------------------------------------------------------------------------------------------------

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 16 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 16, rejectUnauthorized: false }),
};
const direct = (which) => `http://127.0.0.1:${PORTS[which]}`;
let balancer = `https://127.0.0.1:${PORTS.https}`;

function request(url, { method = 'GET', headers = {}, body } = {}) {
  const secure = url.startsWith('https:');
  let payload = body;
  const h = { ...headers };
  if (body !== undefined && !Buffer.isBuffer(body)) {
    payload = Buffer.from(JSON.stringify(body));
    h['content-type'] = 'application/json';
  }
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      url,
      { method, headers: h, agent: secure ? agents.https : agents.http, timeout: 60_000 },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({
            status: res.statusCode,
            headers: res.headers,
            raw,
            text: raw.toString(),
            json: () => JSON.parse(raw.toString()),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A documentation address (RFC 3849) of this run as the client's: behind a trusted proxy it is the rate limits'
 * key, and no earlier run's counters in Redis apply to it.
 */
let addresses = 0;
const address = () => `2001:db8:${RUN.slice(0, 4)}:${RUN.slice(4)}::${(addresses += 1).toString(16)}`;
const from = (ip) => ({ 'x-forwarded-for': ip });
const bearer = (token) => ({ authorization: `Bearer ${token}` });

function multipart(fields, files) {
  const boundary = `----cluster${randomBytes(8).toString('hex')}`;
  const chunks = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The profile a student completes (complete-profile), with the photo sent beside it. */
const PROFILE = {
  gender: 'F',
  category: 'OBC',
  academic_level: 'UG',
  same_state: '1',
  admission_code: 'New',
  course_name: 'BSCBIO',
  course_year: '1',
  refrence_roll: '',
};

const later = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, what, timeoutMs = 120_000) {
  const t0 = Date.now();
  for (;;) {
    try {
      const res = await request(url);
      if (res.status === 200) return Date.now() - t0;
    } catch {
      // not up yet
    }
    if (Date.now() - t0 > timeoutMs) throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
    await later(250);
  }
}

// --- the processes --------------------------------------------------------------------------------------------

const apiProcesses = {};

function startApi(which, databaseUrl) {
  const dataDir = path.join(work, `data-${which}-${Date.now()}`);
  const logFile = path.join(work, `api-${which}-${Date.now()}.log`);
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
function cpuMs(pid) {
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

const apiPid = (which) => apiProcesses[which].pid;

function startNginx() {
  const dir = path.join(work, 'nginx');
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
function startNodeProxy() {
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
  balancer = `http://127.0.0.1:${PORTS.https}`;
  return { close: () => server.close() };
}

// --- the run ---------------------------------------------------------------------------------------------------

async function preflight() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    skip(`PostgreSQL does not answer at ${PG_URL.replace(/\/\/[^@]*@/, '//')} (${error.message}); set PG_TEST_URL`);
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    await client.end();
    skip(`Redis does not answer at ${REDIS_URL} (${error.message}); set REDIS_TEST_URL`);
  } finally {
    redis.disconnect();
  }
  for (const port of Object.values(PORTS)) {
    const free = await new Promise((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (!free) {
      await client.end();
      throw new Error(`port ${port} is in use (set CLUSTER_PORT_BASE)`);
    }
  }
  databaseName = `college_cluster_${RUN}`;
  await client.query(`CREATE DATABASE ${databaseName}`);
  await client.end();
  const url = new URL(PG_URL);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function query(databaseUrl, text, values = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function registerStudent(email, password) {
  const ip = address();
  const sent = await request(`${direct('a')}/api/v2/send-otp`, {
    method: 'POST',
    headers: from(ip),
    body: { type_of: 'email_otp', sender: email },
  });
  assert(sent.status === 200, `send-otp via A answered ${sent.status}: ${sent.text}`);
  // The mail is read through B (the outbox answers only this machine: no forwarded address).
  const outbox = await request(`${direct('b')}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const code = outbox
    .json()
    .data.at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  assert(code, 'the code mailed via A is not in the outbox read via B');
  const validated = await request(`${direct('b')}/api/v2/validate-otp`, {
    method: 'POST',
    headers: from(ip),
    body: { sender: email, reference_id: sent.json().refrence_id, otp: code },
  });
  assert(validated.status === 200 && validated.json().success === true, `validate-otp via B: ${validated.text}`);
  const signup = await request(`${balancer}/api/v2/signup`, {
    method: 'POST',
    headers: from(ip),
    body: {
      name: 'Reena Devi',
      email,
      password,
      password_confirmation: password,
      phone: '9876543210',
      email_refrence_id: sent.json().refrence_id,
    },
  });
  assert(signup.status === 201, `signup through the balancer answered ${signup.status}: ${signup.text}`);
}

async function signin(base, email, password) {
  return request(`${base}/api/v2/signin`, { method: 'POST', headers: from(address()), body: { email, password } });
}

async function main() {
  const databaseUrl = await preflight();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'college-cluster-'));
  console.log(`test:cluster — PostgreSQL database ${databaseName}, Redis ${REDIS_URL}, work folder ${work}`);

  const build = spawnSync('npm', ['run', 'build', '-w', 'shared-types'], { cwd: ROOT, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('shared-types does not build');

  // Both processes start together on an empty database: one migrates and seeds under the lock.
  startApi('a', databaseUrl);
  startApi('b', databaseUrl);
  const readyA = await waitFor(`${direct('a')}/api/ready`, 'process A');
  const readyB = await waitFor(`${direct('b')}/api/ready`, 'process B');
  figures.startupMs = Math.max(readyA, readyB);
  let proxy;
  if (NGINX) {
    proxy = startNginx();
    console.log(`  balancer: ${NGINX} with deploy/nginx/college.conf on ${balancer}`);
  } else {
    proxy = startNodeProxy();
    console.log(`  balancer: nginx is not installed, a Node proxy on ${balancer}`);
  }
  await waitFor(`${balancer}/api/health`, 'the balancer', 20_000);
  figures.balancer = NGINX ? 'nginx' : 'node proxy';

  await check('both processes migrated one database once, under the lock', async () => {
    const rows = await query(databaseUrl, 'SELECT name, count(*)::int AS n FROM kysely_migration GROUP BY name');
    assert(
      rows.every((r) => r.n === 1),
      'a migration ran twice',
    );
    const courses = await query(databaseUrl, 'SELECT count(*)::int AS n FROM courses');
    const seeded = courses[0].n;
    const again = await query(databaseUrl, 'SELECT count(DISTINCT short_name)::int AS n FROM courses');
    assert(
      seeded > 0 && seeded === again[0].n,
      `demo content seeded twice (${seeded} courses, ${again[0].n} distinct)`,
    );
    return `${rows.length} migrations, ${seeded} courses`;
  });

  const email = `cluster.${RUN}@example.com`;
  const password = 'cluster pass 42';
  let token;
  await check('a code sent via one process is validated via the other', async () => {
    await registerStudent(email, password);
    const ok = await signin(balancer, email, password);
    assert(ok.status === 200, `signin answered ${ok.status}`);
    token = ok.json().token;
    return 'send-otp via A, outbox and validate-otp via B, signup and signin through the balancer';
  });

  await check('a file uploaded through one process is served by the other', async () => {
    assert(token, 'no student');
    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer();
    const form = multipart(PROFILE, { profile_photo: { filename: 'photo.png', type: 'image/png', data: png } });
    const saved = await request(`${direct('a')}/api/v2/complete-profile`, {
      method: 'POST',
      headers: { ...form.headers, ...bearer(token), ...from(address()) },
      body: form.body,
    });
    assert(saved.status === 200, `complete-profile via A answered ${saved.status}: ${saved.text}`);
    const url = saved.json().user.profile_photo;
    const viaB = await request(`${direct('b')}${url}`, { headers: { ...bearer(token), ...from(address()) } });
    assert(viaB.status === 200, `B answered ${viaB.status} for ${url}`);
    assert(viaB.headers['content-type'] === 'image/png', `B served ${viaB.headers['content-type']}`);
    assert(viaB.raw.subarray(1, 4).toString() === 'PNG', 'B did not serve the PNG');
    const viaBalancer = await request(`${balancer}${url}`, { headers: bearer(token) });
    assert(viaBalancer.raw.equals(viaB.raw), 'the balancer served other bytes');
    const onDisk = fs.readdirSync(work, { recursive: true }).filter((f) => String(f).endsWith(path.basename(url)));
    assert(onDisk.length === 0, 'the upload was written to a local disk');
    return `${url} (${viaB.raw.length} bytes) from the database, no local file`;
  });

  await check('five wrong passwords spread over both processes hold the account back', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await signin(direct(i % 2 ? 'b' : 'a'), email, 'wrong password')).status);
    assert(
      statuses.every((s) => s === 401),
      `wrong passwords answered ${statuses.join(', ')}`,
    );
    const right = await signin(balancer, email, password);
    assert(right.status === 429, `the right password after five failures answered ${right.status}`);
    const elsewhere = await signin(direct('a'), email, password);
    assert(elsewhere.status === 429, `process A let the held-back account in (${elsewhere.status})`);
    return `A,B,A,B,A → 401 ×5, then 429 via the balancer and via A: ${right.json().message}`;
  });

  await check('the per-address limit is shared by both processes (Redis)', async () => {
    const ip = address();
    const enquiry = (base) =>
      request(`${base}/api/v1/add-enquiry`, {
        method: 'POST',
        headers: from(ip),
        body: { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: `limit ${RUN}` },
      });
    const statuses = [];
    for (const base of [direct('a'), direct('b'), balancer, direct('a'), direct('b'), balancer, direct('a')]) {
      statuses.push((await enquiry(base)).status);
    }
    assert(
      statuses.join(',') === '200,200,200,200,200,429,429',
      `enquiries of one address answered ${statuses.join(',')} (limit 5 in 10 minutes)`,
    );
    return `A,B,balancer,A,B → 200 ×5; then 429 through the balancer and A`;
  });

  await check('a content change saved through one process is served by the other at once', async () => {
    const admin = await request(`${direct('a')}/api/admin/signin`, {
      method: 'POST',
      headers: from(address()),
      body: { email: 'admin@college.local', password: 'Admin@12345' },
    });
    assert(admin.status === 200, `the demo administrator's sign-in answered ${admin.status}`);
    const year = 2030 + Math.floor(Math.random() * 60);
    const session = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
    const saved = await request(`${direct('a')}/api/admin/settings`, {
      method: 'PUT',
      headers: { ...bearer(admin.json().token), ...from(address()) },
      body: { academic_session: session },
    });
    assert(saved.status === 200, `saving the academic session via A answered ${saved.status}: ${saved.text}`);
    const t0 = Date.now();
    let seen;
    do {
      seen = (await request(`${direct('b')}/api/v1/settings`)).json().data.academic_session;
      if (seen !== session) await later(50);
    } while (seen !== session && Date.now() - t0 < 10_000);
    assert(seen === session, `B still serves ${seen} 10 s after A saved ${session}`);
    figures.contentChangeMs = Date.now() - t0;
    return `academic session ${session} saved via A, served by B after ${figures.contentChangeMs} ms`;
  });

  // Cost per request: CPU time of both API processes over batches of requests of one kind.
  await check('cost per request measured', async () => {
    const measure = async (label, count, concurrency, make) => {
      const pids = [apiPid('a'), apiPid('b')];
      const before = pids.reduce((s, p) => s + cpuMs(p), 0);
      const t0 = Date.now();
      let index = 0;
      let failures = 0;
      let firstFailure;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (index < count) {
            const i = index++;
            const res = await make(i);
            if (res.status >= 400) {
              failures += 1;
              firstFailure ??= `${res.status} ${res.text.slice(0, 200)}`;
            }
          }
        }),
      );
      const wall = Date.now() - t0;
      const cpu = pids.reduce((s, p) => s + cpuMs(p), 0) - before;
      figures[label] = {
        requests: count,
        failures,
        cpuMsPerRequest: Number((cpu / count).toFixed(2)),
        requestsPerSecond: Number(((count * 1000) / wall).toFixed(1)),
      };
      assert(failures === 0, `${failures} of ${count} ${label} requests failed, the first: ${firstFailure}`);
      return `${label} ${figures[label].cpuMsPerRequest} ms CPU`;
    };
    const parts = [];
    parts.push(await measure('content', 300, 8, () => request(`${balancer}/api/v1/get-course-data`)));
    parts.push(
      await measure('get-user', 200, 8, () => request(`${balancer}/api/v2/get-user`, { headers: bearer(token) })),
    );
    parts.push(
      await measure('enquiry', 100, 8, (i) =>
        request(`${balancer}/api/v1/add-enquiry`, {
          method: 'POST',
          headers: from(address()),
          body: { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: `cost ${RUN} ${i}` },
        }),
      ),
    );
    // Logins hash the password (scrypt, production cost): the dearest call a student makes often.
    const loginEmail = `cluster.login.${RUN}@example.com`;
    await registerStudent(loginEmail, password);
    parts.push(await measure('signin', 20, 4, () => signin(balancer, loginEmail, password)));
    // A phone photo (1600 x 1200 JPEG, noise so it does not compress to nothing): checked, re-encoded, stored.
    const { data: noise } = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    figures.photoBytes = noise.length;
    const loginToken = (await signin(balancer, loginEmail, password)).json().token;
    parts.push(
      await measure('photo-upload', 6, 2, () => {
        const form = multipart(PROFILE, { profile_photo: { filename: 'phone.jpg', type: 'image/jpeg', data: noise } });
        return request(`${balancer}/api/v2/complete-profile`, {
          method: 'POST',
          headers: { ...form.headers, ...bearer(loginToken), ...from(address()) },
          body: form.body,
        });
      }),
    );
    return parts.join(', ');
  });

  await check(`SIGTERM to one process during ${SUBMISSIONS} form submissions loses none`, async () => {
    const outcomes = [];
    let index = 0;
    let terminatedAt = null;
    let exitedAt = null;
    const a = apiProcesses.a;
    const submit = async (i) => {
      try {
        const res = await request(`${balancer}/api/v1/add-enquiry`, {
          method: 'POST',
          // One address each: the per-address limit is not what is tested here.
          headers: from(address()),
          body: { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: `drain ${RUN} ${i}` },
        });
        let clean = res.status === 200;
        if (!clean && res.status < 600) {
          // A refusal is clean when it says something a person can act on.
          try {
            clean = typeof res.json().message === 'string';
          } catch {
            clean = false;
          }
        }
        outcomes[i] = { status: res.status, clean };
      } catch (error) {
        outcomes[i] = { status: 0, clean: false, error: error.message };
      }
    };
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (index < SUBMISSIONS) {
          const i = index++;
          if (i === 40 && !terminatedAt) {
            terminatedAt = Date.now();
            a.child.kill('SIGTERM');
            a.exited.then(() => (exitedAt = Date.now()));
          }
          await submit(i);
          // Paced (about 50 a second), so the loop outlasts the shutdown: before, during and after it.
          await later(150);
        }
      }),
    );
    const lastAnswerAt = Date.now();
    const exit = await Promise.race([a.exited, later(30_000).then(() => null)]);
    assert(exit, 'process A did not exit within 30 s of SIGTERM');
    figures.drain = { exitCode: exit.code, exitMs: Date.now() - terminatedAt };
    const successes = outcomes.map((o, i) => (o.status === 200 ? i : -1)).filter((i) => i >= 0);
    const unclean = outcomes.filter((o) => !o.clean);
    const rows = await query(databaseUrl, 'SELECT message FROM enquiries WHERE message LIKE $1', [`drain ${RUN} %`]);
    const stored = new Set(rows.map((r) => Number(r.message.split(' ').pop())));
    const missing = successes.filter((i) => !stored.has(i));
    const refused = outcomes.length - successes.length;
    figures.submissions = {
      sent: outcomes.length,
      succeeded: successes.length,
      refusedCleanly: refused - unclean.length,
      refusalStatuses: outcomes
        .filter((o) => o.status !== 200)
        .reduce((m, o) => ({ ...m, [o.status]: (m[o.status] ?? 0) + 1 }), {}),
      failedUncleanly: unclean.length,
      successesMissingFromDatabase: missing.length,
      storedWithoutSuccess: [...stored].filter((i) => !successes.includes(i)).length,
    };
    assert(outcomes.length === SUBMISSIONS, `only ${outcomes.length} submissions answered`);
    assert(exitedAt && exitedAt < lastAnswerAt, 'process A was still running when the submissions ended');
    assert(exit.code === 0, `process A exited with ${exit.code ?? exit.signal}`);
    assert(
      unclean.length === 0,
      `${unclean.length} submissions failed uncleanly: ${JSON.stringify(unclean.slice(0, 3))}`,
    );
    assert(missing.length === 0, `${missing.length} successes are not in the database`);
    figures.drain.submissionsAfterExitMs = lastAnswerAt - exitedAt;
    return `${successes.length} stored, ${refused} refused cleanly, 0 lost; A exited ${exit.code} ${figures.drain.exitMs} ms after SIGTERM, ${lastAnswerAt - exitedAt} ms before the last answer`;
  });

  // A restart, as a release does it: the stopped process comes back and serves again.
  startApi('a', databaseUrl);
  await check('the stopped process starts again and is ready', async () => {
    const ms = await waitFor(`${direct('a')}/api/ready`, 'process A again');
    const served = await request(`${direct('a')}/api/v1/get-course-data`);
    assert(served.status === 200, `A answered ${served.status}`);
    return `ready in ${ms} ms`;
  });

  // Let the job run a few more intervals with both processes up.
  await later(3 * INTERVAL_MS);

  await check('the reconciliation job runs once per interval across both processes', async () => {
    const runs = [];
    for (const file of fs.readdirSync(work).filter((f) => /^api-[ab]-\d+\.log$/.test(f))) {
      for (const line of fs.readFileSync(path.join(work, file), 'utf8').split('\n')) {
        if (!line.startsWith('{')) continue;
        try {
          const entry = JSON.parse(line);
          if (entry.msg === 'background job ran' && entry.job === 'payments-reconcile') runs.push(entry);
        } catch {
          // not a log line
        }
      }
    }
    const bySlot = new Map();
    for (const r of runs) bySlot.set(r.slot, (bySlot.get(r.slot) ?? 0) + 1);
    const duplicates = [...bySlot.values()].filter((n) => n > 1).length;
    const recorded = await query(databaseUrl, "SELECT slot, holder FROM job_runs WHERE name = 'payments-reconcile'");
    const slots = recorded.map((r) => Number(r.slot));
    const span = Math.max(...slots) - Math.min(...slots) + 1;
    const holders = new Set(recorded.map((r) => r.holder));
    figures.job = {
      intervalMs: INTERVAL_MS,
      intervals: span,
      runs: runs.length,
      duplicateRuns: duplicates,
      holders: holders.size,
    };
    assert(duplicates === 0, `${duplicates} intervals ran twice`);
    assert(runs.length === recorded.length, `${runs.length} runs logged, ${recorded.length} recorded`);
    assert(runs.length >= span * 0.8, `only ${runs.length} runs in ${span} intervals`);
    return `${runs.length} runs in ${span} intervals of ${INTERVAL_MS} ms, 0 duplicates, by ${holders.size} processes`;
  });

  proxy.child?.kill('SIGTERM');
  proxy.close?.();
}

async function cleanUp() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await later(500);
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  agents.http.destroy();
  agents.https.destroy();
  if (databaseName) {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await client.end();
  }
  if (work && !process.exitCode) fs.rmSync(work, { recursive: true, force: true });
}

process.on('SIGINT', () => {
  cleanUp().finally(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  results.push({ name: 'the cluster ran', ok: false, error: String(error?.message ?? error) });
  console.log(`  ✗ ${error?.stack ?? error}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`\nfigures: ${JSON.stringify(figures)}`);
finish(failed ? 1 : 0);
await cleanUp();
if (failed && work) console.log(`logs kept in ${work}`);
console.log(
  `test:cluster: ${results.length - failed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s`,
);
