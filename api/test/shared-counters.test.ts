// Per-address rate limits shared through Redis (REDIS_URL) by several API processes, and served per process
// when Redis goes away. Runs a private redis-server (Debian's redis-server package) on a random port, so it can
// be stopped in the middle of a test; skipped, saying so, where that program is missing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { post } from './accounts-fixtures';
import { buildTestApp, type TestApp } from './helpers';

// Starting apps (and a Redis) takes seconds on a loaded machine.
jest.setTimeout(30_000);

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis) console.warn('shared-counters.test.ts skipped: redis-server is not installed (apt-get install redis)');
const describeWithRedis = hasRedis ? describe : describe.skip;

const ENQUIRY = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: 'Admission dates?' };
/** A documentation address (RFC 3849) never used before, so no earlier run's counter in Redis applies. */
const freshAddress = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

/** A port free on this machine now: the system hands one out, and it is given back at once. */
async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts redis-server on the port and waits until it answers (up to 20 s on a loaded machine); says why not. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? -1));
  const Redis = (await import('ioredis')).default;
  const until = Date.now() + 20_000;
  while (Date.now() < until && exited === null) {
    const probe = new Redis(port, '127.0.0.1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return child;
    } catch {
      probe.disconnect();
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  child.kill();
  throw new Error(`redis-server did not start on port ${port} (exit ${exited}): ${output.slice(-600)}`);
}

/** A logger stream that keeps the messages, to find the warning in them. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}

const enquiry = (t: TestApp, ip: string) => post(t.app, '/api/v1/add-enquiry', ENQUIRY, { remoteAddress: ip });

describeWithRedis('rate limits shared through Redis', () => {
  let port = 0;
  let redis: ChildProcess;
  let a: TestApp;
  let b: TestApp;
  const logs = logSink();

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    const config = { redisUrl: `redis://127.0.0.1:${port}` };
    a = await buildTestApp(config);
    // The second process, on the same database, logs to a sink the tests read.
    const { buildApp } = await import('../src/app');
    const app = await buildApp({
      config: { ...a.app.config, redisUrl: config.redisUrl, passwordHashCost: 10 },
      fastify: { logger: logs.logger },
    });
    await app.ready();
    b = { app, close: () => app.close() };
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (redis && redis.exitCode === null) {
      const exited = new Promise((r) => redis.once('exit', r));
      redis.kill();
      await exited;
    }
  });

  it('counts one limit across two processes: the sixth enquiry of an address is refused by either', async () => {
    const ip = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await enquiry(i % 2 ? b : a, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await enquiry(b, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many requests/);
    // Another address is not affected.
    expect((await enquiry(b, freshAddress())).statusCode).toBe(200);
  });

  it('serves every request when Redis goes away, limits then per process, and warns', async () => {
    redis.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    const ip = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await enquiry(b, ip)).statusCode);
    // Nothing fails because Redis is gone; the process still holds its own limit.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await enquiry(a, ip)).statusCode).toBe(200);
    expect(logs.lines.join('\n')).toMatch(/Redis cannot be reached: rate limits are counted per process/);
  });

  it('shares the limits again once Redis is back', async () => {
    redis = await startRedis(port);
    // ioredis reconnects by itself, at most every 2 seconds.
    await new Promise((r) => setTimeout(r, 2500));
    const ip = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await enquiry(i % 2 ? b : a, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('rate limits when Redis never answers', () => {
  it('starts and serves, counting in memory', async () => {
    const t = await buildTestApp({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      const ip = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await enquiry(t, ip)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
