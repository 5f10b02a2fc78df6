// A seeded fuzz of every route of the API against a real server (fuzz/server.ts in a child process): malformed
// JSON, wrong types, huge and unicode strings, unknown fields, broken multipart, parts without names, traversal
// in keys, absurd numbers in every query parameter and path parameter, tokens of the wrong kind. It fails on
// any 5xx answer, on a crash or a hang of the server, and on heap growth over a bound; it returns a histogram
// of statuses. `npm run fuzz -w api` runs 10,000 requests (cli.ts); `npm test` runs 2,000 (test/fuzz.test.ts).
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FuzzRoute, FuzzTargets, ServerMessage } from './server';

export interface FuzzOptions {
  count: number;
  seed: number;
  /** The run stops (and fails) when it takes longer than this. */
  timeLimitMs: number;
  /** Allowed growth of the server's heap (after a full collection) between warm-up and the end. */
  memoryBoundBytes: number;
  concurrency?: number;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface FuzzFailure {
  request: string;
  /** The request as sent, to replay it (headers and body). */
  replay: { method: string; path: string; headers: Record<string, string>; body?: string };
  status: number | string;
  body: string;
}

export interface FuzzResult {
  sent: number;
  histogram: Record<string, number>;
  failures: FuzzFailure[];
  crashed: string | null;
  heapGrowthBytes: number;
  routes: number;
  routesHit: number;
  elapsedMs: number;
  timedOut: boolean;
  /** Why the run failed, or an empty list. */
  problems: string[];
}

// ---------------------------------------------------------------------------------------------- randomness
/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
function rngOf(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof rngOf>;

// ------------------------------------------------------------------------------------------------- values
const ABSURD_NUMBERS = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e300',
  '-1e300',
  '-0',
  '0',
  '-1',
  '1.5',
  '0x10',
  '1e-300',
  '9007199254740993',
  '99999999999999999999999999999999',
  '00000001',
  '+1',
  ' 1',
  '1 ',
  '١٢٣',
  '',
  '%00',
  '1%00',
];
const NASTY_STRINGS = [
  '', ' ', '\u0000', '\ud800', '\ufeff', '\u202e', 'रीना देवी', '😀'.repeat(50), "'; DROP TABLE students; --",
  '<script>alert(1)</script>', '../../../../etc/passwd', '..\\..\\windows\\win.ini', '%2e%2e%2f%2e%2e%2f', '__proto__',
  'constructor', 'prototype', 'null', 'undefined', 'true', '[object Object]', '${7*7}', '{{7*7}}', 'a@b', 'x'.repeat(300),
  'e\u0301', '\r\nX-Injected: 1', 'C:\\', '/dev/null', '*', '%', '?', '#', '&', '=',
]; // prettier-ignore
const TRAVERSAL_KEYS = ['__proto__', 'constructor', 'prototype', '../x', '..%2Fx', 'a[b]', 'a.b', '$where', 'x\u0000y'];

function nastyString(rng: Rng): string {
  switch (rng.int(6)) {
    case 0:
      return 'x'.repeat(rng.pick([1_000, 10_000, 150_000]));
    case 1:
      return 'अ'.repeat(rng.pick([100, 5_000]));
    case 2:
      return rng.pick(ABSURD_NUMBERS);
    default:
      return rng.pick(NASTY_STRINGS);
  }
}

function nastyValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 7 : 9)) {
    case 0:
      return rng.pick([0, -0, -1, 1.5, 1e300, -1e300, Number.MAX_SAFE_INTEGER + 2, 2 ** 64]);
    case 1:
      return rng.pick([true, false, null]);
    case 2:
    case 3:
    case 4:
      return nastyString(rng);
    case 5:
      return '';
    case 6:
      return rng.pick([{}, [], [null], [[]]]);
    case 7:
      return Array.from({ length: rng.int(4) }, () => nastyValue(rng, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: rng.int(3) + 1 }, () => [rng.pick(TRAVERSAL_KEYS), nastyValue(rng, depth + 1)]),
      );
  }
}

/** Percent-encodes; a lone surrogate becomes the bytes of one (invalid UTF-8 on the wire, on purpose). */
function enc(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

// ----------------------------------------------------------------------------------------------- requests
interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  label: string;
}

function pathParamValue(rng: Rng, name: string, targets: FuzzTargets): string {
  const real: Record<string, Array<string | number | null>> = {
    id: [targets.studentId, 1],
    admission_code: [targets.admissionCode],
    code: [targets.admissionCode],
    field: ['image', 'signature', 'aadhar', 'mark_10th'],
    txnid: ['TXN1', targets.admissionCode],
    key: [`${'ab'.repeat(16)}.jpg`],
    file: ['logo.svg'],
  };
  const options = (real[name] ?? []).filter((v): v is string | number => v !== null).map(String);
  if (options.length && rng.chance(0.3)) return enc(rng.pick(options));
  const raw = rng.chance(0.6) ? rng.pick(ABSURD_NUMBERS) : nastyString(rng).slice(0, 3000);
  // Mostly encoded; sometimes raw, with only what HTTP cannot carry encoded (stray % and dots stay as they are).
  return rng.chance(0.8) ? enc(raw) : raw.replace(/[^\x21-\x7e]|[?#]/g, (c) => enc(c));
}

function queryString(rng: Rng, route: FuzzRoute): string {
  const names = [...Object.keys(route.querystring ?? {}), 'page', 'per_page'];
  const parts: string[] = [];
  for (const name of names) {
    if (!rng.chance(0.7)) continue;
    const value = rng.chance(0.7) ? rng.pick(ABSURD_NUMBERS) : nastyString(rng).slice(0, 2000);
    parts.push(`${enc(name)}=${enc(value)}`);
    if (rng.chance(0.1)) parts.push(`${enc(name)}=2`); // the same key twice
  }
  if (rng.chance(0.2)) parts.push(`${enc(rng.pick(TRAVERSAL_KEYS))}=1`);
  if (rng.chance(0.1)) parts.push('%E0%A4%A=1', 'a=%');
  return parts.length ? `?${parts.join('&')}` : '';
}

function jsonBody(rng: Rng, route: FuzzRoute): { type: string; body: Buffer } {
  const fields = Object.keys(route.body ?? {});
  const kind = rng.int(8);
  if (kind === 0) {
    const broken = [
      '{',
      '{"a":',
      '[',
      'nul',
      '{"a":1,}',
      "{'a':1}",
      '\ufeff{}',
      '{"a":"\\ud800"}',
      '1e999',
      '['.repeat(5000) + ']'.repeat(5000),
      '{"__proto__":{"x":1}}',
      '',
      '""',
      'true',
      '[]',
    ];
    return { type: 'application/json', body: Buffer.from(rng.pick(broken)) }; // prettier-ignore
  }
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    if (rng.chance(0.15)) continue; // a missing field
    body[f] = kind === 1 ? 'ok@example.com' : nastyValue(rng);
  }
  if (kind === 2 || rng.chance(0.2)) body[rng.pick([...TRAVERSAL_KEYS, 'unknown_field'])] = nastyValue(rng);
  const text =
    kind === 3
      ? `{"__proto__":${JSON.stringify(body)},"constructor":{"prototype":{"admin":true}}}`
      : JSON.stringify(body);
  return { type: rng.chance(0.05) ? 'application/json; charset=latin1' : 'application/json', body: Buffer.from(text) };
}

function formBody(rng: Rng, route: FuzzRoute): { type: string; body: Buffer } {
  const fields = [...Object.keys(route.body ?? {}), rng.pick(TRAVERSAL_KEYS)];
  const text = fields.map((f) => `${enc(f)}=${enc(String(nastyValue(rng)))}`).join('&');
  return { type: 'application/x-www-form-urlencoded', body: Buffer.from(rng.chance(0.1) ? '%%%=&&&=%E0' : text) };
}

const FILE_FIELDS = ['image', 'signature', 'aadhar', 'mark_10th', 'photo', 'document', 'file'];
const ADMISSION_FIELDS = ['course', 'aadhar_no', 'dob', 'weightage', 'attachments', 'high_school_obtmarks', 'gap'];

function multipartBody(rng: Rng, route: FuzzRoute): { type: string; body: Buffer } {
  const boundary = `----fuzz${rng.int(1e9)}`;
  const parts: string[] = [];
  const names = [...Object.keys(route.body ?? {}), ...ADMISSION_FIELDS, ...FILE_FIELDS];
  const count = rng.pick([1, 3, 10, 40]);
  for (let i = 0; i < count; i++) {
    const kind = rng.int(8);
    const name = rng.chance(0.15) ? rng.pick(TRAVERSAL_KEYS) : rng.pick(names);
    if (kind === 0) {
      // A part without a name (the browser's empty file input, or worse).
      parts.push(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\n${nastyString(rng).slice(0, 500)}\r\n`);
    } else if (kind === 1) {
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`,
      );
    } else if (kind === 2) {
      const filename = rng.pick(['../../../etc/passwd', 'a\u0000.png', '', 'रीना.pdf', 'x'.repeat(1000), '.htaccess']);
      const type = rng.pick(['image/png', 'application/pdf', 'text/html', 'image/svg+xml', '']);
      const bytes = rng.pick(['%PDF-1.4\n%%EOF', '\x89PNG\r\n\x1a\n', '<svg onload=alert(1)>', 'GIF89a', '']);
      parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${bytes}\r\n`); // prettier-ignore
    } else if (kind === 3) {
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${'y'.repeat(rng.pick([10, 20_000]))}\r\n`,
      );
    } else {
      parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(nastyValue(rng)).slice(0, 3000)}\r\n`); // prettier-ignore
    }
  }
  let text = parts.join('') + `--${boundary}--\r\n`;
  const damage = rng.int(6);
  if (damage === 0) text = text.slice(0, rng.int(text.length)); // cut off
  let type = `multipart/form-data; boundary=${boundary}`;
  if (damage === 1) type = 'multipart/form-data';
  if (damage === 2) type = `multipart/form-data; boundary=${boundary}x`;
  return { type, body: Buffer.from(text, 'latin1') };
}

function authHeader(rng: Rng, route: FuzzRoute, targets: FuzzTargets): Record<string, string> {
  // Logging out would end the session the rest of the run aims with: those calls get throwaway tokens only.
  const real = !/logout$/.test(route.url);
  const own = route.url.startsWith('/api/admin') ? targets.adminToken : targets.studentToken;
  const other = own === targets.adminToken ? targets.studentToken : targets.adminToken;
  switch (rng.int(8)) {
    case 0:
    case 1:
    case 2:
      return real ? { authorization: `Bearer ${own}` } : {};
    case 3:
      return real ? { authorization: `Bearer ${other}` } : {};
    case 4:
      return {
        authorization: rng.pick(['Bearer ', 'Bearer x', 'Basic YTpi', `Bearer ${'a'.repeat(5000)}`, 'bearer  ']),
      };
    default:
      return {};
  }
}

function makeRequest(rng: Rng, route: FuzzRoute, targets: FuzzTargets): FuzzRequest {
  let p = route.url.replace(/:(\w+)/g, (_m, name: string) => pathParamValue(rng, name, targets));
  if (p.includes('*')) p = p.replace('*', enc(nastyString(rng).slice(0, 200)));
  p += queryString(rng, route);
  const headers: Record<string, string> = { ...authHeader(rng, route, targets) };
  if (rng.chance(0.1)) headers['if-none-match'] = rng.pick(['*', '"x"', 'W/"', 'x'.repeat(2000)]);
  if (rng.chance(0.05)) headers['x-forwarded-for'] = rng.pick(['127.0.0.1', 'garbage', '::1, 10.0.0.1']);
  let body: Buffer | undefined;
  let label = 'no body';
  if (route.method !== 'GET' || rng.chance(0.05)) {
    const kind = route.multipart ? rng.pick(['multipart', 'multipart', 'json', 'form', 'other']) : rng.pick(['json', 'json', 'json', 'form', 'multipart', 'other']); // prettier-ignore
    const made =
      kind === 'json'
        ? jsonBody(rng, route)
        : kind === 'form'
          ? formBody(rng, route)
          : kind === 'multipart'
            ? multipartBody(rng, route)
            : { type: rng.pick(['text/plain', 'application/xml', 'application/octet-stream', '', '*/*']), body: Buffer.from(nastyString(rng)) }; // prettier-ignore
    if (made.type) headers['content-type'] = made.type;
    body = made.body;
    label = `${kind} ${made.body.length} B`;
  }
  return { method: route.method, path: p, headers, body, label };
}

/** The numbers every query parameter of every route is sent once each, with the token the route expects. */
const SYSTEMATIC_NUMBERS = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e300',
  '-1e300',
  '-0',
  '-1',
  '1.5',
  '99999999999999999999',
];

function systematicRequests(routes: FuzzRoute[], targets: FuzzTargets): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  for (const route of routes) {
    if (route.method !== 'GET') continue;
    const token = route.url.startsWith('/api/admin') ? targets.adminToken : targets.studentToken;
    const headers: Record<string, string> = /logout$/.test(route.url) ? {} : { authorization: `Bearer ${token}` };
    const base = route.url.replace(/:(\w+)/g, (_m, name: string) =>
      name === 'id' ? String(targets.studentId) : enc(targets.admissionCode ?? 'x'),
    );
    for (const name of [...Object.keys(route.querystring ?? {}), 'page', 'per_page']) {
      for (const n of SYSTEMATIC_NUMBERS) {
        out.push({ method: 'GET', path: `${base}?${enc(name)}=${enc(n)}`, headers, label: `systematic ${name}=${n}` });
      }
    }
    for (const n of SYSTEMATIC_NUMBERS) {
      const p = route.url.replace(/:(\w+)/g, () => enc(n));
      if (p !== route.url) out.push({ method: 'GET', path: p, headers, label: `systematic path ${n}` });
    }
  }
  return out;
}

// -------------------------------------------------------------------------------------------------- wire
function send(port: number, agent: http.Agent, r: FuzzRequest, timeoutMs: number): Promise<{ status: number | string; body: string }> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (status: number | string, body = '') => {
      if (!done) {
        done = true;
        resolve({ status, body });
      }
    };
    let req: http.ClientRequest;
    try {
      req = http.request(
      { host: '127.0.0.1', port, method: r.method, path: r.path, headers: r.headers, agent, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < 2000) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => finish(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8').slice(0, 500)));
        res.on('error', () => finish(res.statusCode ?? 'reset'));
      },
    );
    } catch (e) {
      // Node itself refuses to send it (a header or path it cannot carry): nothing reached the server.
      finish(`unsendable ${(e as NodeJS.ErrnoException).code ?? ''}`.trim());
      return;
    }
    req.on('timeout', () => {
      req.destroy();
      finish('timeout');
    });
    // A server that answers early (413) may close while the body is still going out: that is its right.
    req.on('error', (e: NodeJS.ErrnoException) => finish(e.code === 'ECONNRESET' || e.code === 'EPIPE' ? 'reset' : `error ${e.code}`));
    req.end(r.body);
  });
} // prettier-ignore

/** Starts fuzz/server.ts in a child process (the interrupted-save test uses it too); `env` is added to ours. */
export function startServer(env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; ready: Extract<ServerMessage, { type: 'ready' }>; output: string[] }> {
  const output: string[] = [];
  const child = fork(path.join(__dirname, 'server.ts'), [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, NODE_ENV: 'test', ...env },
  });
  const keep = (d: Buffer) => {
    output.push(d.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  // FUZZ_SERVER_LOG=<file> (with FUZZ_LOG_LEVEL=info) keeps the server's whole log for looking into a failure.
  if (process.env.FUZZ_SERVER_LOG) child.stdout?.pipe(fs.createWriteStream(process.env.FUZZ_SERVER_LOG));
  child.stderr?.on('data', keep);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the fuzz server did not start:\n${output.join('')}`)), 60_000);
    child.on('message', (m: ServerMessage) => {
      if (m.type === 'ready') {
        clearTimeout(timer);
        resolve({ child, ready: m, output });
      }
    });
    child.on('exit', (code) => reject(new Error(`the fuzz server exited (${code}):\n${output.join('')}`)));
  });
} // prettier-ignore

function heapOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (m: ServerMessage) => {
      if (m.type === 'memory') {
        child.off('message', onMessage);
        resolve(m.heapUsed);
      }
    };
    child.on('message', onMessage);
    child.send({ type: 'memory' });
  });
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const { child, ready, output } = await startServer();
  let crashed: string | null = null;
  child.on('exit', (code, signal) => {
    crashed = `the server exited (code ${code}, signal ${signal})\n${output.join('').slice(-4000)}`;
  });
  const rng = rngOf(options.seed);
  const agent = new http.Agent({ keepAlive: process.env.FUZZ_KEEPALIVE !== '0', maxSockets: options.concurrency ?? 4 });
  const histogram: Record<string, number> = {};
  const failures: FuzzFailure[] = [];
  const hit = new Set<string>();
  const routes = ready.routes;
  let sent = 0;
  let timedOut = false;
  let heapStart = 0;
  const warmUp = Math.min(500, Math.floor(options.count / 5));
  log(`fuzzing ${routes.length} routes with ${options.count} requests (seed ${options.seed})`);

  // Requests are made in order from one seeded generator, so a run is repeatable; a few are in flight at once.
  // Each request is made when its turn comes (synchronously, so the order stays that of the seed).
  // First every GET route's query and path parameters get each absurd number once; then the seeded mix.
  const systematic = systematicRequests(routes, ready.targets);
  let next = 0;
  const worker = async () => {
    while (next < options.count && !crashed) {
      if (Date.now() - started > options.timeLimitMs) {
        timedOut = true;
        return;
      }
      const i = next++;
      const r = systematic[i] ?? makeRequest(rng, routes[i % routes.length]!, ready.targets);
      if (i === warmUp) heapStart = await heapOf(child);
      const answer = await send(ready.port, agent, r, 15_000);
      sent++;
      const key = String(answer.status);
      histogram[key] = (histogram[key] ?? 0) + 1;
      if (!systematic[i]) hit.add(`${r.method} ${routes[i % routes.length]!.url}`);
      if ((typeof answer.status === 'number' && answer.status >= 500) || answer.status === 'timeout' || String(answer.status).startsWith('error')) {
        failures.push({ replay: { method: r.method, path: r.path, headers: r.headers, body: r.body?.toString('latin1') }, request: `${r.method} ${r.path.slice(0, 300)} [${r.label}] ${JSON.stringify(r.headers).slice(0, 200)}`, status: answer.status, body: answer.body });
      }
      if (sent % 2000 === 0) log(`  ${sent} sent, ${failures.length} failures`);
    }
  }; // prettier-ignore
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));

  // Still alive and answering?
  if (!crashed) {
    const health = await send(
      ready.port,
      new http.Agent({ keepAlive: false }),
      { method: 'GET', path: '/api/health', headers: {}, label: '' },
      10_000,
    );
    if (health.status !== 200) crashed = `the server no longer answers /api/health (${health.status})`;
  }
  const heapEnd = crashed ? heapStart : await heapOf(child);
  agent.destroy();
  child.removeAllListeners('exit');
  child.kill('SIGTERM');

  const heapGrowthBytes = heapEnd - heapStart;
  const problems: string[] = [];
  if (crashed) problems.push(crashed);
  if (failures.length) problems.push(`${failures.length} request(s) got a 5xx, a timeout or an error`);
  if (timedOut) problems.push(`stopped after ${options.timeLimitMs} ms with ${sent} of ${options.count} sent`);
  if (heapGrowthBytes > options.memoryBoundBytes) {
    problems.push(`the server's heap grew by ${(heapGrowthBytes / 1048576).toFixed(1)} MB (bound ${options.memoryBoundBytes / 1048576} MB)`);
  } // prettier-ignore
  return {
    sent,
    histogram,
    failures,
    crashed,
    heapGrowthBytes,
    routes: routes.length,
    routesHit: hit.size,
    elapsedMs: Date.now() - started,
    timedOut,
    problems,
  };
}

export function formatHistogram(result: FuzzResult): string {
  const rows = Object.entries(result.histogram).sort(([a], [b]) => a.localeCompare(b));
  const lines = rows.map(([status, n]) => `  ${status.padEnd(8)} ${String(n).padStart(6)}`);
  const fivexx = rows.filter(([s]) => /^5\d\d$/.test(s)).reduce((n, [, c]) => n + c, 0);
  return [
    `status histogram (${result.sent} requests to ${result.routesHit}/${result.routes} routes in ${(result.elapsedMs / 1000).toFixed(1)} s):`,
    ...lines,
    `  5xx      ${String(fivexx).padStart(6)}`,
    `heap growth after warm-up: ${(result.heapGrowthBytes / 1048576).toFixed(1)} MB`,
  ].join('\n');
}
