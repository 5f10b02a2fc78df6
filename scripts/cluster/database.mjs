// The cluster's PostgreSQL database and Redis: both must answer (else the run is skipped, saying why) and the ports
// must be free; each run creates a database of its own and drops it at the end.
import net from 'node:net';
import pg from 'pg';
import Redis from 'ioredis';
import { skip } from './report.mjs';
import { PG_URL, PORTS, REDIS_URL, RUN, run } from './settings.mjs';

/** Checks PostgreSQL, Redis and the ports, creates this run's database and gives its address. */
export async function preflight() {
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
  run.databaseName = `college_cluster_${RUN}`;
  await client.query(`CREATE DATABASE ${run.databaseName}`);
  await client.end();
  const url = new URL(PG_URL);
  url.pathname = `/${run.databaseName}`;
  return url.toString();
}

export async function query(databaseUrl, text, values = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Drops this run's database, if it made one. */
export async function dropDatabase() {
  if (!run.databaseName) return;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${run.databaseName} WITH (FORCE)`);
  await client.end();
}
