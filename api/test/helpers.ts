// Builds the real app on a freshly migrated database: SQLite in memory, or PostgreSQL when PG_TEST_URL is set.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';

/** A new empty PostgreSQL database under `base` (default PG_TEST_URL), or SQLite in memory without one. */
export async function freshDatabaseUrl(
  base = process.env.PG_TEST_URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!base) return { url: ':memory:', drop: async () => undefined };
  const { Client } = require('pg') as typeof import('pg');
  const name = `college_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** What production requires (config.ts); the SMTP address refuses connections, so nothing is ever sent. */
export const PRODUCTION_SETTINGS: Partial<AppConfig> = {
  env: 'production',
  publicUrl: 'https://college.example.org',
  smtpUrl: 'smtp://127.0.0.1:1',
  mailFrom: 'College <no-reply@college.example.org>',
  payu: {
    key: 'TESTKEY',
    salt: 'test-salt',
    url: 'https://test.payu.in/_payment',
    verifyUrl: 'https://test.payu.in/merchant/postservice.php?form=2',
    simulator: false,
  },
};

export interface TestApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

export async function buildTestApp(config: Partial<AppConfig> = {}): Promise<TestApp> {
  const { url, drop } = await freshDatabaseUrl();
  const dataDir = path.join(os.tmpdir(), `college-api-test-${randomBytes(6).toString('hex')}`);
  const app = await buildApp({
    config: {
      databaseUrl: url,
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      env: 'test',
      logLevel: 'silent',
      seedDemo: true,
      // Cheap password hashes keep the suite fast; production hashes use the default cost.
      passwordHashCost: 10,
      ...config,
    },
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
